import {SEARCH_PAGE_ROUTE} from '../../src/lib/routes';

/** The pages `npm run bench:weight` measures (with the Lighthouse pages below and a REST API page). */
export const BENCH_PAGES = {
  landing: '/',
  mainDoc: '/dev-docs/intro',
  plainDoc: '/dev-docs/faq',
  mermaid: '/dev-docs/deployment/amazon-aws',
  liveCode: '/snippets/writing-components',
  search: SEARCH_PAGE_ROUTE,
};

/** The doc pages of issue 22 that `npm run bench` measures with Lighthouse on the site and on stock Docusaurus. */
export const LIGHTHOUSE_DOC_PAGES = [
  '/dev-docs/intro',
  '/dev-docs/api/rest',
  '/dev-docs/faq',
  '/user-docs/content-manager/writing-content',
  '/cloud/getting-started/cloud-fundamentals',
];

/** Pages that are not docs: their budget is absolute (stock Docusaurus has neither). */
export const LIGHTHOUSE_OTHER_PAGES = ['/', SEARCH_PAGE_ROUTE];

export const LIGHTHOUSE_PAGES = [...LIGHTHOUSE_DOC_PAGES, ...LIGHTHOUSE_OTHER_PAGES];

/**
 * Client navigations measured: [from, to], a page and the route of a link of its desktop sidebar. The link is found by
 * its href, not its text: the site's sidebars relabel some items (sidebars/badges.ts), stock Docusaurus does not.
 */
export const NAVIGATIONS: Array<[string, string]> = [
  ['/dev-docs/intro', '/dev-docs/quick-start'],
  ['/dev-docs/faq', '/dev-docs/quick-start'],
  ['/user-docs/intro', '/user-docs/content-manager'],
  ['/cloud/intro', '/cloud/projects/deploys'],
  ['/dev-docs/api/rest/parameters', '/dev-docs/api/rest/populate-select'],
];
