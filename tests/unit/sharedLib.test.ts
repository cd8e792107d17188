import test from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {isPlainLeftClick} from '../../src/lib/clicks';
import {chromiumPath} from '../../src/lib/chromium';
import {listHtmlFiles} from '../../src/lib/builtHtml-fs';
import {DOC_SETS, DOC_SET_PAGE, docSetOfDocId, docSetOfPath} from '../../src/lib/docSets';
import navbar from '../../config/navbar';
import sidebars from '../../sidebars';

const plain = {button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false};

test('isPlainLeftClick: only the main button without a modifier', () => {
  assert.equal(isPlainLeftClick(plain), true);
  for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
    assert.equal(isPlainLeftClick({...plain, [modifier]: true}), false, modifier);
  }
  assert.equal(isPlainLeftClick({...plain, button: 1}), false);
});

test('chromiumPath: CHROME_PATH, then CHROMIUM_PATH, then Debian', () => {
  assert.equal(chromiumPath({CHROME_PATH: '/a', CHROMIUM_PATH: '/b'}), '/a');
  assert.equal(chromiumPath({CHROMIUM_PATH: '/b'}), '/b');
  assert.equal(chromiumPath({}), '/usr/bin/chromium');
});

test('listHtmlFiles: every .html file below the build, sorted, nothing else', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'built-html-'));
  try {
    mkdirSync(path.join(dir, 'b', 'c'), {recursive: true});
    for (const file of ['z.html', 'b/index.html', 'b/c/a.html', 'b/style.css', 'a.htmlx'])
      writeFileSync(path.join(dir, file), '');
    assert.deepEqual(
      await listHtmlFiles(dir),
      ['b/c/a.html', 'b/index.html', 'z.html'].map((file) => path.join(dir, file)),
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('doc sets: routes, doc ids, the navbar and the sidebars agree with the table', () => {
  assert.equal(docSetOfPath('/user-docs/media-library')?.id, 'user-docs');
  assert.equal(docSetOfPath('/cloudy'), undefined);
  assert.equal(docSetOfDocId('cloud/intro')?.title, 'Strapi Cloud');
  assert.equal(docSetOfDocId('status'), undefined);
  assert.ok(DOC_SET_PAGE.test('/dev-docs/intro') && !DOC_SET_PAGE.test('/dev-docs') && !DOC_SET_PAGE.test('/status'));
  const links = navbar.items.filter((item) => 'activeBasePath' in item);
  assert.deepEqual(
    links.map((item) => [item.label, item.to, item.activeBasePath]),
    DOC_SETS.map((set) => [set.title, set.introPath, set.routePrefix]),
  );
  for (const set of DOC_SETS) assert.ok(set.sidebarId in sidebars, `${set.sidebarId} is a sidebar`);
});
