/**
 * Writes /llms.txt, /llms-full.txt and each doc's `.md` export into a build. Runs in a worker thread
 * (runInWorker.ts) so its parsing uses the second core while local-search indexes the built pages on
 * the main one; the job it gets is plain data (structured-cloned), the output is the same either way.
 */
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {buildLlmsTxt, groupDocs, type LlmsDoc, type SidebarItemLike} from './buildLlmsTxt';
import {docToMarkdown} from './mdxToMarkdown';
import {LLMS_FULL_TXT_ROUTE, LLMS_TXT_ROUTE, markdownUrl} from '../../lib/llmsFiles';

export interface LlmsDocSource extends LlmsDoc {
  /** Absolute path of the doc's source file. */
  source: string;
}

export interface LlmsJob {
  docs: LlmsDocSource[];
  sidebars: Record<string, SidebarItemLike[]>;
  outDir: string;
  siteDir: string;
  siteUrl: string;
  siteTitle: string;
  strapiVersion: string;
}

export async function writeLlmsFiles(job: LlmsJob): Promise<void> {
  const {outDir, siteUrl} = job;
  const docsDir = path.join(job.siteDir, 'docs');
  const readImport = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  // One rendering per snippet for the whole build: 179 imports of 44 snippets would otherwise parse each again.
  const snippetCache = new Map<string, string>();
  const groups = groupDocs(job.docs, job.sidebars);
  const markdownByPermalink = new Map<string, string>();
  const writes: Promise<void>[] = [];
  const folders = new Map<string, Promise<unknown>>();
  for (const doc of job.docs) {
    const markdown = docToMarkdown(readFileSync(doc.source, 'utf8'), {
      filePath: doc.source,
      docsDir,
      siteUrl,
      readImport,
      snippetCache,
      title: doc.title,
      url: siteUrl + doc.permalink,
    });
    markdownByPermalink.set(doc.permalink, markdown);
    const target = path.join(outDir, markdownUrl(doc.permalink.replace(/^\//, '')));
    const folder = path.dirname(target);
    let made = folders.get(folder);
    if (!made) folders.set(folder, (made = mkdir(folder, {recursive: true})));
    writes.push(made.then(() => writeFile(target, markdown)));
  }
  const full = groups.flatMap((group) => group.docs.map((doc) => markdownByPermalink.get(doc.permalink) ?? ''));
  const summary = `Documentation for Strapi ${job.strapiVersion}, the open-source headless CMS: developer docs, the admin-panel user guide and Strapi Cloud.`;
  writes.push(
    writeFile(path.join(outDir, LLMS_TXT_ROUTE), buildLlmsTxt({siteTitle: job.siteTitle, summary, siteUrl, groups})),
    writeFile(path.join(outDir, LLMS_FULL_TXT_ROUTE), full.join('\n\n---\n\n')),
  );
  await Promise.all(writes);
}
