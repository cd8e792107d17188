/**
 * The base URL and API token every Request panel copies with, set once by the
 * reader. The base URL is remembered in this browser; the token stays in
 * memory for the visit and is stored only when the reader asks. Without
 * storage (cookies blocked, sandboxed frames) both still work for the visit.
 */
import {useSyncExternalStore} from 'react';
import {localStorageOrNull} from '@site/src/lib/browserStorage';
import {DEFAULT_BASE_URL} from '@site/src/lib/apiRequest';
import type {RunSettings} from '@site/src/lib/runnableRequest';

const BASE_URL_KEY = 'strapi-docs:api-base-url';
const TOKEN_KEY = 'strapi-docs:api-token';

export interface StoredRunSettings extends RunSettings {
  rememberToken: boolean;
}

/** The settings of the server render and of hydration. */
export const DEFAULT_RUN_SETTINGS: StoredRunSettings = {baseUrl: DEFAULT_BASE_URL, token: '', rememberToken: false};

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

/** Whether two settings say the same thing. */
export function sameRunSettings(a: StoredRunSettings, b: StoredRunSettings): boolean {
  return a.baseUrl === b.baseUrl && a.token === b.token && a.rememberToken === b.rememberToken;
}

/**
 * The settings stored in this browser, read with `readKey`. When nothing is stored, the very object the server
 * rendered with: React compares the two snapshots by identity after hydration, and a new object, even an equal
 * one, forces a synchronous render of the whole page in the task that runs the effects (issue 22).
 */
export function storedRunSettings(readKey: (key: string) => string | null): StoredRunSettings {
  const token = readKey(TOKEN_KEY);
  const stored = {
    baseUrl: readKey(BASE_URL_KEY) ?? DEFAULT_BASE_URL,
    token: token ?? '',
    rememberToken: token !== null,
  };
  return sameRunSettings(stored, DEFAULT_RUN_SETTINGS) ? DEFAULT_RUN_SETTINGS : stored;
}

function snapshot(): StoredRunSettings {
  current ??= storedRunSettings(read);
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
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_RUN_SETTINGS);
}
