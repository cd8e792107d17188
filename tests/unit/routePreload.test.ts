/**
 * The page's route chunks requested one route per task (src/plugins/yielding-start/routePreload.ts): the same
 * routes as Docusaurus's preload, each `preload()` after a yield, and a failed chunk rejects `Promise.all` without
 * an unhandled rejection before it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from 'react-router-config';
import {preloadInTasks} from '../../src/plugins/yielding-start/routePreload';

function route(path: string, log: string[], result: () => Promise<unknown> = () => Promise.resolve()): RouteConfig {
  const component = Object.assign(() => null, {
    preload: () => {
      log.push(`preload ${path}`);
      return result();
    },
  });
  return {path, component};
}

test('each matched route is preloaded after a yield of its own, in match order', async () => {
  const log: string[] = [];
  const routes = [route('/docs', log), route('/docs/intro', log)];
  const pending = await preloadInTasks(
    '/docs/intro',
    routes,
    async () => {
      log.push('yield');
    },
    (table, path) => (path === '/docs/intro' ? table.map((entry) => ({route: entry})) : []),
  );
  assert.deepEqual(log, ['yield', 'preload /docs', 'yield', 'preload /docs/intro']);
  assert.equal(pending.length, 2);
  await Promise.all(pending);
});

test('the path and its decoded form are matched, once each, as in Docusaurus', async () => {
  const asked: string[] = [];
  const none = await preloadInTasks(
    '/a%20b',
    [],
    () => Promise.resolve(),
    (_, path) => (asked.push(path), []),
  );
  const alsoNone = await preloadInTasks(
    '/plain',
    [],
    () => Promise.resolve(),
    (_, path) => (asked.push(path), []),
  );
  assert.deepEqual(asked, ['/a%20b', '/a b', '/plain']);
  assert.deepEqual([...none, ...alsoNone], []);
});

test('a chunk that fails before the last route is started is not an unhandled rejection, and Promise.all rejects', async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const log: string[] = [];
    const failure = new Error('chunk failed');
    const routes = [route('/docs', log, () => Promise.reject(failure)), route('/docs/intro', log)];
    const pending = await preloadInTasks(
      '/docs/intro',
      routes,
      // A real task boundary: the first rejection settles before the second route is started.
      () => new Promise((resolve) => setImmediate(resolve)),
      (table) => table.map((entry) => ({route: entry})),
    );
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(unhandled, []);
    await assert.rejects(Promise.all(pending), failure);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
