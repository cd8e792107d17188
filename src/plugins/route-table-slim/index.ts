/**
 * Makes the route table cheaper in `main.js` (issue 22) without touching what
 * the server renders. In production client builds:
 * - `@generated/registry` (imported only by @docusaurus/core's ComponentCreator)
 *   is replaced by a copy whose entries keep only their chunk loaders
 *   (clientRegistry.ts says why that is all the browser reads);
 * - `@generated/routes` and `@generated/routesChunkNames` are rebuilt in the
 *   browser from one compact table, one object per route with its chunk names
 *   inline, and each route's component is made on first use
 *   (compactRoutes.ts writes the table, clientRoutes.ts reads it).
 * - the runtime (`runtime~main`) keeps one chunk id → name map instead of two
 *   (chunkAssetMap.ts);
 * - `@generated/docusaurus.config` is replaced by a copy without the keys only
 *   the build reads (clientSiteConfig.ts).
 * The server bundle keeps Docusaurus's own modules, so the page's script tags
 * and HTML are chosen as before. The dev server keeps the originals, which it
 * regenerates on every content change.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, RouteChunkNames} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {clientRegistrySource} from './clientRegistry';
import {clientSiteConfigSource} from './clientSiteConfig';
import {compactRouteTable} from './compactRoutes';
import {shareChunkNameMap} from './chunkAssetMap';

/** Where Docusaurus's ChunkAssetPlugin defines `__webpack_require__.gca` in the minified runtime. */
const CHUNK_ASSET_FUNCTION = '.gca=function(';

/**
 * Rewrites the runtime after minification, before Rspack computes the real content hashes (so its file name
 * still says what it holds); the build fails if no asset, or more than one, defines `gca`, or the rewrite fails.
 */
const runtimeRewrite = {
  apply(compiler: Compiler) {
    const {Compilation, WebpackError, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('route-table-slim', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'route-table-slim', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        (assets) => {
          const runtimes = Object.entries(assets).filter(
            ([file, asset]) => file.endsWith('.js') && asset.source().toString().includes(CHUNK_ASSET_FUNCTION),
          );
          const fail = (reason: string) => compilation.errors.push(new WebpackError(`route-table-slim: ${reason}`));
          if (runtimes.length !== 1) {
            fail(`expected one script defining __webpack_require__.gca, found ${runtimes.length}`);
            return;
          }
          const [[file, asset]] = runtimes as [(typeof runtimes)[number]];
          const rewritten = shareChunkNameMap(asset.source().toString());
          if (rewritten instanceof Error) fail(`${file}: ${rewritten.message}`);
          else compilation.updateAsset(file, new sources.RawSource(rewritten));
        },
      );
    });
  },
};

/** The client helpers the generated route modules import (browser code). */
const CLIENT_ROUTES = path.join(__dirname, 'clientRoutes.ts');

export default function routeTableSlimPlugin(context: LoadContext): Plugin<undefined> {
  return {
    name: 'route-table-slim',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      // All three are written by Docusaurus's codegen before any bundler configuration is made.
      const generated = (file: string): string => readFileSync(path.join(context.generatedFilesDir, file), 'utf8');
      const outDir = path.join(context.generatedFilesDir, 'route-table-slim');
      mkdirSync(outDir, {recursive: true});
      const write = (file: string, source: string): string => {
        const target = path.join(outDir, file);
        writeFileSync(target, source);
        return target;
      };

      const registry = write('registry.client.js', clientRegistrySource(generated('registry.js')));
      const siteConfig = write(
        'docusaurus.config.client.mjs',
        clientSiteConfigSource(generated('docusaurus.config.mjs')),
      );
      const table = compactRouteTable(
        generated('routes.js'),
        JSON.parse(generated('routesChunkNames.json')) as RouteChunkNames,
      );
      write('routeTable.json', JSON.stringify(table));
      const helpers = JSON.stringify(CLIENT_ROUTES);
      const routes = write(
        'routes.client.js',
        `import ComponentCreator from '@docusaurus/ComponentCreator';\nimport table from './routeTable.json';\nimport {routeTree} from ${helpers};\n\nexport default routeTree(table, ComponentCreator);\n`,
      );
      const chunkNames = write(
        'routesChunkNames.client.js',
        `import table from './routeTable.json';\nimport {routeChunkNames} from ${helpers};\n\nexport default routeChunkNames(table);\n`,
      );

      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      // The runtime rewrite reads the minified shape; `docusaurus build --no-minify` (the writers' error
      // tests, debugging) keeps Docusaurus's own two maps, which work, at the cost of 3.5 KB.
      const minified = config.optimization?.minimize !== false;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^@generated\/registry$/, registry),
          new NormalModuleReplacementPlugin(/^@generated\/docusaurus\.config$/, siteConfig),
          new NormalModuleReplacementPlugin(/^@generated\/routes$/, routes),
          new NormalModuleReplacementPlugin(/^@generated\/routesChunkNames$/, chunkNames),
          ...(minified ? [runtimeRewrite] : []),
        ],
      };
    },
  };
}
