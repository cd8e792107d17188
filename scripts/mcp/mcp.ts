/**
 * npm run mcp -- --dir build
 *
 * The docs' MCP server on stdio, for an AI coding tool that starts it as a
 * command (see README). stdout carries the protocol only; messages go to
 * stderr. Use `npm run --silent mcp` in a tool's config: without --silent,
 * npm prints its own banner on stdout first.
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {parseMcpCli, USAGE} from './cliOptions';
import {docsLibraryLoader} from './docsLibrary';
import {createDocsMcpServer} from './docsMcpServer';

async function main(): Promise<void> {
  let dir: string;
  try {
    dir = parseMcpCli(process.argv.slice(2)).dir;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
  const library = docsLibraryLoader(dir);
  try {
    library();
  } catch (error) {
    // The server still starts: each call answers with this message until the build exists.
    console.error(error instanceof Error ? error.message : String(error));
  }
  await createDocsMcpServer(library).connect(new StdioServerTransport());
  console.error(`strapi4-docs MCP server on stdio, reading ${dir}`);
}

void main();
