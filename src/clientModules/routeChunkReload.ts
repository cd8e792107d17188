/**
 * A route chunk that fails to load on the first visit (a redeploy removed the
 * files an older HTML names, a flaky network) leaves the server-rendered page
 * dead: Docusaurus waits for the route's chunks before it hydrates and never
 * catches the failure. (On client-side navigation Docusaurus already reloads.)
 * Here: reload the page once, then, if the chunk fails again, say so with a
 * Retry button. The reload is remembered per URL and build, in session
 * storage and in the history entry's state (which survives a reload when
 * storage is blocked), so it can never loop.
 */
import type {ClientModule} from '@docusaurus/types';

export const RELOAD_MARK_PREFIX = 'strapi-docs:route-chunk-reload:';
/** The field of `history.state` that holds the mark when session storage is blocked. */
const HISTORY_FIELD = 'strapiDocsRouteChunkReload';
export const ROUTE_LOAD_ERROR_ID = 'route-load-error';

/** The errors Rspack's runtime raises when a JS or CSS chunk does not load. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null) return false;
  const {name, code, message} = reason as {name?: unknown; code?: unknown; message?: unknown};
  return (
    name === 'ChunkLoadError' ||
    code === 'CSS_CHUNK_LOAD_FAILED' ||
    (typeof message === 'string' && /^Loading (CSS )?chunk \S+ failed/.test(message))
  );
}

/** The build, named by the hash of its main script (a redeploy changes it). */
export function buildId(doc: Document = document): string {
  const main = doc.querySelector<HTMLScriptElement>('script[src*="/main."]')?.getAttribute('src') ?? '';
  return /\/main\.([^./]+)\.js/.exec(main)?.[1] ?? 'unknown';
}

export function reloadMarkKey(url: Pick<Location, 'pathname' | 'search'>, build: string): string {
  return `${RELOAD_MARK_PREFIX}${build}:${url.pathname}${url.search}`;
}

type HistoryLike = Pick<History, 'state' | 'replaceState'>;
type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `window.sessionStorage`, or null where reading it throws (cookies blocked). */
function sessionStorageOrNull(): SessionLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const historyFields = (history: HistoryLike): Record<string, unknown> => {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
};

export function hasReloadMark(key: string, storage: SessionLike | null, history: HistoryLike): boolean {
  try {
    if (storage?.getItem(key) != null) return true;
  } catch {
    // Blocked storage: the history entry still knows.
  }
  return historyFields(history)[HISTORY_FIELD] === key;
}

export function setReloadMark(key: string, storage: SessionLike | null, history: HistoryLike): void {
  try {
    storage?.setItem(key, '1');
  } catch {
    // Blocked or full: the history entry below is enough.
  }
  try {
    history.replaceState({...historyFields(history), [HISTORY_FIELD]: key}, '');
  } catch {
    // Nothing else to remember it in.
  }
}

export function clearReloadMark(key: string, storage: SessionLike | null, history: HistoryLike): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing stored.
  }
  const fields = historyFields(history);
  if (!(HISTORY_FIELD in fields)) return;
  const {[HISTORY_FIELD]: _mark, ...rest} = fields;
  try {
    history.replaceState(rest, '');
  } catch {
    // The mark stays; it only ever prevents a second automatic reload.
  }
}

/** The message shown when the page could not start even after a reload. */
export function showRouteLoadError(doc: Document = document, reload: () => void = () => window.location.reload()) {
  if (doc.getElementById(ROUTE_LOAD_ERROR_ID)) return;
  const box = doc.createElement('div');
  box.id = ROUTE_LOAD_ERROR_ID;
  box.className = 'load-alert route-load-error';
  box.setAttribute('role', 'alert');
  const text = doc.createElement('p');
  text.textContent =
    'Part of this page could not load, so search, tabs and copy buttons do not work. Check your connection, then retry.';
  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary button--sm';
  retry.textContent = 'Retry';
  retry.addEventListener('click', reload);
  box.append(text, retry);
  // Above the page's layout, under the navbar: full width and the first thing read, on every kind of page.
  const layout = doc.querySelector('.main-wrapper');
  if (layout) layout.before(box);
  else doc.body.prepend(box);
}

let started = false;

const currentKey = () => reloadMarkKey(window.location, buildId());

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (started || !isChunkLoadError(event.reason)) return;
    const key = currentKey();
    if (!hasReloadMark(key, sessionStorageOrNull(), window.history)) {
      setReloadMark(key, sessionStorageOrNull(), window.history);
      console.warn('A route chunk failed to load; reloading the page once.', event.reason);
      window.location.reload();
      return;
    }
    showRouteLoadError();
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({previousLocation}) {
    if (started) return;
    started = true;
    // The first render happened: a later failure on this URL may reload again.
    if (!previousLocation) clearReloadMark(currentKey(), sessionStorageOrNull(), window.history);
  },
};

export default clientModule;
