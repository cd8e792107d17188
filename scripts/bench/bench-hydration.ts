/**
 * `npm run bench:hydration -- <build A> <build B> [--rounds N] [--pages N] [--lighthouse]`: the main-thread tasks
 * of a first visit to the Lighthouse doc pages (scripts/bench/hydrationTrace.ts: CPU time × 4, blocking time
 * after FCP, long tasks), builds A and B interleaved (A B A B … per page and round), medians, with the 1-minute
 * load average printed beside each run. With `--lighthouse`, each run is followed by Lighthouse mobile
 * (simulated throttling) on the same build and page. Under load only the ratio B / A means anything, and
 * Lighthouse's figures (wall time × 4) much less than the trace's (CPU time × 4).
 */
import {loadavg} from 'node:os';
import path from 'node:path';
import {startStaticServer, type RunningServer} from '../serve/staticServer';
import {LIGHTHOUSE_DOC_PAGES} from './benchPages';
import {launchBrowser, round, runLighthouse} from './measure';
import {traceFirstVisit} from './hydrationTrace';

const ROOT = path.resolve(__dirname, '..', '..');
const VALUE_OPTIONS = ['--rounds', '--pages'];

function option(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
}

export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

const load = () => loadavg().map((value) => round(value, 1));

interface Runs {
  blocking: number[];
  longest: number[];
  count: number[];
  total: number[];
  hydrated: number[];
  load: number[];
  tbt: number[];
  perf: number[];
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const builds = args.filter((arg, index) => !arg.startsWith('--') && !VALUE_OPTIONS.includes(args[index - 1] ?? ''));
  if (builds.length !== 2) throw new Error('usage: npm run bench:hydration -- <build A> <build B> [--rounds N] [--pages N] [--lighthouse]');
  const rounds = option(args, '--rounds', 3);
  const pages = LIGHTHOUSE_DOC_PAGES.slice(0, option(args, '--pages', 3));
  const lighthouse = args.includes('--lighthouse');
  console.log(`bench:hydration: A = ${builds[0]}, B = ${builds[1]}; ${rounds} round(s) over ${pages.join(', ')}; load average before ${load().join(' / ')}`);
  const servers: RunningServer[] = [];
  const runs = new Map<string, Runs>();
  const browser = await launchBrowser();
  try {
    for (const build of builds) servers.push(await startStaticServer({root: path.resolve(build)}));
    // One visit of each build first, not counted: the browser's own start-up work lands in the first trace.
    for (const server of servers) await traceFirstVisit(browser, `${server.url}${pages[0] ?? '/'}`);
    for (let roundIndex = 0; roundIndex < rounds; roundIndex += 1) {
      for (const page of pages) {
        for (const [index, server] of servers.entries()) {
          const side = index === 0 ? 'A' : 'B';
          const key = `${side} ${page}`;
          const entry = runs.get(key) ?? {blocking: [], longest: [], count: [], total: [], hydrated: [], load: [], tbt: [], perf: []};
          runs.set(key, entry);
          const loadNow = load()[0] ?? NaN;
          const trace = await traceFirstVisit(browser, `${server.url}${page}`);
          entry.blocking.push(trace.blockingMs);
          entry.longest.push(Math.max(0, ...trace.longTasks.map((task) => task.simulatedMs)));
          entry.count.push(trace.longTasks.length);
          entry.total.push(trace.totalMs);
          entry.hydrated.push(trace.hydratedMs);
          entry.load.push(loadNow);
          console.log(
            `round ${roundIndex + 1} ${side} ${page}: blocking ${trace.blockingMs} ms, main thread ${trace.totalMs} ms, ${trace.longTasks.length} long task(s); FCP ${trace.fcpMs} ms, hydrated ${trace.hydratedMs} ms wall (load ${loadNow})`,
          );
          for (const task of trace.longTasks) console.log(`    at ${task.startMs} ms: ${task.simulatedMs} ms (${task.parts.join(', ')})`);
          if (lighthouse) {
            const loadLighthouse = load()[0] ?? NaN;
            const figures = await runLighthouse(ROOT, `${server.url}${page}`, 'mobile');
            entry.tbt.push(figures.tbtMs);
            entry.perf.push(figures.performance);
            console.log(`    Lighthouse: perf ${figures.performance}, TBT ${figures.tbtMs} ms, LCP ${figures.lcpMs} ms, CLS ${figures.cls} (load ${loadLighthouse})`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
  console.log(`\nload average after: ${load().join(' / ')}\n`);
  const header = ['page', 'blocking ms A / B (B/A)', 'longest task ms A / B', 'long tasks A / B', 'main thread ms A / B (B/A)', 'hydrated at ms A / B', 'load (median) A / B'];
  if (lighthouse) header.push('Lighthouse TBT ms A / B (B/A)', 'perf A / B');
  console.log(`| ${header.join(' | ')} |\n|${' --- |'.repeat(header.length)}`);
  for (const page of pages) {
    const a = runs.get(`A ${page}`);
    const b = runs.get(`B ${page}`);
    if (!a || !b) continue;
    const pair = (key: keyof Runs, ratio = false) => {
      const [ma, mb] = [median(a[key]), median(b[key])];
      return `${ma} / ${mb}${ratio ? ` (${round(mb / ma, 2)})` : ''}`;
    };
    const cells = [`\`${page}\``, pair('blocking', true), pair('longest'), pair('count'), pair('total', true), pair('hydrated'), pair('load')];
    if (lighthouse) cells.push(pair('tbt', true), pair('perf'));
    console.log(`| ${cells.join(' | ')} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
