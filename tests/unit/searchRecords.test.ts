/**
 * Search record extraction on real built pages: the fixtures in
 * tests/fixtures/search-build are copied from a production build. When a
 * full build exists in build/, the last test also checks every page of it.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {
  buildSearchRecords,
  itemPriority,
  normalizeText,
  type SearchRecord,
} from '../../src/plugins/search-records/buildSearchRecords';
import {collectBuildRecords} from '../../src/plugins/search-records/collectBuildRecords';
import {pathOfBuiltFile} from '../../src/lib/builtHtml';
import {docSetOf, findDocSet} from '../../src/lib/docSets';

const SITE_URL = 'https://docs-v4.strapi.io';
const FIXTURES = path.join(__dirname, '../fixtures/search-build');

function recordsOf(relativePath: string): SearchRecord[] {
  const html = readFileSync(path.join(FIXTURES, relativePath), 'utf8');
  return buildSearchRecords({
    html,
    siteUrl: SITE_URL,
    fallbackPath: pathOfBuiltFile(FIXTURES, path.join(FIXTURES, relativePath)),
  });
}

describe('buildSearchRecords', () => {
  const populate = recordsOf('dev-docs/api/rest/populate-select.html');
  const webhooks = recordsOf('dev-docs/backend-customization/webhooks.html');

  it('makes one record for the text under the title, then one per h2 and h3', () => {
    const html = readFileSync(path.join(FIXTURES, 'dev-docs/backend-customization/webhooks.html'), 'utf8');
    const headings = html.match(/<h[23][^>]* id=/g) ?? [];
    assert.equal(webhooks.length, headings.length + 1);
    assert.deepEqual(
      webhooks.map((record) => record.type),
      ['lvl1', 'lvl2', 'lvl2', 'lvl2', 'lvl3', 'lvl3', 'lvl3', 'lvl2', 'lvl2', 'lvl2'],
    );
  });

  it('fills the DocSearch hierarchy: doc set, page title, h2, h3', () => {
    const [intro] = webhooks;
    assert.deepEqual(intro?.hierarchy, {lvl0: 'Developer Docs', lvl1: 'Webhooks', lvl2: null, lvl3: null});
    const media = webhooks.find((record) => record.anchor === 'media-events');
    assert.deepEqual(media?.hierarchy, {
      lvl0: 'Developer Docs',
      lvl1: 'Webhooks',
      lvl2: 'Read the payload',
      lvl3: 'Media events',
    });
  });

  it('links each section by its anchor, the intro by the page URL', () => {
    const [intro, second] = populate;
    assert.equal(intro?.url, `${SITE_URL}/dev-docs/api/rest/populate-select`);
    assert.equal(intro?.anchor, null);
    assert.equal(second?.url, `${SITE_URL}/dev-docs/api/rest/populate-select#field-selection`);
    assert.equal(second?.url_without_anchor, `${SITE_URL}/dev-docs/api/rest/populate-select`);
    assert.equal(second?.anchor, 'field-selection');
  });

  it('sets language, docusaurus tag and version for contextual search', () => {
    for (const record of [...populate, ...webhooks]) {
      assert.equal(record.language, 'en');
      assert.equal(record.docusaurus_tag, 'docs-default-current');
      assert.deepEqual(record.version, ['current']);
    }
  });

  it('ranks the page title above headings above deeper headings', () => {
    const byType = (type: SearchRecord['type']) =>
      webhooks.filter((record) => record.type === type).map((r) => r.item_priority);
    assert.ok(Math.min(...byType('lvl1')) > Math.max(...byType('lvl2')));
    assert.ok(Math.min(...byType('lvl2')) > Math.max(...byType('lvl3')));
    assert.ok(itemPriority('lvl2', 0) > itemPriority('lvl2', 5), 'earlier sections first among equals');
  });

  it('keeps prose, tables and inline code, and leaves out code listings and heading anchors', () => {
    const fieldSelection = populate.find((record) => record.anchor === 'field-selection');
    assert.match(fieldSelection?.content ?? '', /fields lists the scalar fields to return/);
    assert.match(fieldSelection?.content ?? '', /populate\[author\]\[fields\]\[0\]=name/, 'table cells are indexed');
    assert.doesNotMatch(fieldSelection?.content ?? '', /"data":/, 'JSON responses in code blocks are not indexed');
    for (const record of populate) {
      assert.ok(!record.content.includes('\u200b'), 'no zero-width space from heading anchors');
      assert.ok(!record.content.includes('Direct link to'));
      assert.equal(record.content, normalizeText(record.content));
    }
  });

  it('keeps heading badges out of the heading and in the text', () => {
    const review = webhooks.find((record) => record.anchor === 'review-workflow-events-');
    assert.equal(review?.hierarchy.lvl3, 'Review workflow events');
    assert.match(review?.content ?? '', /^Enterprise /);
  });

  it('maps the URL prefix to the doc set', () => {
    assert.equal(recordsOf('user-docs/intro.html')[0]?.hierarchy.lvl0, 'User Guide');
    assert.equal(recordsOf('cloud/intro.html')[0]?.hierarchy.lvl0, 'Strapi Cloud');
    assert.equal(docSetOf('/status'), 'Strapi 4 Docs');
    assert.equal(findDocSet('/cloudy'), null);
    assert.equal(findDocSet('/dev-docs'), 'Developer Docs');
  });

  it('skips snippets, tag pages and pages that are not docs', () => {
    assert.deepEqual(recordsOf('snippets/build-npm-yarn.html'), []);
    assert.deepEqual(recordsOf('tags/account.html'), []);
    assert.deepEqual(recordsOf('home.html'), []);
  });
});

describe('collectBuildRecords', () => {
  it('maps built files to their URL paths', () => {
    assert.equal(pathOfBuiltFile('/b', '/b/dev-docs/intro.html'), '/dev-docs/intro');
    assert.equal(pathOfBuiltFile('/b', '/b/index.html'), '/');
    assert.equal(pathOfBuiltFile('/b', '/b/cloud/index.html'), '/cloud');
  });

  it('reads the doc pages of a build directory', async () => {
    const records = await collectBuildRecords(FIXTURES, SITE_URL);
    const pages = new Set(records.map((record) => record.url_without_anchor));
    // Every doc page of the fixture, and neither the home page, the snippet nor the tag page.
    assert.deepEqual([...pages].sort(), [
      `${SITE_URL}/cloud/intro`,
      `${SITE_URL}/dev-docs/api/entity-service/crud`,
      `${SITE_URL}/dev-docs/api/rest/filters-locale-publication`,
      `${SITE_URL}/dev-docs/api/rest/populate-select`,
      `${SITE_URL}/dev-docs/api/rest/sort-pagination`,
      `${SITE_URL}/dev-docs/backend-customization/webhooks`,
      `${SITE_URL}/dev-docs/configurations`,
      `${SITE_URL}/dev-docs/configurations/admin-panel`,
      `${SITE_URL}/dev-docs/configurations/api`,
      `${SITE_URL}/dev-docs/configurations/cron`,
      `${SITE_URL}/dev-docs/configurations/database`,
      `${SITE_URL}/dev-docs/configurations/middlewares`,
      `${SITE_URL}/dev-docs/migration/v4/migration-guide-4.14.0-to-4.15.5`,
      `${SITE_URL}/dev-docs/plugins/documentation`,
      `${SITE_URL}/dev-docs/plugins/i18n`,
      `${SITE_URL}/user-docs/intro`,
      `${SITE_URL}/user-docs/settings/internationalization`,
    ]);
  });

  const buildDir = path.join(__dirname, '../../build');
  const hasBuild = existsSync(path.join(buildDir, 'index.html'));
  it(
    'gives every page of the full build a title and unique section URLs',
    {skip: hasBuild ? false : 'no build/ directory: run npm run build to check every page'},
    async () => {
      const records = await collectBuildRecords(buildDir, SITE_URL);
      assert.ok(records.length > 100);
      const urls = new Set<string>();
      for (const record of records) {
        assert.ok(record.hierarchy.lvl1, `${record.url} has a page title`);
        assert.ok(!urls.has(record.url), `${record.url} is unique`);
        urls.add(record.url);
        assert.ok(!record.url.includes('/snippets/') && !record.url.includes('/tags/'));
      }
    },
  );
});

describe('prose, keywords and code of a section', () => {
  it('keeps tab labels and code-block titles out of the text (snippets are prose) and indexes code names apart', async () => {
    const records = (await collectBuildRecords(FIXTURES, SITE_URL)).filter((record) =>
      record.url_without_anchor.endsWith('/dev-docs/configurations/admin-panel'),
    );
    assert.ok(records.length > 0);
    for (const record of records) {
      assert.doesNotMatch(record.content, /JavaScript TypeScript|\.\/config\/admin\.js/, record.url);
    }
    const code = records.map((record) => record.code ?? '').join(' ');
    assert.match(code, /config\/admin\.js/);
    assert.match(code, /ADMIN_JWT_SECRET/);
  });

  it("leaves hub cards out of a page's text: they summarize other pages, which answer for themselves", async () => {
    const records = (await collectBuildRecords(FIXTURES, SITE_URL)).filter((record) =>
      record.url_without_anchor.endsWith('/dev-docs/configurations'),
    );
    assert.ok(records.length > 0);
    for (const record of records)
      assert.doesNotMatch(record.content, /Clients, connection options, pool and migrations settings/);
  });

  it('puts the front matter keywords on the first record of a page only', async () => {
    const html = `<!doctype html><html class="docs-doc-page"><head><meta name="keywords" content="translate my content,Invalid parameter"><link rel="canonical" href="${SITE_URL}/dev-docs/x"></head><body><article><div class="theme-doc-markdown markdown"><h1>X</h1><p>Intro.</p><h2 id="a">A</h2><p>Text.</p></div></article></body></html>`;
    const records = buildSearchRecords({html, siteUrl: SITE_URL});
    assert.deepEqual(records[0]!.keywords, ['translate my content', 'Invalid parameter']);
    assert.equal(records[1]!.keywords, undefined);
  });
});
