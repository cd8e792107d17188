/**
 * Each rule of query understanding (src/lib/search), on its own and on real
 * built pages (tests/fixtures/search-build, copied from a production build).
 */
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {collectBuildRecords} from '../../src/lib/search/collectBuildRecords-fs';
import {buildLocalSearchFiles, shardReader} from '../../src/plugins/local-search/buildLocalIndex';
import {createSearchEngine, searchSections, type SearchEngine} from '../../src/plugins/local-search/searchEngine';
import {
  abbreviationTypesenseSynonyms,
  analyzeQuery,
  indexTerms,
  typesenseSynonyms,
} from '../../src/lib/search/queryUnderstanding';
import {stem} from '../../src/lib/search/stem';
import {CONCEPTS} from '../../src/lib/search/synonyms';
import {KIND_FACTOR, PAGE_KIND, pageKindOf} from '../../src/lib/search/ranking';

const FIXTURES = path.join(__dirname, '../fixtures/search-build');

let engine: SearchEngine;
const paths = (query: string, docSet?: string) =>
  searchSections(engine, query, {docSet}).pages.map((page) => page.path);
const first = (query: string) => paths(query)[0];

before(async () => {
  const files = buildLocalSearchFiles(await collectBuildRecords(FIXTURES));
  engine = createSearchEngine(JSON.parse(JSON.stringify(files.index)) as typeof files.index, shardReader(files));
});

describe('stemming', () => {
  it('gives the forms of a word one term', () => {
    for (const word of ['populates', 'populated', 'populating']) assert.equal(stem(word), stem('populate'));
    assert.equal(stem('policies'), stem('policy'));
    assert.equal(stem('deployments'), stem('deploy'));
    assert.equal(stem('settings'), stem('setting'));
  });

  it('leaves short words and non-plurals alone', () => {
    for (const word of ['cors', 'cron', 'role', 'uses', 'access', 'status']) assert.equal(stem(word), word);
  });

  it('finds a page by another form of its words', () => {
    assert.equal(first('populating'), '/dev-docs/api/rest/populate-select');
    assert.equal(first('scheduling cron tasks'), '/dev-docs/configurations/cron');
  });
});

describe('question words and filler', () => {
  it('are dropped from the query', () => {
    const groups = analyzeQuery('how do i populate relations').groups.map((group) => group.alternatives[0]);
    assert.deepEqual(groups, [['populat'], ['relation']]);
    assert.deepEqual(
      analyzeQuery('can I use webhooks?').groups.map((group) => group.alternatives[0]),
      [['webhook']],
    );
  });

  it('are kept when nothing else is left', () => {
    assert.ok(analyzeQuery('how').groups.length === 1);
  });

  it('do not stop a question from finding its page', () => {
    assert.equal(first('how do i set up webhooks'), '/dev-docs/backend-customization/webhooks');
  });
});

describe('identifiers', () => {
  it('stay whole in the index and in queries, with their parts', () => {
    assert.deepEqual(indexTerms('strapi.entityService.findMany()'), [
      'strapi.entityservice.findmany',
      'strapi',
      'entityservice',
      'findmany',
    ]);
    assert.deepEqual(indexTerms('ADMIN_JWT_SECRET'), ['admin_jwt_secret', 'admin', 'jwt', 'secret']);
    assert.deepEqual(indexTerms('?populate=*'), ['populate=*', 'populat']);
    assert.deepEqual(indexTerms('$eq'), ['$eq', 'eq']);
    assert.deepEqual(analyzeQuery('populate=*').groups[0]?.alternatives[0], ['populate=*']);
  });

  it('find the pages that use them, including in code', () => {
    assert.equal(first('populate=*'), '/dev-docs/api/rest/populate-select');
    assert.equal(first('$containsi'), '/dev-docs/api/rest/filters-locale-publication');
    assert.equal(first('strapi.entityService.findMany'), '/dev-docs/api/entity-service/crud');
    assert.ok(paths('ADMIN_JWT_SECRET').slice(0, 3).includes('/dev-docs/configurations/admin-panel'));
    assert.equal(first('acquireConnectionTimeout'), '/dev-docs/configurations/database');
  });
});

describe('versions', () => {
  it('are whole terms, never their digits', () => {
    assert.deepEqual(indexTerms('Strapi 4.14.0'), ['strapi', '4.14.0', '4.14']);
    assert.ok(!indexTerms('4.15.5').includes('4'));
  });

  it('match migration guides only by the whole version', () => {
    assert.equal(first('4.15.5'), '/dev-docs/migration/v4/migration-guide-4.14.0-to-4.15.5');
    assert.ok(!paths('4.1').includes('/dev-docs/migration/v4/migration-guide-4.14.0-to-4.15.5'));
  });
});

describe('the concept table (reader word -> docs word)', () => {
  it('finds the i18n pages for a word the docs do not use', () => {
    assert.ok(
      ['/dev-docs/plugins/i18n', '/user-docs/settings/internationalization'].includes(first('translations') ?? ''),
    );
    assert.ok(
      ['/dev-docs/plugins/i18n', '/user-docs/settings/internationalization'].includes(first('multilingual') ?? ''),
    );
  });

  it('maps a scheduled job by its time of day to cron', () => {
    assert.equal(first('run a job every night at midnight'), '/dev-docs/configurations/cron');
  });

  it('maps an API-description format to the Documentation plugin', () => {
    assert.equal(first('swagger'), '/dev-docs/plugins/documentation');
  });

  it('maps a symptom to the page that explains it', () => {
    assert.ok(
      ['/dev-docs/api/rest/sort-pagination', '/dev-docs/configurations/api'].includes(
        first('only 25 results returned') ?? '',
      ),
    );
  });

  it('matches a reader phrase with articles or possessives between its words', () => {
    const concepts = (query: string) => analyzeQuery(query).groups.flatMap((group) => group.concepts);
    assert.ok(concepts('move content').includes('transfer'));
    assert.ok(concepts('move my content to a new server').includes('transfer'));
    assert.ok(concepts('move the content').includes('transfer'));
    assert.ok(concepts('invite a new editor').includes('invite-admin'));
    // Any other word still breaks the phrase.
    assert.ok(!concepts('move old content').includes('transfer'));
  });

  it('reads "my own" as custom but leaves "their own" (ownership) alone', () => {
    const concepts = (query: string) => analyzeQuery(query).groups.flatMap((group) => group.concepts);
    assert.ok(concepts('how do I add my own endpoint').includes('custom-own'));
    assert.ok(concepts('add our own middleware').includes('custom-own'));
    assert.ok(!concepts('editors can only edit their own articles').includes('custom-own'));
  });

  it('is one way and every phrase of it is used', () => {
    assert.deepEqual(analyzeQuery('i18n').groups[0]?.alternatives, [['i18n']]);
    for (const concept of CONCEPTS) {
      assert.ok(concept.docs.length > 0 && concept.readers.length > 0, concept.id);
      for (const reader of concept.readers)
        assert.ok(
          analyzeQuery(reader).groups.some((group) => group.concepts.includes(concept.id)),
          `${concept.id}: ${reader}`,
        );
    }
  });

  it('becomes Typesense one-way synonyms, one per reader phrase', () => {
    const synonyms = typesenseSynonyms();
    assert.equal(
      synonyms.length,
      CONCEPTS.reduce((total, concept) => total + concept.readers.length, 0),
    );
    assert.deepEqual(synonyms.find((synonym) => synonym.root === 'swagger')?.synonyms, [
      'documentation plugin',
      'openapi',
    ]);
    assert.equal(new Set(synonyms.map((synonym) => synonym.id)).size, synonyms.length);
  });
});

describe('own words once', () => {
  it('does not add a docs word the query already holds as a word of its own', () => {
    const alone = analyzeQuery('crop a photo').groups.find((group) => group.source === 'photo');
    assert.ok(alone?.alternatives.some((terms) => terms.join(' ') === 'media'));
    const withMedia = analyzeQuery('crop a photo in the media library').groups.find(
      (group) => group.source === 'photo',
    );
    assert.deepEqual(withMedia?.alternatives, [['photo']]);
  });
});

describe('route paths', () => {
  it('reads a path with a :parameter as a route', () => {
    const group = analyzeQuery('POST /articles/:id/like').groups.find((candidate) => candidate.kind === 'identifier');
    assert.deepEqual(group?.alternatives, [['articles/:id/like'], ['articl', 'id', 'like'], ['rout']]);
  });

  it('leaves a host and port alone', () => {
    const group = analyzeQuery('localhost:1337/admin').groups.find((candidate) => candidate.kind === 'identifier');
    assert.ok(group && !group.alternatives.some((terms) => terms.includes('rout')));
  });
});

describe('abbreviations', () => {
  it('keeps the short form and adds the word it stands for', () => {
    const groups = analyzeQuery('move my js project over to ts').groups.map((group) => group.alternatives);
    assert.ok(
      groups.some(
        (alternatives) =>
          alternatives.length === 2 && alternatives[0]?.[0] === 'js' && alternatives[1]?.[0] === 'javascript',
      ),
    );
    assert.ok(
      groups.some(
        (alternatives) =>
          alternatives.length === 2 && alternatives[0]?.[0] === 'ts' && alternatives[1]?.[0] === 'typescript',
      ),
    );
  });

  it('leaves an identifier alone', () => {
    const groups = analyzeQuery('config/server.js').groups;
    assert.ok(groups.every((group) => group.alternatives.flat().every((term) => term !== 'javascript')));
  });

  it('becomes Typesense one-way synonyms', () => {
    assert.deepEqual(
      abbreviationTypesenseSynonyms().find((synonym) => synonym.root === 'docs'),
      {id: 'abbreviation-docs', root: 'docs', synonyms: ['documentation']},
    );
  });
});

describe('typo tolerance', () => {
  it('corrects an unknown word', () => {
    assert.equal(first('webhoks'), '/dev-docs/backend-customization/webhooks');
    assert.equal(first('dokumentation plugin'), '/dev-docs/plugins/documentation');
  });

  it('finds a word with two neighbouring letters swapped', () => {
    // A swap is two Levenshtein edits, more than a six-letter word is allowed.
    assert.ok(searchSections(engine, 'deplyo').terms.includes('deploy'));
    assert.equal(first('wbehooks'), '/dev-docs/backend-customization/webhooks');
  });

  it('never turns a correct short word into another', () => {
    // "cors" is a four-letter config word; with typo tolerance it would also match "core", "cons"...
    const {terms} = searchSections(engine, 'cors');
    assert.ok(
      terms.every((term) => term.startsWith('cors')),
      terms.join(', '),
    );
    // A word the index knows is never corrected.
    assert.ok(searchSections(engine, 'cron').terms.every((term) => term.startsWith('cron')));
  });
});

describe('ranking', () => {
  it('lists the page itself above its subsections when its title matches', () => {
    const page = searchSections(engine, 'webhooks').pages[0];
    assert.ok(page);
    assert.equal(page.path, '/dev-docs/backend-customization/webhooks');
    assert.equal(page.sections[0]?.level, 1);
  });

  it('ranks a hub below the reference it points to', () => {
    const found = paths('cron jobs');
    assert.equal(found[0], '/dev-docs/configurations/cron');
    if (found.includes('/dev-docs/configurations')) assert.ok(found.indexOf('/dev-docs/configurations') > 0);
  });

  it('ranks a migration guide below the reference unless the query names a version', () => {
    const plain = paths('middlewares');
    const guide = '/dev-docs/migration/v4/migration-guide-4.14.0-to-4.15.5';
    if (plain.includes(guide)) assert.ok(plain.indexOf(guide) > plain.indexOf('/dev-docs/configurations/middlewares'));
    assert.equal(first('4.14.0 middlewares'), guide);
  });

  it('ranks the generated API reference of the example app below the pages written for readers', () => {
    assert.equal(pageKindOf('/dev-docs/api/rest/reference/book'), PAGE_KIND.generated);
    assert.equal(pageKindOf('/dev-docs/api/rest/api-reference'), PAGE_KIND.reference);
    assert.ok(KIND_FACTOR[PAGE_KIND.generated] < KIND_FACTOR[PAGE_KIND.reference]);
  });
});
