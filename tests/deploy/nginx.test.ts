/**
 * deploy/nginx.conf in a real nginx (Debian's, installed by
 * `npm run test:setup`): the file is used as written, except for the site
 * root, the certificate (self-signed, made here with openssl) and the ports.
 * Checks what a Mozilla Observatory-style review looks at: HTTPS redirect,
 * HSTS of at least six months, CSP (with 'unsafe-eval' only on live-code
 * pages), COOP, CORP, nosniff, framing, referrer, no version; plus Markdown
 * as text/markdown with gzip and no host configuration served; the caching
 * policy of src/lib/cachingPolicy.ts (revalidation with 304s, immutable
 * assets, errors never stored), the redirect to the site's own host, and the
 * canonical URL table the static server is held to as well.
 * Without nginx the test is skipped and says why.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {request as httpRequest, type IncomingHttpHeaders} from 'node:http';
import {request as httpsRequest} from 'node:https';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {completeHeaders, toNginxCspMap, toNginxHeaders} from '../../src/plugins/security-headers/completeHeaders';
import {addLiveCodeRules} from '../../src/plugins/security-headers/liveCodePolicy';
import {toHeadersFileRules, toNginxCacheMap} from '../../src/lib/cachingPolicy';
import {CANONICAL_URL_CASES, writeCanonicalUrlFiles} from './canonicalUrls';

const REPO = path.resolve(__dirname, '../..');
const HOST = 'docs-v4.strapi.io';
const SIX_MONTHS = 15_768_000;

function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], {encoding: 'utf8'});
  return which.status === 0 ? which.stdout.trim() : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header names as sent, once per line. */
  names: string[];
  body: Buffer;
}

const namesOf = (rawHeaders: string[]) => rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());

const nginx = findNginx();
const skip = nginx ? false : 'nginx is not installed (Debian: `npm run test:setup` installs nginx-light); deploy/nginx.conf was not run';
if (skip) console.log(`# skipped: ${skip}`);

describe('deploy/nginx.conf in a real nginx', {skip}, () => {
  let dir: string;
  let cert: string;
  let httpPort: number;
  let httpsPort: number;
  let server: ChildProcess | undefined;
  let log = '';

  const https = (
    urlPath: string,
    options: {gzip?: boolean; maxVersion?: 'TLSv1.2' | 'TLSv1.3'; ciphers?: string; headers?: Record<string, string>} = {},
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = httpsRequest(
        {
          host: '127.0.0.1',
          port: httpsPort,
          path: urlPath,
          servername: HOST,
          ca: cert,
          headers: {host: HOST, ...(options.gzip ? {'accept-encoding': 'gzip'} : {}), ...options.headers},
          maxVersion: options.maxVersion,
          ciphers: options.ciphers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({status: res.statusCode ?? 0, headers: res.headers, names: namesOf(res.rawHeaders), body: Buffer.concat(chunks)}),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });

  const http = (urlPath: string, host = HOST): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest({host: '127.0.0.1', port: httpPort, path: urlPath, headers: {host}}, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({status: res.statusCode ?? 0, headers: res.headers, names: namesOf(res.rawHeaders), body: Buffer.alloc(0)}),
        );
      });
      req.on('error', reject);
      req.end();
    });

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'nginx-deploy-'));
    const root = path.join(dir, 'site');
    for (const sub of ['', 'dev-docs', 'snippets', 'assets/js']) mkdirSync(path.join(root, sub), {recursive: true});
    const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>${'<p>Strapi 4 documentation page.</p>'.repeat(20)}</main></body></html>`;
    writeFileSync(path.join(root, 'index.html'), page('Home'));
    writeFileSync(path.join(root, '404.html'), page('Page not found'));
    writeFileSync(path.join(root, 'dev-docs', 'intro.html'), page('Introduction'));
    writeFileSync(path.join(root, 'dev-docs', 'intro.md'), `# Introduction\n\n${'Strapi 4 is a headless CMS — “quotes” and accents: é.\n'.repeat(20)}`);
    writeFileSync(path.join(root, 'snippets', 'writing-components.html'), page('Writing components'));
    writeFileSync(path.join(root, 'assets', 'js', 'main.0123abcd.js'), 'console.log("main");'.repeat(40));
    writeFileSync(path.join(root, 'assets', 'js', 'locked.0123abcd.js'), 'console.log("locked");');
    mkdirSync(path.join(root, 'search-text'));
    writeFileSync(path.join(root, 'search-index.json'), JSON.stringify({pages: ['Introduction'.repeat(40)]}));
    writeFileSync(path.join(root, 'search-text', '0123abcd.json'), JSON.stringify({texts: ['Strapi'.repeat(80)]}));
    writeFileSync(path.join(root, 'llms.txt'), `# Strapi 4\n${'- [Introduction](https://docs-v4.strapi.io/dev-docs/intro.md)\n'.repeat(20)}`);
    writeFileSync(path.join(root, 'llms-full.txt'), `# Strapi 4\n${'Strapi 4 is a headless CMS.\n'.repeat(40)}`);
    writeCanonicalUrlFiles(root);
    writeFileSync(path.join(root, '.env'), 'SECRET=1');
    // The generated header files, from the real template, as the build writes them.
    const template = readFileSync(path.join(REPO, 'static', '_headers'), 'utf8');
    const headers = `${addLiveCodeRules(completeHeaders(template, ["'sha256-AAAA'"]), ['/snippets/writing-components'])}\n${toHeadersFileRules()}`;
    writeFileSync(path.join(root, '_headers'), headers);
    writeFileSync(path.join(root, 'nginx-headers.conf'), toNginxHeaders(headers));
    writeFileSync(path.join(root, 'nginx-csp-map.conf'), toNginxCspMap(headers));
    writeFileSync(path.join(root, 'nginx-cache-map.conf'), toNginxCacheMap());

    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${HOST}`, '-addext', `subjectAltName=DNS:${HOST}`, '-keyout', keyFile, '-out', certFile], {stdio: 'ignore'});
    cert = readFileSync(certFile, 'utf8');
    // nginx workers run as an unprivileged user when started as root.
    for (const sub of [dir, root, ...['dev-docs', 'snippets', 'assets', 'assets/js', 'search-text', 'guide'].map((name) => path.join(root, name))]) chmodSync(sub, 0o755);
    // An asset nginx may not read: its 403 is an error answer like any other.
    chmodSync(path.join(root, 'assets', 'js', 'locked.0123abcd.js'), 0o000);

    httpPort = await freePort();
    httpsPort = await freePort();
    const site = readFileSync(path.join(REPO, 'deploy', 'nginx.conf'), 'utf8')
      .replaceAll('/var/www/strapi-docs', root)
      .replace('/etc/ssl/certs/docs-v4.strapi.io.pem', certFile)
      .replace('/etc/ssl/private/docs-v4.strapi.io.key', keyFile)
      .replace(/^\s*listen \[::\]:.*\n/gm, '')
      .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
      .replace(/listen 443 ssl/, `listen 127.0.0.1:${httpsPort} ssl`)
      .replace(/shared:StrapiDocsTLS:10m/, 'shared:StrapiDocsTLSTest:1m');
    assert.notEqual(site.indexOf(`127.0.0.1:${httpsPort}`), -1, 'the HTTPS listen line was found');
    writeFileSync(path.join(dir, 'site.conf'), site);
    const temp = (name: string) => path.join(dir, name);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        `pid ${temp('nginx.pid')};`,
        `error_log ${temp('error.log')} warn;`,
        'daemon off;',
        'worker_processes 1;',
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${temp(`${name}_temp`)};`),
        `  include ${temp('site.conf')};`,
        '}',
      ].join('\n'),
    );
    if (!nginx) throw new Error('nginx is not installed: this suite should have been skipped.');
    const check = spawnSync(nginx, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {encoding: 'utf8'});
    assert.equal(check.status, 0, `nginx -t: ${check.stderr}`);
    server = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {stdio: ['ignore', 'ignore', 'pipe']});
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await https('/');
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    assert.fail(`nginx did not answer: ${log}${existsSync(temp('error.log')) ? readFileSync(temp('error.log'), 'utf8') : ''}`);
  });

  after(() => {
    server?.kill('SIGTERM');
    if (dir) rmSync(dir, {recursive: true, force: true});
  });

  function assertReviewHeaders(answer: Answer, label: string) {
    const hsts = String(answer.headers['strict-transport-security'] ?? '');
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    assert.ok(maxAge >= SIX_MONTHS, `${label}: HSTS max-age ${maxAge} is at least six months`);
    const csp = String(answer.headers['content-security-policy'] ?? '');
    assert.match(csp, /default-src 'self'/, `${label}: CSP`);
    assert.match(csp, /frame-ancestors 'none'/, `${label}: CSP frame-ancestors`);
    assert.match(csp, /object-src 'none'/, `${label}: CSP object-src`);
    assert.doesNotMatch(csp, /script-src[^;]*'unsafe-inline'/, `${label}: no inline scripts`);
    assert.equal(answer.headers['x-content-type-options'], 'nosniff', `${label}: nosniff`);
    assert.equal(answer.headers['x-frame-options'], 'DENY', `${label}: X-Frame-Options`);
    assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', `${label}: Referrer-Policy`);
    assert.equal(answer.headers['cross-origin-opener-policy'], 'same-origin', `${label}: COOP`);
    assert.equal(answer.headers['cross-origin-resource-policy'], 'same-origin', `${label}: CORP`);
    assert.equal(answer.headers.server, 'nginx', `${label}: no version in Server`);
    assert.equal(answer.headers['set-cookie'], undefined, `${label}: no cookie`);
  }

  it('redirects plain HTTP to HTTPS on the site host, path kept, whatever Host the request names', async () => {
    const answer = await http('/dev-docs/intro?x=1');
    assert.equal(answer.status, 301);
    assert.equal(answer.headers.location, `https://${HOST}/dev-docs/intro?x=1`);
    assert.equal(answer.headers.server, 'nginx');
    for (const host of ['evil.example', 'evil.example:443', `${HOST}.evil.example`]) {
      const forged = await http('/dev-docs/intro', host);
      assert.equal(forged.status, 301, host);
      assert.equal(forged.headers.location, `https://${HOST}/dev-docs/intro`, `Host: ${host}`);
    }
  });

  it('serves pages over TLS 1.2+ only, with the hardened headers', async () => {
    const pageAnswer = await https('/dev-docs/intro');
    assert.equal(pageAnswer.status, 200);
    assert.equal(pageAnswer.headers['content-type'], 'text/html; charset=utf-8');
    assertReviewHeaders(pageAnswer, '/dev-docs/intro');
    assert.doesNotMatch(String(pageAnswer.headers['content-security-policy']), /'unsafe-eval'/, 'no unsafe-eval without live code');
    assert.equal((await https('/', {maxVersion: 'TLSv1.2'})).status, 200);
    await assert.rejects(https('/', {maxVersion: 'TLSv1.2', ciphers: 'AES128-SHA:AES256-SHA:DES-CBC3-SHA'}), 'no CBC cipher without forward secrecy');
  });

  it("gives 'unsafe-eval' to the live-code page only", async () => {
    for (const urlPath of ['/snippets/writing-components']) {
      const answer = await https(urlPath);
      assert.equal(answer.status, 200);
      assertReviewHeaders(answer, urlPath);
      assert.match(String(answer.headers['content-security-policy']), /script-src 'self' 'unsafe-eval'/);
    }
  });

  it('serves Markdown as text/markdown in UTF-8, gzipped', async () => {
    const answer = await https('/dev-docs/intro.md', {gzip: true});
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-type'], 'text/markdown; charset=utf-8');
    assert.equal(answer.headers['content-encoding'], 'gzip');
    assertReviewHeaders(answer, '/dev-docs/intro.md');
  });

  it('caches hashed assets for a year and keeps the headers there', async () => {
    const answer = await https('/assets/js/main.0123abcd.js');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
    assertReviewHeaders(answer, 'asset');
  });

  it('makes pages, the search index and the exports revalidate, and answers 304 when nothing changed', async () => {
    for (const urlPath of ['/', '/dev-docs/intro', '/search-index.json', '/search-text/0123abcd.json', '/dev-docs/intro.md', '/llms.txt', '/llms-full.txt']) {
      for (const gzip of [false, true]) {
        const label = `${urlPath}${gzip ? ' (gzip)' : ''}`;
        const answer = await https(urlPath, {gzip});
        assert.equal(answer.status, 200, label);
        assert.equal(answer.headers['cache-control'], 'no-cache', label);
        assert.deepEqual(answer.names.filter((name) => name === 'cache-control'), ['cache-control'], `${label}: one Cache-Control`);
        const etag = String(answer.headers.etag ?? '');
        assert.match(etag, /^(W\/)?"[^"]+"$/, `${label}: ETag`);
        const lastModified = String(answer.headers['last-modified'] ?? '');
        assert.ok(!Number.isNaN(Date.parse(lastModified)), `${label}: Last-Modified`);
        const byTag = await https(urlPath, {gzip, headers: {'if-none-match': etag}});
        assert.equal(byTag.status, 304, `${label}: If-None-Match`);
        assert.equal(byTag.headers['cache-control'], 'no-cache', `${label}: 304 Cache-Control`);
        assertReviewHeaders(byTag, `${label} 304`);
        assert.equal((await https(urlPath, {gzip, headers: {'if-modified-since': lastModified}})).status, 304, `${label}: If-Modified-Since`);
        assert.equal((await https(urlPath, {gzip, headers: {'if-none-match': '"stale"'}})).status, 200, `${label}: another tag`);
      }
    }
  });

  it('never caches an error answer long, and never as immutable; each header once', async () => {
    const cases: Array<[string, Record<string, string>?]> = [
      ['/assets/'],
      ['/assets/js/'],
      ['/assets/js/missing.0123abcd.js'],
      ['/assets/js/locked.0123abcd.js'],
      ['/missing'],
      ['/_headers'],
      ['/assets/js/main.0123abcd.js', {range: 'bytes=999999-'}],
      ['/dev-docs/intro', {range: 'bytes=999999-'}],
    ];
    for (const [urlPath, headers] of cases) {
      const label = `${urlPath}${headers ? ` ${JSON.stringify(headers)}` : ''}`;
      const answer = await https(urlPath, {headers});
      const duplicated = answer.names.filter((name, index) => answer.names.indexOf(name) !== index);
      assert.deepEqual(duplicated, [], `${label} (${answer.status}): no header twice`);
      if (answer.status < 400) {
        // Byte ranges are not served: the whole file, with its own caching.
        assert.equal(answer.status, 200, label);
        continue;
      }
      assert.equal(answer.headers['cache-control'], 'no-store', `${label} (${answer.status})`);
      assertReviewHeaders(answer, label);
    }
    assert.equal((await https('/assets/js/locked.0123abcd.js')).status, 403, 'the unreadable asset is a 403');
  });

  it('sends every non-canonical URL form to the canonical URL in one 301 (the table the static server is held to)', async () => {
    for (const [urlPath, status, location] of CANONICAL_URL_CASES) {
      const answer = await https(urlPath);
      assert.equal(answer.status, status, urlPath);
      assert.equal(answer.headers.location, location, urlPath);
      if (status === 301) assert.equal(answer.headers['cache-control'], 'no-cache', `${urlPath}: redirect revalidates`);
      assertReviewHeaders(answer, urlPath);
    }
    // A forged Host header never reaches a redirect, nginx's own included.
    for (const urlPath of ['/dev-docs/intro/', '/assets', '/guide/']) {
      const answer = await new Promise<Answer>((resolve, reject) => {
        const req = httpsRequest({host: '127.0.0.1', port: httpsPort, path: urlPath, servername: HOST, ca: cert, headers: {host: 'evil.example'}}, (res) => {
          res.resume();
          res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, names: [], body: Buffer.alloc(0)}));
        });
        req.on('error', reject);
        req.end();
      });
      assert.doesNotMatch(String(answer.headers.location ?? ''), /evil/, `${urlPath}: ${String(answer.headers.location)}`);
    }
  });

  it('answers 404 with the site page and the headers; never serves configuration or dotfiles', async () => {
    for (const urlPath of ['/missing', '/_headers', '/nginx-headers.conf', '/nginx-csp-map.conf', '/.env', '/%5fheaders']) {
      const answer = await https(urlPath);
      assert.equal(answer.status, 404, urlPath);
      assert.match(answer.body.toString('utf8'), /Page not found/, urlPath);
      assertReviewHeaders(answer, urlPath);
    }
  });
});
