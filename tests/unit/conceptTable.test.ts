/** The concept table is data (src/lib/search/concepts.json): its shape is checked, and its schema file says the same. */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {CONCEPTS, conceptTableProblems} from '../../src/lib/search/synonyms';

const SEARCH_LIB = path.resolve('src/lib/search');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(SEARCH_LIB, file), 'utf8'));

describe('concept table', () => {
  it('is JSON of its schema, loaded whole', () => {
    const data = readJson('concepts.json');
    assert.deepEqual(conceptTableProblems(data), []);
    assert.equal(CONCEPTS.length, (data as {concepts: unknown[]}).concepts.length);
  });

  it('names each problem of a malformed table', () => {
    assert.deepEqual(
      conceptTableProblems({
        description: 'd',
        extra: 1,
        concepts: [
          {id: 'cron', docs: ['cron'], readers: ['nightly', 'nightly']},
          {id: 'cron', docs: [], readers: ['x'], weight: 2},
          {id: 'Bad Id', docs: ['a'], readers: [''], note: ''},
          'x',
        ],
      }),
      [
        'unknown field "extra"',
        'concepts[0] (cron): "readers" lists "nightly" twice',
        'concepts[1] (cron): unknown field "weight"',
        'concepts[1] (cron): "id" is used twice',
        'concepts[1] (cron): "docs" is not a non-empty array',
        'concepts[2] (Bad Id): "id" is not a lowercase-dashed name',
        'concepts[2] (Bad Id): "note" is not a non-empty string',
        'concepts[2] (Bad Id): "readers" holds "", not a phrase',
        'concepts[3] is not an object',
      ],
    );
    assert.deepEqual(conceptTableProblems([]), ['the file is not a JSON object']);
  });

  it('has a schema file with the fields the loader checks', () => {
    const schema = readJson('concepts.schema.json') as {
      required: string[];
      properties: {concepts: {items: {required: string[]; properties: Record<string, unknown>}}};
    };
    assert.deepEqual(schema.required, ['description', 'concepts']);
    assert.deepEqual(schema.properties.concepts.items.required, ['id', 'docs', 'readers']);
    assert.deepEqual(Object.keys(schema.properties.concepts.items.properties).sort(), [
      'docs',
      'id',
      'note',
      'readers',
    ]);
    assert.equal((readJson('concepts.json') as {$schema: string}).$schema, './concepts.schema.json');
  });
});
