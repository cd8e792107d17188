/** The Typesense push with a fake client: new collection, import, alias swap, then old collections dropped. */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {collectBuildRecords} from '../../src/lib/search/collectBuildRecords-fs';
import {
  DOCSEARCH_FIELDS,
  isTimestampedCollectionOf,
  pushRecords,
  timestampedCollectionName,
  toTypesenseDocument,
  type IndexingClient,
} from '../../scripts/search/typesenseIndex';
import {typesenseSynonyms} from '../../src/lib/search/queryUnderstanding';

const FIXTURES = path.join(__dirname, '../fixtures/search-build');
const SITE_URL = 'https://docs-v4.strapi.io';

type Call = [string, ...unknown[]];

function fakeClient(
  existing: string[],
  {failImport = false, failSynonyms = false} = {},
): {client: IndexingClient; calls: Call[]} {
  const calls: Call[] = [];
  const collections = (name?: string) =>
    name === undefined
      ? {
          retrieve: async () => existing.map((collection) => ({name: collection})),
          create: async (schema: {name: string}) => {
            calls.push(['create', schema.name, schema]);
            return schema;
          },
        }
      : {
          documents: () => ({
            import: async (documents: unknown[]) => {
              calls.push(['import', name, documents.length]);
              if (failImport) return documents.map(() => ({success: false, error: 'bad'}));
              return documents.map(() => ({success: true}));
            },
          }),
          synonyms: () => ({
            upsert: async (id: string, synonym: {root?: string; synonyms: string[]}) => {
              calls.push(['synonym', name, id, synonym]);
              if (failSynonyms) throw new Error('synonym rejected');
              return {id, ...synonym};
            },
          }),
          delete: async () => {
            calls.push(['delete', name]);
            return {name};
          },
        };
  const aliases = () => ({
    upsert: async (alias: string, mapping: {collection_name: string}) => {
      calls.push(['alias', alias, mapping.collection_name]);
      return {name: alias, ...mapping};
    },
  });
  return {client: {collections, aliases} as unknown as IndexingClient, calls};
}

describe('toTypesenseDocument', () => {
  it('flattens the hierarchy the way the docsearch scraper does and drops nulls', async () => {
    const [first] = await collectBuildRecords(FIXTURES);
    assert.ok(first);
    const intro = toTypesenseDocument(first, 0, SITE_URL);
    assert.equal(intro.id, '0');
    assert.ok(intro['hierarchy.lvl0'] && intro['hierarchy.lvl1']);
    assert.ok(!('hierarchy.lvl2' in intro) && !('anchor' in intro));
    for (const field of DOCSEARCH_FIELDS.filter((schemaField) => !schemaField.optional)) {
      assert.ok(field.name in intro, `${field.name} is present`);
    }
  });
});

describe('pushRecords', () => {
  const now = new Date(1_732_240_000_000);

  it('names collections after the alias and a timestamp', () => {
    assert.equal(timestampedCollectionName('docs', now), 'docs_1732240000000');
    assert.ok(isTimestampedCollectionOf('docs', 'docs_1732240000000'));
    assert.ok(!isTimestampedCollectionOf('docs', 'docs_v2_1732240000000'));
    assert.ok(!isTimestampedCollectionOf('docs', 'other_1732240000000'));
  });

  it('imports into a new collection, swaps the alias, then drops only older collections of that alias', async () => {
    const records = await collectBuildRecords(FIXTURES);
    const {client, calls} = fakeClient(['docs_1700000000000', 'docs_1710000000000', 'unrelated', 'docs_backup']);
    const synonyms = [
      {id: 'i18n-0', root: 'translation', synonyms: ['i18n', 'internationalization']},
      {id: 'cron-0', root: 'every night', synonyms: ['cron']},
    ];
    const result = await pushRecords(client, 'docs', records, {siteUrl: SITE_URL, now, synonyms});
    assert.deepEqual(
      calls.map(([kind, name]) => `${kind} ${String(name)}`),
      [
        'create docs_1732240000000',
        'import docs_1732240000000',
        'synonym docs_1732240000000',
        'synonym docs_1732240000000',
        'alias docs',
        'delete docs_1700000000000',
        'delete docs_1710000000000',
      ],
    );
    assert.deepEqual(calls[2], [
      'synonym',
      'docs_1732240000000',
      'i18n-0',
      {root: 'translation', synonyms: ['i18n', 'internationalization']},
    ]);
    assert.deepEqual(calls[4], ['alias', 'docs', 'docs_1732240000000']);
    assert.equal(result.imported, records.length);
    assert.equal(result.synonyms, 2);
  });

  it('pushes the whole concept table by default, the same one the local engine reads', async () => {
    const records = await collectBuildRecords(FIXTURES);
    const {client, calls} = fakeClient([]);
    await pushRecords(client, 'docs', records, {siteUrl: SITE_URL, now});
    const pushed = calls
      .filter(([kind]) => kind === 'synonym')
      .map(([, , id, synonym]) => ({id, ...(synonym as object)}));
    assert.deepEqual(pushed, typesenseSynonyms());
  });

  it('leaves the alias alone and removes the new collection when a synonym is rejected', async () => {
    const records = await collectBuildRecords(FIXTURES);
    const {client, calls} = fakeClient([], {failSynonyms: true});
    await assert.rejects(pushRecords(client, 'docs', records, {siteUrl: SITE_URL, now}), /synonym rejected/);
    assert.ok(!calls.some(([kind]) => kind === 'alias'));
    assert.deepEqual(calls.at(-1), ['delete', 'docs_1732240000000']);
  });

  it('leaves the alias alone and removes the new collection when the import fails', async () => {
    const records = await collectBuildRecords(FIXTURES);
    const {client, calls} = fakeClient(['docs_1700000000000'], {failImport: true});
    await assert.rejects(pushRecords(client, 'docs', records, {siteUrl: SITE_URL, now}), /rejected/);
    assert.deepEqual(
      calls.map(([kind, name]) => `${kind} ${String(name)}`),
      ['create docs_1732240000000', 'import docs_1732240000000', 'delete docs_1732240000000'],
    );
  });

  it('refuses to run when a collection already has the alias name, or with no records', async () => {
    const {client} = fakeClient(['docs']);
    await assert.rejects(
      pushRecords(client, 'docs', [{} as never], {siteUrl: SITE_URL, now}),
      /alias this script manages/,
    );
    await assert.rejects(
      pushRecords(fakeClient([]).client, 'docs', [], {siteUrl: SITE_URL, now}),
      /build the site first/,
    );
  });
});

describe('Typesense query fields', () => {
  it('queries only fields of the schema, with one weight each', async () => {
    const {TYPESENSE_SEARCH_PARAMETERS} = await import('../../src/lib/search/typesenseQuery');
    const fields = TYPESENSE_SEARCH_PARAMETERS.query_by.split(',');
    assert.equal(TYPESENSE_SEARCH_PARAMETERS.query_by_weights.split(',').length, fields.length);
    assert.equal(TYPESENSE_SEARCH_PARAMETERS.prefix.split(',').length, fields.length);
    assert.equal(TYPESENSE_SEARCH_PARAMETERS.prefix.split(',')[fields.indexOf('defines')], 'false');
    for (const field of fields)
      assert.ok(
        DOCSEARCH_FIELDS.some((schemaField) => schemaField.name === field),
        field,
      );
  });
});
