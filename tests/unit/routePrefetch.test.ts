/**
 * Link prefetching from an index (src/plugins/yielding-start/routePrefetch.ts): the index gives each path the
 * chunks Docusaurus's own per-link scan of the route table gives it, and the idle queue spreads the work.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteChunkNames} from '@docusaurus/types';
import {chunkNameLeaves, chunkNamesByPath, idleQueue} from '../../src/plugins/yielding-start/routePrefetch';
import {
  isThemeCommonReactUtils,
  ORIGINAL_REACT_UTILS,
  ORIGINAL_REACT_UTILS_FILE,
  SHALLOW_MEMO_UTILS,
} from '../../src/plugins/yielding-start';
import {sortedEntries} from '../../src/plugins/yielding-start/sortedEntries';
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** Docusaurus 3.10.2's getChunkNamesToLoad (core/lib/client/docusaurus.js) restated: a scan of every key. */
function scan(table: RouteChunkNames, routePath: string): string[] {
  return Object.entries(table)
    .filter(([key]) => key.replace(/-[^-]+$/, '') === routePath)
    .flatMap(([, chunks]) => chunkNameLeaves(chunks));
}

const table: RouteChunkNames = {
  '/dev-docs-0': {__comp: 'layout', __props: 'props-a'},
  '/dev-docs/intro-1': {__comp: 'doc', content: 'intro-md'},
  '/dev-docs/api/rest-2': {__comp: 'doc', content: 'rest-md', nested: {a: 'x', b: {c: 'y'}}},
  // Two routes with one path (a version root and its docs), and a path that itself holds a dash.
  '/dev-docs/api/rest-3': {__comp: 'other'},
  '/user-docs/content-manager/writing-content-4': {__comp: 'doc', content: 'writing-md'},
  '*-5': {__comp: 'notfound'},
};

test('the index gives every path the chunks the per-link scan gives it, in the same order', () => {
  const index = chunkNamesByPath(table);
  for (const routePath of [
    '/dev-docs',
    '/dev-docs/intro',
    '/dev-docs/api/rest',
    '/user-docs/content-manager/writing-content',
    '*',
    '/missing',
  ])
    assert.deepEqual(index.get(routePath) ?? [], scan(table, routePath), routePath);
  assert.deepEqual(index.get('/dev-docs/api/rest'), ['doc', 'rest-md', 'x', 'y', 'other']);
});

test('the idle queue runs jobs in order, as many per idle period as fit, at least one', () => {
  const periods: Array<(deadline: {timeRemaining: () => number}) => void> = [];
  const enqueue = idleQueue((work) => periods.push(work));
  const ran: number[] = [];
  for (const n of [1, 2, 3, 4]) enqueue(() => ran.push(n));
  assert.equal(periods.length, 1, 'one idle callback for the whole batch');
  assert.equal(ran.length, 0, 'nothing runs in the task that queued');
  let budget = 2;
  periods.shift()?.({timeRemaining: () => (budget-- > 0 ? 10 : 0)});
  assert.deepEqual(ran, [1, 2, 3]);
  periods.shift()?.({timeRemaining: () => 0});
  assert.deepEqual(ran, [1, 2, 3, 4]);
  assert.equal(periods.length, 0);
  enqueue(() => ran.push(5));
  assert.equal(periods.length, 1, 'a new job after the queue emptied asks for a new idle period');
});

test('an idle period that lasts stops the slice once its time budget is spent, then asks for another', () => {
  const periods: Array<(deadline: {timeRemaining: () => number}) => void> = [];
  let clock = 0;
  const enqueue = idleQueue(
    (work) => periods.push(work),
    () => clock,
    8,
  );
  const ran: number[] = [];
  // Each job takes 3 ms of the clock; the idle period says 45 ms remain throughout.
  for (const n of [1, 2, 3, 4, 5, 6]) enqueue(() => (ran.push(n), (clock += 3)));
  periods.shift()?.({timeRemaining: () => 45});
  assert.deepEqual(ran, [1, 2, 3], 'three jobs (9 ms) reach the 8 ms budget; the rest wait');
  assert.equal(periods.length, 1, 'the rest go to the next idle period');
  periods.shift()?.({timeRemaining: () => 45});
  assert.deepEqual(ran, [1, 2, 3, 4, 5, 6]);
  assert.equal(periods.length, 0);
  // A single job longer than the budget still runs: at least one per period.
  enqueue(() => (ran.push(7), (clock += 20)));
  periods.shift()?.({timeRemaining: () => 45});
  assert.deepEqual(ran.at(-1), 7);
});

test("only theme-common's own imports of utils/reactUtils are pointed at the copy without localeCompare", () => {
  const lib = path.dirname(require.resolve('@docusaurus/theme-common'));
  assert.ok(isThemeCommonReactUtils('../utils/reactUtils', path.join(lib, 'hooks')));
  assert.ok(isThemeCommonReactUtils('../../utils/reactUtils', path.join(lib, 'contexts', 'navbarSecondaryMenu')));
  assert.ok(isThemeCommonReactUtils('./reactUtils', path.join(lib, 'utils')));
  assert.ok(isThemeCommonReactUtils('./utils/reactUtils', lib));
  // The copy's own import of the original ends in .js; another package's reactUtils is left alone.
  assert.ok(!isThemeCommonReactUtils('../utils/reactUtils.js', path.join(lib, 'hooks')));
  assert.ok(!isThemeCommonReactUtils('./reactUtils', path.dirname(SHALLOW_MEMO_UTILS)));
});

test('the copy reaches the original reactUtils by an alias to the file Node resolves, not by a path into node_modules', () => {
  const copy = readFileSync(SHALLOW_MEMO_UTILS, 'utf8');
  assert.doesNotMatch(copy, /node_modules/);
  assert.match(copy, new RegExp(`from '${ORIGINAL_REACT_UTILS}'`));
  const lib = path.dirname(require.resolve('@docusaurus/theme-common'));
  assert.equal(ORIGINAL_REACT_UTILS_FILE, path.join(lib, 'utils', 'reactUtils.js'));
  // The original still defines what the copy re-exports and the one hook it replaces.
  const original = readFileSync(ORIGINAL_REACT_UTILS_FILE, 'utf8');
  for (const name of ['useEvent', 'usePrevious', 'ReactContextError', 'composeProviders', 'useShallowMemoObject'])
    assert.match(original, new RegExp(`export (?:function|class) ${name}\\b`));
  // The alias is not itself taken for one of theme-common's imports of reactUtils.
  assert.ok(!isThemeCommonReactUtils(ORIGINAL_REACT_UTILS, path.dirname(SHALLOW_MEMO_UTILS)));
});

test('the shallow memo orders keys the same way whatever order the object was written in', () => {
  assert.deepEqual(
    sortedEntries({b: 1, a: 2, childList: 3, attributes: 4}),
    sortedEntries({attributes: 4, childList: 3, a: 2, b: 1}),
  );
  assert.deepEqual(
    sortedEntries({subtree: true, attributes: true}).map(([key]) => key),
    ['attributes', 'subtree'],
  );
});
