/**
 * Related words (issue 26): the table computed from the real WordNet 3.1
 * files for real built pages (tests/fixtures/search-build), its shards, and
 * the engine widening only the words the index does not know.
 */
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {collectBuildRecords} from '../../src/lib/search/collectBuildRecords-fs';
import {normalizeWord} from '../../src/lib/search/queryUnderstanding';
import type {SearchRecord} from '../../src/lib/search/buildSearchRecords';
import {
  RELATED_SHARD_COUNT,
  relatedShard,
  relatedTypesenseSynonyms,
  splitRelatedTable,
  type RelatedWordsTable,
} from '../../src/lib/search/relatedWords';
import {
  computeRelatedWords,
  docsVocabulary,
  readWordNet,
  RELATED_WORDS_OPTIONS,
  type RelatedWords,
} from '../../src/lib/search/relatedWords-fs';
import {buildLocalSearchFiles, shardReader} from '../../src/plugins/local-search/buildLocalIndex';
import {
  createSearchEngine,
  relatedWordsNeeded,
  searchSections,
  type SearchEngine,
} from '../../src/plugins/local-search/searchEngine';

const FIXTURES = path.join(__dirname, '../fixtures/search-build');
let records: SearchRecord[];
let engine: SearchEngine;
let related: RelatedWords;

before(async () => {
  records = await collectBuildRecords(FIXTURES);
  const files = buildLocalSearchFiles(records);
  engine = createSearchEngine(JSON.parse(JSON.stringify(files.index)) as typeof files.index, shardReader(files));
  // WordNet alone (no vectors): the reader words are WordNet's own single words.
  related = computeRelatedWords(readWordNet(), null, docsVocabulary(records), RELATED_WORDS_OPTIONS);
});

const MANDATORY = normalizeWord('mandatory') ?? '';
const REQUIRED = normalizeWord('required') ?? '';

const pages = (query: string, table: RelatedWordsTable | null) =>
  searchSections(engine, query, {related: table}).pages.map((page) => page.path);

describe('related words from WordNet', () => {
  it('maps words the pages never use onto the words they do', () => {
    assert.ok(!engine.knownTerms.has(MANDATORY));
    assert.deepEqual(related.table[MANDATORY]?.includes(REQUIRED), true, JSON.stringify(related.table[MANDATORY]));
    assert.deepEqual(related.words.mandatory?.includes('required'), true);
  });

  it('never gives an entry to a word the index knows', () => {
    for (const term of Object.keys(related.table)) assert.ok(!engine.knownTerms.has(term), term);
  });

  it('lets a query with an unknown word find the page that uses its synonym', () => {
    assert.deepEqual(relatedWordsNeeded(engine, 'mandatory fields'), [MANDATORY]);
    assert.ok(!pages('mandatory', null).includes('/dev-docs/api/entity-service/crud'));
    assert.ok(pages('mandatory', related.table).includes('/dev-docs/api/entity-service/crud'));
  });

  it('does not widen a word the index knows, nor a word still being typed that starts index terms', () => {
    assert.deepEqual(relatedWordsNeeded(engine, 'required'), []);
    const withoutTable = pages('webhooks', null);
    assert.deepEqual(pages('webhooks', {[normalizeWord('webhooks') ?? '']: [REQUIRED]}), withoutTable);
    assert.deepEqual(relatedWordsNeeded(engine, 'webh'), []);
  });
});

describe('related-words shards', () => {
  it('puts every term in the shard its hash names, and nowhere else', () => {
    const shards = splitRelatedTable(related.table);
    assert.equal(shards.length, RELATED_SHARD_COUNT);
    assert.equal(
      shards.reduce((total, shard) => total + Object.keys(shard).length, 0),
      Object.keys(related.table).length,
    );
    for (const [index, shard] of shards.entries())
      for (const term of Object.keys(shard)) assert.equal(relatedShard(term), index, term);
  });

  it('are written beside the index and named in it', () => {
    const files = buildLocalSearchFiles(records, related.table);
    assert.deepEqual(
      files.index.related,
      files.related.map(({name}) => name),
    );
    assert.equal(new Set(files.index.related).size, RELATED_SHARD_COUNT);
  });

  it('become Typesense one-way synonyms of words as written', () => {
    const synonyms = relatedTypesenseSynonyms(related.words);
    assert.deepEqual(synonyms.find((synonym) => synonym.root === 'mandatory')?.synonyms.includes('required'), true);
    assert.equal(new Set(synonyms.map((synonym) => synonym.id)).size, synonyms.length);
  });
});
