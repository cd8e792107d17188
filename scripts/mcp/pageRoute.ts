/**
 * Turns what a model passes as "the page" into a site route, without
 * touching the file system: a full URL on the site, a path, with or without
 * `.md`, `.html`, a trailing slash, a query or an anchor. The route is only
 * a key: the caller looks it up among the build's pages and reads the file
 * the build listed for it, so no input ever becomes a file path.
 */

/** Longest page argument accepted: the longest route is under 100 characters. */
export const MAX_PAGE_INPUT = 300;

export class PageInputError extends Error {}

const CONTROL_MESSAGE =
  'The page contains control characters or a backslash: pass a URL path such as /dev-docs/api/rest.';

/** Control characters and backslashes have no place in a route (a NUL, a Windows path, a smuggled separator), escaped or not. */
function hasControlOrBackslash(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f' || char === '\\');
}

/** `/dev-docs/api/rest` from `https://docs-v4.strapi.io/dev-docs/api/rest.md#filters`, `dev-docs/api/rest/`… */
export function routeOfPageInput(input: string, siteOrigin: string): string {
  const raw = input.trim();
  if (!raw) throw new PageInputError('The page is empty: pass a URL such as /dev-docs/api/rest or a full page URL.');
  if (raw.length > MAX_PAGE_INPUT)
    throw new PageInputError(
      `The page is ${raw.length} characters long; a page URL or path has at most ${MAX_PAGE_INPUT}.`,
    );
  if (hasControlOrBackslash(raw)) throw new PageInputError(CONTROL_MESSAGE);
  let pathname = raw;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new PageInputError(`"${raw}" is not a valid URL.`);
    }
    if (url.origin !== siteOrigin)
      throw new PageInputError(
        `${url.origin} is not this documentation: pass a page of ${siteOrigin} or a path such as /dev-docs/api/rest.`,
      );
    pathname = url.pathname;
  } else {
    pathname = pathname.replace(/[?#].*$/, '');
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new PageInputError(`The page "${raw}" has a malformed percent-escape.`);
  }
  if (hasControlOrBackslash(decoded)) throw new PageInputError(CONTROL_MESSAGE);
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..' || segment.includes('%')))
    throw new PageInputError(`"${raw}" is not a page path: "." and ".." segments and double escapes are refused.`);
  let route = `/${segments.join('/')}`;
  route = route.replace(/\.(md|html)$/, '').replace(/\/index$/, '');
  return route === '' ? '/' : route;
}
