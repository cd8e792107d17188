/** Routes the code links to by name, written once (browser, plugins, scripts and tests read them). */

/** The search page's route segment, as the search plugins take it (`searchPagePath`). */
export const SEARCH_PAGE_PATH = 'search';

/** The search page's route: `/search`, the target of the no-JavaScript search form. */
export const SEARCH_PAGE_ROUTE = `/${SEARCH_PAGE_PATH}` as const;

/** The page that says which version the docs cover and for how long (`docs/status.md`). */
export const STATUS_ROUTE = '/status';

/** Where the generated API reference of the example app lives (`docs/dev-docs/api/rest/reference/`). */
export const API_REFERENCE_ROUTE_PREFIX = '/dev-docs/api/rest/reference/';

/**
 * The route of the reusable fragments (`docs/snippets`): each is readable
 * alone for writers, but its text belongs to the pages that include it, so
 * these pages say `noindex` (src/theme/DocItem/Metadata) and stay out of the
 * sitemap.
 */
export const SNIPPETS_ROUTE = '/snippets' as const;

export const isSnippetRoute = (pathname: string): boolean => pathname.startsWith(`${SNIPPETS_ROUTE}/`);
