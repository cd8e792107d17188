/**
 * The path without a trailing `.html` or `/index` (or both), or null when
 * there is nothing to strip. Used to retry unknown paths before showing 404.
 */
export function strippedPath(pathname: string): string | null {
  const stripped = pathname.replace(/(\/index)?\.html$/, '').replace(/\/index$/, '');
  if (stripped === pathname) return null;
  return stripped === '' ? '/' : stripped;
}
