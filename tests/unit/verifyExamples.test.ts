import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {listMarkdownFiles} from '../../scripts/docs/docFiles';
import {
  formatResult,
  planPages,
  ReaderSessions,
  summarize,
  verifyPage,
  type ExampleResult,
} from '../../scripts/examples/verifyExamples';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'verify-examples');

/** Answers the two fixture requests the way Strapi 4.25.9 does. */
const titles: Record<string, string> = {'3': 'Kindred', '5': 'Dune'};

describe('the example verifier', () => {
  let server: http.Server;
  let baseUrl = '';
  const seen: string[] = [];

  before(async () => {
    server = http.createServer((request, response) => {
      seen.push(request.url ?? '');
      const url = new URL(request.url ?? '/', 'http://stub');
      const id = /^\/api\/books\/(\d+)$/.exec(url.pathname)?.[1];
      response.setHeader('Content-Type', 'application/json');
      if (!id || url.searchParams.get('fields[0]') !== 'title') {
        response.statusCode = 404;
        response.end(
          JSON.stringify({data: null, error: {status: 404, name: 'NotFoundError', message: 'Not Found', details: {}}}),
        );
        return;
      }
      response.end(JSON.stringify({data: {id: Number(id), attributes: {title: titles[id]}}, meta: {}}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('verifies the true example and fails the deliberately false one, naming page and line', async () => {
    const [page] = planPages(listMarkdownFiles([path.join(fixtures, 'wrong-example.md')]), (file) =>
      path.relative(path.join(fixtures, '..', '..', '..'), file),
    );
    assert.ok(page);
    assert.equal(page.file, 'tests/fixtures/verify-examples/wrong-example.md');
    assert.equal(page.mutates, false);

    const results: ExampleResult[] = await verifyPage(page, baseUrl, 'token', () => undefined);
    assert.deepEqual(
      results.map((result) => result.status),
      ['verified', 'failed'],
    );
    assert.equal(summarize(results), '1 verified, 1 failed, 0 skipped');

    const [, failed] = results;
    assert.ok(failed);
    const report = formatResult(failed);
    assert.match(
      report,
      /^✘ tests\/fixtures\/verify-examples\/wrong-example\.md:27 Kindred, documented with the wrong title/,
    );
    assert.match(report, /\$\.data\.attributes\.title: documented "Dune", got "Kindred"/);
    assert.ok(seen.includes('/api/books/3?fields%5B0%5D=title'), 'query string is sent encoded');
  });
});

/** Users & Permissions as far as the reader fixtures need it: register, log in, /api/users/me. */
describe('the example verifier with readers', () => {
  let server: http.Server;
  let baseUrl = '';
  const users: {id: number; username: string; email: string; password: string}[] = [];
  const calls: string[] = [];

  const userJson = (user: (typeof users)[number]) => ({
    id: user.id,
    username: user.username,
    email: user.email,
    provider: 'local',
    confirmed: true,
    blocked: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

  before(async () => {
    server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        calls.push(`${request.method} ${request.url}`);
        response.setHeader('Content-Type', 'application/json');
        const body = raw ? (JSON.parse(raw) as Record<string, string>) : {};
        const send = (status: number, value: unknown) => {
          response.statusCode = status;
          response.end(JSON.stringify(value));
        };
        const refuse = (status: number, message: string) =>
          send(status, {data: null, error: {status, name: 'Error', message, details: {}}});
        if (request.url === '/api/auth/local/register') {
          if (users.some((user) => user.username === body.username))
            return refuse(400, 'Email or Username are already taken');
          const {username, email, password} = body;
          if (username === undefined || email === undefined || password === undefined)
            return refuse(400, 'username, email and password are required');
          const user = {id: users.length + 1, username, email, password};
          users.push(user);
          return send(200, {jwt: `jwt-of-${user.username}`, user: userJson(user)});
        }
        if (request.url === '/api/auth/local') {
          const user = users.find(
            (candidate) => candidate.email === body.identifier && candidate.password === body.password,
          );
          return user
            ? send(200, {jwt: `jwt-of-${user.username}`, user: userJson(user)})
            : refuse(400, 'Invalid identifier or password');
        }
        if (request.url === '/api/users/me') {
          const name = /^Bearer jwt-of-(.+)$/.exec(request.headers.authorization ?? '')?.[1];
          const user = users.find((candidate) => candidate.username === name);
          return user ? send(200, userJson(user)) : refuse(401, 'Missing or invalid credentials');
        }
        return refuse(404, 'Not Found');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('replays the continued page first, reuses its JWT, and registers a reader named by a placeholder', async () => {
    const pages = planPages(listMarkdownFiles([path.join(fixtures, 'readers')]));
    const page = pages.find((candidate) => candidate.file.endsWith('2-signed-in.md'));
    assert.ok(page);
    assert.equal(page.fresh, true, 'a page sending JWTs gets a server of its own');
    assert.deepEqual(
      page.before.map((before) => path.basename(before.file)),
      ['1-register.md'],
    );

    const setups: string[] = [];
    const results = await verifyPage(
      page,
      baseUrl,
      'token',
      () => undefined,
      new ReaderSessions(baseUrl),
      (before, setup) => {
        setups.push(`${path.basename(before.file)}: ${summarize(setup)}`);
      },
    );
    assert.deepEqual(setups, ['1-register.md: 1 verified, 0 failed, 0 skipped']);
    assert.deepEqual(
      results.map((result) => [result.example.title, result.status]),
      [
        ['The reader registered by the continued page', 'verified'],
        ['A reader named by the placeholder', 'verified'],
      ],
    );
    // lauren came from the replayed register example; shevek was logged in, refused, then registered.
    assert.deepEqual(calls, [
      'POST /api/auth/local/register',
      'GET /api/users/me',
      'POST /api/auth/local',
      'POST /api/auth/local/register',
      'GET /api/users/me',
    ]);
  });
});
