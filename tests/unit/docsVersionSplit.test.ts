import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {
  SIDEBAR_MODULE_KEY,
  collectSidebars,
  collectVersionDocs,
  sidebarFileName,
  sidebarModuleSource,
  splitVersionData,
} from '../../src/plugins/docs-version-split/splitVersionData';

const devSidebar: PropSidebar = [
  {type: 'link', href: '/dev-docs/intro', label: 'Intro "quoted" \\ ok', docId: 'intro'},
];
const cloudSidebar: PropSidebar = [
  {type: 'category', label: 'Cloud', items: [], collapsed: true, collapsible: true, href: '/cloud/intro'},
];

/** The shape the docs plugin adds (plugin-content-docs/lib/routes.js): docs root > version > DocRoot > docs. */
function docsRoutes(): RouteConfig[] {
  return [
    {
      path: '/',
      component: '@theme/DocsRoot',
      routes: [
        {
          path: '/',
          component: '@theme/DocVersionRoot',
          props: {
            version: {
              pluginId: 'default',
              version: 'current',
              label: 'Next',
              docsSidebars: {devDocsSidebar: devSidebar, cloudSidebar},
              docs: {intro: {id: 'intro', title: 'Intro', description: 'Start here', sidebar: 'devDocsSidebar'}},
            },
          },
          routes: [
            {
              path: '/',
              component: '@theme/DocRoot',
              routes: [
                {
                  path: '/dev-docs/intro',
                  component: '@theme/DocItem',
                  modules: {content: '@site/docs/intro.md'},
                  sidebar: 'devDocsSidebar',
                },
                {
                  path: '/cloud/intro',
                  component: '@theme/DocItem',
                  modules: {content: '@site/docs/cloud.md'},
                  sidebar: 'cloudSidebar',
                },
                {path: '/snippets/x', component: '@theme/DocItem', modules: {content: '@site/docs/x.md'}},
              ],
            },
            {path: '/tags', component: '@theme/DocTagsListPage', props: {tags: []}},
          ],
        },
      ],
    },
  ];
}

const modulePathOf = (key: string) => `@generated/x/${sidebarFileName(key)}`;

test('collects each sidebar by plugin, version and name, and the docs table by version', () => {
  assert.deepEqual(
    [...collectSidebars(docsRoutes()).keys()],
    ['default/current/devDocsSidebar', 'default/current/cloudSidebar'],
  );
  assert.deepEqual(collectSidebars(docsRoutes()).get('default/current/cloudSidebar'), cloudSidebar);
  assert.deepEqual(Object.keys(collectVersionDocs(docsRoutes())), ['default/current']);
  assert.equal(collectVersionDocs(docsRoutes())['default/current']?.intro?.description, 'Start here');
});

test('empties the version prop and gives each route that shows a sidebar the module of that sidebar', () => {
  const [root] = splitVersionData(docsRoutes(), modulePathOf);
  const version = root?.routes?.[0];
  assert.deepEqual(version?.props?.version, {
    pluginId: 'default',
    version: 'current',
    label: 'Next',
    docsSidebars: {},
    docs: {},
  });
  const docs = version?.routes?.[0]?.routes ?? [];
  assert.deepEqual(
    docs.map((route) => route.modules),
    [
      {content: '@site/docs/intro.md', [SIDEBAR_MODULE_KEY]: '@generated/x/sidebar-default-current-devDocsSidebar.js'},
      {content: '@site/docs/cloud.md', [SIDEBAR_MODULE_KEY]: '@generated/x/sidebar-default-current-cloudSidebar.js'},
      {content: '@site/docs/x.md'},
    ],
  );
  assert.deepEqual(version?.routes?.[1], docsRoutes()[0]?.routes?.[0]?.routes?.[1], 'the tags route is untouched');
  assert.equal(docs[0]?.sidebar, 'devDocsSidebar', 'the sidebar attribute DocRoot matches on stays');
});

test('a route that names a sidebar the version does not have fails the build', () => {
  const routes = docsRoutes();
  const docRoute = routes[0]?.routes?.[0]?.routes?.[0]?.routes?.[0];
  assert.ok(docRoute);
  docRoute.sidebar = 'missingSidebar';
  assert.throws(() => splitVersionData(routes, modulePathOf), /unknown sidebar missingSidebar/);
});

test('a generated sidebar module registers its items in the store when it is evaluated', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'sidebar-module-'));
  try {
    // A stand-in with the store's registerSidebar signature (client/sidebarStore.ts), as an ES module.
    const store = path.join(directory, 'store.mjs');
    await writeFile(
      store,
      'export const registered = new Map();\nexport function registerSidebar(key, items) {\n  registered.set(key, items);\n  return items;\n}\n',
    );
    const file = path.join(directory, sidebarFileName('default/current/devDocsSidebar').replace(/\.js$/, '.mjs'));
    await writeFile(file, sidebarModuleSource('default/current/devDocsSidebar', devSidebar, pathToFileURL(store).href));
    const module = (await import(pathToFileURL(file).href)) as {default: PropSidebar};
    const {registered} = (await import(pathToFileURL(store).href)) as {registered: Map<string, PropSidebar>};
    assert.deepEqual(module.default, devSidebar);
    assert.deepEqual([...registered.keys()], ['default/current/devDocsSidebar']);
    assert.equal(registered.get('default/current/devDocsSidebar'), module.default);
  } finally {
    await rm(directory, {recursive: true, force: true});
  }
});
