import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {OpenApiDocument} from '../../scripts/openapi/openapiOverrides';
import {
  buildReferencePages,
  escapeMdx,
  exampleFor,
  REFERENCE_DIR,
  schemaShape,
} from '../../scripts/openapi/openapiPages';

const root = path.resolve(__dirname, '../..');

const doc: OpenApiDocument = {
  openapi: '3.0.0',
  info: {title: 't'},
  paths: {
    '/books/{id}': {
      get: {
        tags: ['Book'],
        summary: 'Find one {book}',
        parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'number'}}],
        responses: {
          '200': {
            description: 'OK',
            content: {'application/json': {schema: {$ref: '#/components/schemas/BookResponse'}}},
          },
        },
      },
    },
  },
  components: {
    schemas: {
      BookResponse: {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            required: ['title'],
            properties: {title: {type: 'string'}, releaseDate: {type: 'string', format: 'date'}},
          },
          blocks: {type: 'array', items: {oneOf: [{type: 'string'}, {type: 'integer'}]}},
        },
      },
    },
  },
};

test('a schema becomes a TypeScript-like shape with required fields and formats', () => {
  const shape = schemaShape(doc, {$ref: '#/components/schemas/BookResponse'});
  assert.match(shape, /title: string/);
  assert.match(shape, /releaseDate\?: string \/\* date \*\//);
  assert.match(shape, /blocks\?: \(string \| integer\)\[\]/);
});

test('examples follow the types', () => {
  assert.deepEqual(exampleFor(doc, {$ref: '#/components/schemas/BookResponse'}), {
    data: {title: 'string', releaseDate: '2024-05-01'},
    blocks: ['string'],
  });
});

test('one page per tag, with an anchor per operation and MDX-safe prose', () => {
  const [page] = buildReferencePages(doc);
  assert.ok(page);
  assert.equal(page.file, 'book.md');
  assert.match(page.markdown, /^## GET \/books\/\\\{id\\\} \{#get-books-id\}$/m);
  assert.match(page.markdown, /Find one \\\{book\\\}\./);
  assert.match(page.markdown, /^- `id` \(path, number, \*\*required\*\*\)$/m);
  assert.match(page.markdown, /bookstore example app/);
  assert.equal(escapeMdx('a <b> | {c}'), 'a \\<b\\> \\| \\{c\\}');
});

test('each operation puts its request line and examples in ApiExamples, after its details, and only operations reach the TOC', () => {
  const [page] = buildReferencePages(doc);
  assert.ok(page);
  assert.match(page.markdown, /^toc_max_heading_level: 2$/m);
  const operation = page.markdown.slice(page.markdown.indexOf('## GET'));
  const open = operation.indexOf('<ApiExamples label="Example request and response: GET /books/{id}">');
  assert.ok(open > operation.indexOf('### Responses'), 'examples come after the responses table');
  assert.ok(operation.indexOf('<ApiOperation>') < operation.indexOf('### Parameters'));
  const examples = operation.slice(open, operation.indexOf('</ApiExamples>'));
  assert.match(examples, /<Request title="Example request">\n\n```http\nGET \/api\/books\/\{id\}\n/);
  assert.match(examples, /Example response `200`:\n\n```json\n\{\n {2}"data"/);
  assert.doesNotMatch(examples, /type BookResponse/, 'the response shape stays with the details');
  assert.match(operation, /<\/ApiExamples>\n\n<\/ApiOperation>/);
});

test('the committed reference pages are what the generator makes of static/openapi.json', () => {
  const published = JSON.parse(readFileSync(path.join(root, 'static/openapi.json'), 'utf8')) as OpenApiDocument;
  const pages = buildReferencePages(published);
  assert.ok(pages.length >= 9);
  for (const page of pages) {
    assert.equal(
      readFileSync(path.join(root, REFERENCE_DIR, page.file), 'utf8'),
      page.markdown,
      `${page.file} is stale: run npm run openapi:generate -- --pages-only`,
    );
  }
  const listed = JSON.parse(readFileSync(path.join(root, 'openapi/pages.json'), 'utf8')) as string[];
  assert.deepEqual(
    listed,
    pages.map((page) => page.id),
  );
});
