/** The options of the dialog's listbox: the recent searches, or one per section found, grouped by page. */
import type {RecentSearch} from '../../client/recentSearches';
import type {PageHit, SectionHit} from '../../searchEngine';
import type {LocalSearchState} from '../../client/useLocalSearch';

export interface SearchOption {
  /** Element id, for aria-activedescendant. */
  id: string;
  url: string;
  /** What is remembered when the reader opens it. */
  recent: RecentSearch;
}

export interface PageOptions {
  page: PageHit;
  sections: {section: SectionHit; option: SearchOption}[];
}

export interface DialogOptions {
  /** Every option in order: what the arrow keys walk through. */
  options: SearchOption[];
  /** The same options under their pages (empty while recent searches are shown). */
  pages: PageOptions[];
}

export function recentOptions(recent: readonly RecentSearch[], idPrefix: string): SearchOption[] {
  return recent.map((item, index) => ({id: `${idPrefix}-recent-${index}`, url: item.url, recent: item}));
}

export function pageOptions(pages: readonly PageHit[], idPrefix: string): PageOptions[] {
  return pages.map((page) => ({
    page,
    sections: page.sections.map((section) => ({
      section,
      option: {
        id: `${idPrefix}-hit-${section.id}`,
        url: section.url,
        recent: {url: section.url, title: page.title, heading: section.heading, docSet: page.docSet},
      },
    })),
  }));
}

/** Recent searches for an empty query, the sections found once a search is done, otherwise nothing. */
export function dialogOptions(
  showingRecent: boolean,
  recent: readonly RecentSearch[],
  state: LocalSearchState,
  idPrefix: string,
): DialogOptions {
  if (showingRecent) return {options: recentOptions(recent, idPrefix), pages: []};
  if (state.status !== 'done') return {options: [], pages: []};
  const pages = pageOptions(state.response.pages, idPrefix);
  return {options: pages.flatMap(({sections}) => sections.map(({option}) => option)), pages};
}
