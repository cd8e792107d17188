/**
 * The Typesense push against a real server. Runs only when TYPESENSE_TEST_URL
 * (e.g. http://127.0.0.1:8108) and TYPESENSE_TEST_API_KEY are set; otherwise
 * it is reported as skipped. Uses the alias `strapi-docs-test-<pid>` and
 * removes everything it creates.
 */
import {after, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {Client} from 'typesense';
import {parseTypesenseNodes} from '../../config/search';
import {collectBuildRecords} from '../../src/lib/search/collectBuildRecords-fs';
import {isTimestampedCollectionOf, pushRecords} from '../../scripts/search/typesenseIndex';

const url = process.env.TYPESENSE_TEST_URL;
const apiKey = process.env.TYPESENSE_TEST_API_KEY ?? 'xyz';
const skip = url ? false : 'TYPESENSE_TEST_URL is not set: skipped the push against a real Typesense server';
if (skip) console.log(skip);

describe('pushRecords against Typesense', {skip}, () => {
  const alias = `strapi-docs-test-${process.pid}`;
  const client = url ? new Client({nodes: parseTypesenseNodes(url), apiKey, connectionTimeoutSeconds: 5}) : null;

  after(async () => {
    if (!client) return;
    await client
      .aliases(alias)
      .delete()
      .catch(() => undefined);
    for (const {name} of await client.collections().retrieve()) {
      if (isTimestampedCollectionOf(alias, name)) await client.collections(name).delete();
    }
  });

  it('serves the records through the alias, swaps it on the next push and drops the old collection', async () => {
    assert.ok(client, 'the suite runs only with TYPESENSE_TEST_URL set');
    const records = await collectBuildRecords(path.join(__dirname, '../fixtures/search-build'));
    const siteUrl = 'https://docs-v4.strapi.io';
    const first = await pushRecords(client, alias, records, {siteUrl, now: new Date(1_000_000_000_000)});
    const search = () =>
      client.collections(alias).documents().search({
        q: 'webhooks',
        query_by: 'hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,content',
        filter_by: 'language:=en && docusaurus_tag:=[default,docs-default-current]',
        group_by: 'url',
        group_limit: 3,
        sort_by: 'item_priority:desc',
      });
    const firstResult = await search();
    assert.ok((firstResult.found ?? 0) > 0);

    const second = await pushRecords(client, alias, records, {siteUrl, now: new Date(1_000_000_000_001)});
    assert.deepEqual(second.dropped, [first.collection]);
    assert.equal((await client.aliases(alias).retrieve()).collection_name, second.collection);
    assert.equal((await search()).found, firstResult.found);
  });
});
