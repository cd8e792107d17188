/** Names shared by the plugin (Node) and its theme components (browser). */
export const INDEX_FILE_NAME = 'search-index.json';
/** Results per page in the modal and on the search page: at most this many sections of one page. */
export const SECTIONS_PER_PAGE = 3;
export const RECENT_SEARCHES_KEY = 'strapi-docs:recent-searches';
export const RECENT_SEARCHES_LIMIT = 5;
