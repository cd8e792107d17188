/**
 * Issue 26, general means of the eleventh round: identifier intent. A query
 * naming an identifier (`flags.promoteEE`) ranks first the section that
 * defines it (the identifier opens a row of a table of keys, a definition
 * term or a list item) above pages that mention it in a sentence. The pages
 * are shaped as the site's own: the admin panel configuration's table of
 * keys, and user-guide pages that name the key in passing.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {buildSearchRecords} from '../../src/lib/search/buildSearchRecords';
import {buildLocalSearchFiles, definedTerms, shardReader} from '../../src/plugins/local-search/buildLocalIndex';
import type {LocalIndexFile} from '../../src/plugins/local-search/localIndex';
import {createSearchEngine, ENGINE_MEANS, searchSections} from '../../src/plugins/local-search/searchEngine';
import {toTypesenseDocument} from '../../scripts/search/typesenseIndex';

const page = (path: string, body: string) =>
  `<!doctype html><html class="docs-doc-page"><head><link rel="canonical" href="https://docs.example${path}"></head><body><article><div class="theme-doc-markdown markdown">${body}</div></article></body></html>`;

const CONFIG = page(
  '/dev-docs/configurations/admin-panel',
  '<h1>Admin panel configuration</h1><p>Options of config/admin.js.</p><h2 id="flags">Feature flags</h2>' +
    '<table><thead><tr><th>Key</th><th>Type</th><th>Description</th></tr></thead><tbody>' +
    '<tr><td><code>flags.nps</code></td><td>boolean</td><td>Asks admins for feedback.</td></tr>' +
    '<tr><td><code>flags.promoteEE</code></td><td>boolean</td><td>Shows promotional content about Enterprise features.</td></tr>' +
    '</tbody></table><dl><dt><code>apiToken.salt</code></dt><dd>Salt of the tokens.</dd></dl>' +
    '<ul><li><code>auth.secret</code> signs the admin JWT.</li><li>The <code>auth.options</code> object is passed on.</li></ul>',
);

const MENTIONS_PATHS = [
  '/user-docs/settings/review-workflows',
  '/user-docs/settings/audit-logs',
  '/user-docs/releases/introduction',
];
const MENTIONS = MENTIONS_PATHS.map((path) =>
  page(
    path,
    `<h1>${path.split('/').pop() ?? ''}</h1><p>Without a licence the page does not exist. With <code>flags.promoteEE</code> on in <code>config/admin.js</code>, the page stays in the menu.</p><p>Set <code>flags.promoteEE</code> to false to hide it; <code>flags.promoteEE</code> is read once.</p>`,
  ),
);

const records = [CONFIG, ...MENTIONS].flatMap((html) => buildSearchRecords({html}));

describe('identifiers a section defines', () => {
  it('are the inline code opening a table row, a definition term or a list item', () => {
    const flags = records.find((record) => record.anchor === 'flags');
    assert.deepEqual(flags?.defines, ['flags.nps', 'flags.promoteEE', 'apiToken.salt', 'auth.secret']);
    for (const record of records.filter((other) => other.path !== '/dev-docs/configurations/admin-panel'))
      assert.equal(record.defines, undefined, `${record.path} only mentions flags.promoteEE in a sentence`);
  });

  it('keeps whole identifiers only, as index terms', () => {
    assert.deepEqual(definedTerms(['flags.promoteEE', 'boolean', 'Key', 'ADMIN_JWT_SECRET']), [
      'flags.promoteee',
      'admin_jwt_secret',
    ]);
  });

  it('go to Typesense as their own field', () => {
    const flags = records.find((record) => record.anchor === 'flags');
    assert.ok(flags);
    assert.deepEqual(toTypesenseDocument(flags, 1, 'https://docs.example').defines, flags.defines);
  });

  it('lift the defining section for the identifier, and only it, unless the mean is off', () => {
    const files = buildLocalSearchFiles(records);
    const engine = createSearchEngine(JSON.parse(JSON.stringify(files.index)) as LocalIndexFile, shardReader(files));
    const scores = () =>
      new Map(searchSections(engine, 'flags.promoteEE').pages.map((hit) => [hit.sections[0]?.url, hit.score]));
    const withMean = scores();
    ENGINE_MEANS.definitions = false;
    const without = scores();
    ENGINE_MEANS.definitions = true;
    const config = '/dev-docs/configurations/admin-panel#flags';
    assert.equal([...withMean.keys()][0], config);
    assert.ok((withMean.get(config) ?? 0) > 1.5 * (without.get(config) ?? Infinity));
    for (const path of MENTIONS_PATHS) assert.equal(withMean.get(path), without.get(path), path);
  });

  it('leave word queries alone', () => {
    const files = buildLocalSearchFiles(records);
    const engine = createSearchEngine(JSON.parse(JSON.stringify(files.index)) as LocalIndexFile, shardReader(files));
    ENGINE_MEANS.definitions = false;
    const without = searchSections(engine, 'promote enterprise features').pages.map((hit) => [hit.path, hit.score]);
    ENGINE_MEANS.definitions = true;
    assert.deepEqual(
      searchSections(engine, 'promote enterprise features').pages.map((hit) => [hit.path, hit.score]),
      without,
    );
  });
});
