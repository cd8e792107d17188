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
import type {PluginRouteConfig} from '@docusaurus/types';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {clientRegistrySource} from '../../src/plugins/route-table-slim/clientRegistry';

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
