/**
 * What the MCP tests share: the build they read (MCP_BUILD_DIR, default
 * build/; missing, they fail and say to run `npm run build`), the SDK's own
 * clients over both transports, and small builds made from the real one to
 * break on purpose.
 */
import assert from 'node:assert/strict';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

export const REPO = path.resolve(__dirname, '../..');
export const BUILD_DIR = path.resolve(REPO, process.env.MCP_BUILD_DIR ?? 'build');
/** The ports of this work's HTTP servers in tests (never 3001, the documented one). */
export const TEST_PORT = Number(process.env.MCP_TEST_PORT ?? 4251);

export function requireBuild(): void {
  assert.ok(
    existsSync(path.join(BUILD_DIR, 'search-index.json')) && existsSync(path.join(BUILD_DIR, 'llms.txt')),
    `The MCP tests read a production build at ${BUILD_DIR}: run \`npm run build\` first.`,
  );
}

/** The stdio server started the way the README tells an AI tool to: `npm run --silent mcp -- --dir <build>`. */
export async function stdioClient(dir: string = BUILD_DIR): Promise<Client> {
  const client = new Client({name: 'mcp-tests', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: 'npm',
      args: ['run', '--silent', 'mcp', '--', '--dir', dir],
      cwd: REPO,
      stderr: 'pipe',
    }),
  );
  return client;
}

export async function httpClient(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({name: 'mcp-tests', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(url), {requestInit: {headers}}));
  return client;
}

export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({name, arguments: args})) as CallToolResult;
}

/** The text of a tool result's content blocks. */
export function texts(result: CallToolResult): string[] {
  return result.content.map((block) => (block.type === 'text' ? block.text : ''));
}

/** A build with what the MCP server reads (index, postings, texts, llms.txt, every .md), copied from the real one, to break. */
export function copyServedBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-build-'));
  for (const name of ['search-index.json', 'llms.txt', 'search-text', 'search-postings'])
    cpSync(path.join(BUILD_DIR, name), path.join(dir, name), {recursive: true});
  for (const entry of readdirSync(BUILD_DIR, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const relative = path.relative(BUILD_DIR, path.join(entry.parentPath, entry.name));
    mkdirSync(path.dirname(path.join(dir, relative)), {recursive: true});
    cpSync(path.join(BUILD_DIR, relative), path.join(dir, relative));
  }
  return dir;
}
