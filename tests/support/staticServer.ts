/**
 * A small static server for the production build, as a host would serve it:
 * the response headers of `build/_headers` (Netlify/Cloudflare format),
 * gzip when the client accepts it, `/path` answered by `path.html` or
 * `path/index.html` (trailingSlash: false), and `404.html` with status 404.
 * Used by the CSP gate and by the benchmark (Lighthouse); `docusaurus serve`
 * applies no headers.
 */
import {createServer, type Server} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {AddressInfo} from 'node:net';

export interface HeaderRule {
  pattern: string;
  headers: Array<[string, string]>;
}

/** Parses the `_headers` file format: a path pattern, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: []});
      continue;
    }
    const at = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && at > 0) rule.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return rules;
}

/** `/*` matches every path, `/assets/*` every path under /assets/, anything else is exact. */
export function headersFor(rules: HeaderRule[], urlPath: string): Array<[string, string]> {
  return rules
    .filter(({pattern}) => (pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern))
    .flatMap(({headers}) => headers);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md)$/;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Header files are host configuration, not pages (deploy/nginx.conf hides them too). */
const HIDDEN = new Set(['/_headers', '/nginx-headers.conf']);

async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  if (HIDDEN.has(urlPath)) return null;
  const relative = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, relative);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

export interface StaticServerOptions {
  root: string;
  port?: number;
  /** Apply `<root>/_headers`; on by default. */
  headers?: boolean;
  gzip?: boolean;
}

export async function startStaticServer({root, port = 0, headers = true, gzip = true}: StaticServerOptions): Promise<{server: Server; url: string; close: () => Promise<void>}> {
  const headersFile = path.join(root, '_headers');
  const rules = headers && existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const cache = new Map<string, Buffer>();
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const urlPath = url.pathname;
      // Clean URLs, as `docusaurus serve` and most hosts: /page.html and /page/index go to /page.
      const clean = urlPath.replace(/(\/index)?(\.html)?$/, '') || '/';
      if (clean !== urlPath && urlPath !== '/404.html') {
        response.writeHead(301, {Location: `${clean}${url.search}`});
        response.end();
        return;
      }
      let file = await resolveFile(root, urlPath);
      let status = 200;
      if (!file) {
        file = path.join(root, '404.html');
        status = 404;
      }
      let body = await readFile(file);
      const extension = path.extname(file);
      for (const [name, value] of headersFor(rules, urlPath)) response.setHeader(name, value);
      response.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
      response.setHeader('Cache-Control', urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      response.setHeader('Vary', 'Accept-Encoding');
      if (gzip && COMPRESSIBLE.test(file) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        const cached = cache.get(file);
        body = cached ?? gzipSync(body);
        if (!cached) cache.set(file, body);
        response.setHeader('Content-Encoding', 'gzip');
      }
      response.setHeader('Content-Length', body.length);
      response.writeHead(status);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response.writeHead(500);
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
