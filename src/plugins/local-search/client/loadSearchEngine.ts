/**
 * Builds the engine once per page view from the index file, fetches a
 * page's section texts when the page shows up in results, and the shards of
 * the related-words table a query's unknown words need. A failed fetch, or
 * an index the engine cannot use, is forgotten so the next attempt retries.
 */
import type {LocalIndexFile, PageTextFile} from '../localIndex';
import {relatedShard, type RelatedWordsTable} from '../../../lib/search/relatedWords';
import {fetchIndexFile, fetchJson, forgetIndexFile} from './fetchIndexFile';
import {createSearchEngine, type SearchEngine} from '../searchEngine';

let pendingEngine: Promise<SearchEngine> | null = null;
const pendingTexts = new Map<string, Promise<PageTextFile>>();
const pendingShards = new Map<string, Promise<RelatedWordsTable>>();

export function loadSearchEngine(indexUrl: string): Promise<SearchEngine> {
  pendingEngine ??= fetchIndexFile(indexUrl)
    .then(createSearchEngine)
    .catch((error: unknown) => {
      forgetSearchEngine();
      throw error;
    });
  return pendingEngine;
}

/** Forgets the engine and its index file, e.g. after a query found the index broken. */
export function forgetSearchEngine(): void {
  pendingEngine = null;
  forgetIndexFile();
}

export function loadPageTexts(textUrl: string, textFile: string): Promise<PageTextFile> {
  const url = `${textUrl}${textFile}`;
  let pending = pendingTexts.get(url);
  if (!pending) {
    pending = fetchJson<PageTextFile>(url).catch((error: unknown) => {
      pendingTexts.delete(url);
      throw error;
    });
    pendingTexts.set(url, pending);
  }
  return pending;
}

/**
 * The related words of `terms` (reader terms the index does not know), from
 * the shards that hold them; each shard is fetched once. Resolves to null
 * when the index has no related-words table.
 */
export async function loadRelatedWords(
  relatedUrl: string,
  file: LocalIndexFile,
  terms: readonly string[],
): Promise<RelatedWordsTable | null> {
  if (!file.related || terms.length === 0) return null;
  const names = new Set(terms.map((term) => file.related?.[relatedShard(term)]).filter((name) => name !== undefined));
  const shards = await Promise.all(
    [...names].map((name) => {
      const url = `${relatedUrl}${name}`;
      let pending = pendingShards.get(url);
      if (!pending) {
        pending = fetchJson<RelatedWordsTable>(url).catch((error: unknown) => {
          pendingShards.delete(url);
          throw error;
        });
        pendingShards.set(url, pending);
      }
      return pending;
    }),
  );
  return Object.assign({}, ...shards) as RelatedWordsTable;
}
