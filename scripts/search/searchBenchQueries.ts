/**
 * The fixed query list of `npm run bench:search` (scripts/search/queries/bench.json):
 * what readers type (words, prefixes, typos) and the pages that answer it.
 * A query hits when one of its pages is among the first three results.
 */
import {readBenchQuerySet} from './querySets';

export interface BenchQuery {
  query: string;
  expected: string[];
}

export const BENCH_QUERIES: BenchQuery[] = readBenchQuerySet('bench.json').queries;
