/** The Typesense push with a fake client: new collection, import, alias swap, then old collections dropped. */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {collectBuildRecords} from '../../src/plugins/search-records/collectBuildRecords';
import {
  DOCSEARCH_FIELDS,
  isTimestampedCollectionOf,
  pushRecords,
  timestampedCollectionName,
  toTypesenseDocument,
  type IndexingClient,
} from '../../scripts/lib/typesenseIndex';

const FIXTURES = path.join(__dirname, '../fixtures/search-build');
const SITE_URL = 'https://docs-v4.strapi.io';

type Call = [string, ...unknown[]];

function fakeClient(existing: string[], {failImport = false} = {}): {client: IndexingClient; calls: Call[]} {
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
    const records = await collectBuildRecords(FIXTURES, SITE_URL);
    const intro = toTypesenseDocument(records[0]!, 0);
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
    const records = await collectBuildRecords(FIXTURES, SITE_URL);
    const {client, calls} = fakeClient(['docs_1700000000000', 'docs_1710000000000', 'unrelated', 'docs_backup']);
    const result = await pushRecords(client, 'docs', records, {now});
    assert.deepEqual(
      calls.map(([kind, name]) => `${kind} ${String(name)}`),
      [
        'create docs_1732240000000',
        'import docs_1732240000000',
        'alias docs',
        'delete docs_1700000000000',
        'delete docs_1710000000000',
      ],
    );
    assert.deepEqual(calls[2], ['alias', 'docs', 'docs_1732240000000']);
    assert.equal(result.imported, records.length);
  });

  it('leaves the alias alone and removes the new collection when the import fails', async () => {
    const records = await collectBuildRecords(FIXTURES, SITE_URL);
    const {client, calls} = fakeClient(['docs_1700000000000'], {failImport: true});
    await assert.rejects(pushRecords(client, 'docs', records, {now}), /rejected/);
    assert.deepEqual(
      calls.map(([kind, name]) => `${kind} ${String(name)}`),
      ['create docs_1732240000000', 'import docs_1732240000000', 'delete docs_1732240000000'],
    );
  });

  it('refuses to run when a collection already has the alias name, or with no records', async () => {
    const {client} = fakeClient(['docs']);
    await assert.rejects(pushRecords(client, 'docs', [{} as never], {now}), /alias this script manages/);
    await assert.rejects(pushRecords(fakeClient([]).client, 'docs', [], {now}), /build the site first/);
  });
});
