/**
 * The base URL and API token every Request panel copies with, set once by the
 * reader. The base URL is remembered in this browser; the token stays in
 * memory for the visit and is stored only when the reader asks. Without
 * storage (cookies blocked, sandboxed frames) both still work for the visit.
 */
import {useSyncExternalStore} from 'react';
import {localStorageOrNull} from '@site/src/lib/browserStorage';
import {DEFAULT_BASE_URL, type RunSettings} from '@site/src/lib/runnableRequest';

const BASE_URL_KEY = 'strapi-docs:api-base-url';
const TOKEN_KEY = 'strapi-docs:api-token';

export interface StoredRunSettings extends RunSettings {
  rememberToken: boolean;
}

const DEFAULTS: StoredRunSettings = {baseUrl: DEFAULT_BASE_URL, token: '', rememberToken: false};

let current: StoredRunSettings | null = null;
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return localStorageOrNull()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const storage = localStorageOrNull();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // No storage: the settings last for this visit.
  }
}

function snapshot(): StoredRunSettings {
  if (!current) {
    const token = read(TOKEN_KEY);
    current = {baseUrl: read(BASE_URL_KEY) ?? DEFAULT_BASE_URL, token: token ?? '', rememberToken: token !== null};
  }
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveRunSettings(next: StoredRunSettings): void {
  current = next;
  write(BASE_URL_KEY, next.baseUrl === DEFAULT_BASE_URL ? null : next.baseUrl);
  write(TOKEN_KEY, next.rememberToken && next.token ? next.token : null);
  for (const listener of listeners) listener();
}

/** The settings; the server and the first client render use the defaults, so hydration matches. */
export function useRunSettings(): StoredRunSettings {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULTS);
}
