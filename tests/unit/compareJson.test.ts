import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {compareJson, jsonTypeOf} from '../../scripts/examples/compareJson';

const paths = (documented: unknown, actual: unknown, variable: string[] = []) =>
  compareJson(documented, actual, new Set(variable)).map((difference) => difference.path);

describe('jsonTypeOf', () => {
  it('names the six JSON types', () => {
    assert.deepEqual([null, [], {}, 'a', 1.5, true].map(jsonTypeOf), [
      'null',
      'array',
      'object',
      'string',
      'number',
      'boolean',
    ]);
  });
});

describe('compareJson', () => {
  it('accepts equal documents whatever the key order', () => {
    assert.deepEqual(compareJson({a: 1, b: {c: [1, 'x', null]}}, {b: {c: [1, 'x', null]}, a: 1}), []);
  });

  it('reports a different value with its path', () => {
    const [difference] = compareJson(
      {data: [{attributes: {title: 'Dune'}}]},
      {data: [{attributes: {title: 'Kindred'}}]},
    );
    assert.ok(difference);
    assert.equal(difference.path, '$.data[0].attributes.title');
    assert.match(difference.message, /documented "Dune", got "Kindred"/);
  });

  it('reports documented keys missing from the response and undocumented extra keys', () => {
    assert.deepEqual(paths({a: 1, b: 2}, {a: 1, c: 3}), ['$.b', '$.c']);
  });

  it('reports type changes, including null against a value', () => {
    assert.deepEqual(paths({n: 1, s: null}, {n: '1', s: 'x'}), ['$.n', '$.s']);
  });

  it('reports arrays of a different length and compares the common items', () => {
    assert.deepEqual(paths([1, 2, 3], [1, 5]), ['$', '$[1]']);
  });

  it('compares only the type of variable keys, at any depth', () => {
    const documented = {data: {id: 1, attributes: {createdAt: '2024-05-02T09:00:00.000Z', title: 'Dune'}}};
    const actual = {data: {id: 7, attributes: {createdAt: '2026-11-22T01:35:55.346Z', title: 'Dune'}}};
    assert.deepEqual(paths(documented, actual, ['id', 'createdAt']), []);
    assert.deepEqual(paths(documented, actual, ['createdAt']), ['$.data.id']);
  });

  it('still fails a variable key whose type differs', () => {
    const [difference] = compareJson(
      {publishedAt: '2024-05-02T09:00:00.000Z'},
      {publishedAt: null},
      new Set(['publishedAt']),
    );
    assert.ok(difference);
    assert.equal(difference.path, '$.publishedAt');
    assert.match(difference.message, /documented type string, got null/);
  });

  it('does not look inside a variable key holding an object', () => {
    assert.deepEqual(paths({meta: {a: 1}}, {meta: {b: 2}}, ['meta']), []);
  });

  it('quotes keys that are not identifiers', () => {
    assert.deepEqual(paths({'shared.quote': 1}, {'shared.quote': 2}), ['$["shared.quote"]']);
  });
});
