/**
 * npx tsx scripts/search/profile-cold-search.ts <buildDir>[,<buildDir>…] [--rounds=3]
 *
 * Where the cold first result goes, on each build in turn (interleaved,
 * `rounds` times): the page loads as in bench:search, then Ctrl+K and
 * "populate" typed; in the page, the times from the key press of the dialog
 * chunk, the index request (sent, received, parsed), the postings shards,
 * the section texts, the first result drawn, the long tasks in between and
 * the main thread's CPU time by script (a V8 CPU profile). Load average beside
 * each run: the machine is shared.
 */
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from '../../src/lib/chromium';
import {startStaticServer} from '../serve/staticServer';

interface Timeline {
  keyAt: number;
  firstOptionAt: number;
  resources: {name: string; start: number; end: number; bytes: number}[];
  jsonParsed: {name: string; at: number}[];
  longTasks: {start: number; duration: number}[];
}

interface CpuProfileNode {
  id: number;
  callFrame: {functionName: string; url: string};
  hitCount?: number;
  children?: number[];
}

/** Installed before the page's scripts: when each fetched JSON body is parsed, and the long tasks. */
const INSTRUMENT = () => {
  const state = window as unknown as {__cold: {jsonParsed: {name: string; at: number}[]; longTasks: unknown[]}};
  state.__cold = {jsonParsed: [], longTasks: []};
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the response as this, below.
  const json = Response.prototype.json;
  Response.prototype.json = function (this: Response) {
    const url = this.url;
    return json.call(this).then((value: unknown) => {
      state.__cold.jsonParsed.push({name: url, at: performance.now()});
      return value;
    });
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.__cold.longTasks.push({start: entry.startTime, duration: entry.duration});
  }).observe({type: 'longtask', buffered: true});
};

async function profileOnce(browser: Browser, origin: string): Promise<{timeline: Timeline; cpu: Map<string, number>}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(INSTRUMENT);
  await page.goto(`${origin}/`, {waitUntil: 'networkidle'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForTimeout(1000);
  await page.evaluate(() => {
    const state = window as unknown as {__coldKeyAt?: number; __coldOptionAt?: number};
    window.addEventListener('keydown', () => (state.__coldKeyAt ??= performance.now()), {capture: true});
    new MutationObserver((_, observer) => {
      if (document.querySelector('[role="dialog"] [role="option"]')) {
        state.__coldOptionAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, {subtree: true, childList: true});
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 200});
  await cdp.send('Profiler.start');
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').getByRole('combobox').fill('populate');
  await page.getByRole('dialog').getByRole('option').first().waitFor();
  const {profile} = (await cdp.send('Profiler.stop')) as {
    profile: {nodes: CpuProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[]};
  };
  await page.waitForTimeout(300);
  const timeline = await page.evaluate((): Timeline => {
    const state = window as unknown as {
      __coldKeyAt: number;
      __coldOptionAt: number;
      __cold: {jsonParsed: {name: string; at: number}[]; longTasks: {start: number; duration: number}[]};
    };
    const keyAt = state.__coldKeyAt;
    return {
      keyAt,
      firstOptionAt: state.__coldOptionAt,
      resources: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= keyAt - 1)
        .map((entry) => {
          const resource = entry as PerformanceResourceTiming;
          return {
            name: resource.name,
            start: resource.startTime,
            end: resource.responseEnd,
            bytes: resource.encodedBodySize,
          };
        }),
      jsonParsed: state.__cold.jsonParsed.filter((item) => item.at >= keyAt),
      longTasks: state.__cold.longTasks.filter((task) => task.start + task.duration >= keyAt),
    };
  });
  await context.close();
  // Self time per script (file name), from the samples.
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const cpu = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const url = node?.callFrame.url ? path.basename(new URL(node.callFrame.url).pathname) : '';
    const key = url || node?.callFrame.functionName || '(native)';
    cpu.set(key, (cpu.get(key) ?? 0) + delta);
  });
  return {timeline, cpu};
}

function describe(label: string, {timeline, cpu}: {timeline: Timeline; cpu: Map<string, number>}): string {
  const at = (value: number) => `${(value - timeline.keyAt).toFixed(0)}`;
  const lines = [
    `${label}: first result drawn at ${at(timeline.firstOptionAt)} ms after the key (load ${os.loadavg()[0]?.toFixed(1)})`,
  ];
  for (const resource of timeline.resources) {
    const name = path.basename(new URL(resource.name).pathname);
    const parsed = timeline.jsonParsed.find((item) => item.name === resource.name);
    lines.push(
      `  ${name.padEnd(34)} ${at(resource.start).padStart(5)} -> ${at(resource.end).padStart(5)} ms${parsed ? `, parsed ${at(parsed.at)}` : ''}  (${(resource.bytes / 1024).toFixed(1)} KB)`,
    );
  }
  lines.push(
    `  long tasks: ${timeline.longTasks.map((task) => `${at(task.start)}+${task.duration.toFixed(0)}`).join(', ') || 'none'}`,
  );
  const top = [...cpu]
    .filter(([key]) => key !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  lines.push(`  CPU by script: ${top.map(([key, ms]) => `${key} ${ms.toFixed(0)}`).join(', ')}`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dirs = (args.find((arg) => !arg.startsWith('--')) ?? 'build').split(',').map((dir) => path.resolve(dir));
  const rounds = Number(args.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 3);
  const servers = await Promise.all(dirs.map((root) => startStaticServer({root, headers: false, gzip: false})));
  const browser = await chromium.launch({executablePath: chromiumPath(), args: [...CHROMIUM_ARGS]});
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const [position, server] of servers.entries()) {
        const result = await profileOnce(browser, server.url);
        console.log(describe(`round ${round}, ${dirs[position]}`, result));
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
