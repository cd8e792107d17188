/** The general means of search (issue 26) on real built pages (tests/fixtures/search-build) and real reader words. */
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {collectBuildRecords} from '../../src/lib/search/collectBuildRecords-fs';
import {buildSearchRecords, codeQuotedMessages, isQuotedMessage} from '../../src/lib/search/buildSearchRecords';
import {docSetIntent} from '../../src/lib/search/intent';
import {buildLocalSearchFiles, shardReader} from '../../src/plugins/local-search/buildLocalIndex';
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
  engine = createSearchEngine(JSON.parse(JSON.stringify(files.index)) as typeof files.index, shardReader(files));
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

describe('error lines quoted in code listings', () => {
  const errorBody = [
    '{',
    '  "data": null,',
    '  "error": {',
    '    "status": 400,',
    '    "name": "ApplicationError",',
    '    "message": "Incorrect code provided",',
    '    "details": {}',
    '  }',
    '}',
  ].join('\n');

  it('keeps the string literals of a listing that read as a message, not names or code', () => {
    assert.deepEqual(codeQuotedMessages(errorBody), ['Incorrect code provided']);
    assert.deepEqual(codeQuotedMessages("const book = await strapi.query('api::book.book').findOne();"), []);
    assert.deepEqual(codeQuotedMessages("module.exports = {url: 'https://example.com/admin'};"), []);
  });

  it('finds the page whose response example is the only place that quotes a pasted three-word message', () => {
    const page = (route: string, title: string, body: string) =>
      `<html class="docs-doc-page"><head><link rel="canonical" href="https://docs.example.com${route}"></head>` +
      `<body><article><div class="theme-doc-markdown markdown"><h1>${title}</h1>${body}</div></article></body></html>`;
    const records = [
      ...buildSearchRecords({
        html: page(
          '/dev-docs/plugins/users-permissions',
          'Users and permissions',
          '<p>Send the code from the email link.</p><h2 id="reset-the-password">Reset the password</h2>' +
            `<p>A wrong or used code is refused:</p><pre><code>${errorBody}</code></pre>`,
        ),
      }),
      ...buildSearchRecords({
        html: page(
          '/dev-docs/plugins/sentry',
          'Sentry',
          '<p>Report errors from your code. The DSN is provided by Sentry, and an incorrect DSN sends nothing.</p>',
        ),
      }),
    ];
    const small = buildLocalSearchFiles(records);
    const smallEngine = createSearchEngine(
      JSON.parse(JSON.stringify(small.index)) as typeof small.index,
      shardReader(small),
    );
    const matches = [...quotedMessageMatches(smallEngine, 'Incorrect code provided').keys()];
    assert.deepEqual(
      matches.map((section) => smallEngine.file.sections[section]?.[4]),
      ['reset-the-password'],
    );
    // Three words that are only part of a longer message, or two words, match nothing.
    assert.equal(quotedMessageMatches(smallEngine, 'incorrect code').size, 0);
    const [top] = searchSections(smallEngine, 'Incorrect code provided').pages;
    assert.equal(top?.path, '/dev-docs/plugins/users-permissions');
    assert.equal(top?.sections[0]?.url, '/dev-docs/plugins/users-permissions#reset-the-password');
  });
});
