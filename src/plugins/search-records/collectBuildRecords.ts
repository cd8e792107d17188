/** Reads every built HTML page under a build directory and returns the search records of the doc pages. */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {buildSearchRecords, type SearchRecord} from './buildSearchRecords';

/** The URL path a built file is served at (trailingSlash false: a.html -> /a, a/index.html -> /a). */
export function pathOfBuiltFile(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const withoutExtension = relative.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return `/${withoutExtension}`;
}

async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export async function collectBuildRecords(outDir: string, siteUrl: string): Promise<SearchRecord[]> {
  const files = await listHtmlFiles(outDir);
  const records: SearchRecord[] = [];
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    records.push(...buildSearchRecords({html, siteUrl, fallbackPath: pathOfBuiltFile(outDir, file)}));
  }
  return records;
}
