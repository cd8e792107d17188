/**
 * The browser's copy of the site config (src/plugins/route-table-slim/clientSiteConfig.ts) is derived from the
 * file Docusaurus itself writes: its own codegen (`generateSiteFiles` of @docusaurus/core) runs on a config shaped
 * like the site's into a temporary folder. The copy keeps every key the browser reads, unchanged, and drops the
 * build-only ones; an unknown file shape fails.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {generateSiteFiles} from '@docusaurus/core/lib/server/codegen/codegen';
import {BUILD_ONLY_KEYS, clientSiteConfigSource} from '../../src/plugins/route-table-slim/clientSiteConfig';

const browserKeys = {
  title: 'Strapi 4 Documentation',
  tagline: 'Docs',
  favicon: 'img/favicon.png',
  url: 'https://docs-v4.example.com',
  baseUrl: '/',
  baseUrlIssueBanner: false,
  trailingSlash: false,
  titleDelimiter: '|',
  noIndex: false,
  customFields: {strapiVersion: '4.25.9', repositoryUrl: 'https://github.com/example/docs'},
  themeConfig: {navbar: {title: 'Strapi', items: [{to: '/dev-docs/intro', label: 'Developer Docs'}]}, prism: {}},
  storage: {type: 'localStorage', namespace: false},
};

const siteConfig = {
  ...browserKeys,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true},
    faster: {rspackBundler: true, rspackPersistentCache: true},
    experimental_vcs: {},
    experimental_router: 'browser',
  },
  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {}},
  markdown: {format: 'mdx', mermaid: false, hooks: {onBrokenMarkdownLinks: 'throw'}, parseFrontMatter: () => ({})},
  presets: [['./src/plugins/docs-version-split/preset.ts', {docs: {sidebarPath: './sidebars.ts'}}]],
  themes: ['@docusaurus/theme-live-codeblock'],
  plugins: ['./src/plugins/llms-txt/index.ts'],
  headTags: [{tagName: 'noscript', attributes: {}, innerHTML: '<style>[role=tabpanel]{display:block}</style>'}],
  clientModules: ['./src/clientModules/progressBar.ts'],
  scripts: [],
  stylesheets: [],
  staticDirectories: ['static'],
};

async function generatedConfig(config: object): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'client-site-config-'));
  try {
    await generateSiteFiles({
      generatedFilesDir: dir,
      clientModules: [],
      siteConfig: config,
      routes: [],
      globalData: {},
      siteMetadata: {},
      siteStorage: {},
      i18n: {},
      codeTranslations: {},
    } as unknown as Parameters<typeof generateSiteFiles>[0]);
    return await readFile(path.join(dir, 'docusaurus.config.mjs'), 'utf8');
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

/** Evaluates a module source the way the bundler would (its default export). */
async function defaultExport(source: string): Promise<Record<string, unknown>> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
    default: Record<string, unknown>;
  };
  return module.default;
}

test('the browser copy keeps what the browser reads and drops what only the build reads', async () => {
  const original = await generatedConfig(siteConfig);
  const client = clientSiteConfigSource(original);
  const full = await defaultExport(original);
  const slim = await defaultExport(client);
  for (const [key, value] of Object.entries(browserKeys)) assert.deepEqual(slim[key], value, key);
  assert.deepEqual(slim.future, {experimental_router: 'browser'});
  for (const key of BUILD_ONLY_KEYS) {
    assert.ok(key in full, `${key} is in the generated config`);
    assert.equal(key in slim, false, `${key} is dropped`);
  }
  assert.deepEqual(
    Object.keys(slim).sort(),
    [...Object.keys(browserKeys), 'future'].sort(),
    'no other key is dropped or added',
  );
  assert.ok(client.length < original.length / 2, `${client.length} of ${original.length} characters`);
});

test('a config file in another shape, or without the router, fails the build', async () => {
  assert.throws(() => clientSiteConfigSource('export default {title: "x"};\n'), /not `export default <JSON object>;`/);
  assert.throws(
    () => clientSiteConfigSource('/* header */\nexport default [1, 2];\n'),
    /not `export default <JSON object>;`/,
  );
  const withoutRouter = await generatedConfig({...siteConfig, future: {v4: {}}});
  assert.throws(() => clientSiteConfigSource(withoutRouter), /no future\.experimental_router/);
});
