/** A minimal static file server for the benchmark: clean URLs like `docusaurus serve`, no compression (sizes are gzipped by the benchmark). */
import {createServer, type Server} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function resolveFile(root: string, pathname: string): string | null {
  const base = path.join(root, decodeURIComponent(pathname));
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export function serveDirectory(root: string): Promise<{server: Server; origin: string}> {
  const server = createServer((request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    const file = resolveFile(root, pathname) ?? resolveFile(root, '/404.html');
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(file.endsWith('404.html') && !pathname.endsWith('404.html') ? 404 : 200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({server, origin: `http://127.0.0.1:${port}`});
    });
  });
}
