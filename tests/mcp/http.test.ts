/**
 * The MCP server over Streamable HTTP, driven by the SDK's
 * StreamableHTTPClientTransport: tools listed and answering, then what the
 * HTTP front refuses before the SDK sees a request: a foreign Origin or Host
 * (DNS rebinding), a body over the limit, a client over its rate limit, other
 * methods and paths, broken JSON. The CLI is started once as a reader would
 * (`npm run mcp:http`) to check it binds 127.0.0.1 only.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {request} from 'node:http';
import {networkInterfaces} from 'node:os';
import {connect} from 'node:net';
import {docsLibraryLoader} from '../../scripts/mcp/docsLibrary';
import {startMcpHttpServer, type RunningMcpHttpServer} from '../../scripts/mcp/httpServer';
import {DEFAULTS} from '../../scripts/mcp/cliOptions';
import {BUILD_DIR, REPO, TEST_PORT, callTool, httpClient, requireBuild, texts} from './mcpClients';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}},
});

function raw(
  url: string,
  options: {method?: string; headers?: Record<string, string>; body?: string | Buffer; path?: string} = {},
): Promise<RawAnswer> {
  const {hostname, port, pathname} = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path: options.path ?? pathname,
        method: options.method ?? 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8')}),
        );
      },
    );
    // A refused upload may be cut off mid-body: the answer has been read by then.
    req.on('error', reject);
    req.end(options.body ?? INITIALIZE);
  });
}

describe('MCP server over Streamable HTTP', () => {
  let running: RunningMcpHttpServer;
  before(async () => {
    requireBuild();
    running = await startMcpHttpServer(
      {
        ...DEFAULTS,
        port: TEST_PORT,
        allowedOrigins: ['https://docs-v4.strapi.io'],
        allowedHosts: [],
        trustProxy: false,
      },
      docsLibraryLoader(BUILD_DIR),
    );
  });
  after(async () => {
    await running?.close();
  });

  it('lists the tools, and search, read and list answer', async () => {
    const client = await httpClient(running.url);
    try {
      const {tools} = await client.listTools();
      assert.deepEqual(tools.map((tool) => tool.name).sort(), ['list_pages', 'read_page', 'search_docs']);
      const search = await callTool(client, 'search_docs', {query: 'ADMIN_JWT_SECRET', limit: 2});
      const {results} = search.structuredContent as {results: {url: string; snippet: string}[]};
      assert.equal(results.length, 2);
      assert.match(texts(search).join(), /Strapi 4\.25\.9/);
      const read = await callTool(client, 'read_page', {page: results[0]?.url ?? ''});
      assert.equal(read.isError, undefined);
      assert.match(texts(read)[1] ?? '', /^# /);
      const list = await callTool(client, 'list_pages', {docSet: 'cloud'});
      assert.match(texts(list)[0] ?? '', /## Strapi Cloud\n- \[/);
      const bad = await callTool(client, 'read_page', {page: '../../etc/passwd'});
      assert.equal(bad.isError, true);
    } finally {
      await client.close();
    }
  });

  it('is stateless: no session id, and any request stands alone', async () => {
    const answer = await raw(running.url);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['mcp-session-id'], undefined);
    const call = await raw(running.url, {
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: {name: 'search_docs', arguments: {query: 'cron'}},
      }),
    });
    assert.equal(call.status, 200);
    assert.match(call.body, /configurations\/cron/);
  });

  it('refuses a foreign Origin and a foreign Host (DNS-rebinding protection), accepts its own and allowed ones', async () => {
    const foreign = await raw(running.url, {headers: {origin: 'http://evil.example'}});
    assert.equal(foreign.status, 403);
    assert.match(foreign.body, /origin http:\/\/evil\.example are refused/);
    const rebound = await raw(running.url, {
      headers: {host: `evil.example:${TEST_PORT}`, origin: `http://evil.example:${TEST_PORT}`},
    });
    assert.equal(rebound.status, 403);
    const hostOnly = await raw(running.url, {headers: {host: `evil.example:${TEST_PORT}`}});
    assert.equal(hostOnly.status, 403);
    assert.match(hostOnly.body, /Host is not served/);
    for (const origin of [
      `http://127.0.0.1:${TEST_PORT}`,
      `http://localhost:${TEST_PORT}`,
      'https://docs-v4.strapi.io',
    ])
      assert.equal((await raw(running.url, {headers: {origin}})).status, 200, origin);
    // The SDK client sending a foreign Origin cannot connect.
    await assert.rejects(httpClient(running.url, {origin: 'http://evil.example'}), /403|refused/);
  });

  it('refuses a body over the size limit with 413, declared or streamed', async () => {
    const big = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: {name: 'search_docs', arguments: {query: 'x'.repeat(DEFAULTS.maxBodyBytes)}},
    });
    const declared = await raw(running.url, {body: big});
    assert.equal(declared.status, 413);
    assert.match(declared.body, /over the limit of 65536 bytes/);
    const streamed = await raw(running.url, {body: big, headers: {'transfer-encoding': 'chunked'}});
    assert.equal(streamed.status, 413);
    assert.equal((await raw(running.url)).status, 200, 'still serving');
  });

  it('answers other methods, paths and broken JSON with 405, 404 and 400', async () => {
    const get = await raw(running.url, {method: 'GET', body: ''});
    assert.equal(get.status, 405);
    assert.equal(get.headers.allow, 'POST');
    assert.equal((await raw(running.url, {method: 'DELETE', body: ''})).status, 405);
    assert.equal((await raw(running.url, {path: '/mcp/../build/llms.txt'})).status, 404);
    assert.equal((await raw(running.url, {path: '/llms.txt', method: 'GET', body: ''})).status, 404);
    const broken = await raw(running.url, {body: '{"jsonrpc": "2.0", "id": 1, "meth'});
    assert.equal(broken.status, 400);
    assert.match(broken.body, /not valid JSON/);
  });
});

describe('MCP server over HTTP: rate limit', () => {
  let running: RunningMcpHttpServer;
  before(async () => {
    requireBuild();
    running = await startMcpHttpServer(
      {...DEFAULTS, port: TEST_PORT + 1, rateLimit: 5, allowedOrigins: [], allowedHosts: [], trustProxy: true},
      docsLibraryLoader(BUILD_DIR),
    );
  });
  after(async () => {
    await running?.close();
  });

  it('answers 429 with Retry-After once a client is over its limit; other clients still get answers', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++)
      statuses.push((await raw(running.url, {headers: {'x-real-ip': '203.0.113.7'}})).status);
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429]);
    const limited = await raw(running.url, {headers: {'x-real-ip': '203.0.113.7'}});
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers['retry-after']) >= 1, `Retry-After ${String(limited.headers['retry-after'])}`);
    assert.match(limited.body, /Too many requests: at most 5 a minute per client/);
    assert.equal((await raw(running.url, {headers: {'x-real-ip': '203.0.113.8'}})).status, 200);
  });
});

describe('npm run mcp:http', () => {
  let child: ChildProcess | undefined;
  let url = '';
  before(async () => {
    requireBuild();
    const port = TEST_PORT + 2;
    child = spawn('npm', ['run', '--silent', 'mcp:http', '--', '--port', String(port), '--dir', BUILD_DIR], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    url = await new Promise<string>((resolve, reject) => {
      child?.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /at (http:\S+\/mcp)/.exec(output);
        if (found?.[1]) resolve(found[1]);
      });
      child?.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child?.on('exit', (code) => reject(new Error(`npm run mcp:http exited with ${code}: ${output}`)));
    });
  });
  after(() => {
    // The whole process group: npm, tsx and node.
    if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  });

  it('serves /mcp on 127.0.0.1 only, unless told otherwise', async () => {
    assert.equal(url, `http://127.0.0.1:${TEST_PORT + 2}/mcp`);
    const client = await httpClient(url);
    try {
      const result = await callTool(client, 'search_docs', {query: 'upload size limit'});
      assert.equal(result.isError, undefined);
    } finally {
      await client.close();
    }
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (!external) {
      console.log('# no non-loopback IPv4 address on this machine: the bind check is limited to the URL above');
      return;
    }
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect({host: external.address, port: TEST_PORT + 2});
      socket.on('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.on('error', () => resolve(true));
    });
    assert.ok(refused, `nothing listens on ${external.address}:${TEST_PORT + 2}`);
  });
});
