/**
 * The browser's chunk registry (src/plugins/route-table-slim/clientRegistry.ts)
 * is derived from the registry Docusaurus itself writes: its own codegen
 * (`generateRouteFiles` of @docusaurus/core) runs on a few routes into a
 * temporary folder, and the client copy must keep every chunk's loader with
 * the same chunk name and module, and nothing else.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {PluginRouteConfig, RouteChunkNames, RouteConfig} from '@docusaurus/types';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {clientRegistrySource} from '../../src/plugins/route-table-slim/clientRegistry';
import {compactRouteTable} from '../../src/plugins/route-table-slim/compactRoutes';
import {routeChunkNames, routeTree, type ClientRoute} from '../../src/plugins/route-table-slim/clientRoutes';

const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};

function routes(): PluginRouteConfig[] {
  return [
    {path: '/search', component: '@site/src/pages/search.tsx', exact: true, plugin},
    {
      path: '/',
      component: '@theme/DocsRoot',
      plugin,
      routes: [
        {path: '/dev-docs/intro', component: '@site/docs/dev-docs/intro.md', exact: true, plugin},
        {path: '/tags/rest', component: '@theme/DocTagDocListPage', exact: true, props: {tag: 'rest'}, plugin},
      ],
    },
  ];
}

/** Routes shaped like the docs plugin's: nesting, one path used three times, modules, props, a route attribute. */
function docsLikeRoutes(): PluginRouteConfig[] {
  return [
    {path: '/search', component: '@site/src/pages/search.tsx', exact: true, plugin},
    {path: '/', component: '@site/src/pages/index.tsx', exact: true, plugin},
    {
      path: '/',
      component: '@theme/DocsRoot',
      plugin,
      routes: [
        {
          path: '/',
          component: '@theme/DocVersionRoot',
          props: {version: {label: '4.25.9'}},
          plugin,
          routes: [
            {path: '/tags/rest', component: '@theme/DocTagDocListPage', exact: true, props: {tag: 'rest'}, plugin},
            {
              path: '/',
              component: '@theme/DocRoot',
              plugin,
              routes: [
                {
                  path: '/dev-docs/intro',
                  component: '@theme/DocItem',
                  exact: true,
                  modules: {content: '@site/docs/dev-docs/intro.md', sidebarItems: '@site/sidebars/dev.json'},
                  sidebar: 'developerDocsSidebar',
                  plugin,
                },
                {
                  path: '/user-docs/intro',
                  component: '@theme/DocItem',
                  exact: true,
                  modules: {content: '@site/docs/user-docs/intro.md'},
                  sidebar: 'userDocsSidebar',
                  plugin,
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** Runs Docusaurus's codegen on routes and returns what it wrote for the route table. */
async function generated(input: PluginRouteConfig[]): Promise<{routesSource: string; chunkNames: RouteChunkNames}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'route-table-slim-'));
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await generateRouteFiles({generatedFilesDir: dir, baseUrl: '/', routes: input});
    return {
      routesSource: await readFile(path.join(dir, 'routes.js'), 'utf8'),
      chunkNames: JSON.parse(await readFile(path.join(dir, 'routesChunkNames.json'), 'utf8')) as RouteChunkNames,
    };
  } finally {
    process.env.NODE_ENV = previousEnv;
    await rm(dir, {recursive: true, force: true});
  }
}

/** A route tree as plain data: path, exact, attributes, children; `component` by what made it. */
function shape(routes: Array<ClientRoute<string>>): unknown[] {
  return routes.map(({component, routes: children, ...rest}) => ({
    ...rest,
    component,
    ...(children ? {routes: shape(children)} : {}),
  }));
}

/** chunk name → module path of every loader in a registry source. */
function loaders(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(/"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\)/g))
    if (match[1] && match[2]) found.set(match[1], match[2]);
  return found;
}

test("the client registry keeps each loader of Docusaurus's registry and drops the server-only fields", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'route-table-slim-'));
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await generateRouteFiles({generatedFilesDir: dir, baseUrl: '/', routes: routes()});
    const original = await readFile(path.join(dir, 'registry.js'), 'utf8');
    const client = clientRegistrySource(original);
    const expected = loaders(original);
    assert.ok(expected.size >= 4, `the codegen wrote ${expected.size} entries`);
    assert.deepEqual(loaders(client), expected);
    assert.doesNotMatch(client, /resolveWeak/);
    for (const modulePath of expected.values())
      assert.equal(client.split(`"${modulePath}"`).length - 1, 1, `${modulePath} appears once, in its import()`);
    // The copy is a module the bundler can parse: an object literal of arrays.
    assert.match(client, /^export default \{\n[\s\S]*\};\n?$/);
  } finally {
    process.env.NODE_ENV = previousEnv;
    await rm(dir, {recursive: true, force: true});
  }
});

test('a registry line in an unknown format fails the build, naming the line', () => {
  const source = 'export default {\n  "abc": [() => import("@site/x.md"), "@site/x.md"],\n};\n';
  assert.throws(() => clientRegistrySource(source), /unexpected line 2 in the chunk registry/);
});

test("the compact route table rebuilds Docusaurus's route tree and each route's chunk names", async () => {
  const input = docsLikeRoutes();
  const {routesSource, chunkNames} = await generated(input);
  // The codegen's own calls, in source order (depth first), read from its text: [path, hash].
  const calls = [...routesSource.matchAll(/ComponentCreator\('([^']*)'(?:, '([^']+)')?\)/g)].map((m) => [m[1], m[2]]);
  assert.equal(calls.length, 9, 'eight routes and the not-found route');

  const table = compactRouteTable(routesSource, chunkNames);
  const made: Array<[string, string | undefined]> = [];
  const tree = routeTree(table, (routePath, key) => {
    made.push([routePath, key]);
    return `made:${routePath}:${key ?? ''}`;
  });
  assert.equal(made.length, 0, 'no component is made before a route is used');

  const clientChunkNames = routeChunkNames(table);
  // Reading every component (shape() does) makes each once, in tree order; then compare.
  const actual = shape(tree);
  assert.equal(made.length, 9);
  assert.deepEqual(
    made.map(([routePath]) => routePath),
    calls.map(([routePath]) => routePath),
  );
  // Same paths, nesting, exact flags and attributes as the input, and the not-found route last.
  const keyOf = new Map<number, string | undefined>(made.map(([, key], index) => [index, key]));
  let index = 0;
  const withKeys = (routes: RouteConfig[]): unknown[] =>
    routes.map((route) => {
      const key = keyOf.get(index++);
      return {
        path: route.path,
        ...(route.sidebar ? {sidebar: route.sidebar} : {}),
        component: `made:${route.path}:${key ?? ''}`,
        ...(route.exact ? {exact: true} : {}),
        ...(route.routes ? {routes: withKeys(route.routes)} : {}),
      };
    });
  assert.deepEqual(actual, [...withKeys(input), {path: '*', component: 'made:*:'}]);

  // Each route's chunk names are Docusaurus's for that route, under the key its component was made with.
  made.forEach(([routePath, key], position) => {
    const [, hash] = calls[position] ?? [];
    if (routePath === '*') {
      assert.equal(key, undefined);
      return;
    }
    assert.ok(key !== undefined && !key.includes('-'), `key of ${routePath}`);
    assert.deepEqual(clientChunkNames[`${routePath}-${key}`], chunkNames[`${routePath}-${hash}`], routePath);
  });
  assert.equal(Object.keys(clientChunkNames).length, Object.keys(chunkNames).length);

  // A component is made once, however often it is read.
  const intro = tree[2]?.routes?.[0]?.routes?.[1]?.routes?.[0];
  assert.equal(intro?.path, '/dev-docs/intro');
  assert.equal(intro.component, intro.component);
  assert.equal(made.length, 9);
});

test('a route table in an unexpected shape fails the build, naming the route', async () => {
  const {routesSource, chunkNames} = await generated(docsLikeRoutes());
  assert.throws(
    () => compactRouteTable(`// changed\n${routesSource}`, chunkNames),
    /does not start as genRoutes writes it/,
  );
  const missing = Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !key.startsWith('/tags/rest-')));
  assert.throws(() => compactRouteTable(routesSource, missing), /no chunk names for route \/tags\/rest-/);
  assert.throws(
    () => compactRouteTable(routesSource, {...chunkNames, '/gone-abc': {__comp: 'x'}}),
    /chunk names of no route: \/gone-abc/,
  );
});
