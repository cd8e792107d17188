/**
 * npx tsx scripts/search/evaluate.ts [buildDir] [--misses] [--timing] [--without=mean,…] [--with=mean,…]
 *
 * The reader query set against the local engine, without a browser: builds
 * the index from the built pages' records (default build/), with the
 * front matter `keywords` read from docs/ so a writer can try keywords
 * without rebuilding the site. Prints each set's top-3 rate; the misses of
 * the tuning and fresh sets always, the held-out half's only with --misses.
 * --timing adds the engine's warm p50/p95 over all reader queries (10 runs
 * each) and the slowest queries. The related-words table is computed from
 * the same records as the build computes it (cached in node_modules/.cache)
 * and passed whole, as if every shard had been fetched.
 */
import {readFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {collectBuildRecords} from '../../src/lib/search/collectBuildRecords-fs';
import {RECORD_MEANS} from '../../src/lib/search/buildSearchRecords';
import {QUERY_MEANS} from '../../src/lib/search/queryUnderstanding';
import {buildLocalSearchFiles, shardReader} from '../../src/plugins/local-search/buildLocalIndex';
import type {LocalIndexFile} from '../../src/plugins/local-search/localIndex';
import {createSearchEngine, ENGINE_MEANS, searchSections} from '../../src/plugins/local-search/searchEngine';
import {listMarkdownFiles} from '../docs/docFiles';
import {frontMatter, parseMdx} from '../../src/lib/mdxReader-fs';
import {READER_QUERY_SETS} from './readerQueries';
import {relatedWordsForRecords} from '../../src/lib/search/relatedWords-fs';
import {readWordFormExceptions} from '../../src/lib/search/wordForms-fs';

function keywordsFromDocs(docsDir: string): Map<string, string[]> {
  const keywords = new Map<string, string[]>();
  for (const file of listMarkdownFiles([docsDir])) {
    const front = frontMatter(parseMdx(readFileSync(file, 'utf8')));
    if (Array.isArray(front.keywords)) {
      keywords.set('/' + path.relative(docsDir, file).replace(/\.mdx?$/, ''), front.keywords.map(String));
    }
  }
  return keywords;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const buildDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
  // --without=docSetIntent,... switches general means off, to measure each on its own.
  const without = (args.find((arg) => arg.startsWith('--without='))?.slice('--without='.length) ?? '').split(',');
  // --with=mean,... switches on a mean the site leaves off.
  const withMeans = (args.find((arg) => arg.startsWith('--with='))?.slice('--with='.length) ?? '').split(',');
  const switches = [
    ...without.filter(Boolean).map((name) => [name, false] as const),
    ...withMeans.filter(Boolean).map((name) => [name, true] as const),
  ];
  for (const [name, on] of switches) {
    if (name in ENGINE_MEANS) ENGINE_MEANS[name as keyof typeof ENGINE_MEANS] = on;
    else if (name in RECORD_MEANS) RECORD_MEANS[name as keyof typeof RECORD_MEANS] = on;
    else if (name in QUERY_MEANS) QUERY_MEANS[name as keyof typeof QUERY_MEANS] = on;
    else
      throw new Error(
        `Unknown mean ${name}; known: ${[...Object.keys(ENGINE_MEANS), ...Object.keys(RECORD_MEANS), ...Object.keys(QUERY_MEANS)].join(', ')}`,
      );
  }
  const keywords = keywordsFromDocs(path.resolve('docs'));
  const records = (await collectBuildRecords(buildDir)).map((record) => {
    if (record.level !== 1) return record;
    return {...record, keywords: keywords.get(record.path) ?? record.keywords};
  });
  const files = buildLocalSearchFiles(records, null, readWordFormExceptions());
  const engine = createSearchEngine(JSON.parse(JSON.stringify(files.index)) as LocalIndexFile, shardReader(files));
  const related = ENGINE_MEANS.relatedWords ? relatedWordsForRecords(records).table : null;
  for (const set of READER_QUERY_SETS) {
    let hits = 0;
    const misses: string[] = [];
    for (const query of set.queries) {
      const pages = searchSections(engine, query.query, {maxPages: 8, related}).pages.map((page) => page.path);
      if (pages.slice(0, 3).some((page) => query.expected.includes(page))) hits++;
      else
        misses.push(
          `  ${query.query}  ->  ${pages.slice(0, 3).join(', ') || 'nothing'}   (want ${query.expected.join(' | ')})`,
        );
    }
    console.log(`${set.name}: ${hits}/${set.queries.length} = ${((hits / set.queries.length) * 100).toFixed(1)}%`);
    if (set.name !== 'held-out' || args.includes('--misses')) console.log(misses.join('\n'));
  }
  if (args.includes('--timing')) {
    const timed: {query: string; ms: number; cpuMs: number}[] = [];
    for (const query of READER_QUERY_SETS.flatMap((set) => set.queries)) {
      for (let warm = 0; warm < 3; warm++) searchSections(engine, query.query, {maxPages: 8, related});
      for (let run = 0; run < 10; run++) {
        const cpuStart = process.cpuUsage();
        const start = performance.now();
        searchSections(engine, query.query, {maxPages: 8, related});
        const ms = performance.now() - start;
        const cpu = process.cpuUsage(cpuStart);
        timed.push({query: query.query, ms, cpuMs: (cpu.user + cpu.system) / 1000});
      }
    }
    const at = (values: number[], p: number) => {
      const sorted = [...values].sort((a, b) => a - b);
      return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN).toFixed(2);
    };
    const wall = timed.map((item) => item.ms);
    const cpu = timed.map((item) => item.cpuMs);
    console.log(
      `warm query, engine: p50 ${at(wall, 50)} ms, p95 ${at(wall, 95)} ms, max ${at(wall, 100)} ms; CPU time p95 ${at(cpu, 95)} ms (load average ${(loadavg()[0] ?? NaN).toFixed(1)})`,
    );
    // Slowest by median CPU time: what the query itself costs, whatever else runs on the machine.
    const perQuery = new Map<string, number[]>();
    for (const item of timed) perQuery.set(item.query, [...(perQuery.get(item.query) ?? []), item.cpuMs]);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
    const slowest = [...perQuery]
      .map(([query, values]) => [query, median(values)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10);
    console.log(slowest.map(([query, ms]) => `  ${ms.toFixed(2)} ms CPU  ${query}`).join('\n'));
  }
}

void main();
