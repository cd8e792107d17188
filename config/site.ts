/** Facts about the site shared by the config, plugins and tests. */
export const SITE_TITLE = 'Strapi 4 Documentation';
export const STRAPI_VERSION = '4.25.9';
export const SITE_URL = process.env.SITE_URL ?? 'https://docs-v4.strapi.io';
export const REPOSITORY_URL = 'https://github.com/strapi/documentation';
/** Where the edit link points: the file in the docs repository's v4 branch. */
export const EDIT_URL = `${REPOSITORY_URL}/edit/v4/`;
export const LATEST_DOCS_URL = 'https://docs.strapi.io';
export const V3_DOCS_URL = 'https://docs-v3.strapi.io';
/** Change the id to show the announcement again to readers who dismissed it. */
export const ANNOUNCEMENT_ID = 'v4-maintenance-2026-04';
/** Where the docs plugin reads pages and sidebars and the route it serves them under; the benchmark baseline reads the same. */
export const DOCS_SOURCE = {routeBasePath: '/', path: 'docs', sidebarPath: './sidebars/index.ts'} as const;
