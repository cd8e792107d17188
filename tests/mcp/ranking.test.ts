/**
 * Search through MCP ranks exactly as the site's search: every query of the
 * project's four reader query sets (scripts/search/queries.*.ts) goes through
 * the stdio server, and its pages and sections, in order, must equal what
 * the engine of `bench:search` (createSearchEngine over the build's
 * search-index.json, searchSections with 8 pages) gives for the same query,
 * with and without a doc-set filter.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import type {LocalIndexFile} from '../../src/plugins/local-search/localIndex';
import {createSearchEngine, searchSections, type SearchEngine} from '../../src/plugins/local-search/searchEngine';
import {builtShardReader} from '../../src/plugins/local-search/builtShards-fs';
import {DOC_SETS, docSetOfPath} from '../../src/lib/docSets';
import {READER_QUERY_SETS} from '../../scripts/search/readerQueries';
import {BUILD_DIR, callTool, requireBuild, stdioClient} from './mcpClients';

const SITE = 'https://docs-v4.strapi.io';
const PAGES = 8;

interface Hit {
  pageUrl: string;
  url: string;
  otherSections: {url: string}[];
}

describe('search through MCP ranks as the site does', () => {
  let client: Client;
  let engine: SearchEngine;
  before(async () => {
    requireBuild();
    engine = createSearchEngine(
      JSON.parse(readFileSync(path.join(BUILD_DIR, 'search-index.json'), 'utf8')) as LocalIndexFile,
      builtShardReader(BUILD_DIR),
    );
    client = await stdioClient();
  });
  after(async () => {
    await client?.close();
  });

  const ranking = (hits: Hit[]) =>
    hits.map((hit) => [hit.pageUrl, hit.url, ...hit.otherSections.map((section) => section.url)]);
  const siteRanking = (query: string, docSet: string | null) =>
    searchSections(engine, query, {maxPages: PAGES, docSet}).pages.map((page) => [
      SITE + page.path,
      ...page.sections.map((section) => SITE + section.url),
    ]);

  for (const set of READER_QUERY_SETS) {
    it(`${set.name} set (${set.queries.length} queries): same pages and sections, same order`, async () => {
      let compared = 0;
      for (const {query, expected} of set.queries) {
        const result = await callTool(client, 'search_docs', {query, limit: PAGES});
        const {results} = result.structuredContent as {results: Hit[]};
        assert.deepEqual(ranking(results), siteRanking(query, null), `"${query}"`);
        // Filtered to the doc set of the page that answers it, as the search page's filter does.
        const docSet = docSetOfPath(expected[0] ?? '');
        if (docSet) {
          const filtered = await callTool(client, 'search_docs', {query, limit: PAGES, docSet: docSet.id});
          assert.deepEqual(
            ranking((filtered.structuredContent as {results: Hit[]}).results),
            siteRanking(query, docSet.title),
            `"${query}" in ${docSet.title}`,
          );
        }
        compared++;
      }
      assert.equal(compared, set.queries.length);
    });
  }

  it('the query sets cover every doc set', () => {
    const covered = new Set(
      READER_QUERY_SETS.flatMap((set) => set.queries).map((query) => docSetOfPath(query.expected[0] ?? '')?.id),
    );
    for (const docSet of DOC_SETS) assert.ok(covered.has(docSet.id), docSet.id);
  });
});
