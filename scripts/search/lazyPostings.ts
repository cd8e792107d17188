/**
 * The lazy postings against the whole index: every query runs through an
 * engine that fetches only the shards it reaches (withPostings, as the
 * browser does) and through an engine with every shard, and the two answers
 * (ranked pages, sections, scores, highlighted terms, suggestions) must be
 * the same. Shared by tests/unit/searchLazyPostings.test.ts (a fixture index
 * built by the build's code) and check-lazy-search.ts (a real build).
 */
import {gzipSync} from 'node:zlib';
import type {LocalIndexFile, PostingsShardFile} from '../../src/plugins/local-search/localIndex';
import {
  createSearchEngine,
  searchSections,
  suggestQueries,
  withPostings,
  type QueryOptions,
  type SearchEngine,
} from '../../src/plugins/local-search/searchEngine';
import type {RelatedWordsTable} from '../../src/lib/search/relatedWords';
import {READER_QUERY_SETS} from './readerQueries';
import {BENCH_QUERIES} from './searchBenchQueries';

/** Every query of every reader set and of the bench word list, each once. */
export function allSearchQueries(): string[] {
  return [
    ...new Set([
      ...READER_QUERY_SETS.flatMap((set) => set.queries.map((query) => query.query)),
      ...BENCH_QUERIES.map((query) => query.query),
    ]),
  ];
}

/** What a query answers, as the dialog and the search page use it. */
function answer(engine: SearchEngine, query: string, options: QueryOptions) {
  const response = searchSections(engine, query, options);
  return {response, suggestions: response.pages.length === 0 ? suggestQueries(engine, query) : []};
}

export interface LazyQueryRun {
  query: string;
  /** Shards a fresh engine fetched for the query. */
  shards: number;
  /** Their size, gzipped one by one as a server sends them. */
  gzipBytes: number;
}

export interface LazyComparison {
  /** Queries (with the options that differ) whose lazy answer is not the whole index's, with both answers. */
  differences: string[];
  /** Per query, from a fresh engine. */
  runs: LazyQueryRun[];
  /** Shards in the index. */
  shardCount: number;
}

/**
 * Runs `queries` with each of `optionSets` through the whole index, a fresh
 * lazy engine per query, and one lazy engine kept warm across all of them.
 * `readShard` reads a shard by file name; a shard it cannot read fails the
 * comparison (the promise rejects).
 */
export async function compareLazyPostings(
  file: LocalIndexFile,
  readShard: (name: string) => PostingsShardFile,
  queries: readonly string[],
  optionSets: readonly QueryOptions[] = [{maxPages: 8}],
  related: RelatedWordsTable | null = null,
): Promise<LazyComparison> {
  const whole = createSearchEngine(file, readShard);
  const warm = createSearchEngine(file);
  const differences: string[] = [];
  const runs: LazyQueryRun[] = [];
  const load = (name: string) => Promise.resolve(readShard(name));
  for (const query of queries) {
    for (const [position, base] of optionSets.entries()) {
      const options = {...base, related};
      const expected = JSON.stringify(answer(whole, query, options));
      const fetched: string[] = [];
      const fresh = createSearchEngine(file);
      const freshAnswer = JSON.stringify(
        await withPostings(
          fresh,
          () => answer(fresh, query, options),
          (name) => {
            fetched.push(name);
            return load(name);
          },
        ),
      );
      const warmAnswer = JSON.stringify(await withPostings(warm, () => answer(warm, query, options), load));
      for (const [which, got] of [
        ['fresh', freshAnswer],
        ['warm', warmAnswer],
      ] as const) {
        if (got !== expected)
          differences.push(`${query} (${which} engine, options ${JSON.stringify(base)}):\n  ${got}\n  ${expected}`);
      }
      if (position === 0)
        runs.push({
          query,
          shards: fetched.length,
          gzipBytes: fetched.reduce((sum, name) => sum + gzipSync(JSON.stringify(readShard(name))).length, 0),
        });
    }
  }
  return {differences, runs, shardCount: file.index.shards.length};
}
