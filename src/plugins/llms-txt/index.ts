/**
 * Writes the files AI tools read: /llms.txt (index), /llms-full.txt (every
 * page) and each doc's Markdown at its URL + `.md`. Runs after the build so
 * the output matches the published pages.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {SidebarItemLike} from './buildLlmsTxt';
import type {LlmsDocSource} from './writeLlmsFiles';
import {writeLlmsFilesInWorker} from './runInWorker';
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
    },
    async postBuild({outDir, siteConfig}) {
      await writeLlmsFilesInWorker({
        docs: collected.docs,
        sidebars: collected.sidebars,
        outDir,
        siteDir: context.siteDir,
        siteUrl: siteConfig.url.replace(/\/$/, ''),
        siteTitle: siteConfig.title,
        strapiVersion: stringCustomField(siteConfig.customFields, 'strapiVersion'),
      });
    },
  };
}
