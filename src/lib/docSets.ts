/**
 * The three doc sets, written once. The navbar, the home cards, search (records,
 * filters, the current set), llms.txt, the not-found and search pages, the
 * writers' check and the e2e gates all read this table. No Node imports: browser
 * code uses it too.
 */
export interface DocSet {
  /** Folder under docs/ and first segment of a doc id: `dev-docs`. */
  id: 'dev-docs' | 'user-docs' | 'cloud';
  /** Name shown to readers (navbar, cards, search filter, llms.txt group). */
  title: string;
  /** Route of every page of the set: `/dev-docs`. */
  routePrefix: string;
  /** The sidebar that lists the set (other sidebars may show some of its pages). */
  sidebarId: string;
  /** Route of the set's first page. */
  introPath: string;
  /** Who the set is written for, shown above its card. */
  audience: string;
}

export const DOC_SETS: readonly DocSet[] = [
  {
    id: 'dev-docs',
    title: 'Developer Docs',
    routePrefix: '/dev-docs',
    sidebarId: 'devDocsSidebar',
    introPath: '/dev-docs/intro',
    audience: 'For developers',
  },
  {
    id: 'user-docs',
    title: 'User Guide',
    routePrefix: '/user-docs',
    sidebarId: 'userDocsSidebar',
    introPath: '/user-docs/intro',
    audience: 'For editors and administrators',
  },
  {
    id: 'cloud',
    title: 'Strapi Cloud',
    routePrefix: '/cloud',
    sidebarId: 'cloudSidebar',
    introPath: '/cloud/intro',
    audience: 'For Cloud customers',
  },
];

/** Name of the pages outside the three sets (e.g. /status), as search shows it. */
const DEFAULT_DOC_SET_TITLE = 'Strapi 4 Docs';

/** The doc set a route belongs to, or undefined outside the three sets. */
export function docSetOfPath(pathname: string): DocSet | undefined {
  return DOC_SETS.find(({routePrefix}) => pathname === routePrefix || pathname.startsWith(`${routePrefix}/`));
}

/** Title of the doc set of a route, or null outside the three sets. */
export function findDocSet(pathname: string): string | null {
  return docSetOfPath(pathname)?.title ?? null;
}

/** Title of the doc set of a route, `Strapi 4 Docs` outside the three sets. */
export function docSetOf(pathname: string): string {
  return findDocSet(pathname) ?? DEFAULT_DOC_SET_TITLE;
}

/** Name of a doc set given by its id, `Strapi 4 Docs` for null (a page outside the three sets). */
export function docSetTitle(id: DocSet['id'] | null): string {
  return DOC_SETS.find((docSet) => docSet.id === id)?.title ?? DEFAULT_DOC_SET_TITLE;
}

/** The doc set a doc id (`dev-docs/api/rest`) belongs to, or undefined. */
export function docSetOfDocId(docId: string): DocSet | undefined {
  return DOC_SETS.find(({id}) => docId.startsWith(`${id}/`));
}

/** Matches a route inside one of the three sets: `/dev-docs/…`, `/user-docs/…`, `/cloud/…`. */
export const DOC_SET_PAGE = new RegExp(`^(${DOC_SETS.map(({routePrefix}) => routePrefix).join('|')})/`);
