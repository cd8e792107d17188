/** The command-line options of `npm run mcp` and `npm run mcp:http`. Pure. */
import {parseArgs} from 'node:util';

export interface McpCliOptions {
  dir: string;
  host: string;
  port: number;
  /** Origins a browser may call from, besides the server's own (e.g. https://docs-v4.strapi.io behind nginx). */
  allowedOrigins: string[];
  /** Host header values accepted besides 127.0.0.1, localhost and [::1] (the public name behind a proxy). */
  allowedHosts: string[];
  /** Take the client address from X-Real-IP (set by the proxy in front), for the rate limit. */
  trustProxy: boolean;
  /** Requests per client per minute. */
  rateLimit: number;
  /** Largest request body, in bytes. */
  maxBodyBytes: number;
}

export const DEFAULTS = {dir: 'build', host: '127.0.0.1', port: 3001, rateLimit: 120, maxBodyBytes: 64 * 1024};

export const USAGE = `Usage:
  npm run mcp -- --dir build                       MCP over stdio
  npm run mcp:http -- --port 3001 --dir build      Streamable HTTP at http://127.0.0.1:3001/mcp
Options (HTTP):
  --host <address>          address to bind (default 127.0.0.1)
  --allowed-origin <origin> a browser origin allowed to call (repeatable)
  --allowed-host <name>     a Host header accepted besides the loopback names (repeatable)
  --trust-proxy             the client address is X-Real-IP (behind nginx)
  --rate-limit <n>          requests per client per minute (default ${DEFAULTS.rateLimit})
  --max-body <bytes>        largest request body (default ${DEFAULTS.maxBodyBytes})`;

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a whole number, not "${value}".`);
  return number;
}

export function parseMcpCli(args: string[]): McpCliOptions {
  const {values} = parseArgs({
    args,
    options: {
      dir: {type: 'string'},
      host: {type: 'string'},
      port: {type: 'string'},
      'allowed-origin': {type: 'string', multiple: true},
      'allowed-host': {type: 'string', multiple: true},
      'trust-proxy': {type: 'boolean'},
      'rate-limit': {type: 'string'},
      'max-body': {type: 'string'},
    },
    strict: true,
  });
  const port = positiveInteger(values.port, 'port', DEFAULTS.port);
  if (port > 65535) throw new Error(`--port must be at most 65535, not ${port}.`);
  return {
    dir: values.dir ?? DEFAULTS.dir,
    host: values.host ?? DEFAULTS.host,
    port,
    allowedOrigins: (values['allowed-origin'] ?? []).map((origin) => new URL(origin).origin),
    allowedHosts: (values['allowed-host'] ?? []).map((host) => host.toLowerCase()),
    trustProxy: values['trust-proxy'] ?? false,
    rateLimit: positiveInteger(values['rate-limit'], 'rate-limit', DEFAULTS.rateLimit),
    maxBodyBytes: positiveInteger(values['max-body'], 'max-body', DEFAULTS.maxBodyBytes),
  };
}
