/** Budgets of issue 7 and the Markdown report of scripts/bench/bench.ts. */
import type {BuildFigures, LighthouseFigures, NavigationFigures, PageWeight} from './measure';

export interface Budget {
  name: string;
  limit: string;
  measured: string;
  met: boolean;
  detail?: string;
}

export interface BenchReport {
  date: string;
  machine: {cpus: number; memoryGB: number; node: string};
  build: {full: BuildFigures; baseline: BuildFigures; timeRatio: number; memoryRatio: number};
  weights: PageWeight[];
  /** The plain doc page as stock Docusaurus builds it (baseline build). */
  baselineWeight: PageWeight;
  /** Every bench page as stock Docusaurus builds it (a page it does not have weighs what its not-found page loads). */
  baselineWeights?: PageWeight[];
  /** Load average (1, 5, 15 min) before and after the run: the machine may be shared. */
  load?: {before: number[]; after: number[]};
  html: {files: number; rawMB: number; gzipMB: number};
  lighthouse: LighthouseFigures[];
  navigation: {runs: NavigationFigures[]; medianMs: number};
  pages: Record<string, string>;
  budgets: Budget[];
}

export const BUDGETS = {buildRatio: 1.5, plainDocJsKB: 200, mobilePerformance: 95, tbtMs: 200, otherCategories: 100, cls: 0};

export function checkBudgets(report: BenchReport): Budget[] {
  const budgets: Budget[] = [];
  budgets.push({
    name: 'Build time vs stock baseline',
    limit: `≤ ${BUDGETS.buildRatio}×`,
    measured: `${report.build.timeRatio}× (${report.build.full.wallSeconds} s vs ${report.build.baseline.wallSeconds} s)`,
    met: report.build.timeRatio <= BUDGETS.buildRatio,
  });
  const plain = report.weights.find((weight) => weight.path === report.pages.plainDoc);
  budgets.push({
    name: `JS on first visit of a plain doc page (${report.pages.plainDoc})`,
    limit: `≤ ${BUDGETS.plainDocJsKB} KB gzip`,
    measured: `${plain?.jsKB ?? '?'} KB`,
    met: (plain?.jsKB ?? Infinity) <= BUDGETS.plainDocJsKB,
  });
  const mobile = report.lighthouse.filter((run) => run.formFactor === 'mobile');
  const slow = mobile.filter((run) => run.performance < BUDGETS.mobilePerformance || run.tbtMs > BUDGETS.tbtMs);
  budgets.push({
    name: `Lighthouse mobile performance, ${mobile.length} pages`,
    limit: `≥ ${BUDGETS.mobilePerformance}, TBT ≤ ${BUDGETS.tbtMs} ms`,
    measured: mobile.map((run) => `${run.path} ${run.performance} (TBT ${run.tbtMs} ms)`).join(', '),
    met: slow.length === 0,
    detail: slow.map((run) => `${run.path}: LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms`).join('; ') || undefined,
  });
  const imperfect = report.lighthouse.filter((run) => run.accessibility < 100 || run.bestPractices < 100 || run.seo < 100);
  budgets.push({
    name: 'Lighthouse accessibility, best practices, SEO (mobile and desktop)',
    limit: '100',
    measured: imperfect.length === 0 ? 'all 100' : imperfect.map((run) => `${run.path} ${run.formFactor} ${run.accessibility}/${run.bestPractices}/${run.seo}`).join(', '),
    met: imperfect.length === 0,
    detail: [...new Set(imperfect.flatMap((run) => run.failedAudits))].join('; ') || undefined,
  });
  const shifting = report.lighthouse.filter((run) => run.cls > BUDGETS.cls);
  budgets.push({
    name: 'Cumulative layout shift',
    limit: '0',
    measured: shifting.length === 0 ? '0 on every run' : shifting.map((run) => `${run.path} ${run.formFactor} ${run.cls}`).join(', '),
    met: shifting.length === 0,
  });
  return budgets;
}

export function renderReport(report: BenchReport): string {
  const {build} = report;
  const lines = [
    '# Benchmark report',
    '',
    `Run ${report.date} on ${report.machine.cpus} CPUs, ${report.machine.memoryGB} GB, Node ${report.machine.node}. Produced by \`npm run bench\` (scripts/bench/bench.ts); figures in report.json.`,
    ...(report.load ? ['', `Load average (1/5/15 min): ${report.load.before.join(' / ')} before the run, ${report.load.after.join(' / ')} after.`] : []),
    '',
    '## Budgets',
    '',
    '| budget | limit | measured | met |',
    '| --- | --- | --- | --- |',
    ...report.budgets.map((budget) => `| ${budget.name} | ${budget.limit} | ${budget.measured} | ${budget.met ? 'yes' : `**no**${budget.detail ? `: ${budget.detail}` : ''}`} |`),
    '',
    '## Build',
    '',
    'Cold builds (no Rspack persistent cache) of the full site and of a baseline of the same docs/ built by stock Docusaurus (preset-classic only, same Rspack bundler, no custom plugin, theme or CSS, Mermaid off, custom MDX components stubbed).',
    '',
    '| build | wall time | peak memory |',
    '| --- | --- | --- |',
    `| site | ${build.full.wallSeconds} s | ${build.full.peakMemoryMB} MB |`,
    `| stock baseline | ${build.baseline.wallSeconds} s | ${build.baseline.peakMemoryMB} MB |`,
    `| ratio | ${build.timeRatio}× | ${build.memoryRatio}× |`,
    '',
    ...(build.full.diagrams
      ? [`Mermaid diagrams drawn at build time (cold, no diagram cache): ${build.full.diagrams.count} diagrams in ${build.full.diagrams.seconds} s of renderer time, of which ${build.full.diagrams.chromiumStartSeconds} s starting Chromium; the renderer runs while Rspack compiles, so the wall-time cost is less.`, '']
      : []),
    '## Weight of a first visit (gzip)',
    '',
    '| page | JS | CSS | files | stock Docusaurus JS | stock CSS |',
    '| --- | --- | --- | --- | --- | --- |',
    ...report.weights.map((weight) => {
      const stock = report.baselineWeights?.find((baseline) => baseline.path === weight.path);
      return `| ${weight.path} | ${weight.jsKB} KB | ${weight.cssKB} KB | ${weight.jsFiles} JS, ${weight.cssFiles} CSS | ${stock ? `${stock.jsKB} KB` : '–'} | ${stock ? `${stock.cssKB} KB` : '–'} |`;
    }),
    '',
    `HTML of the whole build: ${report.html.files} files, ${report.html.rawMB} MB (${report.html.gzipMB} MB gzip).`,
    '',
    '## Lighthouse 12.8.2',
    '',
    'Build served gzip-compressed on 127.0.0.1 with its production headers; headless Chromium.',
    '',
    '| page | form factor | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...report.lighthouse.map(
      (run) => `| ${run.path} | ${run.formFactor} | ${run.performance} | ${run.accessibility} | ${run.bestPractices} | ${run.seo} | ${run.lcpMs} ms | ${run.tbtMs} ms | ${run.cls} |`,
    ),
    '',
    '## Client navigation',
    '',
    'Click on a sidebar link after hovering it (Docusaurus prefetches on hover) until the next page\'s title is painted.',
    '',
    '| from | link | time |',
    '| --- | --- | --- |',
    ...report.navigation.runs.map((run) => `| ${run.from} | ${run.link} | ${run.ms} ms |`),
    '',
    `Median: ${report.navigation.medianMs} ms.`,
    '',
  ];
  return lines.join('\n');
}
