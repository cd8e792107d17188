import {API_REFERENCE_ROUTE_PREFIX} from '../routes';
import {HUB_PAGES} from '../hubPages';

/**
 * Ranking rules shared by the local engine and the benchmark: which pages
 * are hubs (pages that mostly point to the reference pages of an area) and
 * migration guides, ranked below the reference they point to unless the
 * query names a version or asks about migrating, and the API reference
 * generated from the example app, ranked a little below the pages written
 * for readers (its titles and parameters repeat API words on every page).
 */

/** What a page is, for ranking: a reference page, a hub that points to references, a migration guide, or the generated API reference of the example app. */
export const PAGE_KIND = {reference: 0, hub: 1, migration: 2, generated: 3} as const;
export type PageKind = (typeof PAGE_KIND)[keyof typeof PAGE_KIND];

export function pageKindOf(path: string): PageKind {
  if (path === '/dev-docs/migration-guides' || path.startsWith('/dev-docs/migration/')) return PAGE_KIND.migration;
  if (HUB_PAGES.has(path)) return PAGE_KIND.hub;
  if (path.startsWith(API_REFERENCE_ROUTE_PREFIX)) return PAGE_KIND.generated;
  return PAGE_KIND.reference;
}

/** Score factor of each page kind when the query does not ask for it. */
export const KIND_FACTOR: Record<PageKind, number> = {0: 1, 1: 0.55, 2: 0.45, 3: 0.65};

/** Words that ask for migration guides (stemmed, as analyzeQuery gives them). */
export const MIGRATION_TERMS = new Set(['migrat', 'migration', 'v3', 'v4', 'upgrad', 'breaking']);
