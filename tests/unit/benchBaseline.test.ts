/**
 * The stock baseline of `npm run bench` (scripts/bench/baselineSite.ts) stays buildable:
 * the folder it writes holds everything its sidebars import, so Docusaurus can load them.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {writeBaselineSite} from '../../scripts/bench/baselineSite';
import {DOCS_SOURCE} from '../../config/site';

const ROOT = path.resolve(__dirname, '..', '..');

describe('bench baseline site', () => {
  let work = '';
  let site = '';
  before(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'bench-baseline-test-'));
    site = await writeBaselineSite(ROOT, path.join(work, 'baseline'));
  });
  after(async () => {
    await rm(work, {recursive: true, force: true});
  });

  it('loads the sidebars from the written folder, with the five sidebars and the REST reference pages', async () => {
    const sidebarFile = path.resolve(site, DOCS_SOURCE.sidebarPath);
    assert.ok(sidebarFile.startsWith(site + path.sep), `${sidebarFile} lies outside the written folder`);
    const loaded = (await import(pathToFileURL(sidebarFile).href)) as {
      default: Record<string, unknown> & {default?: unknown};
    };
    // tsx hands a CommonJS-compiled module's default export through one more `default`.
    const sidebars = (loaded.default.default ?? loaded.default) as Record<string, unknown>;
    assert.deepEqual(Object.keys(sidebars).sort(), [
      'cloudSidebar',
      'devDocsConfigSidebar',
      'devDocsSidebar',
      'restApiSidebar',
      'userDocsSidebar',
    ]);
    const referencePages = JSON.parse(await readFile(path.join(ROOT, 'openapi', 'pages.json'), 'utf8')) as string[];
    assert.ok(referencePages.length > 0, 'openapi/pages.json lists no page');
    const restSidebar = JSON.stringify(sidebars.restApiSidebar);
    for (const id of referencePages)
      assert.ok(restSidebar.includes(JSON.stringify(id)), `${id} missing from restApiSidebar`);
  });
});
