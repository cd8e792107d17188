/**
 * The last pages a reader opened from search, kept in local storage. Without
 * storage (cookies blocked) the list is empty and saving does nothing. Only
 * paths of this site are kept, read or written: storage is shared with any
 * script of the origin, and an entry is rendered as a link.
 */
import {localStorageOrNull} from '../../../lib/browserStorage';
import {RECENT_SEARCHES_KEY, RECENT_SEARCHES_LIMIT} from '../constants';

export interface RecentSearch {
  url: string;
  title: string;
  heading: string;
  docSet: string;
}

const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * A path on this site (`/dev-docs/intro#x`): it starts with one `/`, holds no
 * backslash, space or control character (browsers read `/\\host` and a `/`
 * after a tab as `//host`), and resolves to this origin.
 */
export function isSameSitePath(url: string): boolean {
  const hasControlOrSpace = [...url].some((char) => char <= ' ' || char === '\u007f');
  if (!/^\/(?![/\\])/.test(url) || url.includes('\\') || hasControlOrSpace || /\s/.test(url)) return false;
  try {
    return new URL(url, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    ['url', 'title', 'heading', 'docSet'].every((key) => typeof item[key] === 'string') &&
    isSameSitePath(item.url as string)
  );
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
  if (!isRecentSearch(item)) return readRecentSearches(storage);
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
