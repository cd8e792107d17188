/**
 * npm run mcp:http -- --port 3001 --dir build
 *
 * The docs' MCP server over Streamable HTTP at http://127.0.0.1:<port>/mcp
 * (stateless; see httpServer.ts for the checks and `--help` output below).
 */
import {parseMcpCli, USAGE, type McpCliOptions} from './cliOptions';
import {docsLibraryLoader} from './docsLibrary';
import {startMcpHttpServer} from './httpServer';

async function main(): Promise<void> {
  let options: McpCliOptions;
  try {
    options = parseMcpCli(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
  const library = docsLibraryLoader(options.dir);
  try {
    library();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
  }
  const running = await startMcpHttpServer(options, library);
  console.log(`strapi4-docs MCP server (Streamable HTTP, stateless) at ${running.url}, reading ${options.dir}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
