/**
 * The text and code postings in shards fetched on demand (localIndex.ts): on an index built by the build's own
 * code from real built pages (tests/fixtures/search-build), with small shards so that queries reach many of them,
 * every reader query and bench word gets the same answer from the lazy engine (fresh per query, and warm) as from
 * the whole index. scripts/search/check-lazy-search.ts runs the same comparison on a full build.
 */
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {collectBuildRecords} from '../../src/lib/search/collectBuildRecords-fs';
import {
  buildLocalSearchFiles,
  shardReader,
  type LocalSearchFiles,
} from '../../src/plugins/local-search/buildLocalIndex';
import {SEARCH_FIELDS, SHARDED_FIELDS} from '../../src/plugins/local-search/searchOptions';
import {
  createSearchEngine,
  MissingPostings,
  searchSections,
  shardOfTerm,
  withPostings,
} from '../../src/plugins/local-search/searchEngine';
import {allSearchQueries, compareLazyPostings} from '../../scripts/search/lazyPostings';

const FIXTURES = path.join(__dirname, '../fixtures/search-build');
/** Small shards: the fixture's twenty pages then make about a hundred of them. */
const SHARD_CHARACTERS = 400;

let files: LocalSearchFiles;

before(async () => {
  const records = await collectBuildRecords(FIXTURES);
  files = buildLocalSearchFiles(records, null, null, SHARD_CHARACTERS);
});

/** A copy of the index file, as the browser parses it. */
const indexFile = () => JSON.parse(JSON.stringify(files.index)) as typeof files.index;

describe('postings shards', () => {
  it('leave the text and code postings out of the index file, and put each marked term in the shard that holds it', () => {
    const sharded = new Set(SHARDED_FIELDS.map((field) => SEARCH_FIELDS.indexOf(field)));
    const lines = files.index.index.postings.split('\n');
    assert.ok(files.index.index.shards.length > 50, `${files.index.index.shards.length} shards`);
    const marked = lines.filter((line) => line.split('\t')[1]?.startsWith('+')).map((line) => line.split('\t')[0]);
    assert.ok(marked.length > lines.length / 2);
    for (const line of lines) {
      for (const field of (line.split('\t')[1] ?? '').replace(/^\+/, '').split('|').filter(Boolean)) {
        assert.ok(!sharded.has(Number(field.split(':')[0])), line);
      }
    }
    const engine = createSearchEngine(indexFile());
    const shardTerms = files.postings.map(
      ({content}) => new Set(content.split('\n').map((line) => line.split('\t')[0])),
    );
    for (const term of marked) {
      assert.ok(shardTerms[shardOfTerm(engine.postings, term ?? '')]?.has(term ?? ''), `${term}`);
    }
    assert.equal(
      shardTerms.reduce((sum, terms) => sum + terms.size, 0),
      marked.length,
    );
  });

  it('are required: a search that reaches a missing one throws MissingPostings instead of answering', () => {
    const engine = createSearchEngine(indexFile());
    assert.throws(
      () => searchSections(engine, 'populate'),
      (error: unknown) => error instanceof MissingPostings && error.shards.length > 0,
    );
  });

  it('fetch only the few shards a query reaches, once each', async () => {
    const engine = createSearchEngine(indexFile());
    const fetched: string[] = [];
    const read = shardReader(files);
    const response = await withPostings(
      engine,
      () => searchSections(engine, 'populate'),
      (name) => {
        fetched.push(name);
        return Promise.resolve(read(name));
      },
    );
    assert.ok(response.pages.length > 0);
    assert.ok(fetched.length > 0 && fetched.length <= 3, `${fetched.length} shards`);
    assert.equal(new Set(fetched).size, fetched.length);
    await withPostings(
      engine,
      () => searchSections(engine, 'populate'),
      (name) => Promise.reject(new Error(`${name} fetched again`)),
    );
  });

  it('a failed fetch leaves the engine as it was, and the next query fetches the shard again', async () => {
    const engine = createSearchEngine(indexFile());
    const read = shardReader(files);
    await assert.rejects(
      withPostings(
        engine,
        () => searchSections(engine, 'populate'),
        () => Promise.reject(new Error('HTTP 500')),
      ),
      /HTTP 500/,
    );
    const whole = createSearchEngine(indexFile(), read);
    const retried = await withPostings(
      engine,
      () => searchSections(engine, 'populate'),
      (name) => Promise.resolve(read(name)),
    );
    assert.deepEqual(retried, searchSections(whole, 'populate'));
  });

  it('refuse a shard that is not this index’s', () => {
    const engine = createSearchEngine(indexFile());
    assert.throws(() => createSearchEngine(indexFile(), () => 'nosuchterm\t4:1'), /does not expect/);
    assert.equal(engine.postings.loaded.size, 0);
  });
});

describe('the lazy engine answers every query as the whole index does', () => {
  it('every reader query and bench word, fresh engine per query and warm, all docs, scoped and preferred', async () => {
    const queries = allSearchQueries();
    assert.ok(queries.length > 1000, `${queries.length} queries`);
    const related = {mandatory: ['require'], forbid: ['permission', 'role']};
    const {differences, runs} = await compareLazyPostings(
      indexFile(),
      shardReader(files),
      queries,
      [{maxPages: 8}, {maxPages: 8, docSet: 'User Guide'}, {maxPages: 20, preferDocSet: 'Developer Docs'}],
      related,
    );
    assert.deepEqual(differences.slice(0, 5), []);
    // The comparison means something only if queries do fetch shards, and not all of them.
    const fetching = runs.filter((run) => run.shards > 0);
    assert.ok(fetching.length > queries.length / 2, `${fetching.length} of ${queries.length} queries fetch shards`);
    assert.ok(runs.every((run) => run.shards < files.postings.length));
  });
});
