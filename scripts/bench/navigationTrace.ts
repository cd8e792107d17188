/**
 * Where a client navigation's time goes, read from a Chromium performance trace taken around the click
 * (scripts/bench/navigationPaint.ts): each main-thread task between the click input and the frame that painted
 * the new title, with its biggest pieces of work, and the JavaScript functions that took the most of that time
 * (V8's sampling profiler, in the same trace). Wall time and CPU time are both given: on a shared machine the
 * thread may wait for a core, and only the CPU time is the page's own work.
 */
import type {CDPSession, Page} from '@playwright/test';
import {fileOf, label, type TraceEvent} from './hydrationTrace';

export const NAVIGATION_TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
  '__metadata',
  // BENCH_NAV_TRACE_CATEGORIES adds categories (e.g. cc,viz,gpu for the compositor's side of a frame).
  ...(process.env.BENCH_NAV_TRACE_CATEGORIES ?? '').split(',').filter(Boolean),
].join(',');

const SYNC_MARK = 'bench-nav-sync';

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: {functionName: string; url: string; lineNumber: number; columnNumber: number};
}

type NavigationTraceEvent = TraceEvent & {
  id?: string;
  args?: TraceEvent['args'] & {
    data?: {
      type?: string;
      startTime?: number;
      cpuProfile?: {nodes?: ProfileNode[]; samples?: number[]};
      timeDeltas?: number[];
    };
  };
};

/** Starts a trace of the page (call right before the click) and returns the function that ends it. */
export async function startNavigationTrace(page: Page): Promise<() => Promise<{events: NavigationTraceEvent[]; markMs: number}>> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: NavigationTraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (payload) => events.push(...(payload.value as unknown as NavigationTraceEvent[])));
  await cdp.send('Tracing.start', {categories: NAVIGATION_TRACE_CATEGORIES, transferMode: 'ReportEvents'});
  // A user-timing mark ties the page's clock (performance.now) to the trace's.
  const markMs = await page.evaluate((name) => performance.mark(name).startTime, SYNC_MARK);
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    return {events, markMs};
  };
}

/** Self time per kind of work inside one task, µs of CPU time, largest first. */
function partsOf(own: NavigationTraceEvent[], task: NavigationTraceEvent): Array<[string, number]> {
  const end = task.ts + (task.dur ?? 0);
  const inside = own
    .filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && label(event))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const open: NavigationTraceEvent[] = [];
  const cpu = (event: NavigationTraceEvent) => event.tdur ?? event.dur ?? 0;
  for (const event of inside) {
    while (open.length > 0 && (open.at(-1)?.ts ?? 0) + (open.at(-1)?.dur ?? 0) < event.ts + (event.dur ?? 0)) open.pop();
    const parent = open.at(-1);
    const name = label(event) ?? '';
    totals.set(name, (totals.get(name) ?? 0) + cpu(event));
    if (parent) totals.set(label(parent) ?? '', (totals.get(label(parent) ?? '') ?? 0) - cpu(event));
    open.push(event);
  }
  return [...totals].filter(([, us]) => us > 0).sort((a, b) => b[1] - a[1]);
}

export interface NavigationTask {
  /** Start, ms after the click input. */
  atMs: number;
  wallMs: number;
  cpuMs: number;
  parts: string[];
}

export interface NavigationBreakdown {
  tasks: NavigationTask[];
  /** JS functions by self time (samples) between click and paint, `name file:line ms`. */
  functions: string[];
  /** Samples by script file between click and paint. */
  files: string[];
}

/** The tasks and JS functions of the renderer's main thread from `clickMs` to `paintMs` (page clock). */
export function navigationBreakdown(
  events: NavigationTraceEvent[],
  markMs: number,
  clickMs: number,
  paintMs: number,
): NavigationBreakdown {
  const mark = events.find((event) => event.name === SYNC_MARK && event.cat.includes('user_timing'));
  if (!mark) throw new Error(`no ${SYNC_MARK} mark in the trace`);
  const toTrace = (ms: number) => mark.ts + (ms - markMs) * 1000;
  const clickUs = toTrace(clickMs);
  const paintUs = toTrace(paintMs);
  const click = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click');
  const {pid, tid} = click ?? mark;
  const own = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined);
  const tasks = own
    .filter((event) => event.name === 'RunTask' && event.ts + (event.dur ?? 0) >= clickUs && event.ts <= paintUs && (event.dur ?? 0) >= 1000)
    .map((task) => ({
      atMs: Math.round((task.ts - clickUs) / 1000),
      wallMs: Math.round((task.dur ?? 0) / 1000),
      cpuMs: Math.round((task.tdur ?? task.dur ?? 0) / 1000),
      parts: partsOf(own, task)
        .slice(0, 5)
        .map(([name, us]) => `${name} ${Math.round(us / 1000)} ms`),
    }));

  // V8's samples: a Profile event starts each thread's profile, ProfileChunk events carry nodes and samples.
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  const nodes = new Map<number, ProfileNode>();
  const bySelf = new Map<string, number>();
  const byFile = new Map<string, number>();
  if (profile) {
    let time = profile.args?.data?.startTime ?? 0;
    for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.id === profile.id)) {
      for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const samples = chunk.args?.data?.cpuProfile?.samples ?? [];
      const deltas = chunk.args?.data?.timeDeltas ?? [];
      samples.forEach((id, index) => {
        const delta = deltas[index] ?? 0;
        time += delta;
        if (time < clickUs || time > paintUs) return;
        const frame = nodes.get(id)?.callFrame;
        if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
        const key = `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}:${frame.lineNumber + 1}`;
        bySelf.set(key, (bySelf.get(key) ?? 0) + delta);
        const file = fileOf(frame.url) || frame.functionName;
        byFile.set(file, (byFile.get(file) ?? 0) + delta);
      });
    }
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)} ms`);
  return {tasks, functions: top(bySelf, 25), files: top(byFile, 10)};
}
