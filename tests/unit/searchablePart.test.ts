/**
 * The local index parses only the part of each built page that its records come from
 * (src/lib/search/searchablePart.ts, build speed): the records must be exactly those of the whole page, on the
 * real built pages of tests/fixtures/search-build (doc pages, a snippet, a tag page, the home page) and, when a
 * full build exists in build/, on every page of it. Pages of another shape are parsed whole.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {buildSearchRecords} from '../../src/lib/search/buildSearchRecords';
import {searchablePart} from '../../src/lib/search/searchablePart';
import {listHtmlFiles, pathOfBuiltFile} from '../../src/lib/builtHtml-fs';

const FIXTURES = path.join(__dirname, '../fixtures/search-build');
const BUILD = path.join(__dirname, '../../build');

async function checkPages(dir: string): Promise<{pages: number; cut: number; skipped: number}> {
  const counts = {pages: 0, cut: 0, skipped: 0};
  for (const file of await listHtmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const fallbackPath = pathOfBuiltFile(dir, file);
    const whole = buildSearchRecords({html, fallbackPath});
    const part = searchablePart(html);
    counts.pages++;
    if (part === null) {
      counts.skipped++;
      assert.deepEqual(whole, [], `${fallbackPath}: skipped unparsed, but the whole page has records`);
      continue;
    }
    if (part !== html) counts.cut++;
    assert.deepEqual(buildSearchRecords({html: part, fallbackPath}), whole, `${fallbackPath}: records differ`);
  }
  return counts;
}

test('the part of a built page gives the records of the whole page', async () => {
  const counts = await checkPages(FIXTURES);
  // Fixtures hold doc pages, a snippet, a tag page and the home page: each way out is taken.
  assert.ok(counts.cut >= 10, `${counts.cut} pages cut`);
  assert.ok(counts.skipped >= 2, `${counts.skipped} pages skipped`);
  const page = readFileSync(path.join(FIXTURES, 'dev-docs/api/rest/populate-select.html'), 'utf8');
  const part = searchablePart(page) ?? '';
  assert.ok(part.length < page.length * 0.9, `the cut keeps ${part.length} of ${page.length} characters`);
  assert.doesNotMatch(part, /theme-doc-sidebar-container|<nav\b[^>]*navbar/, 'the sidebar and navbar are left out');
  assert.equal(searchablePart(readFileSync(path.join(FIXTURES, 'tags/account.html'), 'utf8')), null);
});

test('a page of another shape is parsed whole', () => {
  const head = '<html class="docs-doc-page"><head><title>T</title></head>';
  const twoArticles = `${head}<body><article><div class="theme-doc-markdown">a</div></article><article>b</article></body></html>`;
  assert.equal(searchablePart(twoArticles), twoArticles);
  const noArticle = `${head}<body><div class="theme-doc-markdown">a</div></body></html>`;
  assert.equal(searchablePart(noArticle), noArticle);
  assert.equal(searchablePart('<html class="docs-tags-doc-list-page"><body>theme-doc-markdown</body></html>'), null);
});

test('every page of the full build, when there is one', async (t) => {
  if (!existsSync(BUILD)) {
    t.skip('no build/ in this checkout: run `npm run build` to check every built page');
    console.log('searchablePart: no build/ folder, the full-build check did not run');
    return;
  }
  const counts = await checkPages(BUILD);
  console.log(`searchablePart: ${counts.pages} built pages, ${counts.cut} cut, ${counts.skipped} skipped unparsed`);
});
