/** Routes the code links to by name, written once (browser, plugins, scripts and tests read them). */

/** The search page's route segment, as the search plugins take it (`searchPagePath`). */
export const SEARCH_PAGE_PATH = 'search';

/** The search page's route: `/search`, the target of the no-JavaScript search form. */
export const SEARCH_PAGE_ROUTE = `/${SEARCH_PAGE_PATH}` as const;
