/** The local search engine on records from real built pages (tests/fixtures/search-build). */
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import MiniSearch from 'minisearch';
import {collectBuildRecords} from '../../src/lib/search/collectBuildRecords-fs';
import {
  buildLocalSearchFiles,
  newDescriptionWords,
  shardReader,
  toIndexedSections,
  type LocalSearchFiles,
} from '../../src/plugins/local-search/buildLocalIndex';
import type {SearchRecord} from '../../src/lib/search/buildSearchRecords';
import {
  createSearchEngine,
  MAX_PREFIX_COMPLETIONS,
  prefixCompletions,
  searchAsPrefix,
  searchSections,
  suggestQueries,
  type SearchEngine,
} from '../../src/plugins/local-search/searchEngine';
import {highlightParts, snippetParts} from '../../src/plugins/local-search/client/snippet';
import {
  clearRecentSearches,
  readRecentSearches,
  saveRecentSearch,
} from '../../src/plugins/local-search/client/recentSearches';
import {missingResultsIssueUrl} from '../../src/plugins/local-search/client/issueUrl';
import {dialogOptions} from '../../src/plugins/local-search/components/SearchModal/options';
import {indexTerms} from '../../src/lib/search/queryUnderstanding';
import {MINISEARCH_OPTIONS, processTerm, tokenize} from '../../src/plugins/local-search/searchOptions';

const FIXTURES = path.join(__dirname, '../fixtures/search-build');

let files: LocalSearchFiles;
let engine: SearchEngine;
let records: SearchRecord[];

before(async () => {
  records = await collectBuildRecords(FIXTURES);
  files = buildLocalSearchFiles(records);
  engine = createSearchEngine(JSON.parse(JSON.stringify(files.index)) as typeof files.index, shardReader(files));
});

describe('buildLocalSearchFiles', () => {
  it('writes relative paths, one text file per page and a section row per record', () => {
    const paths = files.index.pages.map(([pagePath]) => pagePath);
    assert.ok(paths.includes('/dev-docs/api/rest/populate-select'));
    assert.equal(files.texts.length, files.index.pages.length);
    const total = files.texts.reduce((sum, text) => sum + text.content.length, 0);
    assert.equal(total, files.index.sections.length);
    assert.match(files.index.pages[0]?.[3] ?? '', /^[0-9a-f]{16}\.json$/);
  });

  it('packs the MiniSearch index without losing anything', () => {
    const fresh = new MiniSearch(MINISEARCH_OPTIONS);
    fresh.addAll(toIndexedSections(records));
    // Term order follows insertion into MiniSearch's radix tree, so compare the index as a map.
    const comparable = (miniSearch: MiniSearch) => {
      const {index, ...rest} = miniSearch.toJSON();
      return {...rest, index: Object.fromEntries(index)};
    };
    assert.deepEqual(comparable(engine.miniSearch as unknown as MiniSearch), comparable(fresh));
  });
});

describe('newDescriptionWords', () => {
  it('keeps the words of the description the page does not use, each once, as written', () => {
    const page = new Set(indexTerms('Schedule tasks with Strapi: cron.enabled'));
    assert.equal(
      newDescriptionWords('Schedule recurring tasks in Strapi with cron.enabled, recurring jobs and Jobs', page),
      'recurring jobs',
    );
  });

  it('adds nothing when the page already uses every word of its description', () => {
    assert.equal(
      newDescriptionWords('Components and dynamic zones', new Set(indexTerms('A dynamic zone holds components.'))),
      '',
    );
  });
});

describe('createSearchEngine', () => {
  it('refuses an index whose sections name pages it does not have, when it loads', () => {
    const outOfStep = JSON.parse(JSON.stringify(files.index)) as typeof files.index;
    outOfStep.pages = outOfStep.pages.slice(0, 1);
    assert.throws(() => createSearchEngine(outOfStep), /section \d+ names page \d+, which the index does not have/);
  });
});

describe('searchSections', () => {
  const firstPage = (query: string, docSet?: string | null) => searchSections(engine, query, {docSet}).pages[0]?.path;

  it('finds a page for a word only its front matter description uses', () => {
    // The cron page's description says "Schedule recurring tasks"; its title, headings and text never say "recurring".
    const cron = records.filter((record) => record.path === '/dev-docs/configurations/cron');
    assert.match(cron[0]?.description ?? '', /\brecurring\b/);
    assert.ok(cron.every((record) => !/recurring/i.test(`${record.pageTitle} ${record.heading ?? ''} ${record.text}`)));
    assert.equal(firstPage('recurring'), '/dev-docs/configurations/cron');
    assert.equal(firstPage('recurring jobs'), '/dev-docs/configurations/cron');
  });

  it('finds the REST populate page first for "populate"', () => {
    assert.equal(firstPage('populate'), '/dev-docs/api/rest/populate-select');
  });

  it('matches prefixes while typing', () => {
    assert.equal(firstPage('webho'), '/dev-docs/backend-customization/webhooks');
  });

  it('tolerates typos', () => {
    assert.equal(firstPage('webhoks'), '/dev-docs/backend-customization/webhooks');
    assert.equal(firstPage('popluate'), '/dev-docs/api/rest/populate-select');
  });

  it('finds a long word with a typo in its ending, which stemming keeps out of reach of plain typo matching', () => {
    // "environment" is indexed as "environ": "environmnet" is four edits away from it, but its first seven letters are not.
    assert.ok(!engine.knownTerms.has('environmnet'));
    assert.equal(firstPage('environmnet'), firstPage('environment'));
    assert.ok(searchSections(engine, 'environmnet').pages.length > 0);
  });

  it('searches the word being typed as a prefix unless the index knows it and it starts many terms', () => {
    const brute = (prefix: string) =>
      [...engine.knownTerms].filter((term) => term !== prefix && term.startsWith(prefix)).length;
    for (const prefix of ['api', 'strapi', 'webho']) assert.equal(prefixCompletions(engine, prefix), brute(prefix));
    // "strapi" starts many identifiers (strapi.entityService.findMany, strapi::cors…); "api" fewer in these fixtures.
    assert.ok(brute('strapi') > MAX_PREFIX_COMPLETIONS && brute('api') <= MAX_PREFIX_COMPLETIONS);
    assert.equal(searchAsPrefix(engine, 'strapi'), false);
    assert.equal(searchAsPrefix(engine, 'api'), true);
    assert.equal(searchAsPrefix(engine, 'webho'), true);
    // The common word is still found as itself.
    assert.ok(searchSections(engine, 'strapi cors').pages.length > 0);
  });

  it('ranks a page whose title matches above a page that only mentions the word', () => {
    const pages = searchSections(engine, 'webhooks').pages.map((page) => page.path);
    assert.equal(pages[0], '/dev-docs/backend-customization/webhooks');
  });

  it('keeps at most three sections per page: the page itself first when its title matched, then best first', () => {
    const {pages} = searchSections(engine, 'populate');
    for (const page of pages) {
      assert.ok(page.sections.length <= 3);
      const rest = page.sections[0]?.level === 1 ? page.sections.slice(1) : page.sections;
      const scores = rest.map((section) => section.score);
      assert.deepEqual(
        scores,
        [...scores].sort((a, b) => b - a),
      );
    }
  });

  it('links sections by anchor and returns the matched terms to highlight', () => {
    const {pages, terms} = searchSections(engine, 'populat');
    assert.ok(terms.includes('populat'));
    const section = pages[0]?.sections.find((hit) => hit.level > 1);
    assert.ok(section, 'the first page has a subsection hit');
    assert.match(section.url, /^\/dev-docs\/api\/rest\/populate-select#[a-z0-9-]+$/);
  });

  it('limits results to a doc set, widens to all docs when that set has nothing, or searches all docs', () => {
    const widened = searchSections(engine, 'webhooks', {docSet: 'User Guide'});
    assert.equal(widened.widenedFrom, 'User Guide');
    assert.equal(widened.pages[0]?.path, '/dev-docs/backend-customization/webhooks');
    const scoped = searchSections(engine, 'content', {docSet: 'User Guide'});
    assert.equal(scoped.widenedFrom, null);
    assert.ok(scoped.pages.length > 0 && scoped.pages.every((page) => page.docSet === 'User Guide'));
    assert.ok(searchSections(engine, 'content', {docSet: null}).pages.some((page) => page.docSet !== 'User Guide'));
  });

  it('ranks the preferred doc set first among equal matches, and labels every page with its doc set', () => {
    const {pages} = searchSections(engine, 'strapi cloud', {preferDocSet: 'Strapi Cloud'});
    assert.equal(pages[0]?.docSet, 'Strapi Cloud');
    assert.ok(pages.every((page) => ['Developer Docs', 'User Guide', 'Strapi Cloud'].includes(page.docSet)));
  });

  it('falls back to any word when no section has them all', () => {
    assert.equal(firstPage('webhooks zzzqqq'), '/dev-docs/backend-customization/webhooks');
  });

  it('returns nothing for an empty query or gibberish, and suggests close terms', () => {
    assert.deepEqual(searchSections(engine, '   ').pages, []);
    assert.deepEqual(searchSections(engine, 'qqqxxzz').pages, []);
    assert.ok(suggestQueries(engine, 'webhoocks').includes('Webhooks'));
  });
});

describe('tokenize and processTerm', () => {
  it('keeps operator and identifier tokens whole (with their parts), stems words and drops stop words', () => {
    assert.deepEqual(tokenize('use $eq on find_many, not createdAt!'), [
      'use',
      '$eq',
      'eq',
      'find_many',
      'find',
      'many',
      'createdat',
    ]);
    assert.deepEqual(tokenize('The Populating'), ['populat']);
    assert.equal(processTerm('5'), '5');
  });
});

describe('snippets', () => {
  it('marks matched words as parts, never as HTML', () => {
    const parts = highlightParts('<img src=x onerror=alert(1)> populate it', ['populate']);
    assert.equal(parts.map((part) => part.text).join(''), '<img src=x onerror=alert(1)> populate it');
    assert.deepEqual(
      parts.filter((part) => part.match).map((part) => part.text),
      ['populate'],
    );
  });

  it('cuts a window around the first match with ellipses', () => {
    const text = `${'lorem '.repeat(60)}webhooks are sent ${'ipsum '.repeat(60)}`;
    const parts = snippetParts(text, ['webhooks'], 100);
    const joined = parts.map((part) => part.text).join('');
    assert.ok(joined.startsWith('… '));
    assert.ok(joined.endsWith(' …'));
    assert.ok(joined.length <= 100 + 4);
    assert.ok(parts.some((part) => part.match && part.text === 'webhooks'));
  });

  it('cuts the end between words, so no matched word is shown in part', () => {
    // The 120-character window ends three letters into "article".
    const head =
      'Audit logs keep a history of what administrators do in the admin panel: who published a book, who removed an earlier ';
    const text = `${head}article, and when they did it, with the details of each action.`;
    assert.equal(text.slice(117, 120), 'art');
    const parts = snippetParts(text, ['article', 'audit'], 120);
    const joined = parts.map((part) => part.text).join('');
    assert.ok(joined.endsWith(' …'), joined);
    const shown = joined.slice(0, -2).trimEnd();
    // The last word shown is a whole word of the text, not the start of one.
    const lastWord = shown.split(' ').pop() ?? '';
    assert.ok(text.split(/\s+/).includes(lastWord), `last word "${lastWord}" in: ${joined}`);
    assert.ok(!parts.some((part) => part.match && part.text !== 'article' && 'article'.startsWith(part.text)));
  });

  it('shows short text whole', () => {
    assert.equal(
      snippetParts('Short text.', ['x'])
        .map((part) => part.text)
        .join(''),
      'Short text.',
    );
  });
});

describe('the search dialog options', () => {
  it('lists every section found, page by page, each remembered with its page title and doc set', () => {
    const response = searchSections(engine, 'webhooks', {maxPages: 8});
    assert.ok(response.pages.length > 1);
    const {options, pages} = dialogOptions(
      false,
      [],
      {status: 'done', query: 'webhooks', response, suggestions: []},
      'p',
    );
    const sections = response.pages.flatMap((page) => page.sections.map((section) => ({page, section})));
    assert.deepEqual(
      options.map((option) => option.id),
      sections.map(({section}) => `p-hit-${section.id}`),
    );
    assert.deepEqual(
      options.map((option) => option.recent),
      sections.map(({page, section}) => ({
        url: section.url,
        title: page.title,
        heading: section.heading,
        docSet: page.docSet,
      })),
    );
    assert.deepEqual(
      pages.flatMap((page) => page.sections.map(({option}) => option)),
      options,
      'the grouped options are the ones the arrow keys walk through, in the same order',
    );
  });

  it('lists the recent searches for an empty query, and nothing while a search runs', () => {
    const recent = [{url: '/dev-docs/intro', title: 'Intro', heading: '', docSet: 'Developer Docs'}];
    const {options, pages} = dialogOptions(true, recent, {status: 'idle'}, 'p');
    assert.deepEqual(options, [{id: 'p-recent-0', url: '/dev-docs/intro', recent: recent[0]}]);
    assert.deepEqual(pages, []);
    assert.deepEqual(dialogOptions(false, recent, {status: 'loading', query: 'cron'}, 'p'), {options: [], pages: []});
  });
});

describe('recent searches', () => {
  const memoryStorage = () => {
    const data = new Map<string, string>();
    return {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
  };

  it('keeps the last five, newest first, without duplicates', () => {
    const storage = memoryStorage();
    for (let index = 0; index < 7; index++) {
      saveRecentSearch({url: `/page-${index}`, title: `Page ${index}`, heading: '', docSet: 'Developer Docs'}, storage);
    }
    saveRecentSearch({url: '/page-4', title: 'Page 4', heading: '', docSet: 'Developer Docs'}, storage);
    assert.deepEqual(
      readRecentSearches(storage).map((item) => item.url),
      ['/page-4', '/page-6', '/page-5', '/page-3', '/page-2'],
    );
    clearRecentSearches(storage);
    assert.deepEqual(readRecentSearches(storage), []);
  });

  it('ignores corrupt storage', () => {
    const storage = memoryStorage();
    storage.setItem('strapi-docs:recent-searches', '{not json');
    assert.deepEqual(readRecentSearches(storage), []);
    storage.setItem(
      'strapi-docs:recent-searches',
      JSON.stringify([{url: 1}, {url: '/a', title: 'A', heading: '', docSet: 'x'}]),
    );
    assert.equal(readRecentSearches(storage).length, 1);
  });

  const FOREIGN = [
    '//evil.example/x',
    '///evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    '/\t/evil.example/x',
    'https://evil.example/x',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    'evil.example/x',
    '',
  ];

  it('drops an entry that is not a path of this site when reading', () => {
    const storage = memoryStorage();
    const entry = (url: string) => ({url, title: 'T', heading: '', docSet: 'Developer Docs'});
    storage.setItem(
      'strapi-docs:recent-searches',
      JSON.stringify([...FOREIGN.map(entry), entry('/dev-docs/intro#top'), entry('/dev-docs/api/rest?x=1')]),
    );
    assert.deepEqual(
      readRecentSearches(storage).map((item) => item.url),
      ['/dev-docs/intro#top', '/dev-docs/api/rest?x=1'],
    );
  });

  it('never stores an entry that is not a path of this site', () => {
    const storage = memoryStorage();
    saveRecentSearch({url: '/dev-docs/intro', title: 'Intro', heading: '', docSet: 'Developer Docs'}, storage);
    for (const url of FOREIGN) {
      const list = saveRecentSearch({url, title: 'Evil', heading: '', docSet: 'Developer Docs'}, storage);
      assert.deepEqual(
        list.map((item) => item.url),
        ['/dev-docs/intro'],
        url,
      );
    }
    assert.doesNotMatch(storage.getItem('strapi-docs:recent-searches') ?? '', /evil|javascript|data:/);
  });

  it('works without memory when reading window.localStorage throws (cookies blocked)', () => {
    const blocked = {
      get localStorage(): Storage {
        throw new Error('SecurityError: access is denied for this document');
      },
    };
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'window');
    Object.defineProperty(globalThis, 'window', {configurable: true, value: blocked});
    try {
      assert.deepEqual(readRecentSearches(), []);
      const item = {url: '/a', title: 'A', heading: '', docSet: 'Developer Docs'};
      assert.deepEqual(saveRecentSearch(item), [item]);
      assert.doesNotThrow(() => clearRecentSearches());
    } finally {
      if (previous) Object.defineProperty(globalThis, 'window', previous);
      else Reflect.deleteProperty(globalThis, 'window');
    }
  });
});

describe('missingResultsIssueUrl', () => {
  it('opens a new issue prefilled with the query, encoded', () => {
    const url = new URL(
      missingResultsIssueUrl(
        'https://github.com/strapi/documentation',
        'a&b <c>',
        'https://docs-v4.strapi.io/dev-docs/intro',
      ),
    );
    assert.equal(url.origin + url.pathname, 'https://github.com/strapi/documentation/issues/new');
    assert.equal(url.searchParams.get('title'), 'Search: no results for "a&b <c>"');
    assert.match(url.searchParams.get('body') ?? '', /Searched from: https:\/\/docs-v4\.strapi\.io\/dev-docs\/intro/);
  });
});
