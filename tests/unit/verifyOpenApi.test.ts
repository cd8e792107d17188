import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {OpenApiDocument} from '../../scripts/openapi/openapiOverrides';
import {verifyOpenApi} from '../../scripts/examples/verifyOpenApi';

/** A stand-in for Strapi that answers GET /api/books and GET /api/books/:id like the seeded app. */
async function fakeStrapi(t: {after: (fn: () => void) => void}): Promise<string> {
  const book = {id: 1, attributes: {title: 'Dune', pages: 412, summary: null}};
  const server = createServer((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    if (request.headers.authorization !== 'Bearer token') {
      response.statusCode = 403;
      response.end('{"data":null,"error":{"status":403}}');
    } else if (request.url === '/api/books')
      response.end(JSON.stringify({data: [book], meta: {pagination: {page: 1, pageSize: 25, pageCount: 1, total: 1}}}));
    else if (request.url === '/api/books/1') response.end(JSON.stringify({data: book, meta: {}}));
    else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function documentWith(titleType: string, summaryNullable: boolean): OpenApiDocument {
  const attributes = {
    type: 'object',
    required: ['title'],
    properties: {
      title: {type: titleType},
      pages: {type: 'integer', nullable: true},
      summary: {type: 'string', nullable: summaryNullable},
    },
  };
  const entry = {type: 'object', properties: {id: {type: 'number'}, attributes}};
  const ok = (schema: object) => ({'200': {description: 'OK', content: {'application/json': {schema}}}});
  return {
    openapi: '3.0.0',
    info: {title: 't'},
    paths: {
      '/books': {get: {responses: ok({type: 'object', properties: {data: {type: 'array', items: entry}}})}},
      '/books/{id}': {get: {responses: ok({type: 'object', properties: {data: entry}})}},
    },
  } as unknown as OpenApiDocument;
}

test('real responses that match the document are verified', async (t) => {
  const results = await verifyOpenApi(documentWith('string', true), await fakeStrapi(t), 'token');
  assert.deepEqual(
    results.map((r) => [r.operation, r.status]),
    [
      ['GET /books', 'verified'],
      ['GET /books/{id}', 'verified'],
    ],
  );
});

test('a deliberately wrong schema fails both operations, naming the field', async (t) => {
  const results = await verifyOpenApi(documentWith('integer', false), await fakeStrapi(t), 'token');
  assert.deepEqual(
    results.map((r) => r.status),
    ['failed', 'failed'],
  );
  assert.ok(results[0]?.reasons.includes('$.data[0].attributes.title: expected integer, got string "Dune"'));
  assert.ok(results[1]?.reasons.includes('$.data.attributes.summary: null, but the schema does not allow null'));
});

test('an error status fails the operation', async (t) => {
  const results = await verifyOpenApi(documentWith('string', true), await fakeStrapi(t), 'wrong-token');
  assert.equal(results[0]?.status, 'failed');
  assert.match(results[0]?.reasons[0] ?? '', /answered 403/);
});
