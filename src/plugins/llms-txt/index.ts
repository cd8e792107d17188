/**
 * Writes the files AI tools read: /llms.txt (index), /llms-full.txt (every
 * page) and each doc's Markdown at its URL + `.md`, from the docs' sources.
 * The rendering starts in a worker thread once the docs are loaded (it runs
 * while the site bundles); the files are written after the build, into the
 * folder the build has emptied.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {SidebarItemLike} from './buildLlmsTxt';
import type {LlmsDocSource} from './writeLlmsFiles';
import {renderLlmsFilesInWorker, type LlmsRendering} from './runInWorker';
import {writeFilesInto} from './writeLlmsFiles';
import {stringCustomField} from '../../lib/customFields';

interface Collected {
  docs: LlmsDocSource[];
  sidebars: Record<string, SidebarItemLike[]>;
}

function resolveSource(source: string, siteDir: string): string {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : source;
}

export default function llmsTxtPlugin(context: LoadContext): Plugin<undefined> {
  const collected: Collected = {docs: [], sidebars: {}};
  let rendering: LlmsRendering | undefined;
  const startRendering = (): LlmsRendering => {
    const {siteConfig} = context;
    const started = renderLlmsFilesInWorker({
      docs: collected.docs,
      sidebars: collected.sidebars,
      siteDir: context.siteDir,
      siteUrl: siteConfig.url.replace(/\/$/, ''),
      siteTitle: siteConfig.title,
      strapiVersion: stringCustomField(siteConfig.customFields, 'strapiVersion'),
    });
    // Its error is thrown by postBuild; a build that fails before then does not wait for the worker.
    started.files.catch(() => undefined);
    started.unref();
    return started;
  };
  return {
    name: 'llms-txt',
    allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = docsContent?.loadedVersions[0];
      if (!version) throw new Error('llms-txt: the docs plugin has no loaded version.');
      collected.docs = version.docs.map((doc) => ({
        id: doc.id,
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
        keywords: Array.isArray(doc.frontMatter.keywords) ? doc.frontMatter.keywords.map(String) : undefined,
        source: resolveSource(doc.source, context.siteDir),
      }));
      collected.sidebars = version.sidebars;
      // Only a build writes the export (the dev server reloads content on every change).
      if (process.env.NODE_ENV === 'production') rendering = startRendering();
    },
    async postBuild({outDir}) {
      rendering ??= startRendering();
      rendering.ref();
      await writeFilesInto(outDir, await rendering.files);
    },
  };
}
