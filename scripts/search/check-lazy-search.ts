/**
 * npx tsx scripts/search/check-lazy-search.ts [buildDir] [--per-query]
 *
 * On a built site (default build/): every reader query and bench word,
 * through an engine that fetches only the postings shards it reaches (fresh
 * per query, and warm) and through the whole index, with the build's
 * related-words table; exits 1 on the first answer that differs. Prints how
 * many shards and bytes a query fetches; --per-query lists the bench words.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {builtShardReader} from '../../src/plugins/local-search/builtShards-fs';
import {RELATED_DIRECTORY, type LocalIndexFile} from '../../src/plugins/local-search/localIndex';
import {INDEX_FILE_NAME} from '../../src/plugins/local-search/constants';
import type {RelatedWordsTable} from '../../src/lib/search/relatedWords';
import {allSearchQueries, compareLazyPostings, type LazyQueryRun} from './lazyPostings';
import {BENCH_QUERIES} from './searchBenchQueries';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const summary = (runs: LazyQueryRun[]) => {
  const shards = runs.map((run) => run.shards);
  const kb = runs.map((run) => run.gzipBytes / 1024);
  return `shards p50 ${percentile(shards, 50)}, p95 ${percentile(shards, 95)}, max ${Math.max(...shards)}; gzip p50 ${percentile(kb, 50).toFixed(1)} KB, p95 ${percentile(kb, 95).toFixed(1)} KB, max ${Math.max(...kb).toFixed(1)} KB`;
};

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const buildDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
  const file = JSON.parse(readFileSync(path.join(buildDir, INDEX_FILE_NAME), 'utf8')) as LocalIndexFile;
  const relatedDir = path.join(buildDir, RELATED_DIRECTORY);
  const related = Object.assign(
    {},
    ...readdirSync(relatedDir).map((name) => JSON.parse(readFileSync(path.join(relatedDir, name), 'utf8')) as object),
  ) as RelatedWordsTable;
  const queries = allSearchQueries();
  const {differences, runs, shardCount} = await compareLazyPostings(
    file,
    builtShardReader(buildDir),
    queries,
    [{maxPages: 8}, {maxPages: 8, docSet: 'User Guide'}],
    related,
  );
  const bench = new Set(BENCH_QUERIES.map((query) => query.query));
  const benchRuns = runs.filter((run) => bench.has(run.query));
  console.log(`${queries.length} queries x 2 option sets, fresh and warm engine, ${shardCount} shards in the index`);
  console.log(`all queries: ${summary(runs)}`);
  console.log(`bench words: ${summary(benchRuns)}`);
  if (args.includes('--per-query'))
    for (const run of benchRuns)
      console.log(`  ${run.query.padEnd(28)} ${run.shards} shards, ${(run.gzipBytes / 1024).toFixed(1)} KB gzip`);
  if (differences.length > 0) {
    console.error(`${differences.length} answers differ from the whole index:\n${differences.slice(0, 5).join('\n')}`);
    process.exitCode = 1;
  } else console.log('every answer is the same as the whole index gives');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
