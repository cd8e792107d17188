/**
 * Gate 1, independent of Docusaurus' own checker: crawl the served build from
 * `/` and from every sitemap URL with plain HTTP. Every internal link and
 * image answers 200, every `#anchor` exists on its target page, and every
 * sitemap page is reachable through navigation (navbar, sidebars, footer,
 * breadcrumbs, pagination, cards, tag lists) or from a hub page.
 */
import {test, expect} from '@playwright/test';
import {load, type CheerioAPI} from 'cheerio';
import {fetchFromSite, mapWithLimit, sitemapPaths} from './sitePages';

/** Links inside these count as navigation for reachability. */
const NAVIGATION =
  'nav, footer, .pagination-nav, .card, a.card, .theme-doc-footer-tags-row, [class*="tags"], [class*="docSetCard"], [class*="quickLink"]';
/** On these pages every link counts: the landing pages, tag pages and generated index pages. */
const HUB_PAGE = /^\/($|home$|tags(\/|$))|\/category\//;
const SKIPPED_PROTOCOLS = /^(mailto:|tel:|javascript:|data:|pathname:)/;

interface Page {
  status: number;
  ids: Set<string>;
  isHtml: boolean;
}

interface Link {
  from: string;
  path: string;
  hash: string;
}

function resolve(base: string, href: string, from: string): URL | null {
  if (SKIPPED_PROTOCOLS.test(href)) return null;
  const url = new URL(href, new URL(from, base));
  return url.origin === new URL(base).origin ? url : null;
}

function idsOf($: CheerioAPI): Set<string> {
  const ids = new Set<string>();
  $('[id]').each((_, element) => {
    const id = $(element).attr('id');
    if (id !== undefined) ids.add(id);
  });
  $('a[name]').each((_, element) => {
    const name = $(element).attr('name');
    if (name !== undefined) ids.add(name);
  });
  return ids;
}

test('every internal link answers 200, every anchor exists, every page is reachable, no page pages to itself', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL.');
  const base = baseURL;
  const pages = new Map<string, Page>();
  const links: Link[] = [];
  const reachable = new Set<string>(['/']);
  const sitemap = sitemapPaths(await (await fetchFromSite(`${base}/sitemap.xml`)).text());
  let resources = 0;
  const selfPagination: string[] = [];

  async function visit(path: string): Promise<string[]> {
    const response = await fetchFromSite(`${base}${path}`, {redirect: 'manual'});
    const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
    if (!isHtml || response.status !== 200) {
      await response.arrayBuffer();
      pages.set(path, {status: response.status, ids: new Set(), isHtml});
      return [];
    }
    const $ = load(await response.text());
    pages.set(path, {status: response.status, ids: idsOf($), isHtml});
    const next: string[] = [];
    const isHub = HUB_PAGE.test(path) || $('article .card').length > 0;
    $('a[href]').each((_, element) => {
      const href = $(element).attr('href');
      const url = href === undefined ? null : resolve(base, href, path);
      if (!url) return;
      links.push({from: path, path: url.pathname, hash: decodeURIComponent(url.hash.slice(1))});
      if (isHub || $(element).closest(NAVIGATION).length > 0) reachable.add(url.pathname);
      next.push(url.pathname);
    });
    $('.pagination-nav a[href]').each((_, element) => {
      const url = resolve(base, $(element).attr('href') ?? '', path);
      if (url?.pathname === path) selfPagination.push(`${path}: ${$(element).text().trim()}`);
    });
    $('img[src]').each((_, element) => {
      const src = $(element).attr('src');
      const url = src === undefined ? null : resolve(base, src, path);
      if (!url) return;
      resources += 1;
      next.push(url.pathname);
    });
    return next;
  }

  // Breadth-first from `/`, then from every sitemap URL not reached yet.
  let frontier = ['/', ...sitemap];
  while (frontier.length > 0) {
    const unseen = [...new Set(frontier)].filter((path) => !pages.has(path));
    for (const path of unseen) pages.set(path, {status: 0, ids: new Set(), isHtml: false});
    frontier = (await mapWithLimit(unseen, 16, visit)).flat();
  }

  const broken = links
    .filter((link) => pages.get(link.path)?.status !== 200)
    .map((link) => `${link.from} → ${link.path} (${pages.get(link.path)?.status})`);
  const missingAnchors = links
    .filter((link) => {
      const target = pages.get(link.path);
      return link.hash && target?.isHtml && !target.ids.has(link.hash);
    })
    .map((link) => `${link.from} → ${link.path}#${link.hash}`);
  const orphans = sitemap.filter((path) => !reachable.has(path));
  const brokenImages = [...pages]
    .filter(([path, page]) => page.status !== 200 && !links.some((link) => link.path === path))
    .map(([path, page]) => `${path} (${page.status})`);

  const htmlPages = [...pages.values()].filter((page) => page.isHtml).length;
  console.log(
    `links gate: ${htmlPages} HTML pages crawled (${sitemap.length} in the sitemap), ${links.length} links (${links.filter((link) => link.hash).length} with an anchor) and ${resources} images checked`,
  );
  expect(broken, 'links that do not answer 200').toEqual([]);
  expect(brokenImages, 'images that do not answer 200').toEqual([]);
  expect([...new Set(missingAnchors)], 'anchors missing on their target page').toEqual([]);
  expect(selfPagination, 'Previous/Next links that point to the page they are on').toEqual([]);
  expect(orphans, 'sitemap pages not reachable from navigation or a hub').toEqual([]);
});
