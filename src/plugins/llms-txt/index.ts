/**
 * Writes the files AI tools read: /llms.txt (index), /llms-full.txt (every
 * page) and each doc's Markdown at its URL + `.md`. Runs after the build so
 * the output matches the published pages.
 */
import {readFileSync, existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {buildLlmsTxt, groupDocs, type LlmsDoc, type SidebarItemLike} from './buildLlmsTxt';
import {docToMarkdown} from './mdxToMarkdown';
import {stringCustomField} from '../../lib/customFields';
import {LLMS_FULL_TXT_ROUTE, LLMS_TXT_ROUTE, markdownUrl} from '../../lib/llmsFiles';

interface CollectedDoc extends LlmsDoc {
  source: string;
}

interface Collected {
  docs: CollectedDoc[];
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
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const docsDir = path.join(context.siteDir, 'docs');
      const readImport = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
      const groups = groupDocs(collected.docs, collected.sidebars);
      const markdownByPermalink = new Map<string, string>();
      for (const doc of collected.docs) {
        const markdown = docToMarkdown(readFileSync(doc.source, 'utf8'), {
          filePath: doc.source,
          docsDir,
          siteUrl,
          readImport,
          title: doc.title,
          url: siteUrl + doc.permalink,
        });
        markdownByPermalink.set(doc.permalink, markdown);
        const target = path.join(outDir, markdownUrl(doc.permalink.replace(/^\//, '')));
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, markdown);
      }
      const full = groups.flatMap((group) => group.docs.map((doc) => markdownByPermalink.get(doc.permalink) ?? ''));
      const summary = `Documentation for Strapi ${stringCustomField(siteConfig.customFields, 'strapiVersion')}, the open-source headless CMS: developer docs, the admin-panel user guide and Strapi Cloud.`;
      await writeFile(
        path.join(outDir, LLMS_TXT_ROUTE),
        buildLlmsTxt({siteTitle: siteConfig.title, summary, siteUrl, groups}),
      );
      await writeFile(path.join(outDir, LLMS_FULL_TXT_ROUTE), full.join('\n\n---\n\n'));
    },
  };
}
