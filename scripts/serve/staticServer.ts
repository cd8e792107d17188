/**
 * The one local server for the production build, as a host would serve it:
 * the response headers of `build/_headers` (Netlify / Cloudflare format) on
 * every response (pages, redirects, errors), the caching policy of
 * src/lib/cachingPolicy.ts with `ETag` and `Last-Modified` (304 to a matching
 * `If-None-Match` or `If-Modified-Since`), gzip when the client accepts it
 * (q-values honoured), `/path` answered by `path.html` or `path/index.html`
 * (trailingSlash: false), `404.html` with status 404. Used by
 * `npm run serve:headers`, the benchmarks and the security gate.
 *
 * Safety comes from the order: decode the path (400 if malformed), normalise
 * it, then decide. The files that can be served are listed once at start-up,
 * without dotfiles and host configuration (`_headers`, `nginx-*.conf`);
 * a request is only ever answered from that list, so no request path reaches
 * the file system. Redirect targets are built from the normalised path, so
 * they always stay on this host.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import {createHash} from 'node:crypto';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {cacheControlFor} from '../../src/lib/cachingPolicy';
import {HOST_CONFIG_FILES, headersFor, parseHeadersFile} from '../../src/plugins/security-headers/headersFile';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
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
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md)$/;

/** Host configuration written into the build, never served (deploy/nginx.conf hides them too). */
const HOST_FILES = new Set(HOST_CONFIG_FILES);

/** URL path (`/dev-docs/intro.html`) → file, for every servable file under root. */
export function listServableFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string, urlDir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      const urlPath = `${urlDir}/${entry.name}`;
      if (entry.isDirectory()) walk(file, urlPath);
      else if (entry.isFile() && !(urlDir === '' && HOST_FILES.has(entry.name))) files.set(urlPath, file);
    }
  };
  walk(root, '');
  return files;
}

export type Decision =
  | {kind: 'bad-request'}
  | {kind: 'redirect'; location: string}
  | {kind: 'file'; urlPath: string; file: string}
  | {kind: 'not-found'; urlPath: string};

/**
 * Decodes, normalises, then decides, from the raw request target only:
 * malformed → 400; `/page.html`, `/page/index` and `/page/` → 301 to `/page`
 * when that exists; a listed file → served; anything else → 404.
 */
export function decide(rawTarget: string, files: ReadonlyMap<string, string>): Decision {
  // Origin-form only: "/path?query". Absolute or authority forms are not for a static server.
  if (!rawTarget.startsWith('/')) return {kind: 'bad-request'};
  const queryAt = rawTarget.indexOf('?');
  const rawPath = queryAt === -1 ? rawTarget : rawTarget.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? '' : rawTarget.slice(queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return {kind: 'bad-request'};
  }
  if (/[\0\\]/.test(decoded)) return {kind: 'bad-request'};
  // posix.normalize resolves `.` and `..` (never above `/`) and collapses `//`.
  const urlPath = path.posix.normalize(decoded);
  if (!urlPath.startsWith('/') || urlPath.startsWith('//')) return {kind: 'bad-request'};

  const resolve = (candidate: string): string | undefined => {
    const base = candidate === '/' ? '' : candidate;
    for (const key of [candidate, `${base}.html`, `${base}/index.html`]) {
      const file = files.get(key);
      if (file) return key;
    }
    return undefined;
  };

  // Clean URLs, as `docusaurus serve` and most hosts: /page.html, /page/index and /page/ go to /page.
  const clean =
    urlPath === '/404.html' ? urlPath : urlPath.replace(/\/$/, '').replace(/(\/index)?(\.html)?$/, '') || '/';
  if (clean !== urlPath && resolve(clean)) {
    const location = clean.split('/').map(encodeURIComponent).join('/') || '/';
    // Printable ASCII only: a query never changes the host, and nothing can split the header.
    const query = /^\?[\x21-\x7e]*$/.test(rawQuery) ? rawQuery : '';
    return {kind: 'redirect', location: `${location}${query}`};
  }
  const found = resolve(urlPath);
  const file = found === undefined ? undefined : files.get(found);
  return file ? {kind: 'file', urlPath, file} : {kind: 'not-found', urlPath};
}

/**
 * Whether an `Accept-Encoding` header allows gzip (RFC 9110 §12.5.3): the
 * q-value of `gzip` (or `x-gzip`), else of `*`; absent means not accepted,
 * `q=0` means "not this one".
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  let gzipQ: number | undefined;
  let anyQ: number | undefined;
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const qParam = params.find((param) => /^q\s*=/.test(param));
    const q = qParam === undefined ? 1 : Number(qParam.replace(/^q\s*=\s*/, ''));
    const weight = Number.isFinite(q) ? q : 0;
    if (coding === 'gzip' || coding === 'x-gzip') gzipQ = Math.max(gzipQ ?? 0, weight);
    else if (coding === '*') anyQ = weight;
  }
  return (gzipQ ?? anyQ ?? 0) > 0;
}

/**
 * Whether the client's copy is current: `If-None-Match` (weak comparison,
 * `*` or a list) decides when present; otherwise `If-Modified-Since`, to the
 * second as HTTP dates are.
 */
export function isNotModified(
  headers: {'if-none-match'?: string; 'if-modified-since'?: string},
  etag: string,
  lastModified: Date,
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

export interface StaticServerOptions {
  root: string;
  port?: number;
  /** Apply `<root>/_headers`; on by default. */
  headers?: boolean;
  gzip?: boolean;
}

export interface RunningServer {
  server: Server;
  url: string;
  close: () => Promise<void>;
}

export async function startStaticServer({
  root,
  port = 0,
  headers = true,
  gzip = true,
}: StaticServerOptions): Promise<RunningServer> {
  const rootDir = path.resolve(root);
  const headersFile = path.join(rootDir, '_headers');
  const rules = headers && existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const siteRules = rules.filter(({pattern}) => pattern === '/*');
  const files = listServableFiles(rootDir);
  const notFoundFile = files.get('/404.html');
  const gzipped = new Map<string, Buffer>();
  /** Per file: the sha1 of its bytes (the ETag) and its mtime, read once. */
  const validators = new Map<string, {tag: string; modified: Date}>();
  const validatorsOf = async (file: string, body: Buffer) => {
    let known = validators.get(file);
    if (!known) {
      const digest = createHash('sha1').update(body).digest('base64url');
      known = {tag: digest, modified: (await stat(file)).mtime};
      validators.set(file, known);
    }
    return known;
  };

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    headerList: Array<[string, string]>,
    body: Buffer,
    extra: Record<string, string> = {},
  ) => {
    for (const [name, value] of headerList) response.setHeader(name, value);
    for (const [name, value] of Object.entries(extra)) response.setHeader(name, value);
    response.setHeader('Content-Length', body.length);
    response.writeHead(status);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const plain = (text: string) => Buffer.from(`${text}\n`);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const site = headersFor(siteRules, '/');
    const textType = {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControlFor('/', 400)};
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(request, response, 405, site, plain('Method Not Allowed'), {...textType, Allow: 'GET, HEAD'});
      return;
    }
    const decision = decide(request.url ?? '/', files);
    if (decision.kind === 'bad-request') {
      send(request, response, 400, site, plain('Bad Request'), textType);
      return;
    }
    if (decision.kind === 'redirect') {
      send(request, response, 301, site, Buffer.alloc(0), {
        Location: decision.location,
        'Cache-Control': cacheControlFor(decision.location, 301),
      });
      return;
    }
    const file = decision.kind === 'file' ? decision.file : notFoundFile;
    const status = decision.kind === 'file' ? 200 : 404;
    if (!file) {
      send(request, response, 404, site, plain('Not Found'), textType);
      return;
    }
    let body = await readFile(file);
    const extra: Record<string, string> = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(decision.urlPath, status),
      Vary: 'Accept-Encoding',
    };
    const compress = gzip && COMPRESSIBLE.test(file) && acceptsGzip(request.headers['accept-encoding']);
    const {tag, modified} = await validatorsOf(file, body);
    // Each encoding is its own representation, so it has its own tag.
    const etag = `"${tag}${compress ? '-gzip' : ''}"`;
    if (status === 200) {
      extra.ETag = etag;
      extra['Last-Modified'] = modified.toUTCString();
      if (isNotModified(request.headers, etag, modified)) {
        const answer = headersFor(rules, decision.urlPath);
        for (const [name, value] of [...answer, ...Object.entries(extra)]) response.setHeader(name, value);
        response.removeHeader('Content-Type');
        response.setHeader('Cache-Control', cacheControlFor(decision.urlPath, 304));
        response.writeHead(304);
        response.end();
        return;
      }
    }
    if (compress) {
      const cached = gzipped.get(file);
      body = cached ?? gzipSync(body);
      if (!cached) gzipped.set(file, body);
      extra['Content-Encoding'] = 'gzip';
    }
    send(request, response, status, headersFor(rules, decision.urlPath), body, extra);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // The reason goes to the server's log, never to the client.
      console.error('static server:', error);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      send(request, response, 500, headersFor(siteRules, '/'), plain('Internal Server Error'), {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': cacheControlFor('/', 500),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
