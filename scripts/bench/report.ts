/** Options, run order, medians, the budgets of issue 22 and the Markdown report of scripts/bench/bench.ts (pure). */
import type {BuildFigures, LighthouseFigures, NavigationFigures, PageWeight} from './measure';
import {SEARCH_PAGE_ROUTE} from '../../src/lib/routes';
import {LIGHTHOUSE_DOC_PAGES, LIGHTHOUSE_PAGES} from './benchPages';

export type Side = 'site' | 'stock';

export interface BenchOptions {
  rounds: number;
  pages: string[];
  /** Reuse these builds instead of building (then no build time is reported). */
  siteBuild?: string;
  stockBuild?: string;
  /** Where report.md and report.json go; bench/ for a full run, bench/tmp/ for a limited one. */
  outDir: string;
}

export const DEFAULT_ROUNDS = 3;
/** Above this one-minute load average on the machine, CPU-bound figures (TBT, perf score, build time) say little. */
export const LOAD_WARNING = 1.5;

const USAGE = `usage: npm run bench -- [--rounds N] [--pages N | --pages /a,/b] [--site-build DIR --stock-build DIR] [--out DIR]
  --rounds N        Lighthouse rounds (default ${DEFAULT_ROUNDS}); medians are taken over them
  --pages N | list  the first N pages of the bench (${LIGHTHOUSE_PAGES.join(' ')}) or these paths
  --site-build DIR, --stock-build DIR   measure existing builds (no build time then)
  --out DIR         where report.md/json go (default bench/, or bench/tmp/ when rounds or pages are limited)`;

export function parseBenchOptions(argv: string[], root: string): BenchOptions {
  const value = (name: string): string | undefined => {
    const index = argv.indexOf(name);
    if (index === -1) return undefined;
    const next = argv[index + 1];
    if (next === undefined || next.startsWith('--')) throw new Error(`${name} needs a value\n${USAGE}`);
    return next;
  };
  const known = new Set(['--rounds', '--pages', '--site-build', '--stock-build', '--out']);
  argv.forEach((arg, index) => {
    if (arg.startsWith('--') && !known.has(arg)) throw new Error(`unknown option ${arg}\n${USAGE}`);
    if (!arg.startsWith('--') && !known.has(argv[index - 1] ?? '')) throw new Error(`unexpected argument ${arg}\n${USAGE}`);
  });
  const rounds = Number(value('--rounds') ?? DEFAULT_ROUNDS);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a positive integer\n${USAGE}`);
  const pagesArg = value('--pages');
  let pages = LIGHTHOUSE_PAGES;
  if (pagesArg !== undefined) {
    if (/^\d+$/.test(pagesArg)) pages = LIGHTHOUSE_PAGES.slice(0, Math.max(1, Number(pagesArg)));
    else pages = pagesArg.split(',').map((page) => page.trim()).filter(Boolean);
    if (pages.some((page) => !page.startsWith('/'))) throw new Error(`--pages takes a count or paths starting with /\n${USAGE}`);
  }
  const siteBuild = value('--site-build');
  const stockBuild = value('--stock-build');
  if ((siteBuild === undefined) !== (stockBuild === undefined)) throw new Error(`--site-build and --stock-build go together\n${USAGE}`);
  const limited = rounds < DEFAULT_ROUNDS || pages.length < LIGHTHOUSE_PAGES.length || siteBuild !== undefined;
  const outDir = value('--out') ?? (limited ? `${root}/bench/tmp` : `${root}/bench`);
  return {rounds, pages, siteBuild, stockBuild, outDir};
}

/**
 * The Lighthouse runs in order: page by page, site and stock back to back, the side that goes first
 * alternating from one page to the next and from one round to the next, so neither side always runs
 * right after the other or at the same point of a round.
 */
export function interleavedSchedule(pages: string[], rounds: number): Array<{round: number; page: string; side: Side}> {
  const runs: Array<{round: number; page: string; side: Side}> = [];
  for (let round = 0; round < rounds; round += 1) {
    pages.forEach((page, index) => {
      const siteFirst = (round + index) % 2 === 0;
      const order: Side[] = siteFirst ? ['site', 'stock'] : ['stock', 'site'];
      for (const side of order) runs.push({round, page, side});
    });
  }
  return runs;
}

/** Median; the mean of the two middle values for an even count. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

export interface SideFigures {
  weight: PageWeight;
  runs: LighthouseFigures[];
  performance: number;
  tbtMs: number;
  lcpMs: number;
  /** Set when the build has no such page (stock Docusaurus has no landing page or search page): no Lighthouse run. */
  missing?: string;
}

export interface PageFigures {
  path: string;
  site: SideFigures;
  stock: SideFigures;
}

export function summarise(weight: PageWeight, runs: LighthouseFigures[], missing?: string): SideFigures {
  return {
    weight,
    runs,
    performance: median(runs.map((run) => run.performance)),
    tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
    lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
    missing,
  };
}

export interface Budget {
  name: string;
  limit: string;
  measured: string;
  met: boolean;
  /** How far from the limit, when missed. */
  miss?: string;
}

export interface BenchReport {
  date: string;
  machine: {cpus: number; memoryGB: number; node: string};
  options: {rounds: number; pages: string[]};
  /** Load average (1, 5, 15 min) before and after the run. */
  load: {before: number[]; after: number[]};
  build?: {site: BuildFigures; stock: BuildFigures; timeRatio: number};
  pages: PageFigures[];
  navigation: {site: NavigationFigures[]; stock: NavigationFigures[]; siteMedianMs: number; stockMedianMs: number};
  budgets: Budget[];
}

export const BUDGETS = {
  docJsRatio: 0.8,
  docJsKB: 190,
  docTbtRatio: 0.6,
  docPerformanceLead: 10,
  otherJsKB: 180,
  buildRatio: 1.5,
  navigationMs: 100,
};

const r1 = (value: number) => Math.round(value * 10) / 10;
const r2 = (value: number) => Math.round(value * 100) / 100;

export function checkBudgets(report: Omit<BenchReport, 'budgets'>): Budget[] {
  const budgets: Budget[] = [];
  for (const page of report.pages) {
    const {site, stock} = page;
    if (LIGHTHOUSE_DOC_PAGES.includes(page.path)) {
      const jsLimit = Math.min(BUDGETS.docJsKB, BUDGETS.docJsRatio * stock.weight.jsKB);
      budgets.push({
        name: `${page.path}: JS`,
        limit: `≤ ${BUDGETS.docJsRatio} × stock and ≤ ${BUDGETS.docJsKB} KB (${r1(jsLimit)} KB)`,
        measured: `${site.weight.jsKB} KB (${r2(site.weight.jsKB / stock.weight.jsKB)} × stock ${stock.weight.jsKB} KB)`,
        met: site.weight.jsKB <= jsLimit,
        miss: site.weight.jsKB > jsLimit ? `${r1(site.weight.jsKB - jsLimit)} KB over` : undefined,
      });
      if (stock.missing || site.runs.length === 0) continue;
      const tbtLimit = BUDGETS.docTbtRatio * stock.tbtMs;
      budgets.push({
        name: `${page.path}: TBT`,
        limit: `≤ ${BUDGETS.docTbtRatio} × stock (${Math.round(tbtLimit)} ms)`,
        measured: `${site.tbtMs} ms (${r2(site.tbtMs / stock.tbtMs)} × stock ${stock.tbtMs} ms)`,
        met: site.tbtMs <= tbtLimit,
        miss: site.tbtMs > tbtLimit ? `${Math.round(site.tbtMs - tbtLimit)} ms over` : undefined,
      });
      const perfLimit = stock.performance + BUDGETS.docPerformanceLead;
      budgets.push({
        name: `${page.path}: Lighthouse mobile performance`,
        limit: `≥ stock + ${BUDGETS.docPerformanceLead} (${perfLimit})`,
        measured: `${site.performance} (stock ${stock.performance})`,
        met: site.performance >= perfLimit,
        miss: site.performance < perfLimit ? `${perfLimit - site.performance} points short` : undefined,
      });
    } else {
      budgets.push({
        name: `${page.path}: JS`,
        limit: `≤ ${BUDGETS.otherJsKB} KB`,
        measured: `${site.weight.jsKB} KB`,
        met: site.weight.jsKB <= BUDGETS.otherJsKB,
        miss: site.weight.jsKB > BUDGETS.otherJsKB ? `${r1(site.weight.jsKB - BUDGETS.otherJsKB)} KB over` : undefined,
      });
    }
  }
  if (report.build) {
    const {timeRatio, site, stock} = report.build;
    budgets.push({
      name: 'Build time',
      limit: `≤ ${BUDGETS.buildRatio} × stock`,
      measured: `${timeRatio} × (${site.wallSeconds} s vs ${stock.wallSeconds} s)`,
      met: timeRatio <= BUDGETS.buildRatio,
      miss: timeRatio > BUDGETS.buildRatio ? `${r2(timeRatio - BUDGETS.buildRatio)} × over` : undefined,
    });
  }
  const navigation = report.navigation.siteMedianMs;
  budgets.push({
    name: 'Client navigation to a prefetched page, title painted (median)',
    limit: `≤ ${BUDGETS.navigationMs} ms`,
    measured: `${navigation} ms (stock ${report.navigation.stockMedianMs} ms)`,
    met: navigation <= BUDGETS.navigationMs,
    miss: navigation > BUDGETS.navigationMs ? `${Math.round(navigation - BUDGETS.navigationMs)} ms over` : undefined,
  });
  const siteRuns = report.pages.flatMap((page) => page.site.runs);
  // The search page asks not to be indexed (a results page has nothing of its own to index), so its SEO score lacks is-crawlable.
  const expected = (run: LighthouseFigures, audit: string) => run.path === SEARCH_PAGE_ROUTE && audit.endsWith('(is-crawlable)');
  const imperfect = siteRuns.filter((run) => run.failedAudits.some((audit) => !expected(run, audit)));
  budgets.push({
    name: 'Accessibility, best practices, SEO (every site run)',
    limit: '100',
    measured: imperfect.length === 0 ? `all 100 (${siteRuns.length} runs; ${SEARCH_PAGE_ROUTE} is noindex on purpose)` : imperfect.map((run) => `${run.path} ${run.accessibility}/${run.bestPractices}/${run.seo}`).join(', '),
    met: imperfect.length === 0,
    miss: [...new Set(imperfect.flatMap((run) => run.failedAudits.filter((audit) => !expected(run, audit))))].join('; ') || undefined,
  });
  const shifting = siteRuns.filter((run) => run.cls > 0);
  budgets.push({
    name: 'Cumulative layout shift (every site run)',
    limit: '0',
    measured: shifting.length === 0 ? '0' : shifting.map((run) => `${run.path} ${run.cls}`).join(', '),
    met: shifting.length === 0,
  });
  return budgets;
}

export function loadWarning(load: number[]): string | undefined {
  const oneMinute = load[0] ?? 0;
  return oneMinute > LOAD_WARNING
    ? `load average ${oneMinute} is above ${LOAD_WARNING}: the machine is busy, so TBT, the performance score and build times are inflated and these figures are not the benchmark's verdict`
    : undefined;
}

export function renderReport(report: BenchReport): string {
  const cell = (side: SideFigures, pick: (side: SideFigures) => string) => (side.missing ? '–' : pick(side));
  const ratio = (site: number, stock: number) => (Number.isFinite(site / stock) && stock > 0 ? `${r2(site / stock)}` : '–');
  const warnings = [loadWarning(report.load.before), loadWarning(report.load.after)].filter(Boolean);
  const lines = [
    '# Benchmark report',
    '',
    `Run ${report.date} on ${report.machine.cpus} CPUs, ${report.machine.memoryGB} GB, Node ${report.machine.node}. Produced by \`npm run bench\` (scripts/bench/bench.ts); figures in report.json.`,
    '',
    `Load average (1/5/15 min): ${report.load.before.join(' / ')} before the run, ${report.load.after.join(' / ')} after.`,
    ...(warnings.length > 0 ? ['', `**Warning:** ${warnings[0]}.`] : []),
    '',
    `Lighthouse 12.8.2, mobile (simulated throttling), in headless Chromium, on the site and on stock Docusaurus built from the same docs/ (preset-classic only, same Rspack toolchain), each served gzip-compressed on 127.0.0.1: ${report.options.rounds} round(s) over ${report.options.pages.length} page(s), site and stock alternating page by page; figures are medians. JS is what a first visit requests until the network is idle, gzip.`,
    '',
    '## Budgets (issue 22)',
    '',
    '| budget | limit | measured | met |',
    '| --- | --- | --- | --- |',
    ...report.budgets.map((budget) => `| ${budget.name} | ${budget.limit} | ${budget.measured} | ${budget.met ? 'yes' : `**no**${budget.miss ? `: ${budget.miss}` : ''}`} |`),
    '',
    '## Pages',
    '',
    '| page | perf site / stock | TBT ms site / stock (ratio) | LCP ms site / stock | JS KB gz site / stock (ratio) |',
    '| --- | --- | --- | --- | --- |',
    ...report.pages.map(({path, site, stock}) =>
      [
        `| \`${path}\``,
        `${site.performance} / ${cell(stock, (s) => `${s.performance}`)}`,
        `${site.tbtMs} / ${cell(stock, (s) => `${s.tbtMs}`)} (${stock.missing ? '–' : ratio(site.tbtMs, stock.tbtMs)})`,
        `${site.lcpMs} / ${cell(stock, (s) => `${s.lcpMs}`)}`,
        `${site.weight.jsKB} / ${stock.weight.jsKB}${stock.missing ? ' (stock: not-found page)' : ''} (${ratio(site.weight.jsKB, stock.weight.jsKB)}) |`,
      ].join(' | '),
    ),
    '',
    ...(report.pages.some((page) => page.stock.missing) ? ['Stock Docusaurus has no such page where a cell shows –; its JS there is what its not-found page loads.', ''] : []),
    'Every run (performance, TBT, LCP, CLS):',
    '',
    ...report.pages.map(({path, site, stock}) => {
      const runs = (side: SideFigures) => side.runs.map((run) => `${run.performance}/${run.tbtMs}/${run.lcpMs}/${run.cls}`).join(', ') || '–';
      return `- \`${path}\`: site ${runs(site)}; stock ${runs(stock)}`;
    }),
    '',
    '## Build',
    '',
    ...(report.build
      ? [
          'Cold builds (no Rspack persistent cache), one after the other.',
          '',
          '| build | wall time | peak memory |',
          '| --- | --- | --- |',
          `| site | ${report.build.site.wallSeconds} s | ${report.build.site.peakMemoryMB} MB |`,
          `| stock | ${report.build.stock.wallSeconds} s | ${report.build.stock.peakMemoryMB} MB |`,
          `| ratio | ${report.build.timeRatio} × | ${r2(report.build.site.peakMemoryMB / report.build.stock.peakMemoryMB)} × |`,
        ]
      : ['Not measured: this run reused existing builds (--site-build, --stock-build).']),
    '',
    '## Client navigation',
    '',
    "A click on a sidebar link whose route Docusaurus loaded on hover (every request finished, then an idle period), from the click input's time stamp to the frame that painted the next page's h1 (Element Timing), with the time the h1 entered the DOM beside it; Chromium without throttling (scripts/bench/navigationPaint.ts).",
    '',
    '| build | from | to | title painted | h1 in DOM | scripts requested after the click |',
    '| --- | --- | --- | --- | --- | --- |',
    ...(['site', 'stock'] as const).flatMap((side) =>
      report.navigation[side].map(
        (run) => `| ${side} | ${run.from} | ${run.link} | ${run.ms} ms | ${run.domMs ?? '–'} ms | ${run.chunkRequests ?? '–'} |`,
      ),
    ),
    '',
    `Median: site ${report.navigation.siteMedianMs} ms, stock ${report.navigation.stockMedianMs} ms.`,
    '',
  ];
  return lines.join('\n');
}
