import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  applyOverrides,
  markOptionalNullable,
  parsePointer,
  type OpenApiDocument,
  type OpenApiOverrides,
} from '../../scripts/openapi/openapiOverrides';

const generated = (): OpenApiDocument => ({
  openapi: '3.0.0',
  info: {title: 'T', termsOfService: 'YOUR_TERMS_OF_SERVICE_URL', 'x-generation-date': '2026-01-01T00:00:00Z'},
  paths: {
    '/books': {get: {tags: ['Book'], parameters: []}},
    '/upload?id={id}': {post: {tags: ['Upload - File']}},
  },
  'x-strapi-config': {path: '/documentation'},
});

test('JSON Pointers unescape ~1 and ~0', () => {
  assert.deepEqual(parsePointer('/paths/~1upload?id={id}/post'), ['paths', '/upload?id={id}', 'post']);
  assert.deepEqual(parsePointer('/a~0b'), ['a~b']);
  assert.throws(() => parsePointer('paths'), /Not a JSON Pointer/);
});

test('remove and set correct a copy and leave the input alone', () => {
  const input = generated();
  const output = applyOverrides(input, {
    overrides: [
      {reason: 'placeholder', op: 'remove', pointer: '/info/termsOfService'},
      {reason: 'not a path', op: 'remove', pointer: '/paths/~1upload?id={id}'},
      {reason: 'summary missing', op: 'set', pointer: '/paths/~1books/get/summary', value: 'List books'},
    ],
  });
  assert.equal(output.info.termsOfService, undefined);
  assert.deepEqual(Object.keys(output.paths), ['/books']);
  assert.equal(output.paths['/books']?.get?.summary, 'List books');
  assert.equal(input.info.termsOfService, 'YOUR_TERMS_OF_SERVICE_URL');
  assert.ok('/upload?id={id}' in input.paths);
});

test('an override that no longer matches the generated document fails, naming it', () => {
  const doc = generated();
  assert.throws(
    () => applyOverrides(doc, {overrides: [{reason: 'r', op: 'remove', pointer: '/paths/~1authors/get'}]}),
    /\/paths\/~1authors\/get: "\/authors" is not in the generated document/,
  );
  assert.throws(
    () => applyOverrides(doc, {overrides: [{reason: 'r', op: 'remove', pointer: '/info/contact'}]}),
    /nothing to remove/,
  );
  assert.throws(
    () => applyOverrides(doc, {overrides: [{reason: ' ', op: 'remove', pointer: '/info/title'}]}),
    /has no reason/,
  );
});

test("the repository's overrides apply to the committed document's source shape", () => {
  const file = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../openapi/overrides.json'), 'utf8'),
  ) as OpenApiOverrides;
  assert.ok(file.overrides.length > 0);
  for (const override of file.overrides) assert.ok(override.reason.length > 10, `${override.pointer} explains itself`);
  const published = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../static/openapi.json'), 'utf8'),
  ) as OpenApiDocument;
  // What the overrides remove is gone from what the site serves, and what they set is there.
  for (const override of file.overrides) {
    let node: unknown = published;
    for (const token of parsePointer(override.pointer)) node = (node as {[k: string]: unknown} | undefined)?.[token];
    if (override.op === 'remove') assert.equal(node, undefined, override.pointer);
    else if (override.op === 'set') assert.deepEqual(node, override.value, override.pointer);
    else
      assert.equal(
        markOptionalNullable(structuredClone(node) as never),
        0,
        `${override.pointer} has every optional property nullable`,
      );
  }
});

test('nullable-optional marks optional properties, wraps a $ref, and leaves required ones', () => {
  const schemas = {
    Book: {
      type: 'object',
      required: ['title'],
      properties: {title: {type: 'string'}, summary: {type: 'string'}, seo: {$ref: '#/components/schemas/Seo'}},
    },
  };
  assert.equal(markOptionalNullable(schemas), 2);
  assert.deepEqual(schemas.Book.properties, {
    title: {type: 'string'},
    summary: {type: 'string', nullable: true},
    seo: {allOf: [{$ref: '#/components/schemas/Seo'}], nullable: true},
  });
  assert.equal(markOptionalNullable(schemas), 0);
});
