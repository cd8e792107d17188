/**
 * The admonitions (`:::name`) a page may use: Docusaurus' defaults the docs
 * use and the site's own, which docusaurus.config.ts registers. check:docs,
 * the MDX reader and the benchmark baseline read this list.
 */
export const SITE_ADMONITIONS = ['callout', 'prerequisites', 'strapi'] as const;

/** One of the site's own admonitions. */
export type SiteAdmonition = (typeof SITE_ADMONITIONS)[number];

export const ADMONITIONS: readonly string[] = [
  'note',
  'tip',
  'info',
  'caution',
  'danger',
  'warning',
  ...SITE_ADMONITIONS,
];
