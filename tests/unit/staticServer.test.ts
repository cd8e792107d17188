/**
 * The local static server (scripts/serve/staticServer.ts), probed with raw
 * request targets: http.request sends the path as written, so nothing
 * normalises `..`, `//` or percent-escapes on the way (like curl --path-as-is).
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {request} from 'node:http';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {decide, listServableFiles, startStaticServer, type RunningServer} from '../../scripts/serve/staticServer';
import {CANONICAL_URL_CASES, writeCanonicalUrlFiles} from '../deploy/canonicalUrls';

const HEADERS_FILE = `/*
  Content-Security-Policy: default-src 'self'
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin

/live
  ! Content-Security-Policy
  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'
`;

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function rawRequest(
  origin: string,
  rawPath: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({hostname, port, path: rawPath, method, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8')}),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  let root: string;
  let served: RunningServer;

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
    mkdirSync(path.join(root, 'guide'));
    mkdirSync(path.join(root, 'assets'));
    mkdirSync(path.join(root, '.git'));
    mkdirSync(path.join(root, 'x'));
    writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
    writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
    writeFileSync(path.join(root, 'page.html'), '<h1>page</h1>');
    writeFileSync(path.join(root, 'live.html'), '<h1>live</h1>');
    writeFileSync(path.join(root, 'page.md'), '# page');
    writeFileSync(path.join(root, 'guide', 'index.html'), '<h1>guide</h1>');
    writeFileSync(path.join(root, 'x', 'x.html'), '<h1>x</h1>');
    writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1)');
    mkdirSync(path.join(root, 'search-text'));
    writeFileSync(path.join(root, 'search-index.json'), JSON.stringify({pages: ['a'.repeat(400)]}));
    writeFileSync(path.join(root, 'search-text', 'abc123.json'), '{"t":[]}');
    writeFileSync(path.join(root, 'llms.txt'), '# llms');
    writeFileSync(path.join(root, 'llms-full.txt'), '# llms full');
    writeFileSync(path.join(root, '_headers'), HEADERS_FILE);
    writeFileSync(path.join(root, 'nginx-headers.conf'), 'add_header X-Secret 1;');
    writeFileSync(path.join(root, 'nginx-csp-map.conf'), 'map $uri $csp { default "X-Secret"; }');
    writeFileSync(path.join(root, '.env'), 'SECRET=1');
    writeFileSync(path.join(root, '.git', 'config'), '[core]');
    served = await startStaticServer({root});
  });

  after(async () => {
    await served.close();
    rmSync(root, {recursive: true, force: true});
  });

  const get = (rawPath: string, method?: string, headers?: Record<string, string>) =>
    rawRequest(served.url, rawPath, method, headers);

  function assertSecurityHeaders(response: RawResponse, label: string) {
    assert.equal(response.headers['x-content-type-options'], 'nosniff', `${label}: X-Content-Type-Options`);
    assert.match(String(response.headers['content-security-policy']), /default-src 'self'/, `${label}: CSP`);
    assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', `${label}: Referrer-Policy`);
  }

  it('serves pages by clean URL with the headers of _headers and the right types', async () => {
    for (const [rawPath, text] of [
      ['/', 'home'],
      ['/page', 'page'],
      ['/guide', 'guide'],
      ['/page?q=1', 'page'],
    ] as const) {
      const response = await get(rawPath);
      assert.equal(response.status, 200, rawPath);
      assert.match(response.body, new RegExp(text));
      assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
      assertSecurityHeaders(response, rawPath);
    }
    const markdown = await get('/page.md');
    assert.equal(markdown.headers['content-type'], 'text/markdown; charset=utf-8');
    const asset = await get('/assets/app.js');
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('gives a page its own rule over the site rule (per-path CSP)', async () => {
    assert.match(String((await get('/live')).headers['content-security-policy']), /'unsafe-eval'/);
    assert.doesNotMatch(String((await get('/page')).headers['content-security-policy']), /'unsafe-eval'/);
  });

  it('never serves the host configuration or dotfiles, however the path is written', async () => {
    for (const rawPath of [
      '/_headers',
      '/%5fheaders',
      '/%5Fheaders',
      '/x/..%2f_headers',
      '/x/%2e%2e/_headers',
      '/x/../_headers',
      '//_headers',
      '/./_headers',
      '/nginx-headers.conf',
      '/nginx%2dheaders.conf',
      '/nginx-csp-map.conf',
      '/.env',
      '/%2eenv',
      '/.git/config',
      '/x/..%2f.git/config',
      '/../../../../etc/passwd',
      '/..%2f..%2f..%2fetc/passwd',
    ]) {
      const response = await get(rawPath);
      assert.ok([400, 404].includes(response.status), `${rawPath} answered ${response.status}`);
      assert.doesNotMatch(response.body, /Content-Security-Policy:|X-Secret|SECRET=|\[core\]|root:/, rawPath);
      assertSecurityHeaders(response, rawPath);
    }
  });

  it('redirects only to a path on this host, with the security headers', async () => {
    for (const rawPath of [
      '/.//evil.example/x.html',
      '//evil.example/x.html',
      '/%2fevil.example/x.html',
      '/\\evil.example/x.html',
      '/x/..//evil.example/x.html',
    ]) {
      const response = await get(rawPath);
      const location = response.headers.location;
      if (location !== undefined) {
        assert.match(String(location), /^\/(?![/\\])/, `${rawPath} redirects to ${String(location)}`);
      }
      assertSecurityHeaders(response, rawPath);
    }
    const redirect = await get('/page.html?a=1');
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.location, '/page?a=1');
    assertSecurityHeaders(redirect, 'redirect');
    assert.equal((await get('/guide/')).headers.location, '/guide');
    assert.equal((await get('/index.html')).headers.location, '/');
    assert.equal((await get('//x/x.html')).headers.location, '/x/x');
  });

  it('answers 400 to malformed paths, without exception text, with the headers', async () => {
    for (const rawPath of ['/%E0%A4%A', '/%', '/%zz', '/a%00b', '/a%5cb']) {
      const response = await get(rawPath);
      assert.equal(response.status, 400, rawPath);
      assert.doesNotMatch(response.body, /URIError|Error:|at .*\.ts/, rawPath);
      assertSecurityHeaders(response, rawPath);
    }
  });

  it('answers 405 to methods other than GET and HEAD, with Allow and the headers', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await get('/page', method);
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.allow, 'GET, HEAD');
      assertSecurityHeaders(response, method);
    }
    const head = await get('/page', 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
  });

  it('answers 404 with 404.html and the headers', async () => {
    const response = await get('/missing/<script>');
    assert.equal(response.status, 404);
    assert.match(response.body, /not found/);
    assertSecurityHeaders(response, '404');
  });
});

describe('static server: caching', () => {
  let root: string;
  let served: RunningServer;
  const get = (rawPath: string, headers?: Record<string, string>) => rawRequest(served.url, rawPath, 'GET', headers);

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-cache-'));
    for (const dir of ['assets/js', 'search-text', 'dev-docs']) mkdirSync(path.join(root, dir), {recursive: true});
    writeFileSync(path.join(root, 'index.html'), `<h1>home</h1>${'<p>text</p>'.repeat(50)}`);
    writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
    writeFileSync(path.join(root, 'dev-docs', 'intro.html'), `<h1>intro</h1>${'<p>text</p>'.repeat(50)}`);
    writeFileSync(path.join(root, 'dev-docs', 'intro.md'), '# intro');
    writeFileSync(path.join(root, 'assets', 'js', 'main.0123abcd.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'search-index.json'), JSON.stringify({pages: ['a'.repeat(400)]}));
    writeFileSync(path.join(root, 'search-text', 'abc123.json'), '{"t":[]}');
    writeFileSync(path.join(root, 'llms.txt'), '# llms');
    writeFileSync(path.join(root, 'llms-full.txt'), '# llms full');
    served = await startStaticServer({root});
  });

  after(async () => {
    await served.close();
    rmSync(root, {recursive: true, force: true});
  });

  it('makes HTML, the search index and the exports revalidate, with validators', async () => {
    for (const urlPath of [
      '/',
      '/dev-docs/intro',
      '/search-index.json',
      '/search-text/abc123.json',
      '/dev-docs/intro.md',
      '/llms.txt',
      '/llms-full.txt',
    ]) {
      const response = await get(urlPath);
      assert.equal(response.status, 200, urlPath);
      assert.equal(response.headers['cache-control'], 'no-cache', urlPath);
      assert.match(String(response.headers.etag), /^"[^"]+"$/, `${urlPath}: ETag`);
      assert.ok(!Number.isNaN(Date.parse(String(response.headers['last-modified']))), `${urlPath}: Last-Modified`);
    }
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since, and 200 otherwise', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const first = await get('/dev-docs/intro', {'accept-encoding': encoding});
      const etag = String(first.headers.etag);
      const again = await get('/dev-docs/intro', {'accept-encoding': encoding, 'if-none-match': etag});
      assert.equal(again.status, 304, `${encoding}: If-None-Match`);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);
      assert.equal(again.headers['cache-control'], 'no-cache');
      const weak = await get('/dev-docs/intro', {'accept-encoding': encoding, 'if-none-match': `"other", W/${etag}`});
      assert.equal(weak.status, 304, `${encoding}: weak comparison in a list`);
      const stale = await get('/dev-docs/intro', {'accept-encoding': encoding, 'if-none-match': '"stale"'});
      assert.equal(stale.status, 200, `${encoding}: another tag gets the page`);
    }
    const identityTag = (await get('/dev-docs/intro', {'accept-encoding': 'identity'})).headers.etag;
    const gzipTag = (await get('/dev-docs/intro', {'accept-encoding': 'gzip'})).headers.etag;
    assert.notEqual(identityTag, gzipTag, 'each encoding has its own tag');

    const lastModified = String((await get('/llms.txt')).headers['last-modified']);
    assert.equal((await get('/llms.txt', {'if-modified-since': lastModified})).status, 304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    assert.equal((await get('/llms.txt', {'if-modified-since': earlier})).status, 200);
    // If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2).
    assert.equal((await get('/llms.txt', {'if-modified-since': lastModified, 'if-none-match': '"x"'})).status, 200);
  });

  it('keeps hashed assets immutable for a year, and never caches an error', async () => {
    const asset = await get('/assets/js/main.0123abcd.js');
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    const revalidated = await get('/assets/js/main.0123abcd.js', {'if-none-match': String(asset.headers.etag)});
    assert.equal(revalidated.status, 304);
    assert.equal(revalidated.headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const urlPath of ['/assets/js/missing.js', '/missing', '/%zz']) {
      const response = await get(urlPath);
      assert.ok(response.status >= 400, urlPath);
      assert.equal(response.headers['cache-control'], 'no-store', urlPath);
      assert.equal(response.headers.etag, undefined, `${urlPath}: no ETag on an error`);
    }
    const missingWithTag = await get('/missing', {'if-none-match': '*'});
    assert.equal(missingWithTag.status, 404, 'a 404 is never turned into a 304');
  });

  it('sends every non-canonical URL form to the canonical URL in one 301 (the table nginx is held to)', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'static-urls-'));
    writeCanonicalUrlFiles(site);
    writeFileSync(path.join(site, '404.html'), '<h1>not found</h1>');
    const server = await startStaticServer({root: site});
    try {
      for (const [rawPath, status, location] of CANONICAL_URL_CASES) {
        const response = await rawRequest(server.url, rawPath);
        assert.equal(response.status, status, rawPath);
        assert.equal(response.headers.location, location, rawPath);
      }
    } finally {
      await server.close();
      rmSync(site, {recursive: true, force: true});
    }
  });

  it('honours Accept-Encoding q-values', async () => {
    for (const [acceptEncoding, gzipped] of [
      ['gzip', true],
      ['gzip, deflate, br', true],
      ['gzip;q=0', false],
      ['gzip; q=0.0, identity', false],
      ['GZIP;Q=0', false],
      ['*', true],
      ['*;q=0', false],
      ['br, *;q=0.1', true],
      ['*, gzip;q=0', false],
      ['x-gzip', true],
      ['identity', false],
      ['', false],
    ] as const) {
      const response = await get('/dev-docs/intro', {'accept-encoding': acceptEncoding});
      assert.equal(
        response.headers['content-encoding'],
        gzipped ? 'gzip' : undefined,
        `Accept-Encoding: ${acceptEncoding}`,
      );
      if (!gzipped) assert.match(response.body, /<h1>intro<\/h1>/, `${acceptEncoding}: the page as it is`);
    }
  });
});

describe('decide', () => {
  const files = new Map([
    ['/index.html', '/root/index.html'],
    ['/page.html', '/root/page.html'],
  ]);

  it('decodes, normalises, then looks the path up in the listed files', () => {
    assert.deepEqual(decide('/page', files), {kind: 'file', urlPath: '/page', file: '/root/page.html'});
    assert.deepEqual(decide('/a/../%70age', files), {kind: 'file', urlPath: '/page', file: '/root/page.html'});
    assert.deepEqual(decide('/%E0%A4%A', files), {kind: 'bad-request'});
    assert.deepEqual(decide('http://evil.example/page', files), {kind: 'bad-request'});
    assert.deepEqual(decide('/page.html?x=%0d%0aSet-Cookie:1', files), {
      kind: 'redirect',
      location: '/page?x=%0d%0aSet-Cookie:1',
    });
    assert.deepEqual(decide('/.//evil.example/x.html', files), {kind: 'not-found', urlPath: '/evil.example/x.html'});
  });

  it('lists no dotfile and no host configuration file', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'static-list-'));
    try {
      mkdirSync(path.join(root, '.well-hidden'));
      writeFileSync(path.join(root, '.well-hidden', 'a.html'), '');
      writeFileSync(path.join(root, '_headers'), '');
      writeFileSync(path.join(root, 'a.html'), '');
      assert.deepEqual([...listServableFiles(root).keys()], ['/a.html']);
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  });
});
