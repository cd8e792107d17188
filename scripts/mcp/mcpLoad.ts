/**
 * The load run of `npm run bench:search`: the HTTP server started as its
 * own process (`scripts/mcp/mcp-http.ts --trust-proxy`), then N clients at
 * once, each the SDK's Client over Streamable HTTP with its own X-Real-IP
 * (as nginx sets it, so each has its own rate-limit bucket), each making M
 * searches one after another from the reader queries. Every call that
 * throws or comes back as a tool error counts as an error.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export interface McpLoadResult {
  clients: number;
  searchesPerClient: number;
  calls: number;
  errors: string[];
  /** Milliseconds of each search call, client side. */
  times: number[];
  /** Milliseconds of each client's connection (initialize). */
  connectTimes: number[];
  wallMs: number;
}

/** Starts `mcp-http.ts` on `port` (0: any free port) and resolves with its URL and a stop function. */
export async function startMcpHttpProcess(
  buildDir: string,
  port: number,
  extraArgs: string[] = [],
): Promise<{url: string; stop: () => void}> {
  const script = path.join(__dirname, 'mcp-http.ts');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', script, '--dir', buildDir, '--port', String(port), ...extraArgs],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /at (http:\S+\/mcp)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`mcp-http.ts exited with ${code}: ${output}`)));
  });
  return {url, stop: () => void child.kill('SIGTERM')};
}

export async function runMcpLoad(
  url: string,
  queries: readonly string[],
  clients = 40,
  searchesPerClient = 10,
): Promise<McpLoadResult> {
  const times: number[] = [];
  const connectTimes: number[] = [];
  const errors: string[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({length: clients}, async (_, clientIndex) => {
      const client = new Client({name: `load-${clientIndex}`, version: '1.0.0'});
      const transport = new StreamableHTTPClientTransport(new URL(url), {
        requestInit: {headers: {'x-real-ip': `10.0.${clientIndex >> 8}.${clientIndex & 255}`}},
      });
      try {
        const connectStart = performance.now();
        await client.connect(transport);
        connectTimes.push(performance.now() - connectStart);
        for (let search = 0; search < searchesPerClient; search++) {
          const query = queries[(clientIndex * searchesPerClient + search) % queries.length] ?? 'populate';
          const callStart = performance.now();
          try {
            const result = await client.callTool({name: 'search_docs', arguments: {query, limit: 5}});
            times.push(performance.now() - callStart);
            if (result.isError) errors.push(`client ${clientIndex}, "${query}": tool error`);
          } catch (error) {
            errors.push(`client ${clientIndex}, "${query}": ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      } catch (error) {
        errors.push(
          `client ${clientIndex} could not connect: ${error instanceof Error ? error.message : String(error)}`,
        );
      } finally {
        await client.close().catch(() => undefined);
      }
    }),
  );
  return {
    clients,
    searchesPerClient,
    calls: clients * searchesPerClient,
    errors,
    times,
    connectTimes,
    wallMs: performance.now() - start,
  };
}
