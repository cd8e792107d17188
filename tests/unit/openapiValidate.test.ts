import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {OpenApiDocument} from '../../scripts/openapi/openapiOverrides';
import {responseSchema, validateAgainstSchema} from '../../scripts/examples/openapiValidate';

const published = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../static/openapi.json'), 'utf8'),
) as OpenApiDocument;

/** What GET /api/books answers on the seeded app (trimmed to one book). */
const realList = {
  data: [
    {
      id: 1,
      attributes: {
        title: 'A Wizard of Earthsea',
        slug: 'a-wizard-of-earthsea',
        summary: null,
        isbn: '978-0-547-77374-2',
        pages: 183,
        price: 9.99,
        releaseDate: '1968-11-01',
        createdAt: '2024-05-01T09:00:00.000Z',
        updatedAt: '2024-05-01T09:00:00.000Z',
        publishedAt: '2024-05-01T09:00:00.000Z',
        locale: 'en',
      },
    },
  ],
  meta: {pagination: {page: 1, pageSize: 10, pageCount: 1, total: 1}},
};

test('a real list response matches the published BookListResponse', () => {
  const schema = responseSchema(published, '/books', 'get', '200');
  assert.ok(schema);
  assert.deepEqual(validateAgainstSchema(published, schema, realList), []);
});

test('the generated document, without the overrides, rejects a page size of 10', () => {
  const generated = structuredClone(published);
  const pagination = (
    (generated.components?.schemas as {[k: string]: {[k: string]: unknown}}).BookListResponse as {
      properties: {meta: {properties: {pagination: {properties: {pageSize: {minimum?: number}}}}}};
    }
  ).properties.meta.properties.pagination.properties;
  pagination.pageSize.minimum = 25;
  const schema = responseSchema(generated, '/books', 'get', '200');
  assert.ok(schema);
  assert.deepEqual(validateAgainstSchema(generated, schema, realList), [
    '$.meta.pagination.pageSize: 10 is below the minimum 25',
  ]);
});

test('a deliberately wrong schema fails, naming the place', () => {
  const doc = {openapi: '3.0.0', info: {}, paths: {}} as OpenApiDocument;
  const wrong = {
    type: 'object',
    required: ['data'],
    properties: {data: {type: 'array', items: {type: 'object', properties: {id: {type: 'string'}}}}},
  };
  assert.deepEqual(validateAgainstSchema(doc, wrong, {data: [{id: 1}]}), ['$.data[0].id: expected string, got number']);
  assert.deepEqual(validateAgainstSchema(doc, wrong, {}), ['$.data: required, but missing']);
  assert.deepEqual(validateAgainstSchema(doc, {type: 'string'}, null), ['$: null, but the schema does not allow null']);
  assert.deepEqual(validateAgainstSchema(doc, {type: 'string', nullable: true}, null), []);
  assert.deepEqual(validateAgainstSchema(doc, {oneOf: [{type: 'integer'}, {type: 'string'}]}, true), [
    '$: matches none of 2 alternatives',
  ]);
  assert.deepEqual(validateAgainstSchema(doc, {type: 'integer'}, 1.5), ['$: expected integer, got number 1.5']);
});
