/**
 * The docs plugin (@docusaurus/plugin-content-docs, registered by preset.ts
 * with the preset's `docs` options) with its version data split
 * (splitVersionData.ts): each sidebar is a module of the routes that display
 * it, and the `docs` table is a JSON file that only the DocCard wrapper
 * imports, instead of both riding in the `version` prop that every doc page
 * loads. The wrappers src/theme/DocRoot and src/theme/DocCard give the theme
 * what it read from that prop; the rendered HTML is the same.
 */
import path from 'node:path';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {
  collectSidebars,
  collectVersionDocs,
  sidebarFileName,
  sidebarModuleSource,
  splitVersionData,
} from './splitVersionData';
import {skipSelfPagination} from './selfPagination';

export const SIDEBAR_STORE_MODULE = '@site/src/plugins/docs-version-split/client/sidebarStore';
/** Imported by src/theme/DocCard as `@generated/docusaurus-plugin-content-docs/default/version-docs.json`. */
export const VERSION_DOCS_FILE = 'version-docs.json';

export default async function docsVersionSplit(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  // The DocCard wrapper imports the default instance's file; a second instance would need its own import there.
  if (options.id !== 'default')
    throw new Error(`docs-version-split: only the default docs plugin instance is supported, not "${options.id}"`);
  const docs = await pluginContentDocs(context, options);
  const {contentLoaded} = docs;
  if (!contentLoaded) throw new Error('docs-version-split: the docs plugin has no contentLoaded');
  return {
    ...docs,
    async contentLoaded({content, actions}) {
      content.loadedVersions.forEach(skipSelfPagination);
      const routes: RouteConfig[] = [];
      await contentLoaded({content, actions: {...actions, addRoute: (route) => routes.push(route)}});
      await actions.createData(VERSION_DOCS_FILE, collectVersionDocs(routes));
      const modulePaths = new Map<string, string>();
      for (const [key, items] of collectSidebars(routes)) {
        const file = await actions.createData(
          sidebarFileName(key),
          sidebarModuleSource(key, items, SIDEBAR_STORE_MODULE),
        );
        modulePaths.set(key, `@generated/${path.relative(context.generatedFilesDir, file).split(path.sep).join('/')}`);
      }
      const split = splitVersionData(routes, (key) => {
        const modulePath = modulePaths.get(key);
        if (modulePath === undefined) throw new Error(`docs-version-split: no module for sidebar ${key}`);
        return modulePath;
      });
      split.forEach((route) => actions.addRoute(route));
    },
  };
}

export {validateOptions};
