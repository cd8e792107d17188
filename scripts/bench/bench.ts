/**
 * `npm run bench [-- --rounds N --pages N|/a,/b --site-build DIR --stock-build DIR --out DIR]`:
 * builds the site and a stock Docusaurus baseline of the same docs/ (cold, one after the other), then
 * runs Lighthouse mobile on both, interleaved page by page over several rounds (medians), weighs the JS
 * of a first visit, times client navigation to a prefetched page, checks the budgets of issue 22 and
 * writes report.md and report.json (bench/ for a full run, bench/tmp/ for a limited one).
 * A full run takes ~30 min on an idle 2-core machine.
 */
import {mkdtemp, mkdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir, cpus, totalmem, loadavg} from 'node:os';
import path from 'node:path';
import {startStaticServer, type RunningServer} from '../serve/staticServer';
import {writeBaselineSite} from './baselineSite';
import {NAVIGATIONS} from './benchPages';
import {
  launchBrowser,
  measureBuild,
  measureNavigation,
  measureWeight,
  pageStatus,
  round,
  runLighthouse,
  type LighthouseFigures,
  type NavigationFigures,
  type PageWeight,
} from './measure';
import {
  checkBudgets,
  interleavedSchedule,
  loadWarning,
  median,
  parseBenchOptions,
  renderReport,
  summarise,
  type BenchReport,
  type Side,
} from './report';

const ROOT = path.resolve(__dirname, '..', '..');
/** Ports of this bench's two servers (the site and stock), so they never collide with a dev server. */
const PORTS: Record<Side, number> = {site: Number(process.env.BENCH_PORT ?? 4211), stock: Number(process.env.BENCH_PORT ?? 4211) + 1};

const currentLoad = () => loadavg().map((value) => round(value, 1));

function printLoad(when: string, load: number[]): void {
  console.log(`bench: load average ${when}: ${load.join(' / ')}`);
  const warning = loadWarning(load);
  if (warning) console.warn(`bench: WARNING: ${warning}`);
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), ROOT);
  const loadBefore = currentLoad();
  printLoad('before', loadBefore);
  const work = await mkdtemp(path.join(tmpdir(), 'docs-bench-'));
  try {
    const dirs: Record<Side, string> = {
      site: options.siteBuild ? path.resolve(options.siteBuild) : path.join(work, 'site-build'),
      stock: options.stockBuild ? path.resolve(options.stockBuild) : path.join(work, 'stock-build'),
    };
    let build: BenchReport['build'];
    if (!options.siteBuild) {
      console.log('bench: site build (cold)…');
      const site = await measureBuild(ROOT, ROOT, dirs.site);
      console.log(`bench: site built in ${site.wallSeconds} s; stock build (cold)…`);
      const stockSite = await writeBaselineSite(ROOT, path.join(work, 'stock'));
      const stock = await measureBuild(ROOT, stockSite, dirs.stock);
      console.log(`bench: stock built in ${stock.wallSeconds} s`);
      build = {site, stock, timeRatio: round(site.wallSeconds / stock.wallSeconds, 2)};
    }

    const servers: Partial<Record<Side, RunningServer>> = {};
    try {
      for (const side of ['site', 'stock'] as const) servers[side] = await startStaticServer({root: dirs[side], port: PORTS[side]});
      const origin = (side: Side) => {
        const server = servers[side];
        if (!server) throw new Error(`no ${side} server`);
        return server.url;
      };
      const missing: Record<Side, Map<string, string>> = {site: new Map(), stock: new Map()};
      for (const side of ['site', 'stock'] as const) {
        for (const page of options.pages) {
          const status = await pageStatus(origin(side), page);
          if (status !== 200) missing[side].set(page, `served with status ${status}`);
        }
      }
      if (missing.site.size > 0) throw new Error(`the site lacks ${[...missing.site.keys()].join(', ')}`);

      console.log('bench: JS weight and client navigation…');
      const browser = await launchBrowser();
      const weights: Record<Side, Map<string, PageWeight>> = {site: new Map(), stock: new Map()};
      const navigation: Record<Side, NavigationFigures[]> = {site: [], stock: []};
      try {
        for (const page of options.pages) {
          for (const side of ['site', 'stock'] as const) weights[side].set(page, await measureWeight(browser, origin(side), dirs[side], page));
        }
        for (const [from, link] of NAVIGATIONS) {
          for (const side of ['site', 'stock'] as const) {
            try {
              navigation[side].push(await measureNavigation(browser, origin(side), from, link));
            } catch (error) {
              console.warn(`bench: ${side} navigation from ${from} to ${link} skipped: ${(error as Error).message.split('\n')[0]}`);
            }
          }
        }
      } finally {
        await browser.close();
      }

      const runs: Record<Side, Map<string, LighthouseFigures[]>> = {site: new Map(), stock: new Map()};
      const schedule = interleavedSchedule(options.pages, options.rounds).filter(({page, side}) => !missing[side].has(page));
      for (const [index, {round: roundIndex, page, side}] of schedule.entries()) {
        const figures = await runLighthouse(ROOT, `${origin(side)}${page}`, 'mobile');
        runs[side].set(page, [...(runs[side].get(page) ?? []), figures]);
        console.log(
          `bench: Lighthouse ${index + 1}/${schedule.length} round ${roundIndex + 1} ${side} ${page}: perf ${figures.performance}, TBT ${figures.tbtMs} ms, LCP ${figures.lcpMs} ms (load ${currentLoad()[0]})`,
        );
      }

      const weightOf = (side: Side, page: string): PageWeight => {
        const weight = weights[side].get(page);
        if (!weight) throw new Error(`no ${side} weight for ${page}`);
        return weight;
      };
      const loadAfter = currentLoad();
      const partial: Omit<BenchReport, 'budgets'> = {
        date: new Date().toISOString(),
        machine: {cpus: cpus().length, memoryGB: round(totalmem() / 1024 ** 3, 0), node: process.version},
        options: {rounds: options.rounds, pages: options.pages},
        load: {before: loadBefore, after: loadAfter},
        build,
        pages: options.pages.map((page) => ({
          path: page,
          site: summarise(weightOf('site', page), runs.site.get(page) ?? []),
          stock: summarise(weightOf('stock', page), runs.stock.get(page) ?? [], missing.stock.get(page)),
        })),
        navigation: {
          site: navigation.site,
          stock: navigation.stock,
          siteMedianMs: Math.round(median(navigation.site.map((run) => run.ms))),
          stockMedianMs: Math.round(median(navigation.stock.map((run) => run.ms))),
        },
      };
      const report: BenchReport = {...partial, budgets: checkBudgets(partial)};
      await mkdir(options.outDir, {recursive: true});
      await writeFile(path.join(options.outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
      await writeFile(path.join(options.outDir, 'report.md'), renderReport(report));
      console.log(renderReport(report));
      printLoad('after', loadAfter);
      console.log(`bench: wrote ${path.relative(ROOT, options.outDir) || '.'}/report.md and report.json`);
    } finally {
      for (const server of Object.values(servers)) await server?.close();
    }
  } finally {
    await rm(work, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
