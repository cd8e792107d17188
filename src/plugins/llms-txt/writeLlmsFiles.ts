/**
 * Writes /llms.txt, /llms-full.txt and each doc's `.md` export into a build. The rendering reads only the
 * docs' sources, so the plugin starts it in a worker thread (runInWorker.ts) as soon as the docs are loaded,
 * while the site bundles; the files are written after the build. The job it gets is plain data
 * (structured-cloned), the output is the same either way.
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

/** A file of the export: its path inside the build and its content. */
export type LlmsFile = [relativePath: string, content: string];

/** Every file of the export (each doc's `.md`, llms.txt, llms-full.txt), from the docs' sources only. */
export function renderLlmsFiles(job: Omit<LlmsJob, 'outDir'>): LlmsFile[] {
  const {siteUrl} = job;
  const docsDir = path.join(job.siteDir, 'docs');
  const readImport = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  // One rendering per snippet for the whole build: 179 imports of 44 snippets would otherwise parse each again.
  const snippetCache = new Map<string, string>();
  const groups = groupDocs(job.docs, job.sidebars);
  const markdownByPermalink = new Map<string, string>();
  const files: LlmsFile[] = [];
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
    files.push([markdownUrl(doc.permalink.replace(/^\//, '')), markdown]);
  }
  const full = groups.flatMap((group) => group.docs.map((doc) => markdownByPermalink.get(doc.permalink) ?? ''));
  const summary = `Documentation for Strapi ${job.strapiVersion}, the open-source headless CMS: developer docs, the admin-panel user guide and Strapi Cloud.`;
  files.push(
    [LLMS_TXT_ROUTE, buildLlmsTxt({siteTitle: job.siteTitle, summary, siteUrl, groups})],
    [LLMS_FULL_TXT_ROUTE, full.join('\n\n---\n\n')],
  );
  return files;
}

/** Writes the export's files into a build. */
export async function writeFilesInto(outDir: string, files: LlmsFile[]): Promise<void> {
  const folders = new Map<string, Promise<unknown>>();
  await Promise.all(
    files.map(([relativePath, content]) => {
      const target = path.join(outDir, relativePath);
      const folder = path.dirname(target);
      let made = folders.get(folder);
      if (!made) folders.set(folder, (made = mkdir(folder, {recursive: true})));
      return made.then(() => writeFile(target, content));
    }),
  );
}

export async function writeLlmsFiles(job: LlmsJob): Promise<void> {
  await writeFilesInto(job.outDir, renderLlmsFiles(job));
}
