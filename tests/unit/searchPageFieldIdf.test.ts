/**
 * Issue 26, general means of the twelfth round: a term that many pages carry
 * in their title or keywords counts less in the sections that carry it there
 * (ENGINE_MEANS.pageFieldIdf). On real built pages (tests/fixtures/search-attractors):
 * three framework integration pages whose keywords all say "static site",
 * and the Users & Permissions plugin page that answers "let visitors create
 * an account on my site".
 */
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {collectBuildRecords} from '../../src/lib/search/collectBuildRecords-fs';
import {buildLocalSearchFiles} from '../../src/plugins/local-search/buildLocalIndex';
import {
  createSearchEngine,
  ENGINE_MEANS,
  pageFieldWeight,
  searchSections,
  titleFieldSections,
  type SearchEngine,
} from '../../src/plugins/local-search/searchEngine';

const FIXTURES = path.join(__dirname, '../fixtures/search-attractors');
let engine: SearchEngine;

before(async () => {
  const files = buildLocalSearchFiles(await collectBuildRecords(FIXTURES));
  engine = createSearchEngine(JSON.parse(JSON.stringify(files.index)) as typeof files.index);
});

const scores = (query: string) => new Map(searchSections(engine, query).pages.map((hit) => [hit.path, hit.score]));

describe('title and keywords terms weighed by how many pages carry them', () => {
  it('finds the first sections of the pages whose title or keywords hold a term', () => {
    const pages = [...titleFieldSections(engine, 'site')].map(
      (section) => engine.file.pages[engine.file.sections[section]?.[0] ?? -1]?.[0],
    );
    assert.deepEqual(pages.sort(), [
      '/dev-docs/integrations/gatsby',
      '/dev-docs/integrations/gridsome',
      '/dev-docs/integrations/jekyll',
    ]);
    for (const section of titleFieldSections(engine, 'site')) assert.equal(engine.file.sections[section]?.[1], 1);
  });

  it('lowers a term several pages carry, and leaves a term one page or no page carries', () => {
    const site = pageFieldWeight(engine, 'site');
    assert.ok(site < 1 && site > 0.5, String(site));
    // "gridsome" is in one page's title; "visitor" is in text only.
    assert.equal(pageFieldWeight(engine, 'gridsom'), 1);
    assert.equal(pageFieldWeight(engine, 'visitor'), 1);
  });

  it('lowers the pages that match the common word in their keywords, and not the page that answers in its text', () => {
    const query = 'how do I let visitors create an account on my site';
    const withMean = scores(query);
    ENGINE_MEANS.pageFieldIdf = false;
    const without = scores(query);
    ENGINE_MEANS.pageFieldIdf = true;
    for (const page of ['gridsome', 'jekyll', 'gatsby']) {
      const path = `/dev-docs/integrations/${page}`;
      assert.ok((withMean.get(path) ?? 0) < (without.get(path) ?? 0), path);
    }
    const answer = '/dev-docs/plugins/users-permissions';
    assert.equal(withMean.get(answer), without.get(answer));
  });

  it('leaves a query of words no title or keywords carry unchanged', () => {
    const query = 'visitors';
    const withMean = scores(query);
    ENGINE_MEANS.pageFieldIdf = false;
    const without = scores(query);
    ENGINE_MEANS.pageFieldIdf = true;
    assert.ok(withMean.size >= 3, String(withMean.size));
    assert.deepEqual([...withMean], [...without]);
  });
});
