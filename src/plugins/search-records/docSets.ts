/** The three doc sets, by URL prefix. Shared by the record builder and the browser (no Node imports). */
export const DOC_SET_BY_PREFIX: readonly {prefix: string; name: string}[] = [
  {prefix: '/dev-docs', name: 'Developer Docs'},
  {prefix: '/user-docs', name: 'User Guide'},
  {prefix: '/cloud', name: 'Strapi Cloud'},
];

/** lvl0 of pages outside the three sets (e.g. /status). */
export const DEFAULT_DOC_SET = 'Strapi 4 Docs';

/** The doc set a path belongs to, or null outside the three sets. */
export function findDocSet(pathname: string): string | null {
  const match = DOC_SET_BY_PREFIX.find(({prefix}) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match?.name ?? null;
}

export function docSetOf(pathname: string): string {
  return findDocSet(pathname) ?? DEFAULT_DOC_SET;
}
