/**
 * The main-thread tasks of a first visit, read from a Chromium performance trace (issue 22, "Hydration that
 * yields"). Each task is measured in CPU time of the renderer's main thread (the trace's `tdur`), not wall time:
 * on a busy machine the thread waits for a core and wall times grow with the load, while the work a task does
 * stays about the same. Lighthouse's mobile run simulates a CPU four times slower by multiplying task durations,
 * so a task counts as long here when four times its CPU time exceeds 50 ms, and the blocking time is the sum,
 * over the page's tasks from its first parsed byte, of four times their CPU time minus 50 ms. (Lighthouse counts
 * from the first contentful paint; on a loaded machine the real paint can come after main.js has run, which would
 * leave main.js out, so the count starts earlier here, the same for both builds.)
 */
import type {Browser} from '@playwright/test';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {url?: string; functionName?: string; type?: string; documentLoaderURL?: string};
    beginData?: {url?: string};
  };
}

export interface LongTask {
  /** Start, ms of wall time after navigation start. */
  startMs: number;
  /** CPU time of the task × the slowdown. */
  simulatedMs: number;
  /** The biggest pieces of work inside the task (CPU time × the slowdown), e.g. `evaluate main.js 180 ms`. */
  parts: string[];
}

export interface TraceFigures {
  path: string;
  fcpMs: number;
  /** When `data-has-hydrated` on <html> turned "true", ms of wall time after navigation start. */
  hydratedMs: number;
  /** Sum over the page's tasks of (CPU time × slowdown − 50 ms). */
  blockingMs: number;
  /** Main-thread CPU time from navigation to hydration plus 1 s of quiet, × slowdown. */
  totalMs: number;
  longTasks: LongTask[];
}

export const LONG_TASK_MS = 50;
/** Lighthouse's mobile CPU slowdown. */
export const CPU_SLOWDOWN = 4;

export const fileOf = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).replace(/\.[0-9a-f]{8}\.js$/, '.js') : '');

/** What a piece of work inside a task is called in the summaries (this file's and navigationTrace.ts's). */
export function label(event: TraceEvent): string | undefined {
  const data = event.args?.data;
  switch (event.name) {
    case 'EvaluateScript':
      return `evaluate ${fileOf(data?.url) || 'inline'}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${fileOf(data?.url)}`;
    case 'FunctionCall':
      return `call ${fileOf(data?.url)}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'FireIdleCallback':
      return 'idle callback';
    case 'EventDispatch':
      return `event ${data?.type ?? ''}`;
    case 'RunMicrotasks':
      return 'microtasks';
    case 'ParseHTML':
      return 'parse HTML';
    case 'Layout':
      return 'layout';
    case 'UpdateLayoutTree':
      return 'style';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
      return 'paint';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'MajorGC':
    case 'MinorGC':
      return 'GC';
    default:
      return undefined;
  }
}

const cpu = (event: TraceEvent) => event.tdur ?? event.dur ?? 0;

/** The main thread of the renderer that loaded a page of `origin`, its navigation start and FCP. */
export function pageThread(events: TraceEvent[], origin: string): {pid: number; tid: number; navigationUs: number; parseUs: number; fcpUs: number} {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(origin));
  if (!parse) throw new Error(`no ParseHTML of ${origin} in the trace`);
  const {pid, tid} = parse;
  const navigation = events.find((event) => event.pid === pid && event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith(origin));
  const fcp = events.find((event) => event.pid === pid && event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`no firstContentfulPaint of ${origin} in the trace`);
  return {pid, tid, navigationUs: navigation?.ts ?? parse.ts, parseUs: parse.ts, fcpUs: fcp.ts};
}

/** Long tasks, blocking and total time of one page's trace. */
export function longTasksOf(events: TraceEvent[], origin: string, slowdown = CPU_SLOWDOWN): Omit<TraceFigures, 'path' | 'hydratedMs'> {
  const {pid, tid, navigationUs, parseUs, fcpUs} = pageThread(events, origin);
  const own = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined);
  // From the task that parsed the page's first bytes (earlier ones unload the previous document).
  const tasks = own.filter((event) => event.name === 'RunTask' && event.ts + (event.dur ?? 0) >= parseUs);
  const longTasks: LongTask[] = [];
  let blockingUs = 0;
  let totalUs = 0;
  for (const task of tasks) {
    const simulatedUs = cpu(task) * slowdown;
    totalUs += simulatedUs;
    if (simulatedUs <= LONG_TASK_MS * 1000) continue;
    blockingUs += simulatedUs - LONG_TASK_MS * 1000;
    const taskEnd = task.ts + (task.dur ?? 0);
    const inside = own
      .filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= taskEnd && label(event))
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    // Self time per kind of work: each labelled event minus the labelled events nested in it (a forced layout
    // inside a script call counts as layout).
    const totals = new Map<string, number>();
    const open: TraceEvent[] = [];
    for (const event of inside) {
      while (open.length > 0 && (open.at(-1)?.ts ?? 0) + (open.at(-1)?.dur ?? 0) < event.ts + (event.dur ?? 0)) open.pop();
      const parent = open.at(-1);
      const name = label(event) ?? '';
      totals.set(name, (totals.get(name) ?? 0) + cpu(event) * slowdown);
      if (parent) {
        const parentName = label(parent) ?? '';
        totals.set(parentName, (totals.get(parentName) ?? 0) - cpu(event) * slowdown);
      }
      open.push(event);
    }
    const parts = [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, us]) => `${name} ${Math.round(us / 1000)} ms`);
    longTasks.push({startMs: Math.round((task.ts - navigationUs) / 1000), simulatedMs: Math.round(simulatedUs / 1000), parts});
  }
  return {
    fcpMs: Math.round((fcpUs - navigationUs) / 1000),
    blockingMs: Math.round(blockingUs / 1000),
    totalMs: Math.round(totalUs / 1000),
    longTasks,
  };
}

const QUIET_MESSAGE = 'bench:hydration quiet, hydrated at ';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  '__metadata',
].join(',');

/** One traced first visit of `url` in a fresh context, at the size of Lighthouse's mobile screen. */
export async function traceFirstVisit(browser: Browser, url: string): Promise<TraceFigures> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1});
  // The page itself reports, on the console, when Docusaurus marked it hydrated (its effect sets data-has-hydrated
  // on <html> to "true"; the served HTML has it "false") and when it then had 1 s without a long task (effects and idle work belong to the visit too).
  // Nothing is evaluated in the page during the trace: Playwright's evaluate would add its own script's tasks.
  await context.addInitScript(`(function () {
    var hydrated = NaN, last = 0;
    try {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) { last = Math.max(last, entry.startTime + entry.duration); });
      }).observe({type: 'longtask', buffered: true});
    } catch (error) {}
    new MutationObserver(function (_, observer) {
      if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return;
      observer.disconnect();
      hydrated = performance.now();
      (function check() {
        if (performance.now() - Math.max(last, hydrated) > 1000) console.log('${QUIET_MESSAGE}' + hydrated);
        else setTimeout(check, 250);
      })();
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  })();`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (payload) => events.push(...(payload.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {categories: CATEGORIES, transferMode: 'ReportEvents'});
  const quiet = page.waitForEvent('console', {predicate: (message) => message.text().startsWith(QUIET_MESSAGE), timeout: 180_000});
  await page.goto(url, {waitUntil: 'load'});
  const hydratedMs = Number((await quiet).text().slice(QUIET_MESSAGE.length));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const origin = new URL(url).origin;
  return {path: new URL(url).pathname, hydratedMs: Math.round(hydratedMs), ...longTasksOf(events, origin)};
}
