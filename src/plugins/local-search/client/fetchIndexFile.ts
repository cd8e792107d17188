/**
 * Fetches search-index.json once per page view. Tiny and free of MiniSearch,
 * so the navbar button can start the download as soon as search opens (or on
 * hover), while the dialog's code is still loading. A failure is forgotten
 * so the next attempt retries.
 */
import type {LocalIndexFile} from '../localIndex';

let pending: Promise<LocalIndexFile> | null = null;

export function fetchJson<T>(url: string): Promise<T> {
  return fetch(url, {credentials: 'same-origin'}).then((response) => {
    if (!response.ok) throw new Error(`Search request ${url} failed: HTTP ${response.status}`);
    return response.json() as Promise<T>;
  });
}

/** Drops the fetched file: it was unusable, so the next attempt downloads it again. */
export function forgetIndexFile(): void {
  pending = null;
}

export function fetchIndexFile(indexUrl: string): Promise<LocalIndexFile> {
  pending ??= fetchJson<LocalIndexFile>(indexUrl).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
