/**
 * `window.localStorage`, or null when there is none: on the server, and in
 * browsers where merely reading the property throws (cookies blocked, some
 * sandboxed frames). Features that remember something read storage through
 * this and work without memory when it is null.
 */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
