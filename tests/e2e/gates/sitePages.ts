/**
 * The pages the gates check, read from the build on disk so that tests can be
 * declared one per page: every URL of build/sitemap.xml, plus the pages the
 * sitemap leaves out on purpose (the component gallery under /snippets,
 * /search, a not-found path).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {SEARCH_PAGE_ROUTE} from '../../../src/lib/routes';

/** The build the served site comes from; GATES_BUILD_DIR points elsewhere for a build in another folder. */
export const BUILD_DIR = process.env.GATES_BUILD_DIR ?? path.resolve(__dirname, '../../../build');
export const SITE_TITLE_SUFFIX = ' | Strapi 4 Documentation';
/** A path no page has, to check the not-found page. */
export const NOT_FOUND_PAGE = '/this/page/does-not-exist';
export const EXTRA_PAGES = [
  '/snippets/writing-components',
  SEARCH_PAGE_ROUTE,
  `${SEARCH_PAGE_ROUTE}?q=webhooks`,
  NOT_FOUND_PAGE,
];
export {DOC_SET_PAGE as DOC_SETS} from '../../../src/lib/docSets';

/** Paths of every URL listed in the sitemap, in sitemap order. */
export function sitemapPaths(sitemapXml = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8')): string[] {
  return [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
}

export function pagesToCheck(): string[] {
  return [...new Set([...sitemapPaths(), ...EXTRA_PAGES])];
}

/** Splits a list into n groups of nearly equal size, to make one test per group. */
export function chunk<T>(items: T[], groups: number): T[][] {
  const size = Math.ceil(items.length / groups);
  return Array.from({length: groups}, (_, index) => items.slice(index * size, (index + 1) * size)).filter(
    (group) => group.length > 0,
  );
}

/** Lowercase letters and digits only, to compare text across Markdown and HTML. */
export function comparable(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function mapWithLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  const queue = [...items.entries()];
  await Promise.all(
    Array.from({length: Math.min(limit, items.length)}, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const [index, item] = entry;
        results[index] = await task(item);
      }
    }),
  );
  return results;
}

/**
 * `fetch` for the HTTP gates. A local server under load closes a kept-alive
 * socket just as the next request reuses it ("other side closed"), and a loaded
 * run saw ten such failures at once, each retried on another stale socket of
 * the pool. So every request asks for its own connection (`connection: close`,
 * which Node's fetch honours), and a transport failure is still sent again, at
 * most three times, and said so. Any HTTP answer, including an error status,
 * is returned as it is for the gate to judge.
 */
export async function fetchFromSite(url: string, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set('connection', 'close');
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, {...init, headers});
    } catch (error) {
      if (attempt >= 4) throw error;
      console.warn(`gate: ${url} failed in transport (${String((error as Error).cause ?? error)}); sending it again`);
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
