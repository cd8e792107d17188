/**
 * Issue 26, general means of the eleventh round: the admin panel's own words.
 * Labels of the Strapi admin panel are paired with the hint the UI shows
 * beside them (scripts/search/uiStrings.ts, on text shaped as the packages'
 * translation modules and code are), and a section that names a label in
 * bold is indexed under the hint words it lacks (src/lib/search/uiHints.ts).
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {buildSearchRecords, RECORD_MEANS} from '../../src/lib/search/buildSearchRecords';
import {sectionUiHintWords, UI_HINTS, uiHintTableProblems, uiHintWords} from '../../src/lib/search/uiHints';
import table from '../../src/lib/search/uiHints.json';
import {hintWords, pairLabelsWithHints, readDefaultMessages, readTranslations} from '../../scripts/search/uiStrings';
import {buildLocalSearchFiles, toIndexedSections} from '../../src/plugins/local-search/buildLocalIndex';
import {createSearchEngine, searchSections} from '../../src/plugins/local-search/searchEngine';
import {toTypesenseDocument} from '../../scripts/search/typesenseIndex';
import type {LocalIndexFile} from '../../src/plugins/local-search/localIndex';

const TRANSLATIONS = `const en = {
  "contentType.private.label": "Private field",
  "contentType.private.description": "This field will not show up in the API response",
  "form.attribute.item.date": "Date",
  "form.attribute.item.date.description": "A date picker with hours, minutes and seconds",
  "plugin.description.long": "Quick way to see, edit and delete the data in your database.",
  "plugin.name": "Content Manager",
  "attribute.email": "Email",
  "attribute.email.description": "Email field with validations format",
  "settings.email": "Email",
  "settings.email.description": "Configure your application to send emails.",
  "form.Input.label": "Label",
  "form.Input.description.placeholder": "Display name in the profile",
  "upload.sizeOptimization": "Size optimization",
  "upload.sizeOptimization.description": "Enabling this option will reduce the image size.",
};`;

const CODE = `formatMessage({
          id: getTranslation("containers.SettingPage.entry.title"),
          defaultMessage: "Entry title"
        }), formatMessage({
          id: getTranslation("containers.SettingPage.entry.title.description"),
          defaultMessage: "Set the displayed field of your entry"
        })`;

describe('UI strings of the admin panel', () => {
  it('reads translation modules and default messages', () => {
    const strings = readTranslations(TRANSLATIONS);
    assert.equal(strings.get('contentType.private.label'), 'Private field');
    assert.equal(strings.size, 14);
    assert.deepEqual(
      [...readDefaultMessages(CODE)],
      [
        ['containers.SettingPage.entry.title', 'Entry title'],
        ['containers.SettingPage.entry.title.description', 'Set the displayed field of your entry'],
      ],
    );
  });

  it('pairs each label with the content words of its hint', () => {
    const hints = pairLabelsWithHints(new Map([...readTranslations(TRANSLATIONS), ...readDefaultMessages(CODE)]));
    assert.deepEqual(hints, [
      {label: 'Date', words: ['date', 'picker', 'hours', 'minutes', 'seconds']},
      {label: 'Entry title', words: ['set', 'displayed', 'field', 'entry']},
      {label: 'Private field', words: ['field', 'show', 'up', 'api', 'response']},
      {label: 'Size optimization', words: ['enabling', 'option', 'reduce', 'image', 'size']},
    ]);
  });

  it('leaves out plugin descriptions, placeholders and labels shown with different hints', () => {
    const labels = pairLabelsWithHints(readTranslations(TRANSLATIONS)).map((hint) => hint.label);
    assert.ok(!labels.includes('Content Manager'), 'a plugin description is not a hint');
    assert.ok(!labels.includes('Label'), 'a placeholder is not a hint');
    assert.ok(!labels.includes('Email'), 'Email has two different hints');
  });

  it('drops ICU placeholders, markup, stop words and repeats from a hint', () => {
    assert.deepEqual(hintWords('This will delete the <em>{name}</em> versions, the versions'), ['delete', 'versions']);
  });
});

describe('the UI hint table', () => {
  it('is well formed and names the labels the docs use', () => {
    assert.deepEqual(uiHintTableProblems(table), []);
    assert.ok(UI_HINTS.get('private field')?.includes('response'));
    assert.ok(UI_HINTS.get('required field')?.includes('empty'));
  });

  it('refuses a table with a twice-listed label or words that are not words', () => {
    assert.deepEqual(
      uiHintTableProblems({
        description: 'd',
        source: 's',
        hints: [
          {label: 'Date', words: ['picker']},
          {label: 'date', words: ['Picker']},
        ],
      }),
      [
        'hints[1] (date): the label is listed twice',
        'hints[1] (date): "words" is not a non-empty array of lowercase words',
      ],
    );
    assert.deepEqual(uiHintTableProblems({description: 'd', source: 's', hints: []}), [
      '"hints" is not a non-empty array',
    ]);
  });

  it('adds only the hint words a section does not use, each once', () => {
    const hints = new Map([
      ['private field', ['field', 'show', 'up', 'api', 'response']],
      ['unique field', ['existing', 'entry', 'identical', 'content', 'response']],
    ]);
    const section = new Set(['field', 'api']);
    assert.equal(
      uiHintWords(['Private field', 'Unique field:', 'Not a label'], section, hints),
      'show up response existing entry identical content',
    );
    assert.equal(uiHintWords([], section, hints), '');
  });
});

const PAGE = `<!doctype html><html class="docs-doc-page"><head><link rel="canonical" href="https://docs.example/user-docs/fields"></head><body><article><div class="theme-doc-markdown markdown"><h1>Fields</h1><p>Each field has settings.</p><h2 id="settings">Advanced settings</h2><p>Tick <strong>Private field</strong> to keep a price to the admin panel. <strong>This whole sentence is emphasis and far too long to be a label of the admin panel.</strong></p></div></article></body></html>`;

describe('sections that name a UI label (uiHints, off in the site, on here)', () => {
  const records = buildSearchRecords({html: PAGE});
  before(() => {
    RECORD_MEANS.uiHints = true;
  });
  after(() => {
    RECORD_MEANS.uiHints = false;
  });

  it('record the bold labels of their prose', () => {
    assert.deepEqual(
      records.map((record) => record.labels),
      [undefined, ['Private field']],
    );
  });

  it('are indexed, in both backends, under the hint words they lack', () => {
    const [, settings] = records;
    assert.ok(settings);
    const words = sectionUiHintWords(settings);
    assert.match(words, /\bresponse\b/);
    assert.doesNotMatch(words, /\bfield\b/, 'the section says "field" already');
    assert.equal(toIndexedSections(records)[1]?.ui, words);
    assert.equal(toTypesenseDocument(settings, 1, 'https://docs.example').ui, words);
  });

  it('find the section from the hint words, and not when the mean is off', () => {
    const query = 'keep out of the api response';
    const engine = createSearchEngine(
      JSON.parse(JSON.stringify(buildLocalSearchFiles(records).index)) as LocalIndexFile,
    );
    assert.equal(searchSections(engine, query).pages[0]?.sections[0]?.url, '/user-docs/fields#settings');
    RECORD_MEANS.uiHints = false;
    try {
      const without = createSearchEngine(
        JSON.parse(JSON.stringify(buildLocalSearchFiles(records).index)) as LocalIndexFile,
      );
      assert.equal(toIndexedSections(records)[1]?.ui, '');
      assert.equal(searchSections(without, 'api response').pages.length, 0);
    } finally {
      RECORD_MEANS.uiHints = true;
    }
  });
});
