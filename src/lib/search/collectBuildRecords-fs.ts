/** Reads every built HTML page under a build directory and returns the search records of the doc pages. */
import {readFile} from 'node:fs/promises';
import {listHtmlFiles, pathOfBuiltFile} from '../builtHtml-fs';
import {buildSearchRecords, type SearchRecord} from './buildSearchRecords';
import {searchablePart} from './searchablePart';

export async function collectBuildRecords(outDir: string): Promise<SearchRecord[]> {
  const files = await listHtmlFiles(outDir);
  const records: SearchRecord[] = [];
  for (const file of files) {
    const html = searchablePart(await readFile(file, 'utf8'));
    if (html === null) continue;
    records.push(...buildSearchRecords({html, fallbackPath: pathOfBuiltFile(outDir, file)}));
  }
  return records;
}
