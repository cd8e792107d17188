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

function rawRequest(origin: string, rawPath: string, method = 'GET'): Promise<RawResponse> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({hostname, port, path: rawPath, method}, (res) => {
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

  const get = (rawPath: string, method?: string) => rawRequest(served.url, rawPath, method);

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
