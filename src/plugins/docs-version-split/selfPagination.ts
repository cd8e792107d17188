/**
 * A doc that is both a category's link and an item of that category (the reference sidebars do this for
 * every section's landing page: "Getting Started" links to dev-docs/intro, whose first item is
 * dev-docs/intro) gets its pagination from its first place in the sidebar, the category, so its "Next"
 * link is the item right after: itself. This moves such a "Next" (or "Previous") past the doc's other
 * places to the first entry that is another page. A doc whose front matter sets pagination_next or
 * pagination_prev keeps what the writer chose.
 */
import {collectSidebarNavigation, toNavigationLink} from '@docusaurus/plugin-content-docs/lib/sidebars/utils.js';
import type {DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';

type NavigationItem = ReturnType<typeof collectSidebarNavigation>[number];

const pageOf = (item: NavigationItem): string => {
  if (!('link' in item)) return `doc:${item.id}`;
  return item.link.type === 'doc' ? `doc:${item.link.id}` : item.link.permalink;
};

/** Fixes the version's docs in place; returns the ids of the docs whose links changed. */
export function skipSelfPagination(version: Pick<LoadedVersion, 'docs' | 'sidebars'>): string[] {
  const docsById = Object.fromEntries(version.docs.map((doc) => [doc.id, doc]));
  const navigations = new Map<string, NavigationItem[]>();
  const navigationOf = (sidebar: string): NavigationItem[] => {
    let items = navigations.get(sidebar);
    if (!items) {
      items = collectSidebarNavigation(version.sidebars[sidebar] ?? []);
      navigations.set(sidebar, items);
    }
    return items;
  };
  const changed: string[] = [];
  for (const doc of version.docs) {
    if (!doc.sidebar) continue;
    const own = `doc:${doc.id}`;
    const items = navigationOf(doc.sidebar);
    const places = items.flatMap((item, index) => (pageOf(item) === own ? [index] : []));
    if (places.length < 2) continue;
    const fix = (key: 'next' | 'previous', step: 1 | -1, frontMatterKey: 'pagination_next' | 'pagination_prev') => {
      if (doc[key]?.permalink !== doc.permalink || doc.frontMatter[frontMatterKey] !== undefined) return;
      let index = (step === 1 ? (places.at(-1) ?? 0) : (places[0] ?? 0)) + step;
      for (let item = items[index]; item && pageOf(item) === own; item = items[index]) index += step;
      (doc as {-readonly [K in keyof DocMetadata]: DocMetadata[K]})[key] = toNavigationLink(items[index], docsById);
      changed.push(doc.id);
    };
    fix('next', 1, 'pagination_next');
    fix('previous', -1, 'pagination_prev');
  }
  return changed;
}
