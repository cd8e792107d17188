/**
 * npx tsx scripts/search/evaluate.ts [buildDir] [--misses]
 *
 * The reader query set against the local engine, without a browser: builds
 * the index from the built pages' records (default build/), with the
 * front matter `keywords` read from docs/ so a writer can try keywords
 * without rebuilding the site. Prints each half's top-3 rate; the tuning
 * half's misses always, the held-out half's only with --misses.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {collectBuildRecords} from '../../src/plugins/search-records/collectBuildRecords';
import {buildLocalSearchFiles} from '../../src/plugins/local-search/buildLocalIndex';
import type {LocalIndexFile} from '../../src/plugins/local-search/localIndex';
import {createSearchEngine, searchSections} from '../../src/plugins/local-search/client/searchEngine';
import {listMarkdownFiles} from '../lib/docFiles';
import {READER_QUERY_SETS} from './readerQueries';

const SITE_URL = 'https://docs-v4.strapi.io';

function keywordsFromDocs(docsDir: string): Map<string, string[]> {
  const keywords = new Map<string, string[]>();
  for (const file of listMarkdownFiles([docsDir])) {
    const match = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'));
    const front = match ? ((yaml.load(match[1]!) as Record<string, unknown>) ?? {}) : {};
    if (Array.isArray(front.keywords)) {
      keywords.set('/' + path.relative(docsDir, file).replace(/\.mdx?$/, ''), front.keywords.map(String));
    }
  }
  return keywords;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const buildDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
  const keywords = keywordsFromDocs(path.resolve('docs'));
  const records = (await collectBuildRecords(buildDir, SITE_URL)).map((record) => {
    if (record.type !== 'lvl1') return record;
    const pagePath = record.url_without_anchor.slice(SITE_URL.length);
    return {...record, keywords: keywords.get(pagePath) ?? record.keywords};
  });
  const engine = createSearchEngine(JSON.parse(JSON.stringify(buildLocalSearchFiles(records, SITE_URL).index)) as LocalIndexFile);
  for (const set of READER_QUERY_SETS) {
    let hits = 0;
    const misses: string[] = [];
    for (const query of set.queries) {
      const pages = searchSections(engine, query.query, {maxPages: 8}).pages.map((page) => page.path);
      if (pages.slice(0, 3).some((page) => query.expected.includes(page))) hits++;
      else misses.push(`  ${query.query}  ->  ${pages.slice(0, 3).join(', ') || 'nothing'}   (want ${query.expected.join(' | ')})`);
    }
    console.log(`${set.name}: ${hits}/${set.queries.length} = ${((hits / set.queries.length) * 100).toFixed(1)}%`);
    if (set.name === 'tuning' || args.includes('--misses')) console.log(misses.join('\n'));
  }
}

void main();
