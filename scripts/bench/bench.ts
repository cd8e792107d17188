/**
 * `npm run bench`: builds the site and a stock baseline of the same docs/,
 * then measures page weight, Lighthouse (mobile and desktop) and client
 * navigation on the build served gzip-compressed on 127.0.0.1, checks the
 * budgets of issue 7 and writes bench/report.md and bench/report.json.
 * Takes about 5 minutes on 2 cores.
 */
import {mkdtemp, mkdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir, cpus, totalmem, loadavg} from 'node:os';
import path from 'node:path';
import {startStaticServer} from '../serve/staticServer';
import {writeBaselineSite} from './baselineSite';
import {BENCH_PAGES} from './benchPages';
import {
  htmlTotals,
  launchBrowser,
  measureBuild,
  measureNavigation,
  measureWeight,
  round,
  runLighthouse,
  type BuildFigures,
  type LighthouseFigures,
  type NavigationFigures,
  type PageWeight,
} from './measure';
import {checkBudgets, renderReport, type BenchReport} from './report';

const ROOT = path.resolve(__dirname, '..', '..');
const NAVIGATIONS: Array<[string, string]> = [
  ['/dev-docs/intro', 'Quick start'],
  ['/dev-docs/faq', 'Quick start'],
  ['/user-docs/intro', 'Content Manager'],
  ['/cloud/intro', 'Deployments'],
  ['/dev-docs/api/rest/parameters', 'Populate and Select'],
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function main() {
  const loadBefore = loadavg().map((value) => round(value, 1));
  const work = await mkdtemp(path.join(tmpdir(), 'docs-bench-'));
  const fullOut = path.join(work, 'full-build');
  try {
    console.log('bench: full build…');
    const full: BuildFigures = await measureBuild(ROOT, ROOT, fullOut);
    console.log('bench: baseline build…');
    const baselineSite = await writeBaselineSite(ROOT, path.join(work, 'baseline'));
    const baseline: BuildFigures = await measureBuild(ROOT, baselineSite, path.join(work, 'baseline-build'));

    const browser = await launchBrowser();
    // The same pages built by stock Docusaurus, to tell the theme's weight from the site's.
    const baselineServer = await startStaticServer({root: path.join(work, 'baseline-build')});
    const baselineWeight = await measureWeight(
      browser,
      baselineServer.url,
      path.join(work, 'baseline-build'),
      BENCH_PAGES.plainDoc,
    );
    const baselineWeights: PageWeight[] = [];
    for (const pagePath of Object.values(BENCH_PAGES)) {
      baselineWeights.push(
        pagePath === BENCH_PAGES.plainDoc
          ? baselineWeight
          : await measureWeight(browser, baselineServer.url, path.join(work, 'baseline-build'), pagePath),
      );
    }
    await baselineServer.close();
    const server = await startStaticServer({root: fullOut});
    const weights: PageWeight[] = [];
    const navigations: NavigationFigures[] = [];
    const lighthouse: LighthouseFigures[] = [];
    try {
      console.log('bench: page weight…');
      for (const pagePath of Object.values(BENCH_PAGES))
        weights.push(await measureWeight(browser, server.url, fullOut, pagePath));
      console.log('bench: client navigation…');
      for (const [from, link] of NAVIGATIONS) {
        try {
          navigations.push(await measureNavigation(browser, server.url, from, link));
        } catch (error) {
          console.warn(
            `bench: navigation from ${from} via "${link}" skipped: ${(error as Error).message.split('\n')[0]}`,
          );
        }
      }
      await browser.close();
      console.log('bench: Lighthouse…');
      for (const formFactor of ['mobile', 'desktop'] as const) {
        for (const pagePath of Object.values(BENCH_PAGES))
          lighthouse.push(await runLighthouse(ROOT, `${server.url}${pagePath}`, formFactor));
      }
    } finally {
      await browser.close().catch(() => undefined);
      await server.close();
    }

    const report: BenchReport = {
      date: new Date().toISOString(),
      machine: {cpus: cpus().length, memoryGB: round(totalmem() / 1024 ** 3, 0), node: process.version},
      build: {
        full,
        baseline,
        timeRatio: round(full.wallSeconds / baseline.wallSeconds, 2),
        memoryRatio: round(full.peakMemoryMB / baseline.peakMemoryMB, 2),
      },
      weights,
      baselineWeight,
      baselineWeights,
      load: {before: loadBefore, after: loadavg().map((value) => round(value, 1))},
      html: await htmlTotals(fullOut),
      lighthouse,
      navigation: {runs: navigations, medianMs: median(navigations.map((run) => run.ms))},
      pages: BENCH_PAGES,
      budgets: [],
    };
    report.budgets = checkBudgets(report);
    await mkdir(path.join(ROOT, 'bench'), {recursive: true});
    await writeFile(path.join(ROOT, 'bench', 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    await writeFile(path.join(ROOT, 'bench', 'report.md'), renderReport(report));
    console.log(renderReport(report));
  } finally {
    await rm(work, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
