/**
 * Builds the engine once per page view from the index file, fetches a
 * page's section texts when the page shows up in results, the shards of
 * the related-words table a query's unknown words need, and the postings
 * shards a query reaches. A failed fetch, or an index the engine cannot
 * use, is forgotten so the next attempt retries.
 */
import type {LocalIndexFile, PageTextFile, PostingsShardFile} from '../localIndex';
import {relatedShard, type RelatedWordsTable} from '../../../lib/search/relatedWords';
import {fetchIndexFile, fetchJson, forgetIndexFile} from './fetchIndexFile';
import {createSearchEngine, type SearchEngine} from '../searchEngine';

let pendingEngine: Promise<SearchEngine> | null = null;
const pendingTexts = new Map<string, Promise<PageTextFile>>();
const pendingShards = new Map<string, Promise<RelatedWordsTable>>();
const pendingPostings = new Map<string, Promise<PostingsShardFile>>();

/** A postings shard could not be fetched: the query shows the error, and the next one fetches it again. */
export class PostingsFetchError extends Error {
  constructor(cause: unknown) {
    super(`A search postings shard could not be fetched: ${String(cause)}`);
    this.name = 'PostingsFetchError';
  }
}

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

/** Fetches `url` once: later calls share the same promise, and a failed fetch is forgotten so that it can be retried. */
function fetchOnce<T>(pending: Map<string, Promise<T>>, url: string): Promise<T> {
  let request = pending.get(url);
  if (!request) {
    request = fetchJson<T>(url).catch((error: unknown) => {
      pending.delete(url);
      throw error;
    });
    pending.set(url, request);
  }
  return request;
}

export function loadPageTexts(textUrl: string, textFile: string): Promise<PageTextFile> {
  return fetchOnce(pendingTexts, `${textUrl}${textFile}`);
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
  const shards = await Promise.all([...names].map((name) => fetchOnce(pendingShards, `${relatedUrl}${name}`)));
  return Object.assign({}, ...shards) as RelatedWordsTable;
}

/** A postings shard (by file name), fetched once; content-addressed, so it never changes under a name. */
export function loadPostingsShard(postingsUrl: string, file: string): Promise<PostingsShardFile> {
  return fetchOnce(pendingPostings, `${postingsUrl}${file}`).catch((error: unknown) => {
    throw new PostingsFetchError(error);
  });
}

let prefetching = false;

/** The reader's connection, where the browser tells it (Chromium): `saveData` when they asked to save data. */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Once a query has answered, fetches the postings shards no query has needed
 * yet, two at a time in idle time, so that the next queries wait for no
 * request (one round trip per new shard otherwise, on a phone's network).
 * The first result never waits for them: this starts after it is drawn.
 * Skipped when the reader asked the browser to save data or is on a 2G
 * connection, where each later query still fetches only what it needs. A
 * failed prefetch is forgotten like any other fetch: a query that needs the
 * shard asks for it again.
 */
export function prefetchPostingsShards(postingsUrl: string, files: readonly string[]): void {
  if (prefetching || typeof window === 'undefined') return;
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  prefetching = true;
  // Read by tests and by anyone checking what search downloaded: off, running or done.
  const mark = (state: string) => (document.documentElement.dataset.searchPrefetch = state);
  if (connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '')) {
    mark('off');
    return;
  }
  mark('running');
  const queue = files.filter((file) => !pendingPostings.has(`${postingsUrl}${file}`));
  const whenIdle = (callback: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback, {timeout: 2000})
      : window.setTimeout(callback, 100);
  let running = 0;
  const next = (): void => {
    const file = queue.shift();
    if (file === undefined) {
      if (running === 0) mark('done');
      return;
    }
    running += 1;
    loadPostingsShard(postingsUrl, file)
      .catch(() => undefined)
      .finally(() => {
        running -= 1;
        whenIdle(next);
      });
  };
  whenIdle(() => {
    next();
    next();
  });
}
