/**
 * The yielding client entry (src/plugins/yielding-start): its steps run in order, each after the browser got
 * the thread back, and the plugin replaces exactly the file Docusaurus uses as its client entry.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {runInTasks, yieldToBrowser} from '../../src/plugins/yielding-start/yieldToBrowser';
import {
  DOCUSAURUS_CLIENT_ENTRY,
  REPLACED_MODULES,
  replacementFor,
  YIELDING_BROWSER_CONTEXT,
  YIELDING_CLIENT_ENTRY,
  YIELDING_WINDOW_SIZE,
} from '../../src/plugins/yielding-start';

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

test("Docusaurus's own relative imports of browserContext and useWindowSize are pointed at the transition copies", () => {
  const client = path.dirname(DOCUSAURUS_CLIENT_ENTRY);
  const themeCommon = path.dirname(require.resolve('@docusaurus/theme-common'));
  // The importers as Docusaurus 3.10.2 writes them (App.js, exports/useIsBrowser.js, index.js, contexts/navbarMobileSidebar.js).
  assert.match(readFileSync(path.join(client, 'App.js'), 'utf8'), /from '\.\/browserContext'/);
  assert.match(readFileSync(path.join(client, 'exports', 'useIsBrowser.js'), 'utf8'), /from '\.\.\/browserContext'/);
  assert.match(readFileSync(path.join(themeCommon, 'index.js'), 'utf8'), /from '\.\/hooks\/useWindowSize'/);
  assert.equal(replacementFor('./browserContext', client), YIELDING_BROWSER_CONTEXT);
  assert.equal(replacementFor('../browserContext', path.join(client, 'exports')), YIELDING_BROWSER_CONTEXT);
  assert.equal(replacementFor('./hooks/useWindowSize', themeCommon), YIELDING_WINDOW_SIZE);
  assert.equal(replacementFor('../hooks/useWindowSize', path.join(themeCommon, 'contexts')), YIELDING_WINDOW_SIZE);
  // A module of the same name elsewhere, a package request or a request with an extension is left alone.
  assert.equal(replacementFor('./browserContext', path.join(client, 'exports')), undefined);
  assert.equal(replacementFor('./useWindowSize', path.dirname(YIELDING_WINDOW_SIZE)), undefined);
  assert.equal(replacementFor('@docusaurus/theme-common', client), undefined);
  assert.equal(replacementFor('./browserContext.js', client), undefined);
});

test('each copy exports every name its original exports', () => {
  const exported = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/^export (?:const|function|class) (\w+)/gm)]
      .map((match) => match[1])
      .sort();
  for (const {original, replacement} of REPLACED_MODULES) {
    const names = exported(`${original}.js`);
    assert.ok(names.length > 0, `${original}.js exports something`);
    const copy = readFileSync(replacement, 'utf8');
    for (const name of names)
      assert.match(
        copy,
        new RegExp(`export (?:const|function|class) ${name}\\b|export \\{[^}]*\\b${name}\\b`),
        `${replacement}: ${name}`,
      );
  }
});
