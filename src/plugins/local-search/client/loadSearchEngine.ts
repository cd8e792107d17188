/**
 * Builds the engine once per page view from the index file, and fetches a
 * page's section texts when the page shows up in results. A failed fetch, or
 * an index the engine cannot use, is forgotten so the next attempt retries.
 */
import type {PageTextFile} from '../localIndex';
import {fetchIndexFile, fetchJson, forgetIndexFile} from './fetchIndexFile';
import {createSearchEngine, type SearchEngine} from '../searchEngine';

let pendingEngine: Promise<SearchEngine> | null = null;
const pendingTexts = new Map<string, Promise<PageTextFile>>();

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
