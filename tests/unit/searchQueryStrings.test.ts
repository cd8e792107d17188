/**
 * Issue 26, general means of the twelfth round: a pasted query string is one
 * group per parameter, each also matching its key and the key's words
 * (QUERY_MEANS.queryStrings). Real reader input from the fresh4 set and the
 * REST pages of a real build (tests/fixtures/search-build).
 */
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {collectBuildRecords} from '../../src/lib/search/collectBuildRecords-fs';
import {analyzeQuery, QUERY_MEANS, queryStringGroups} from '../../src/lib/search/queryUnderstanding';
import {buildLocalSearchFiles, shardReader} from '../../src/plugins/local-search/buildLocalIndex';
import {createSearchEngine, searchSections, type SearchEngine} from '../../src/plugins/local-search/searchEngine';

const FIXTURES = path.join(__dirname, '../fixtures/search-build');
let engine: SearchEngine;

before(async () => {
  const files = buildLocalSearchFiles(await collectBuildRecords(FIXTURES));
  engine = createSearchEngine(JSON.parse(JSON.stringify(files.index)) as typeof files.index, shardReader(files));
});

const alternatives = (query: string) => analyzeQuery(query).groups.map((group) => group.alternatives);

describe('pasted query strings', () => {
  it('become one group per parameter: the parameter whole, its key, the key words', () => {
    assert.deepEqual(alternatives('fields[0]=title&fields[1]=slug'), [
      [['fields[0]=title'], ['fields[0]'], ['field']],
      [['fields[1]=slug'], ['fields[1]'], ['field']],
    ]);
    // After a path and `?` (the path is a group of its own), with an operator in the key.
    assert.deepEqual(alternatives('/api/books?filters[title][$eq]=Dune&sort=title:asc'), [
      [['api/books'], ['api', 'book']],
      [['filters[title][$eq]=dune'], ['filters[title][$eq]'], ['filter', 'titl', 'eq']],
      [['sort=title:asc'], ['sort']],
    ]);
  });

  it('leave a single parameter and other identifiers as they were', () => {
    assert.equal(queryStringGroups('populate=*'), null);
    assert.equal(queryStringGroups('pagination[pageSize]=10'), null);
    assert.equal(queryStringGroups('strapi.entityService.findMany'), null);
    assert.deepEqual(alternatives('populate=*'), [[['populate=*'], ['populat']]]);
  });

  it('find the field selection page for a pasted fields query string, which the whole string does not', () => {
    const top = () =>
      searchSections(engine, 'fields[0]=title&fields[1]=slug')
        .pages.slice(0, 3)
        .map((hit) => hit.path);
    assert.ok(top().includes('/dev-docs/api/rest/populate-select'), top().join(', '));
    QUERY_MEANS.queryStrings = false;
    const without = top();
    QUERY_MEANS.queryStrings = true;
    assert.ok(!without.includes('/dev-docs/api/rest/populate-select'), without.join(', '));
  });
});
