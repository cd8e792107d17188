/**
 * The long-task reading of `npm run bench:hydration` (scripts/bench/hydrationTrace.ts) on a small trace written
 * here: tasks of the page's own renderer only, from the one that parsed its first bytes, CPU time × 4.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {longTasksOf, type TraceEvent} from '../../scripts/bench/hydrationTrace';

const ORIGIN = 'http://127.0.0.1:4301';
const page = {pid: 7, tid: 7};
const other = {pid: 9, tid: 9};
const ms = (value: number) => value * 1000;

function task(at: number, cpu: number, wall = cpu * 3, where = page): TraceEvent {
  return {name: 'RunTask', cat: 'toplevel', ph: 'X', ts: ms(at), dur: ms(wall), tdur: ms(cpu), ...where};
}

const events: TraceEvent[] = [
  {
    name: 'ParseHTML',
    cat: 'devtools.timeline',
    ph: 'X',
    ts: ms(1010),
    dur: ms(1),
    ...page,
    args: {beginData: {url: `${ORIGIN}/dev-docs/intro`}},
  },
  {
    name: 'navigationStart',
    cat: 'blink.user_timing',
    ph: 'R',
    ts: ms(1000),
    ...page,
    args: {data: {documentLoaderURL: `${ORIGIN}/dev-docs/intro`}},
  },
  {name: 'firstContentfulPaint', cat: 'loading', ph: 'R', ts: ms(1100), ...page},
  // Before the page's first bytes (the previous document's unload): not counted.
  task(900, 30),
  // Parses the page (ParseHTML at 1010 ms) and blocks 4 × 20 − 50 = 30 ms.
  task(1005, 20),
  // 4 × 12 ms = 48 ms is not long; 4 × 40 ms = 160 ms blocks 110 ms.
  task(1200, 12),
  task(1300, 40),
  {
    name: 'EvaluateScript',
    cat: 'devtools.timeline',
    ph: 'X',
    ts: ms(1301),
    dur: ms(100),
    tdur: ms(30),
    ...page,
    args: {data: {url: `${ORIGIN}/assets/js/main.0123abcd.js`}},
  },
  // A layout forced by that script counts as layout, not as the script's.
  {name: 'Layout', cat: 'devtools.timeline', ph: 'X', ts: ms(1310), dur: ms(20), tdur: ms(10), ...page},
  // Another renderer (the browser's own pages): ignored.
  task(1400, 100, 300, other),
];

test('long tasks and blocking time in CPU time × 4, from the first bytes of the page', () => {
  const figures = longTasksOf(events, ORIGIN);
  assert.equal(figures.fcpMs, 100);
  assert.deepEqual(
    figures.longTasks.map((t) => [t.startMs, t.simulatedMs]),
    [
      [5, 80],
      [300, 160],
    ],
  );
  assert.equal(figures.blockingMs, 30 + 110);
  assert.equal(figures.totalMs, 4 * (20 + 12 + 40));
  assert.deepEqual(figures.longTasks[1]?.parts, ['evaluate main.js 80 ms', 'layout 40 ms']);
});

test('a trace without the page fails, naming the origin', () => {
  assert.throws(() => longTasksOf(events, 'http://127.0.0.1:9999'), /no ParseHTML of http:\/\/127\.0\.0\.1:9999/);
});
