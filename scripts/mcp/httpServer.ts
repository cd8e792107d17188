/**
 * The docs' MCP server over Streamable HTTP, stateless: every POST to /mcp
 * gets a fresh server and transport (the build is loaded once and shared),
 * so any number of copies can run behind a load balancer. Before a request
 * reaches the SDK it passes, in order: the path (/mcp only), the Host header
 * and the Origin header (DNS-rebinding protection: a page on another site
 * that resolves its name to 127.0.0.1 sends its own Host and Origin), the
 * per-client rate limit (429), the method (POST only, 405), and the body
 * size limit (413) and JSON parsing (400).
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type {McpCliOptions} from './cliOptions';
import type {DocsLibrary} from './docsLibrary';
import {createDocsMcpServer} from './docsMcpServer';
import {createRateLimiter} from './rateLimit';

export const MCP_PATH = '/mcp';
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

export interface RunningMcpHttpServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, {'content-type': 'application/json', ...headers});
  // JSON-RPC's error shape, which MCP clients show as the reason.
  res.end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

/** The hostname of a Host header, without its port: `127.0.0.1`, `[::1]`, `docs-v4.strapi.io`. */
export function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d*$/, '');
}

type BodyResult = {ok: true; body: unknown} | {ok: false; status: number; message: string};

function readJsonBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    const tooLarge: BodyResult = {
      ok: false,
      status: 413,
      message: `The request body is over the limit of ${limit} bytes.`,
    };
    if (declared > limit) {
      resolve(tooLarge);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        resolve(tooLarge);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      try {
        resolve({ok: true, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown});
      } catch {
        resolve({ok: false, status: 400, message: 'The request body is not valid JSON.'});
      }
    });
    req.on('error', () => {
      if (!done) resolve({ok: false, status: 400, message: 'The request body could not be read.'});
      done = true;
    });
  });
}

export function startMcpHttpServer(
  options: Omit<McpCliOptions, 'dir'>,
  library: () => DocsLibrary,
): Promise<RunningMcpHttpServer> {
  const limiter = createRateLimiter(options.rateLimit);
  const allowedHosts = new Set([...LOOPBACK_HOSTS, ...options.allowedHosts]);
  let allowedOrigins = new Set<string>(options.allowedOrigins);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname !== MCP_PATH) return refuse(res, 404, `Not found: the MCP endpoint is ${MCP_PATH}.`);
    const host = req.headers.host;
    if (!host || !allowedHosts.has(hostnameOf(host)))
      return refuse(res, 403, 'Forbidden: this Host is not served (DNS-rebinding protection).');
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin))
      return refuse(res, 403, `Forbidden: requests from the origin ${origin} are refused (DNS-rebinding protection).`);
    const realIp = req.headers['x-real-ip'];
    const client = (options.trustProxy && typeof realIp === 'string' ? realIp : req.socket.remoteAddress) ?? 'unknown';
    const allowance = limiter.take(client);
    if (!allowance.allowed)
      return refuse(res, 429, `Too many requests: at most ${options.rateLimit} a minute per client.`, {
        'retry-after': String(allowance.retryAfterSeconds),
      });
    if (req.method !== 'POST')
      return refuse(res, 405, 'Method not allowed: this stateless server answers POST only.', {allow: 'POST'});
    const body = await readJsonBody(req, options.maxBodyBytes);
    if (!body.ok) {
      refuse(res, body.status, body.message, body.status === 413 ? {connection: 'close'} : {});
      if (body.status === 413) req.destroy();
      return;
    }
    const server = createDocsMcpServer(library);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body.body);
  };

  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      refuse(res, 500, 'Internal error.');
    });
  });
  http.headersTimeout = 10_000;
  http.requestTimeout = 30_000;

  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => {
      const {port} = http.address() as AddressInfo;
      const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
      // The server's own pages may call it: http://127.0.0.1:<port>, http://localhost:<port>.
      allowedOrigins = new Set([
        ...options.allowedOrigins,
        ...LOOPBACK_HOSTS.map((name) => `http://${name}:${port}`),
        `http://${shownHost}:${port}`,
      ]);
      resolve({
        url: `http://${shownHost}:${port}${MCP_PATH}`,
        server: http,
        close: () =>
          new Promise((done) => {
            http.closeAllConnections();
            http.close(() => done());
          }),
      });
    });
  });
}
