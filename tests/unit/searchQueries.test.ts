import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {readdirSync, readFileSync} from 'node:fs';
import {querySetProblems, QUERY_SET_DIRECTORY} from '../../scripts/search/querySets';
import {
  FRESH2_QUERIES,
  FRESH4_QUERIES,
  FRESH5_QUERIES,
  FRESH6_QUERIES,
  FRESH7_QUERIES,
  FRESH8_QUERIES,
  FRESH9_QUERIES,
  FRESH10_QUERIES,
  FRESH11_QUERIES,
  FRESH12_QUERIES,
  HELDOUT_QUERIES,
  READER_QUERY_SETS,
  TUNING_QUERIES,
} from '../../scripts/search/readerQueries';
import {BENCH_QUERIES} from '../../scripts/search/searchBenchQueries';

const DOCS = path.resolve('docs');
const pageExists = (page: string) => ['.md', '.mdx'].some((ext) => existsSync(path.join(DOCS, `${page}${ext}`)));

describe('reader query set', () => {
  it('has at least 200 queries, split in two halves of at least 100', () => {
    assert.ok(HELDOUT_QUERIES.length >= 100, `held-out: ${HELDOUT_QUERIES.length}`);
    assert.ok(TUNING_QUERIES.length >= 100, `tuning: ${TUNING_QUERIES.length}`);
  });

  it('has a second fresh set of 120 queries', () => {
    assert.equal(FRESH2_QUERIES.length, 120);
  });

  it('has no query in both halves and no duplicate', () => {
    const all = [...HELDOUT_QUERIES, ...TUNING_QUERIES].map((query) => query.query.toLowerCase());
    assert.equal(new Set(all).size, all.length);
  });

  for (const [name, queries] of [
    ['fresh2', FRESH2_QUERIES],
    ['fresh4', FRESH4_QUERIES],
    ['fresh5', FRESH5_QUERIES],
    ['fresh6', FRESH6_QUERIES],
    ['fresh7', FRESH7_QUERIES],
    ['fresh8', FRESH8_QUERIES],
    ['fresh9', FRESH9_QUERIES],
    ['fresh10', FRESH10_QUERIES],
    ['fresh11', FRESH11_QUERIES],
    ['fresh12', FRESH12_QUERIES],
  ] as const) {
    it(`has 120 queries in ${name}, no duplicate, none of them in another set`, () => {
      assert.equal(queries.length, 120);
      const others = new Set(
        READER_QUERY_SETS.filter((set) => set.name !== name).flatMap((set) =>
          set.queries.map((query) => query.query.toLowerCase()),
        ),
      );
      const own = queries.map((query) => query.query.toLowerCase());
      assert.equal(new Set(own).size, own.length);
      assert.deepEqual(
        own.filter((query) => others.has(query)),
        [],
      );
    });
  }

  it('keeps every set as JSON of the schema, the benchmark list included', () => {
    const files = readdirSync(QUERY_SET_DIRECTORY).filter((file) => file.endsWith('.json') && !file.includes('schema'));
    assert.deepEqual(files.sort(), [...READER_QUERY_SETS.map((set) => `${set.name}.json`), 'bench.json'].sort());
    for (const file of files) {
      const data: unknown = JSON.parse(readFileSync(path.join(QUERY_SET_DIRECTORY, file), 'utf8'));
      assert.deepEqual(querySetProblems(data, {kinds: file !== 'bench.json'}), [], file);
    }
  });

  it('names each problem of a malformed set', () => {
    const problems = querySetProblems(
      {
        name: 'x',
        description: 'd',
        queries: [{query: 'cron', kind: 'guess', expected: ['/dev-docs/cron/']}, {query: ''}],
      },
      {kinds: true},
    );
    assert.deepEqual(problems, [
      'queries[0] ("cron"): "kind" is not one of task, reader-word, symptom, error, identifier, editor, cloud, typo',
      'queries[0] ("cron"): expected page "/dev-docs/cron/" is not a path without anchor or trailing slash',
      'queries[1] (""): "query" is not a non-empty string',
      'queries[1] (""): "kind" is not one of task, reader-word, symptom, error, identifier, editor, cloud, typo',
      'queries[1] (""): "expected" is not a non-empty array',
    ]);
  });

  it('expects only pages that exist in docs/', () => {
    for (const query of [...READER_QUERY_SETS.flatMap((set) => set.queries), ...BENCH_QUERIES]) {
      assert.ok(query.expected.length > 0, query.query);
      for (const page of query.expected) assert.ok(pageExists(page), `${query.query}: ${page} is not a doc page`);
    }
  });
});
