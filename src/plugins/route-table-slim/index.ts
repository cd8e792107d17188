/**
 * Makes the route table cheaper in `main.js` (issue 22) without touching what
 * the server renders: in production client builds, `@generated/registry`
 * (imported only by @docusaurus/core's ComponentCreator) is replaced by a copy
 * whose entries keep only their chunk loaders (clientRegistry.ts says why that
 * is all the browser reads). The server bundle keeps the full registry, so the
 * page's script tags are chosen as before. The dev server keeps the original,
 * which it regenerates on every content change.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {clientRegistrySource} from './clientRegistry';

/** The request ComponentCreator imports the registry by. */
const REGISTRY_REQUEST = /^@generated\/registry$/;

export default function routeTableSlimPlugin(context: LoadContext): Plugin<undefined> {
  return {
    name: 'route-table-slim',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      // Written by Docusaurus's codegen before any bundler configuration is made.
      const source = readFileSync(path.join(context.generatedFilesDir, 'registry.js'), 'utf8');
      const target = path.join(context.generatedFilesDir, 'route-table-slim', 'registry.client.js');
      mkdirSync(path.dirname(target), {recursive: true});
      writeFileSync(target, clientRegistrySource(source));
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(REGISTRY_REQUEST, target)]};
    },
  };
}
