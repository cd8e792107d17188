/**
 * deploy/nginx.conf's `location = /mcp` in a real nginx (as
 * tests/deploy/nginx.test.ts runs the file: root, certificate and ports
 * replaced, and here the upstream's port), in front of the MCP HTTP server
 * started as the service unit starts it (--trust-proxy, --allowed-host and
 * --allowed-origin of the public name). Checks that MCP answers through
 * the proxy, that a client cannot pick its own X-Real-IP to dodge the rate
 * limit, that foreign origins are still refused and big bodies stop at nginx.
 * Without nginx the suite is skipped and says why.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {request} from 'node:https';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {completeHeaders, toNginxCspMap, toNginxHeaders} from '../../src/plugins/security-headers/completeHeaders';
import {toNginxCacheMap} from '../../src/lib/cachingPolicy';
import {docsLibraryLoader} from '../../scripts/mcp/docsLibrary';
import {startMcpHttpServer, type RunningMcpHttpServer} from '../../scripts/mcp/httpServer';
import {DEFAULTS} from '../../scripts/mcp/cliOptions';
import {BUILD_DIR, REPO, TEST_PORT, requireBuild} from './mcpClients';

const HOST = 'docs-v4.strapi.io';
const MCP_PORT = TEST_PORT + 3;
const HTTPS_PORT = TEST_PORT + 4;
const HTTP_PORT = TEST_PORT + 5;
const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'nginx-test', version: '1'}},
});

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const skip = nginx ? false : 'nginx is not installed (`npm run test:setup` installs it); the /mcp location was not run';
if (skip) console.log(`# skipped: ${skip}`);

describe('deploy/nginx.conf proxies /mcp to the MCP server', {skip}, () => {
  let dir: string;
  let cert: string;
  let proxy: ChildProcess | undefined;
  let mcp: RunningMcpHttpServer | undefined;

  const post = (headers: Record<string, string> = {}, body = INITIALIZE) =>
    new Promise<{status: number; body: string}>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: HTTPS_PORT,
          path: '/mcp',
          method: 'POST',
          servername: HOST,
          ca: cert,
          headers: {
            host: HOST,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8')}));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  before(async () => {
    requireBuild();
    dir = mkdtempSync(path.join(tmpdir(), 'nginx-mcp-'));
    const root = path.join(dir, 'site');
    mkdirSync(root);
    const headers = completeHeaders(readFileSync(path.join(REPO, 'static', '_headers'), 'utf8'), ["'sha256-AAAA'"]);
    writeFileSync(path.join(root, 'nginx-headers.conf'), toNginxHeaders(headers));
    writeFileSync(path.join(root, 'nginx-csp-map.conf'), toNginxCspMap(headers));
    writeFileSync(path.join(root, 'nginx-cache-map.conf'), toNginxCacheMap());
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${HOST}`,
        '-addext',
        `subjectAltName=DNS:${HOST}`,
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      {stdio: 'ignore'},
    );
    cert = readFileSync(certFile, 'utf8');
    for (const sub of [dir, root]) chmodSync(sub, 0o755);
    const site = readFileSync(path.join(REPO, 'deploy', 'nginx.conf'), 'utf8')
      .replaceAll('/var/www/strapi-docs', root)
      .replace('/etc/ssl/certs/docs-v4.strapi.io.pem', certFile)
      .replace('/etc/ssl/private/docs-v4.strapi.io.key', keyFile)
      .replace(/^\s*listen \[::\]:.*\n/gm, '')
      .replace(/listen 80;/, `listen 127.0.0.1:${HTTP_PORT};`)
      .replace(/listen 443 ssl/, `listen 127.0.0.1:${HTTPS_PORT} ssl`)
      .replace(/shared:StrapiDocsTLS:10m/, 'shared:StrapiDocsMcpTest:1m')
      .replace('server 127.0.0.1:3001;', `server 127.0.0.1:${MCP_PORT};`);
    assert.ok(site.includes(`server 127.0.0.1:${MCP_PORT};`), 'the upstream server line was found');
    writeFileSync(path.join(dir, 'site.conf'), site);
    const temp = (name: string) => path.join(dir, name);
    writeFileSync(
      temp('nginx.conf'),
      [
        `pid ${temp('nginx.pid')};`,
        `error_log ${temp('error.log')} warn;`,
        'daemon off;',
        'worker_processes 1;',
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (name) => `  ${name}_temp_path ${temp(`${name}_temp`)};`,
        ),
        `  include ${temp('site.conf')};`,
        '}',
      ].join('\n'),
    );
    if (!nginx) throw new Error('nginx is not installed: this suite should have been skipped.');
    const check = spawnSync(nginx, ['-t', '-p', dir, '-c', temp('nginx.conf')], {encoding: 'utf8'});
    assert.equal(check.status, 0, `nginx -t: ${check.stderr}`);
    // As deploy/strapi-docs-mcp.service starts it, with a small rate limit to reach.
    mcp = await startMcpHttpServer(
      {
        ...DEFAULTS,
        port: MCP_PORT,
        rateLimit: 4,
        trustProxy: true,
        allowedHosts: [HOST],
        allowedOrigins: [`https://${HOST}`],
      },
      docsLibraryLoader(BUILD_DIR),
    );
    proxy = spawn(nginx, ['-p', dir, '-c', temp('nginx.conf')], {stdio: 'ignore'});
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await post({}, '{}');
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    assert.fail(
      `nginx did not answer: ${existsSync(temp('error.log')) ? readFileSync(temp('error.log'), 'utf8') : ''}`,
    );
  });

  after(async () => {
    proxy?.kill('SIGTERM');
    await mcp?.close();
    if (dir) rmSync(dir, {recursive: true, force: true});
  });

  it('answers MCP at https://docs-v4.strapi.io/mcp, refuses foreign origins, stops big bodies, and rate-limits by the real address', async () => {
    // The wait loop above spent one request of this client's four.
    const first = await post({origin: `https://${HOST}`, 'x-real-ip': '198.51.100.1'});
    assert.equal(first.status, 200, first.body);
    assert.match(first.body, /"name":"strapi4-docs"/);
    const foreign = await post({origin: 'https://evil.example'});
    assert.equal(foreign.status, 403);
    assert.match(foreign.body, /DNS-rebinding protection/);
    const big = await post({}, JSON.stringify({padding: 'x'.repeat(70 * 1024)}));
    assert.equal(big.status, 413, 'nginx refuses a body over 64k');
    // A client choosing another X-Real-IP each time is still one client: nginx sets the header.
    const statuses: number[] = [];
    for (let attempt = 2; attempt < 6; attempt++)
      statuses.push((await post({'x-real-ip': `198.51.100.${attempt}`})).status);
    assert.ok(statuses.includes(429), `rate-limited through the proxy: ${statuses.join(', ')}`);
  });
});
