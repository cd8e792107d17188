/**
 * npm run bench:search [-- --compare]
 *
 * Measures the local search on the production build (SEARCH_BUILD_DIR,
 * default build/): index size, bytes fetched before the first result,
 * time to first result on a cold modal, warm query times over a fixed
 * query list and its top-3 hit rate; then checks the budgets and exits 1
 * when one fails. With --compare it measures Pagefind on the same pages,
 * the alternative weighed in ARCHITECTURE.md. It also load-tests the MCP server
 * over HTTP (40 clients x 10 searches, scripts/mcp/mcpLoad.ts); with
 * --mcp-only it runs only that (MCP_BENCH_PORT picks its port, default any).
 */
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import os, {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from '../../src/lib/chromium';
import MiniSearch from 'minisearch';
import type {LocalIndexFile, PageTextFile} from '../../src/plugins/local-search/localIndex';
import {POSTINGS_DIRECTORY, TEXT_DIRECTORY} from '../../src/plugins/local-search/localIndex';
import {builtShardReader} from '../../src/plugins/local-search/builtShards-fs';
import {compareLazyPostings} from './lazyPostings';
import {MINISEARCH_OPTIONS} from '../../src/plugins/local-search/searchOptions';
import {createSearchEngine, searchSections, type SearchEngine} from '../../src/plugins/local-search/searchEngine';
import {BENCH_QUERIES, type BenchQuery} from './searchBenchQueries';
import {startStaticServer} from '../serve/staticServer';
import {READER_QUERY_SETS} from './readerQueries';
import {runMcpLoad, startMcpHttpProcess, type McpLoadResult} from '../mcp/mcpLoad';

const BUDGET = {firstResultKb: 250, warmP95Ms: 10, coldMs: 300, top3: 0.9, readerTop3: 0.95};
const SEARCH_ASSET = /search-index\.json|\/search-text\/|\/search-postings\/|\/search-related\/|search-modal|pagefind/;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (data: Buffer | string) => gzipSync(data).length;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface Fetched {
  url: string;
  raw: number;
  gzip: number;
}

type Phase = 'load' | 'search' | 'after';

/** Records every request of a page with the phase it started in; sizes are filled in by settle(). */
function recordResponses(page: Page): {
  fetched: (Fetched & {phase: Phase})[];
  setPhase: (phase: Phase) => void;
  settle: () => Promise<void>;
} {
  const fetched: (Fetched & {phase: Phase})[] = [];
  const pending: Promise<void>[] = [];
  let phase: Phase = 'load';
  page.on('request', (request) => {
    const item = {url: request.url(), raw: 0, gzip: 0, phase};
    fetched.push(item);
    pending.push(
      (async () => {
        const response = await request.response().catch(() => null);
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        item.raw = body.length;
        item.gzip = body.length ? gzipSize(body) : 0;
      })(),
    );
  });
  return {fetched, setPhase: (next) => void (phase = next), settle: async () => void (await Promise.all(pending))};
}

const sum = (items: Fetched[], key: 'raw' | 'gzip') => items.reduce((total, item) => total + item[key], 0);

function hitsTop3(paths: string[], query: BenchQuery): boolean {
  return paths.slice(0, 3).some((found) => query.expected.includes(found.replace(/(\.html|\/)$/, '')));
}

function measureEngine(engine: SearchEngine, queries: readonly BenchQuery[] = BENCH_QUERIES) {
  const times: number[] = [];
  // CPU time of the process (user + system) per query: on a shared machine, wall time also counts the time other processes held the cores.
  const cpuTimes: number[] = [];
  let optionHits = 0;
  let pageHits = 0;
  const misses: string[] = [];
  for (const query of queries) {
    for (let warm = 0; warm < 3; warm++) searchSections(engine, query.query, {maxPages: 8});
    for (let run = 0; run < 10; run++) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      searchSections(engine, query.query, {maxPages: 8});
      times.push(performance.now() - start);
      const cpu = process.cpuUsage(cpuStart);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
    const {pages} = searchSections(engine, query.query, {maxPages: 8});
    const options = pages.flatMap((page) => page.sections.map(() => page.path));
    if (hitsTop3(options, query)) optionHits++;
    else
      misses.push(
        `${query.query} -> ${pages
          .slice(0, 3)
          .map((page) => page.path)
          .join(', ')}`,
      );
    if (
      hitsTop3(
        pages.map((page) => page.path),
        query,
      )
    )
      pageHits++;
  }
  return {times, cpuTimes, optionHits, pageHits, misses};
}

async function measureLocalInBrowser(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const {fetched, setPhase, settle} = recordResponses(page);
  await page.goto(`${origin}/`, {waitUntil: 'networkidle'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForTimeout(1000);

  setPhase('search');
  const start = performance.now();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog').getByRole('combobox');
  await input.fill('populate');
  await page.getByRole('dialog').getByRole('option').first().waitFor();
  const coldMs = performance.now() - start;
  setPhase('after');
  await page.waitForTimeout(500);

  // Timed inside the page (input event to the results of that query in the DOM), without automation overhead.
  const uiTimes = await page.evaluate(
    async (queries: string[]) => {
      const input = document.querySelector<HTMLInputElement>('[role="dialog"] input');
      // React tracks the value property: set it through the prototype's setter so React sees an input event.
      // eslint-disable-next-line @typescript-eslint/unbound-method
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      if (!input || !setValue) throw new Error('The search dialog has no input, or inputs have no value setter.');
      const times: number[] = [];
      for (const query of queries) {
        const dialog = document.querySelector('[role="dialog"]');
        if (!dialog) throw new Error(`The search dialog closed before the query "${query}".`);
        const rendered = new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (dialog.querySelector('[data-query]')?.getAttribute('data-query') === query) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(dialog, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-query']});
        });
        setValue.call(input, '');
        input.dispatchEvent(new Event('input', {bubbles: true}));
        await new Promise((resolve) => setTimeout(resolve, 30));
        const start = performance.now();
        setValue.call(input, query);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        await rendered;
        times.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return times;
    },
    BENCH_QUERIES.map((query) => query.query),
  );
  const thirdParty = fetched.filter((item) => new URL(item.url).origin !== origin).map((item) => item.url);
  await settle();
  await context.close();
  const pageLoad = fetched.filter((item) => item.phase === 'load');
  const beforeFirstResult = fetched.filter((item) => item.phase === 'search');
  return {pageLoad, beforeFirstResult, coldMs, uiTimes, thirdParty};
}

/** The part of Pagefind's browser API the benchmark calls. */
interface PagefindApi {
  init(): Promise<void>;
  search(query: string): Promise<{results: {data(): Promise<{url: string}>}[]}>;
}

async function measurePagefind(browser: Browser, buildDir: string, index: LocalIndexFile) {
  const pagefind = await import('pagefind');
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-pagefind-'));
  try {
    const {index: pagefindIndex} = await pagefind.createIndex({
      rootSelector: 'article .theme-doc-markdown',
      excludeSelectors: ['pre', '.hash-link'],
      forceLanguage: 'en',
    });
    if (!pagefindIndex) throw new Error('Pagefind did not start.');
    for (const [pagePath] of index.pages) {
      const file = [`${pagePath}.html`, `${pagePath}/index.html`]
        .map((candidate) => path.join(buildDir, candidate))
        .find(existsSync);
      if (file) await pagefindIndex.addHTMLFile({url: pagePath, content: readFileSync(file, 'utf8')});
    }
    await pagefindIndex.writeFiles({outputPath: path.join(workDir, 'pagefind')});
    await pagefind.close();
    const bundleFiles = readdirSync(path.join(workDir, 'pagefind'), {recursive: true, withFileTypes: true}).filter(
      (entry) => entry.isFile(),
    );
    const bundleRaw = bundleFiles.reduce(
      (total, entry) => total + readFileSync(path.join(entry.parentPath, entry.name)).length,
      0,
    );

    const {url: origin, close} = await startStaticServer({root: workDir, headers: false, gzip: false});
    const context = await browser.newContext();
    const page = await context.newPage();
    const {fetched, setPhase, settle} = recordResponses(page);
    await page.route(`${origin}/`, (route) =>
      route.fulfill({contentType: 'text/html', body: '<!doctype html><title>bench</title>'}),
    );
    await page.goto(`${origin}/`);
    setPhase('search');
    const coldMs = await page.evaluate(async () => {
      const start = performance.now();
      const module = '/pagefind/pagefind.js';
      const pf = (await import(module)) as PagefindApi;
      await pf.init();
      const search = await pf.search('populate');
      await search.results[0]?.data();
      return performance.now() - start;
    });
    setPhase('after');
    const warm = (await page.evaluate(
      async (queries: string[]) => {
        // Typed as string so TypeScript does not look for the module: it exists only on the served site.
        const pagefindUrl: string = '/pagefind/pagefind.js';
        const pf = (await import(pagefindUrl)) as PagefindApi;
        const out: {query: string; ms: number; urls: string[]}[] = [];
        for (const query of queries) {
          const start = performance.now();
          const search = await pf.search(query);
          const top = await Promise.all(search.results.slice(0, 3).map((result) => result.data()));
          out.push({query, ms: performance.now() - start, urls: top.map((data) => data.url)});
        }
        return out;
      },
      BENCH_QUERIES.map((query) => query.query),
    )) as {query: string; ms: number; urls: string[]}[];
    await settle();
    await context.close();
    await close();
    const beforeFirstResult = fetched.filter((item) => item.phase === 'search');
    const misses = warm.filter((result, position) => {
      const query = BENCH_QUERIES[position];
      if (!query) throw new Error(`The page answered more queries than were sent (${position + 1}).`);
      return !hitsTop3(result.urls, query);
    });
    const hits = warm.length - misses.length;
    return {
      bundleRaw,
      beforeFirstResult,
      coldMs,
      times: warm.map((result) => result.ms),
      hits,
      misses: misses.map((result) => `${result.query} -> ${result.urls.join(', ') || 'nothing'}`),
      totalFetched: fetched,
    };
  } finally {
    rmSync(workDir, {recursive: true, force: true});
  }
}

const MCP_LOAD = {clients: 40, searchesPerClient: 10};

async function measureMcpLoad(buildDir: string): Promise<McpLoadResult> {
  const server = await startMcpHttpProcess(buildDir, Number(process.env.MCP_BENCH_PORT ?? 0), ['--trust-proxy']);
  try {
    const queries = READER_QUERY_SETS.flatMap((set) => set.queries.map((query) => query.query));
    return await runMcpLoad(server.url, queries, MCP_LOAD.clients, MCP_LOAD.searchesPerClient);
  } finally {
    server.stop();
  }
}

function mcpLoadRow(load: McpLoadResult): [string, string] {
  return [
    `MCP over HTTP: ${load.clients} clients x ${load.searchesPerClient} searches at once`,
    `${load.calls} calls, ${load.errors.length} errors; search p50 ${percentile(load.times, 50).toFixed(1)} ms, p95 ${percentile(load.times, 95).toFixed(1)} ms; connect p50 ${percentile(load.connectTimes, 50).toFixed(1)} ms, p95 ${percentile(load.connectTimes, 95).toFixed(1)} ms; ${(load.wallMs / 1000).toFixed(1)} s in all (load average ${(os.loadavg()[0] ?? NaN).toFixed(1)})`,
  ];
}

const mcpLoadCheck = (load: McpLoadResult): [string, boolean] => [
  `MCP over HTTP: 0 errors in ${load.calls} searches`,
  load.errors.length === 0,
];

async function main(): Promise<void> {
  const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? 'build');
  const indexPath = path.join(buildDir, 'search-index.json');
  if (!existsSync(indexPath)) {
    console.error(
      `No ${indexPath}: build the site with local search first (npm run build, without TYPESENSE_* variables).`,
    );
    process.exit(2);
  }
  const compare = process.argv.includes('--compare');
  if (process.argv.includes('--mcp-only')) {
    const load = await measureMcpLoad(buildDir);
    const [label, value] = mcpLoadRow(load);
    const [check, ok] = mcpLoadCheck(load);
    console.log(`\n  ${label}  ${value}\n\nBudgets\n  ${ok ? 'PASS' : 'FAIL'}  ${check}`);
    if (load.errors.length) console.log(`\n  errors: ${load.errors.slice(0, 20).join('\n          ')}`);
    if (!ok) process.exitCode = 1;
    return;
  }
  const indexBytes = readFileSync(indexPath);
  const index = JSON.parse(indexBytes.toString('utf8')) as LocalIndexFile;
  const texts = index.pages.map(([, , , file]) => readFileSync(path.join(buildDir, TEXT_DIRECTORY, file)));
  const textRaw = texts.reduce((total, text) => total + text.length, 0);
  const textGzip = texts.reduce((total, text) => total + gzipSize(text), 0);

  // The two formats weighed against the packed index (see ARCHITECTURE.md).
  const pageTexts = texts.map((text) => JSON.parse(text.toString('utf8')) as PageTextFile);
  const allText = JSON.stringify(pageTexts);
  const fresh = new MiniSearch(MINISEARCH_OPTIONS);
  const offsets = new Map<number, number>();
  fresh.addAll(
    index.sections.map(([page, level, heading, parent], id) => {
      const offset = offsets.get(page) ?? 0;
      offsets.set(page, offset + 1);
      const title = level === 1 ? (index.pages[page]?.[1] ?? '') : '';
      return {id, title, keywords: '', heading, parent, content: pageTexts[page]?.[offset] ?? '', code: ''};
    }),
  );
  const miniSearchJson = JSON.stringify(fresh);
  const metadata = JSON.stringify({docSets: index.docSets, pages: index.pages, sections: index.sections});

  const loadStart = performance.now();
  const readShard = builtShardReader(buildDir);
  const engine = createSearchEngine(JSON.parse(indexBytes.toString('utf8')) as LocalIndexFile, readShard);
  const engineLoadMs = performance.now() - loadStart;
  // The postings shards (text and code) each bench query fetches from a fresh engine, as the browser does.
  const shardFiles = index.index.shards.map(([, name]) => readFileSync(path.join(buildDir, POSTINGS_DIRECTORY, name)));
  const lazy = await compareLazyPostings(
    index,
    readShard,
    BENCH_QUERIES.map((query) => query.query),
  );
  const shardCounts = lazy.runs.map((run) => run.shards);
  const shardBytes = lazy.runs.map((run) => run.gzipBytes);
  const engineResult = measureEngine(engine);
  const readerResults = READER_QUERY_SETS.map((set) => ({
    name: set.name,
    count: set.queries.length,
    ...measureEngine(engine, set.queries),
  }));
  const showMisses = process.argv.includes('--misses');
  const mcpLoad = await measureMcpLoad(buildDir);

  const {url: origin, close} = await startStaticServer({root: buildDir, headers: false, gzip: false});
  const browser = await chromium.launch({executablePath: chromiumPath(), args: [...CHROMIUM_ARGS]});
  try {
    const local = await measureLocalInBrowser(browser, origin);
    const searchBeforeOpen = local.pageLoad.filter(
      (item) => SEARCH_ASSET.test(item.url) || /minisearch/i.test(item.url),
    );
    const firstResultGzip = sum(local.beforeFirstResult, 'gzip');
    const warmP50 = percentile([...engineResult.times, ...readerResults.flatMap((result) => result.times)], 50);
    const allTimes = [...engineResult.times, ...readerResults.flatMap((result) => result.times)];
    const warmP95 = percentile(allTimes, 95);
    const allCpuTimes = [...engineResult.cpuTimes, ...readerResults.flatMap((result) => result.cpuTimes)];
    const top3 = engineResult.optionHits / BENCH_QUERIES.length;

    console.log(
      `\nLocal search (MiniSearch), ${index.pages.length} pages, ${index.sections.length} sections, ${BENCH_QUERIES.length} queries\n`,
    );
    const rows: [string, string][] = [
      ['index file (search-index.json)', `${kb(indexBytes.length)} raw, ${kb(gzipSize(indexBytes))} gzip`],
      [
        'postings shards (search-postings/*, fetched per query term)',
        `${kb(shardFiles.reduce((total, file) => total + file.length, 0))} raw, ${kb(shardFiles.reduce((total, file) => total + gzipSize(file), 0))} gzip in ${shardFiles.length} files`,
      ],
      [
        'postings shards a bench query fetches (fresh engine)',
        `shards p50 ${percentile(shardCounts, 50)}, p95 ${percentile(shardCounts, 95)}, max ${Math.max(...shardCounts)}; ${kb(percentile(shardBytes, 50))} p50, ${kb(percentile(shardBytes, 95))} p95, ${kb(Math.max(...shardBytes))} max gzip`,
      ],
      [
        'section texts (search-text/*, fetched per result page)',
        `${kb(textRaw)} raw, ${kb(textGzip)} gzip in ${texts.length} files`,
      ],
      [
        'search bytes fetched on page load',
        `${searchBeforeOpen.length} requests, ${kb(sum(searchBeforeOpen, 'gzip'))}`,
      ],
      [
        'page load, all bytes (for reference)',
        `${kb(sum(local.pageLoad, 'raw'))} raw, ${kb(sum(local.pageLoad, 'gzip'))} gzip`,
      ],
      [
        'bytes fetched from opening search to the first result',
        `${kb(sum(local.beforeFirstResult, 'raw'))} raw, ${kb(firstResultGzip)} gzip (${local.beforeFirstResult.map((item) => path.basename(new URL(item.url).pathname)).join(', ')})`,
      ],
      ['time to first result, cold modal (Ctrl+K, type "populate")', `${local.coldMs.toFixed(0)} ms`],
      ['index load (parse + unpack), Node', `${engineLoadMs.toFixed(1)} ms`],
      [
        'warm query, engine (10 runs x each query)',
        `p50 ${warmP50.toFixed(2)} ms, p95 ${warmP95.toFixed(2)} ms (CPU time: p95 ${percentile(allCpuTimes, 95).toFixed(2)} ms; load average ${(os.loadavg()[0] ?? NaN).toFixed(1)})`,
      ],
      [
        'warm query, input event to results rendered in the modal',
        `p50 ${percentile(local.uiTimes, 50).toFixed(1)} ms, p95 ${percentile(local.uiTimes, 95).toFixed(1)} ms`,
      ],
      ...readerResults.map((result): [string, string] => [
        `reader queries, ${result.name} set: top-3 pages (top-3 results listed)`,
        `${result.pageHits}/${result.count} = ${((result.pageHits / result.count) * 100).toFixed(1)}% (${result.optionHits}/${result.count} = ${((result.optionHits / result.count) * 100).toFixed(1)}%)`,
      ]),
      [
        'fixed word list: top-3 hit rate (first three results listed)',
        `${engineResult.optionHits}/${BENCH_QUERIES.length} = ${(top3 * 100).toFixed(1)}%`,
      ],
      [
        'fixed word list: top-3 hit rate (first three pages listed)',
        `${engineResult.pageHits}/${BENCH_QUERIES.length} = ${((engineResult.pageHits / BENCH_QUERIES.length) * 100).toFixed(1)}%`,
      ],
      mcpLoadRow(mcpLoad),
      ['third-party requests', local.thirdParty.length ? local.thirdParty.join(', ') : 'none'],
      [
        'alternative: MiniSearch JSON (toJSON) + texts',
        `${kb(gzipSize(miniSearchJson))} + ${kb(gzipSize(allText))} gzip`,
      ],
      ['alternative: texts only, index built in the browser', `${kb(gzipSize(allText) + gzipSize(metadata))} gzip`],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
    if (mcpLoad.errors.length) console.log(`\n  MCP errors: ${mcpLoad.errors.slice(0, 20).join('\n          ')}`);
    if (engineResult.misses.length)
      console.log(`\n  misses (fixed word list): ${engineResult.misses.join('\n          ')}`);
    // The held-out half's misses are shown only on request, so that tuning never looks at them.
    for (const result of readerResults) {
      if (!result.misses.length) continue;
      if (result.name !== 'held-out' || showMisses)
        console.log(`\n  misses (${result.name}): ${result.misses.join('\n          ')}`);
    }

    if (compare) {
      const pf = await measurePagefind(browser, buildDir, index);
      console.log('\nPagefind 1.x on the same pages (article body, code listings excluded)\n');
      const pfRows: [string, string][] = [
        ['bundle on disk', kb(pf.bundleRaw)],
        [
          'bytes fetched to the first result',
          `${kb(sum(pf.beforeFirstResult, 'raw'))} raw, ${kb(sum(pf.beforeFirstResult, 'gzip'))} gzip`,
        ],
        ['time to first result, cold', `${pf.coldMs.toFixed(0)} ms`],
        [
          'warm query incl. top-3 data()',
          `p50 ${percentile(pf.times, 50).toFixed(1)} ms, p95 ${percentile(pf.times, 95).toFixed(1)} ms`,
        ],
        [
          'top-3 hit rate (pages)',
          `${pf.hits}/${BENCH_QUERIES.length} = ${((pf.hits / BENCH_QUERIES.length) * 100).toFixed(1)}%`,
        ],
        ['bytes fetched over the whole query list', `${kb(sum(pf.totalFetched, 'gzip'))} gzip`],
      ];
      for (const [label, value] of pfRows) console.log(`  ${label.padEnd(width)}  ${value}`);
      if (pf.misses.length) console.log(`\n  misses: ${pf.misses.join('\n          ')}`);
    }

    const checks: [string, boolean][] = [
      ['no search bytes before search is opened', searchBeforeOpen.length === 0],
      ['bench queries: the lazy postings answer as the whole index', lazy.differences.length === 0],
      [`bytes to the first result <= ${BUDGET.firstResultKb} KB gzip`, firstResultGzip <= BUDGET.firstResultKb * 1024],
      [`warm query p95 <= ${BUDGET.warmP95Ms} ms`, warmP95 <= BUDGET.warmP95Ms],
      [`time to first result, cold <= ${BUDGET.coldMs} ms`, local.coldMs <= BUDGET.coldMs],
      [`fixed word list: top-3 hit rate >= ${BUDGET.top3 * 100}%`, top3 >= BUDGET.top3],
      ...readerResults.map((result): [string, boolean] => [
        `reader queries, ${result.name} set: top-3 pages >= ${BUDGET.readerTop3 * 100}%`,
        result.pageHits / result.count >= BUDGET.readerTop3,
      ]),
      ['no third-party request', local.thirdParty.length === 0],
      mcpLoadCheck(mcpLoad),
    ];
    console.log('\nBudgets');
    for (const [label, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
    if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    await browser.close();
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
