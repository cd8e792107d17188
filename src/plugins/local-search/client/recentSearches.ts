/**
 * The last pages a reader opened from search, kept in local storage. Without
 * storage (cookies blocked) the list is empty and saving does nothing.
 */
import {localStorageOrNull} from '../../../lib/browserStorage';
import {RECENT_SEARCHES_KEY, RECENT_SEARCHES_LIMIT} from '../constants';

export interface RecentSearch {
  url: string;
  title: string;
  heading: string;
  docSet: string;
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return ['url', 'title', 'heading', 'docSet'].every((key) => typeof item[key] === 'string');
}

export function readRecentSearches(storage: Pick<Storage, 'getItem'> | null = localStorageOrNull()): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, RECENT_SEARCHES_LIMIT) : [];
  } catch {
    return [];
  }
}

export function saveRecentSearch(
  item: RecentSearch,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = localStorageOrNull(),
): RecentSearch[] {
  const next = [item, ...readRecentSearches(storage).filter((recent) => recent.url !== item.url)].slice(
    0,
    RECENT_SEARCHES_LIMIT,
  );
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Private browsing or a full quota: search still works without history.
  }
  return next;
}

export function clearRecentSearches(storage: Pick<Storage, 'removeItem'> | null = localStorageOrNull()): void {
  try {
    storage?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing to clear.
  }
}
