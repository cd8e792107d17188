import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {listMarkdownFiles} from '../../scripts/lib/docFiles';
import {formatResult, planPages, summarize, verifyPage, type ExampleResult} from '../../scripts/lib/verifyExamples';

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
        response.end(JSON.stringify({data: null, error: {status: 404, name: 'NotFoundError', message: 'Not Found', details: {}}}));
        return;
      }
      response.end(JSON.stringify({data: {id: Number(id), attributes: {title: titles[id]}}, meta: {}}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('verifies the true example and fails the deliberately false one, naming page and line', async () => {
    const [page] = planPages(listMarkdownFiles([fixtures]), (file) => path.relative(path.join(fixtures, '..', '..', '..'), file));
    assert.equal(page.file, 'tests/fixtures/verify-examples/wrong-example.md');
    assert.equal(page.mutates, false);

    const results: ExampleResult[] = await verifyPage(page, baseUrl, 'token', () => undefined);
    assert.deepEqual(results.map((result) => result.status), ['verified', 'failed']);
    assert.equal(summarize(results), '1 verified, 1 failed, 0 skipped');

    const report = formatResult(results[1]);
    assert.match(report, /^✘ tests\/fixtures\/verify-examples\/wrong-example\.md:27 Kindred, documented with the wrong title/);
    assert.match(report, /\$\.data\.attributes\.title: documented "Dune", got "Kindred"/);
    assert.ok(seen.includes('/api/books/3?fields%5B0%5D=title'), 'query string is sent encoded');
  });
});
