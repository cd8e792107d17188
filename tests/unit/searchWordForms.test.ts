/**
 * Issue 26, general means of the ninth round: irregular word forms from
 * WordNet's exception lists (wink-lexicon), messages quoted in prose and as
 * the code's templates, and query terms taken from the words as typed. The
 * page texts are sentences of the site's own pages (docs/), the forms are
 * the package's real lists.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {isQuotedMessage, proseQuotedMessages} from '../../src/lib/search/buildSearchRecords';
import {analyzeQuery, indexTerms} from '../../src/lib/search/queryUnderstanding';
import {wordFormsTable, wordFormTypesenseSynonyms, wordsOfTexts} from '../../src/lib/search/wordForms';
import {parseExceptionList, readWordFormExceptions} from '../../src/lib/search/wordForms-fs';
import {buildLocalSearchFiles, shardReader, type LocalIndexInput} from '../../src/plugins/local-search/buildLocalIndex';
import {
  createSearchEngine,
  ENGINE_MEANS,
  quotedMessageMatches,
  searchSections,
} from '../../src/plugins/local-search/searchEngine';

/** One page section per text, on its own page. */
function records(pages: Record<string, {title: string; text: string; messages?: string[]}>): LocalIndexInput[] {
  return Object.entries(pages).map(([path, {title, text, messages}]) => ({
    docSet: (path.split('/')[1] ?? 'dev-docs') as LocalIndexInput['docSet'],
    path,
    anchor: null,
    level: 1,
    pageTitle: title,
    heading: null,
    parentHeading: null,
    text,
    ...(messages ? {messages} : {}),
  }));
}

const PAGES = records({
  '/cloud/advanced/email': {
    title: 'Email provider',
    text:
      'Admin users who forget their password get an email from admin.forgotPassword.from in config/admin, ' +
      'or from defaultFrom when it is not set.',
  },
  '/user-docs/content-type-builder/configuring-fields-content-type': {
    title: 'Configuring fields',
    text: 'At least one value is needed, and an empty line is refused with "Empty strings are not allowed".',
    messages: proseQuotedMessages(
      'At least one value is needed, and an empty line is refused with "Empty strings are not allowed".',
    ),
  },
  '/dev-docs/api/query-engine/order-pagination': {
    title: 'Ordering and pagination',
    text: 'A name that is not an attribute of the model throws Attribute <name> not found on model api::book.book.',
    messages: ['Attribute <name> not found on model api::book.book'],
  },
  '/dev-docs/configurations/server': {
    title: 'Server configuration',
    text: 'Tell the server which host and port to listen on, and which database to connect to.',
  },
});

describe('irregular word forms (wink-lexicon, WordNet exception lists)', () => {
  it('parses the package lists without running them', () => {
    const text =
      "const exceptions = Object.create( null );\nconst tell = 'tell';\nexceptions.told = tell;\n" +
      'exceptions.tyros =  tell;\nmodule.exports = exceptions;\n';
    assert.deepEqual(parseExceptionList(text), [
      ['told', 'tell'],
      ['tyros', 'tell'],
    ]);
    const pairs = readWordFormExceptions();
    const lookup = new Map(pairs.map(([form, base]) => [form, base]));
    assert.equal(lookup.get('forgot'), 'forget');
    assert.equal(lookup.get('told'), 'tell');
    assert.equal(lookup.get('children'), 'child');
    assert.ok(pairs.length > 5000, `${pairs.length} pairs`);
  });

  it('keeps only the forms the index does not know whose base form it knows', () => {
    const exceptions: [string, string][] = [
      ['forgotten', 'forget'],
      ['told', 'tell'],
      ['went', 'go'],
      ['zipped', 'zip'],
    ];
    const known = new Set(['forget', 'tell', 'told', 'zip']);
    // "told" is a word of the index, "go" is not, "zipped" stems to "zip" already.
    assert.deepEqual(wordFormsTable(exceptions, known), {forgotten: 'forget'});
  });

  it('lets a reader form find the page that writes the base form', () => {
    const files = buildLocalSearchFiles(PAGES, null, readWordFormExceptions());
    const engine = createSearchEngine(files.index, shardReader(files));
    assert.equal(engine.forms.get('forgotten'), 'forget');
    assert.equal(engine.forms.get('told'), 'tell');
    // "told" is four letters: no typo rule reaches "tell"; only the form does.
    const query = 'told the server which port';
    const found = searchSections(engine, query, {maxPages: 3});
    assert.equal(found.pages[0]?.path, '/dev-docs/configurations/server');
    assert.ok(found.terms.includes('tell'), found.terms.join(' '));
    assert.equal(found.partial, false);
    ENGINE_MEANS.wordForms = false;
    try {
      const without = searchSections(engine, query, {maxPages: 3});
      assert.ok(!without.terms.includes('tell'), without.terms.join(' '));
      assert.equal(without.partial, true);
    } finally {
      ENGINE_MEANS.wordForms = true;
    }
  });

  it('gives Typesense the forms the docs never write, as one-way synonyms', () => {
    const words = wordsOfTexts(PAGES.map((page) => page.text));
    const synonyms = wordFormTypesenseSynonyms(readWordFormExceptions(), words);
    assert.deepEqual(
      synonyms.find((synonym) => synonym.root === 'forgotten'),
      {id: 'form-forgotten', root: 'forgotten', synonyms: ['forget']},
    );
    // The server page writes "Tell the server…", never "told"; no page writes "go".
    assert.deepEqual(synonyms.find((synonym) => synonym.root === 'told')?.synonyms, ['tell']);
    assert.equal(
      synonyms.find((synonym) => synonym.root === 'went'),
      undefined,
    );
  });
});

describe('messages quoted in prose and as templates', () => {
  it('takes a quoted refusal from running text, not a short label', () => {
    assert.deepEqual(proseQuotedMessages('an empty line is refused with "Empty strings are not allowed";'), [
      'Empty strings are not allowed',
    ]);
    assert.deepEqual(proseQuotedMessages('Click “Create new entry” to start.'), []);
  });

  it('reads a template with a placeholder as a message', () => {
    assert.ok(isQuotedMessage('Attribute <name> not found on model api::book.book'));
    assert.ok(!isQuotedMessage('npm run strapi -- transfer --to <url>'));
  });

  it('matches a short pasted line and a line with the reader own value', () => {
    const files = buildLocalSearchFiles(PAGES);
    const engine = createSearchEngine(files.index, shardReader(files));
    const pageOf = (section: number) => engine.file.pages[engine.file.sections[section]?.[0] ?? -1]?.[0];
    assert.deepEqual([...quotedMessageMatches(engine, 'Empty strings are not allowed').keys()].map(pageOf), [
      '/user-docs/content-type-builder/configuring-fields-content-type',
    ]);
    // The placeholder stands for the reader's value: all nine words match, one of them through the placeholder.
    const template = quotedMessageMatches(engine, 'Error: Attribute isbn not found on model api::book.book');
    assert.deepEqual([...template.values()], [9]);
    ENGINE_MEANS.errorTemplates = false;
    try {
      assert.deepEqual(
        [...quotedMessageMatches(engine, 'Attribute isbn not found on model api::book.book').values()],
        [7],
      );
    } finally {
      ENGINE_MEANS.errorTemplates = true;
    }
  });
});

describe('query terms from the words as typed', () => {
  it('stems a query word once, as the index does', () => {
    const terms = analyzeQuery('restore my database and choose a response').groups.map(
      (group) => group.alternatives[0],
    );
    assert.deepEqual(terms, [
      indexTerms('restore'),
      indexTerms('database'),
      indexTerms('choose'),
      indexTerms('response'),
    ]);
    assert.deepEqual(indexTerms('database'), ['databas']);
  });
});
