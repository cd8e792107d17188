/**
 * Pushes search records to Typesense without readers ever seeing a
 * half-built index: the records go into a new timestamped collection, the
 * alias (TYPESENSE_COLLECTION, which the site queries) is then pointed at it
 * in one call, and only after the swap are the previous collections dropped.
 */
import type {Client} from 'typesense';
import type {CollectionFieldSchema} from 'typesense/lib/Typesense/Collection';
import type {SearchRecord} from '../../src/lib/search/buildSearchRecords';
import {docSetTitle} from '../../src/lib/docSets';
import {typesenseSynonyms, type TypesenseSynonym} from '../../src/lib/search/queryUnderstanding';

/** The schema of typesense-docsearch-scraper collections, which docusaurus-theme-search-typesense queries. */
export const DOCSEARCH_FIELDS: CollectionFieldSchema[] = [
  {name: 'anchor', type: 'string', optional: true},
  {name: 'content', type: 'string', optional: true},
  {name: 'url', type: 'string', facet: true},
  {name: 'url_without_anchor', type: 'string', facet: true, optional: true},
  {name: 'version', type: 'string[]', facet: true, optional: true},
  ...[0, 1, 2, 3, 4, 5, 6].map((level): CollectionFieldSchema => ({
    name: `hierarchy.lvl${level}`,
    type: 'string',
    facet: true,
    optional: true,
  })),
  {name: 'type', type: 'string', facet: true, optional: true},
  {name: '.*_tag', type: 'string', facet: true, optional: true},
  {name: 'language', type: 'string', facet: true, optional: true},
  {name: 'tags', type: 'string[]', facet: true, optional: true},
  {name: 'item_priority', type: 'int64'},
  // What the page answers (front matter keywords, first record of a page) and the names in its code: searched, never shown.
  {name: 'keywords', type: 'string[]', optional: true, stem: true},
  {name: 'code', type: 'string', optional: true},
  // Identifiers the section defines (a config key opening a table row…): matched whole, never shown.
  {name: 'defines', type: 'string[]', optional: true},
];

/** A record as a Typesense document: flat `hierarchy.lvlN` keys (as the scraper writes them), no null values. */
export type TypesenseDocument = Record<string, string | string[] | number>;

/**
 * A neutral search record in the DocSearch shape: absolute URLs on the
 * site's origin, the hierarchy doc set › page › h2 › h3, and the type,
 * language, tag and version fields the Typesense theme filters on.
 */
export function toTypesenseDocument(record: SearchRecord, id: number, siteUrl: string): TypesenseDocument {
  const urlWithoutAnchor = siteUrl.replace(/\/$/, '') + record.path;
  const hierarchy = {
    lvl0: docSetTitle(record.docSet),
    lvl1: record.pageTitle,
    lvl2: record.level === 1 ? null : record.level === 2 ? record.heading : record.parentHeading,
    lvl3: record.level === 3 ? record.heading : null,
  };
  const document: TypesenseDocument = {
    id: String(id),
    content: record.text,
    url: record.anchor ? `${urlWithoutAnchor}#${record.anchor}` : urlWithoutAnchor,
    url_without_anchor: urlWithoutAnchor,
    type: `lvl${record.level}`,
    language: record.language,
    docusaurus_tag: record.docusaurusTag,
    version: [record.version],
    item_priority: record.priority,
  };
  if (record.anchor) document.anchor = record.anchor;
  if (record.keywords?.length) document.keywords = record.keywords;
  if (record.code) document.code = record.code;
  if (record.defines?.length) document.defines = record.defines;
  for (const [level, value] of Object.entries(hierarchy)) {
    if (value) document[`hierarchy.${level}`] = value;
  }
  return document;
}

/** `docs_1732240000000` for alias `docs`: the collection names this script creates and later drops. */
export function timestampedCollectionName(alias: string, now: Date): string {
  return `${alias}_${now.getTime()}`;
}

export function isTimestampedCollectionOf(alias: string, name: string): boolean {
  return name.startsWith(`${alias}_`) && /^\d+$/.test(name.slice(alias.length + 1));
}

/** The part of the typesense Client this module uses, so tests can pass a fake. */
export type IndexingClient = Pick<Client, 'collections' | 'aliases'>;

export interface PushResult {
  collection: string;
  imported: number;
  synonyms: number;
  dropped: string[];
}

export async function pushRecords(
  client: IndexingClient,
  alias: string,
  records: readonly SearchRecord[],
  {
    siteUrl,
    now = new Date(),
    log = () => undefined,
    synonyms = typesenseSynonyms(),
  }: {
    /** The site's origin, e.g. https://docs-v4.strapi.io: the documents carry absolute URLs. */
    siteUrl: string;
    now?: Date;
    log?: (message: string) => void;
    synonyms?: readonly TypesenseSynonym[];
  },
): Promise<PushResult> {
  if (records.length === 0) throw new Error('No search records to push: build the site first (npm run build).');
  const existing = await client.collections().retrieve();
  if (existing.some((collection) => collection.name === alias)) {
    throw new Error(
      `A collection is named "${alias}", the alias this script manages. Rename or delete it, then run again.`,
    );
  }

  const collection = timestampedCollectionName(alias, now);
  log(`Creating collection ${collection}`);
  await client.collections().create({
    name: collection,
    fields: DOCSEARCH_FIELDS,
    default_sorting_field: 'item_priority',
    token_separators: ['_', '-'],
  });

  const documents = records.map((record, id) => toTypesenseDocument(record, id, siteUrl));
  try {
    const results = await client
      .collections(collection)
      .documents()
      .import(documents, {action: 'create', batch_size: 500});
    const failed = results.filter((result) => !result.success);
    if (failed.length > 0) throw new Error(`${failed.length} records were rejected: ${JSON.stringify(failed[0])}`);
    // The same concept table as the local engine, before readers can query the collection.
    for (const synonym of synonyms) {
      await client
        .collections(collection)
        .synonyms()
        .upsert(synonym.id, {root: synonym.root, synonyms: synonym.synonyms});
    }
    log(`Pushed ${synonyms.length} synonyms`);
  } catch (error) {
    // The alias still points at the previous collection: readers see no change.
    await client
      .collections(collection)
      .delete()
      .catch(() => undefined);
    throw error;
  }
  log(`Imported ${documents.length} records`);

  await client.aliases().upsert(alias, {collection_name: collection});
  log(`Alias ${alias} -> ${collection}`);

  const dropped: string[] = [];
  for (const {name} of existing) {
    if (name !== collection && isTimestampedCollectionOf(alias, name)) {
      await client.collections(name).delete();
      dropped.push(name);
    }
  }
  if (dropped.length) log(`Dropped ${dropped.join(', ')}`);
  return {collection, imported: documents.length, synonyms: synonyms.length, dropped};
}
