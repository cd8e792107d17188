/**
 * The yielding client entry (src/plugins/yielding-start): its steps run in order, each after the browser got
 * the thread back, and the plugin replaces exactly the file Docusaurus uses as its client entry.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {runInTasks, yieldToBrowser} from '../../src/plugins/yielding-start/yieldToBrowser';
import {DOCUSAURUS_CLIENT_ENTRY, YIELDING_CLIENT_ENTRY} from '../../src/plugins/yielding-start';

test('each step after the first runs in a new task, in order', async () => {
  const log: string[] = [];
  let yields = 0;
  const yieldFn = async () => {
    yields += 1;
    log.push(`yield ${yields}`);
    await new Promise((resolve) => setImmediate(resolve));
  };
  await runInTasks(
    [
      () => log.push('a'),
      async () => {
        await Promise.resolve();
        log.push('b');
      },
      () => log.push('c'),
    ],
    yieldFn,
  );
  assert.deepEqual(log, ['a', 'yield 1', 'b', 'yield 2', 'c']);
});

test('a task of its own: a timer queued before the yield runs before the next step', async () => {
  const log: string[] = [];
  await runInTasks([() => setTimeout(() => log.push('timer'), 0), () => log.push('second step')], () =>
    yieldToBrowser({setTimeout}),
  );
  assert.deepEqual(log, ['timer', 'second step']);
});

test('scheduler.yield is used where the browser has it', async () => {
  let calls = 0;
  const scheduler = {yield: () => ((calls += 1), Promise.resolve())};
  await yieldToBrowser({scheduler, setTimeout: () => assert.fail('no timer when scheduler.yield exists')});
  assert.equal(calls, 1);
});

test('a failing step stops the rest', async () => {
  const log: string[] = [];
  await assert.rejects(
    runInTasks([() => log.push('a'), () => Promise.reject(new Error('chunk')), () => log.push('never')], () =>
      Promise.resolve(),
    ),
    /chunk/,
  );
  assert.deepEqual(log, ['a']);
});

test('the replaced file is the client entry of @docusaurus/core, which hydrates the server HTML', () => {
  const clientConfig = readFileSync(
    path.join(path.dirname(DOCUSAURUS_CLIENT_ENTRY), '..', 'webpack', 'client.js'),
    'utf8',
  );
  assert.match(clientConfig, /entry: path_1\.default\.resolve\(__dirname, '\.\.\/client\/clientEntry\.js'\)/);
  assert.match(readFileSync(DOCUSAURUS_CLIENT_ENTRY, 'utf8'), /ReactDOM\.hydrateRoot\(container, app/);
  assert.match(readFileSync(YIELDING_CLIENT_ENTRY, 'utf8'), /hydrateRoot\(container, app/);
});
