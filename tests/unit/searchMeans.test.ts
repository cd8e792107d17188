/** The general means of search (issue 26) on real built pages (tests/fixtures/search-build) and real reader words. */
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {collectBuildRecords} from '../../src/lib/search/collectBuildRecords-fs';
import {isQuotedMessage} from '../../src/lib/search/buildSearchRecords';
import {docSetIntent} from '../../src/lib/search/intent';
import {buildLocalSearchFiles} from '../../src/plugins/local-search/buildLocalIndex';
import {
  createSearchEngine,
  quotedMessageMatches,
  searchSections,
  type SearchEngine,
} from '../../src/plugins/local-search/searchEngine';

const FIXTURES = path.join(__dirname, '../fixtures/search-build');
let engine: SearchEngine;

before(async () => {
  const files = buildLocalSearchFiles(await collectBuildRecords(FIXTURES));
  engine = createSearchEngine(JSON.parse(JSON.stringify(files.index)) as typeof files.index);
});

const words = (query: string) => query.toLowerCase().match(/[\p{L}']+/gu) ?? [];

describe('doc-set intent', () => {
  it('leans an editor question to the user guide', () => {
    const query = 'put a video in a blog post';
    assert.deepEqual(docSetIntent(query, words(query), false)?.prefix, '/user-docs/');
  });

  it('leans identifiers, code words and pasted error lines to the developer docs', () => {
    assert.equal(docSetIntent('strapi.cron.add', ['strapi', 'cron', 'add'], true)?.prefix, '/dev-docs/');
    const line = 'Delete requires a where parameter';
    assert.equal(docSetIntent(line, words(line), false)?.prefix, '/dev-docs/');
    assert.equal(
      docSetIntent('call a service from a controller', words('call a service from a controller'), false)?.prefix,
      '/dev-docs/',
    );
  });

  it('leans a query that names the cloud to the Cloud docs, and leaves mixed or neutral queries alone', () => {
    assert.equal(
      docSetIntent('why did my cloud site crash', words('why did my cloud site crash'), false)?.prefix,
      '/cloud/',
    );
    assert.equal(
      docSetIntent('publish an article through the api', words('publish an article through the api'), false),
      null,
    );
    assert.equal(docSetIntent('upgrade', ['upgrade'], false), null);
  });
});

describe('pasted error lines', () => {
  it('keeps inline code that reads as a message, not commands or code', () => {
    assert.ok(isQuotedMessage('Invalid format, expected yyyy-MM-dd'));
    assert.ok(isQuotedMessage('This attribute must be unique'));
    assert.ok(!isQuotedMessage('npm run strapi -- transfer --to https://example.com/admin'));
    assert.ok(!isQuotedMessage("strapi.query('api::book.book').findMany()"));
    assert.ok(!isQuotedMessage('populate=*'));
  });

  it('indexes the messages the built pages quote', () => {
    const texts = (engine.file.messages ?? []).map(([, text]) => text);
    assert.ok(texts.includes('This attribute must be unique'), texts.join(' | '));
  });

  it('matches a pasted line to the sections that quote it, and nothing for unrelated words', () => {
    const matches = quotedMessageMatches(engine, 'ValidationError: This attribute must be unique (title)');
    const pages = [...matches.keys()].map(
      (section) => engine.file.pages[engine.file.sections[section]?.[0] ?? -1]?.[0],
    );
    // crud quotes it as inline code, i18n in prose ("…refused with "This attribute must be unique"…").
    assert.deepEqual(pages, ['/dev-docs/api/entity-service/crud', '/dev-docs/plugins/i18n']);
    assert.equal(quotedMessageMatches(engine, 'how do I sort books by title').size, 0);
    // Three words in a row are not enough unless they are the whole message.
    assert.equal(quotedMessageMatches(engine, 'this attribute must').size, 0);
  });

  it('ranks the page that quotes a pasted line first, with the quoting section first', () => {
    const response = searchSections(
      engine,
      'Error: Invalid pagination parameters. Expected either start/limit or page/pageSize',
    );
    const [top] = response.pages;
    assert.equal(top?.path, '/dev-docs/api/rest/sort-pagination');
    const quoting = [
      ...quotedMessageMatches(engine, 'Invalid pagination parameters. Expected either start/limit').keys(),
    ];
    assert.ok(quoting.includes(top.sections[0]?.id ?? -1), JSON.stringify(top.sections.map((section) => section.url)));
  });
});
