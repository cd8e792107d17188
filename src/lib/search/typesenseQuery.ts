/**
 * The record fields the Typesense theme queries, most important first, their
 * weights and whether the word being typed matches them as a prefix: the
 * page title and the page's keywords above the identifiers a section defines
 * (whole only, never as a prefix: `cloud` must not lift a table of
 * `CLOUDINARY_*` keys), above headings above text, as in the local engine. Read by config/search.ts (the
 * site) and scripts/search/typesenseIndex.ts (the collection schema has
 * every field).
 */
const TYPESENSE_QUERY_BY: readonly [field: string, weight: number, prefix: boolean][] = [
  ['hierarchy.lvl1', 10, true],
  ['keywords', 8, true],
  ['defines', 6, false],
  ['hierarchy.lvl2', 5, true],
  ['hierarchy.lvl3', 4, true],
  ['content', 2, true],
  ['code', 1, true],
  ['hierarchy.lvl0', 1, true],
];

export const TYPESENSE_SEARCH_PARAMETERS = {
  query_by: TYPESENSE_QUERY_BY.map(([field]) => field).join(','),
  query_by_weights: TYPESENSE_QUERY_BY.map(([, weight]) => weight).join(','),
  prefix: TYPESENSE_QUERY_BY.map(([, , prefix]) => String(prefix)).join(','),
};
