/**
 * The record fields the Typesense theme queries, most important first, and
 * their weights: the page title and the page's keywords above headings above
 * text and the UI hints of the section's labels, as in the local engine. Read by config/search.ts (the site) and
 * scripts/search/typesenseIndex.ts (the collection schema has every field).
 */
const TYPESENSE_QUERY_BY: readonly [field: string, weight: number][] = [
  ['hierarchy.lvl1', 10],
  ['keywords', 8],
  ['hierarchy.lvl2', 5],
  ['hierarchy.lvl3', 4],
  ['content', 2],
  ['ui', 2],
  ['code', 1],
  ['hierarchy.lvl0', 1],
];

export const TYPESENSE_SEARCH_PARAMETERS = {
  query_by: TYPESENSE_QUERY_BY.map(([field]) => field).join(','),
  query_by_weights: TYPESENSE_QUERY_BY.map(([, weight]) => weight).join(','),
};
