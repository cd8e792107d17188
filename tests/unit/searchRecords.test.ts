/**
 * Search record extraction on real built pages: the fixtures in
 * tests/fixtures/search-build are copied from a production build. When a
 * full build exists in build/, the last test also checks every page of it.
 * The DocSearch shape Typesense stores is made from the neutral records by
 * the push (toTypesenseDocument) and checked here on the same pages.
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
} from '../../src/lib/search/buildSearchRecords';
import {collectBuildRecords} from '../../src/lib/search/collectBuildRecords-fs';
import {pathOfBuiltFile} from '../../src/lib/builtHtml-fs';
import {docSetOf, docSetTitle, findDocSet} from '../../src/lib/docSets';
import {toTypesenseDocument, type TypesenseDocument} from '../../scripts/search/typesenseIndex';

const SITE_URL = 'https://docs-v4.strapi.io';
const FIXTURES = path.join(__dirname, '../fixtures/search-build');

function recordsOf(relativePath: string): SearchRecord[] {
  const html = readFileSync(path.join(FIXTURES, relativePath), 'utf8');
  return buildSearchRecords({html, fallbackPath: pathOfBuiltFile(FIXTURES, path.join(FIXTURES, relativePath))});
}

function documentsOf(records: readonly SearchRecord[]): TypesenseDocument[] {
  return records.map((record, id) => toTypesenseDocument(record, id, SITE_URL));
}

/** The DocSearch hierarchy of a pushed document, with null for the levels it leaves out. */
function hierarchyOf(document: TypesenseDocument | undefined): Record<string, unknown> {
  return Object.fromEntries(
    ['lvl0', 'lvl1', 'lvl2', 'lvl3'].map((level) => [level, document?.[`hierarchy.${level}`] ?? null]),
  );
}

describe('buildSearchRecords', () => {
  const populate = recordsOf('dev-docs/api/rest/populate-select.html');
  const webhooks = recordsOf('dev-docs/backend-customization/webhooks.html');

  it('makes one record for the text under the title, then one per h2 and h3', () => {
    const html = readFileSync(path.join(FIXTURES, 'dev-docs/backend-customization/webhooks.html'), 'utf8');
    const headings = html.match(/<h[23][^>]* id=/g) ?? [];
    assert.equal(webhooks.length, headings.length + 1);
    assert.deepEqual(
      webhooks.map((record) => record.level),
      [1, 2, 2, 2, 3, 3, 3, 2, 2, 2],
    );
    assert.deepEqual(
      documentsOf(webhooks).map((document) => document.type),
      ['lvl1', 'lvl2', 'lvl2', 'lvl2', 'lvl3', 'lvl3', 'lvl3', 'lvl2', 'lvl2', 'lvl2'],
    );
  });

  it('names the doc set, page title, h2 and h3 of each section', () => {
    const [intro] = webhooks;
    assert.equal(intro?.docSet, 'dev-docs');
    assert.equal(intro?.pageTitle, 'Webhooks');
    assert.equal(intro?.heading, null);
    assert.equal(intro?.parentHeading, null);
    const media = webhooks.find((record) => record.anchor === 'media-events');
    assert.equal(media?.heading, 'Media events');
    assert.equal(media?.parentHeading, 'Read the payload');
    const payload = webhooks.find((record) => record.heading === 'Read the payload');
    assert.equal(payload?.level, 2);
    assert.equal(payload?.parentHeading, null);
  });

  it('fills the DocSearch hierarchy pushed to Typesense: doc set, page title, h2, h3', () => {
    const documents = documentsOf(webhooks);
    assert.deepEqual(hierarchyOf(documents[0]), {lvl0: 'Developer Docs', lvl1: 'Webhooks', lvl2: null, lvl3: null});
    const media = documents.find((document) => document.anchor === 'media-events');
    assert.deepEqual(hierarchyOf(media), {
      lvl0: 'Developer Docs',
      lvl1: 'Webhooks',
      lvl2: 'Read the payload',
      lvl3: 'Media events',
    });
  });

  it('links each section by its anchor, the intro by the page path', () => {
    const [intro, second] = populate;
    assert.equal(intro?.path, '/dev-docs/api/rest/populate-select');
    assert.equal(intro?.anchor, null);
    assert.equal(second?.path, '/dev-docs/api/rest/populate-select');
    assert.equal(second?.anchor, 'field-selection');
  });

  it('pushes absolute URLs to Typesense, with the anchor for a section', () => {
    const [intro, second] = documentsOf(populate);
    assert.equal(intro?.url, `${SITE_URL}/dev-docs/api/rest/populate-select`);
    assert.ok(intro !== undefined && !('anchor' in intro));
    assert.equal(second?.url, `${SITE_URL}/dev-docs/api/rest/populate-select#field-selection`);
    assert.equal(second?.url_without_anchor, `${SITE_URL}/dev-docs/api/rest/populate-select`);
    assert.equal(second?.anchor, 'field-selection');
    const [introRecord] = populate;
    assert.ok(introRecord);
    assert.equal(
      toTypesenseDocument(introRecord, 0, `${SITE_URL}/`).url,
      intro?.url,
      'a trailing slash on the site URL is not doubled',
    );
  });

  it('sets language, docusaurus tag and version for contextual search', () => {
    for (const record of [...populate, ...webhooks]) {
      assert.equal(record.language, 'en');
      assert.equal(record.docusaurusTag, 'docs-default-current');
      assert.equal(record.version, 'current');
    }
    for (const document of documentsOf([...populate, ...webhooks])) {
      assert.equal(document.language, 'en');
      assert.equal(document.docusaurus_tag, 'docs-default-current');
      assert.deepEqual(document.version, ['current']);
    }
  });

  it('ranks the page title above headings above deeper headings', () => {
    const byLevel = (level: SearchRecord['level']) =>
      webhooks.filter((record) => record.level === level).map((r) => r.priority);
    assert.ok(Math.min(...byLevel(1)) > Math.max(...byLevel(2)));
    assert.ok(Math.min(...byLevel(2)) > Math.max(...byLevel(3)));
    assert.ok(itemPriority(2, 0) > itemPriority(2, 5), 'earlier sections first among equals');
    assert.deepEqual(
      documentsOf(webhooks).map((document) => document.item_priority),
      webhooks.map((record) => record.priority),
    );
  });

  it('keeps prose, tables and inline code, and leaves out code listings and heading anchors', () => {
    const fieldSelection = populate.find((record) => record.anchor === 'field-selection');
    assert.match(fieldSelection?.text ?? '', /fields lists the scalar fields to return/);
    assert.match(fieldSelection?.text ?? '', /populate\[author\]\[fields\]\[0\]=name/, 'table cells are indexed');
    assert.doesNotMatch(fieldSelection?.text ?? '', /"data":/, 'JSON responses in code blocks are not indexed');
    for (const record of populate) {
      assert.ok(!record.text.includes('\u200b'), 'no zero-width space from heading anchors');
      assert.ok(!record.text.includes('Direct link to'));
      assert.equal(record.text, normalizeText(record.text));
    }
  });

  it('keeps heading badges out of the heading and in the text', () => {
    const review = webhooks.find((record) => record.anchor === 'review-workflow-events-');
    assert.equal(review?.heading, 'Review workflow events');
    assert.match(review?.text ?? '', /^Enterprise /);
  });

  it('maps the URL prefix to the doc set', () => {
    assert.equal(recordsOf('user-docs/intro.html')[0]?.docSet, 'user-docs');
    assert.equal(recordsOf('cloud/intro.html')[0]?.docSet, 'cloud');
    assert.equal(documentsOf(recordsOf('user-docs/intro.html'))[0]?.['hierarchy.lvl0'], 'User Guide');
    assert.equal(documentsOf(recordsOf('cloud/intro.html'))[0]?.['hierarchy.lvl0'], 'Strapi Cloud');
    assert.equal(docSetTitle(null), 'Strapi 4 Docs');
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
    const records = await collectBuildRecords(FIXTURES);
    const pages = new Set(records.map((record) => record.path));
    // Every doc page of the fixture, and neither the home page, the snippet nor the tag page.
    assert.deepEqual([...pages].sort(), [
      '/cloud/intro',
      '/dev-docs/api/entity-service/crud',
      '/dev-docs/api/rest/filters-locale-publication',
      '/dev-docs/api/rest/populate-select',
      '/dev-docs/api/rest/sort-pagination',
      '/dev-docs/backend-customization/webhooks',
      '/dev-docs/configurations',
      '/dev-docs/configurations/admin-panel',
      '/dev-docs/configurations/api',
      '/dev-docs/configurations/cron',
      '/dev-docs/configurations/database',
      '/dev-docs/configurations/middlewares',
      '/dev-docs/migration/v4/migration-guide-4.14.0-to-4.15.5',
      '/dev-docs/plugins/documentation',
      '/dev-docs/plugins/i18n',
      '/user-docs/intro',
      '/user-docs/settings/internationalization',
    ]);
  });

  const buildDir = path.join(__dirname, '../../build');
  const hasBuild = existsSync(path.join(buildDir, 'index.html'));
  it(
    'gives every page of the full build a title and unique section URLs',
    {skip: hasBuild ? false : 'no build/ directory: run npm run build to check every page'},
    async () => {
      const records = await collectBuildRecords(buildDir);
      assert.ok(records.length > 100);
      const urls = new Set<string>();
      for (const record of records) {
        const url = record.anchor ? `${record.path}#${record.anchor}` : record.path;
        assert.ok(record.pageTitle, `${url} has a page title`);
        assert.ok(!urls.has(url), `${url} is unique`);
        urls.add(url);
        assert.ok(!url.includes('/snippets/') && !url.includes('/tags/'));
      }
    },
  );
});

describe('prose, keywords and code of a section', () => {
  it('keeps tab labels and code-block titles out of the text (snippets are prose) and indexes code names apart', async () => {
    const records = (await collectBuildRecords(FIXTURES)).filter(
      (record) => record.path === '/dev-docs/configurations/admin-panel',
    );
    assert.ok(records.length > 0);
    for (const record of records) {
      assert.doesNotMatch(record.text, /JavaScript TypeScript|\.\/config\/admin\.js/, record.anchor ?? record.path);
    }
    const code = records.map((record) => record.code ?? '').join(' ');
    assert.match(code, /config\/admin\.js/);
    assert.match(code, /ADMIN_JWT_SECRET/);
  });

  it("leaves hub cards out of a page's text: they summarize other pages, which answer for themselves", async () => {
    const records = (await collectBuildRecords(FIXTURES)).filter(
      (record) => record.path === '/dev-docs/configurations',
    );
    assert.ok(records.length > 0);
    for (const record of records)
      assert.doesNotMatch(record.text, /Clients, connection options, pool and migrations settings/);
  });

  it('puts the front matter keywords on the first record of a page only', async () => {
    const html = `<!doctype html><html class="docs-doc-page"><head><meta name="keywords" content="translate my content,Invalid parameter"><link rel="canonical" href="${SITE_URL}/dev-docs/x"></head><body><article><div class="theme-doc-markdown markdown"><h1>X</h1><p>Intro.</p><h2 id="a">A</h2><p>Text.</p></div></article></body></html>`;
    const records = buildSearchRecords({html});
    assert.deepEqual(records[0]?.keywords, ['translate my content', 'Invalid parameter']);
    assert.equal(records.length, 2);
    assert.equal(records[1]?.keywords, undefined);
    assert.equal(records[0]?.path, '/dev-docs/x', 'the path comes from the canonical link');
  });
});
