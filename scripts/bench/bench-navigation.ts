/**
 * `npm run bench:navigation -- <build A> [<build B>] [--rounds N] [--trace DIR] [--cpu N]`: client navigation to a
 * prefetched page, click to the new title's paint (scripts/bench/navigationPaint.ts says what is measured), on
 * the benchmark's sidebar links, builds interleaved (A B A B … per link and round), medians, with the 1-minute
 * load average beside each run. `--trace DIR` also records each navigation's Chromium trace (DIR/<run>.json) and
 * prints where the time went (scripts/bench/navigationTrace.ts). `--cpu N` slows the page's CPU N times (CDP
 * Emulation), as a phone would be. Under load only ratios taken in the same run mean anything.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {loadavg} from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {startStaticServer, type RunningServer} from '../serve/staticServer';
import {launchBrowser, round} from './measure';
import {NAVIGATIONS} from './benchPages';
import {measureNavigationPaint, type NavigationOptions} from './navigationPaint';
import {navigationBreakdown, startNavigationTrace} from './navigationTrace';

const VALUE_OPTIONS = ['--rounds', '--trace', '--cpu', '--links'];

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

const load = () => round(loadavg()[0] ?? NaN, 1);
/** The one port this bench serves on; each run starts its build's server there and stops it after. */
const PORT = Number(process.env.BENCH_NAV_PORT ?? 4302);

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const builds = args.filter((arg, index) => !arg.startsWith('--') && !VALUE_OPTIONS.includes(args[index - 1] ?? ''));
  if (builds.length < 1 || builds.length > 2)
    throw new Error('usage: npm run bench:navigation -- <build A> [<build B>] [--rounds N] [--trace DIR] [--cpu N] [--links N]');
  const rounds = Number(option(args, '--rounds') ?? 3);
  const traceDir = option(args, '--trace');
  const cpu = Number(option(args, '--cpu') ?? 1);
  // --links N: the first N links; --links 2,3: those links (1-based).
  const linksOption = option(args, '--links');
  const links = linksOption?.includes(',')
    ? linksOption.split(',').flatMap((n) => NAVIGATIONS.slice(Number(n) - 1, Number(n)))
    : NAVIGATIONS.slice(0, Number(linksOption ?? NAVIGATIONS.length));
  if (traceDir) await mkdir(traceDir, {recursive: true});
  console.log(
    `bench:navigation: ${builds.map((build, index) => `${'AB'[index]} = ${build}`).join(', ')}; ${rounds} round(s), CPU × ${cpu}; load average before ${loadavg().map((value) => round(value, 1)).join(' / ')}`,
  );
  const runs = new Map<string, {ms: number[]; domMs: number[]; frameMs: number[]; load: number[]}>();
  const browser = await launchBrowser();
  try {
    for (let roundIndex = 0; roundIndex < rounds; roundIndex += 1) {
      for (const [from, link] of links) {
        for (const [index, build] of builds.entries()) {
          const side = 'AB'[index] ?? '?';
          const key = `${side} ${from} → ${link}`;
          const entry = runs.get(key) ?? {ms: [], domMs: [], frameMs: [], load: []};
          runs.set(key, entry);
          let stopTrace: Awaited<ReturnType<typeof startNavigationTrace>> | undefined;
          let trace: Awaited<ReturnType<NonNullable<typeof stopTrace>>> | undefined;
          const around: NavigationOptions['around'] = {
            before: async (page: Page) => {
              if (cpu !== 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: cpu});
              if (traceDir) stopTrace = await startNavigationTrace(page);
            },
            after: async () => {
              trace = await stopTrace?.();
            },
          };
          const loadNow = load();
          const server: RunningServer = await startStaticServer({root: path.resolve(build), port: PORT});
          const figures = await measureNavigationPaint(browser, server.url, from, link, {around})
            .catch((error: unknown) => {
              console.warn(`${key}: skipped: ${(error as Error).message.split('\n')[0]}`);
              return undefined;
            })
            .finally(() => server.close());
          if (!figures) continue;
          entry.ms.push(figures.ms);
          entry.domMs.push(figures.domMs);
          entry.frameMs.push(figures.frameMs);
          entry.load.push(loadNow);
          console.log(
            `round ${roundIndex + 1} ${key}: painted ${figures.ms} ms (in DOM ${figures.domMs} ms, old measure ${figures.frameMs} ms)` +
              `${figures.chunkRequests ? `, script(s) requested after the click: ${figures.chunkFiles.join(', ')}` : ''} (load ${loadNow})`,
          );
          if (trace) {
            const {events, markMs} = trace;
            const file = path.join(traceDir ?? '.', `${roundIndex + 1}-${side}-${from.replaceAll('/', '_')}.json`);
            await writeFile(file, JSON.stringify({traceEvents: events}));
            const breakdown = navigationBreakdown(events, markMs, figures.clock.clickMs, figures.clock.paintMs);
            for (const task of breakdown.tasks)
              console.log(`    task at ${task.atMs} ms: ${task.wallMs} ms wall, ${task.cpuMs} ms CPU (${task.parts.join(', ')})`);
            console.log(`    by file: ${breakdown.files.join('; ')}`);
            for (const fn of breakdown.functions.slice(0, 12)) console.log(`      ${fn}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log('\n| link | ' + builds.map((_, index) => `${'AB'[index]} painted ms (in DOM) | load`).join(' | ') + ' |');
  console.log('| --- |' + builds.map(() => ' --- | --- |').join(''));
  for (const [from, link] of links) {
    const cells = builds.map((_, index) => {
      const entry = runs.get(`${'AB'[index]} ${from} → ${link}`);
      return entry ? `${median(entry.ms)} (${median(entry.domMs)}) | ${median(entry.load)}` : '– | –';
    });
    console.log(`| ${from} → ${link} | ${cells.join(' | ')} |`);
  }
  const all = (side: string) => [...runs].filter(([key]) => key.startsWith(`${side} `)).flatMap(([, entry]) => entry.ms);
  console.log(`median of all runs: ${builds.map((_, index) => `${'AB'[index]} ${median(all('AB'[index] ?? ''))} ms`).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
