/**
 * The MiniSearch options shared by the build (which writes the index) and the
 * browser (which loads it): both tokenize and normalize terms with the one
 * query-understanding module (src/lib/search/queryUnderstanding.ts).
 */
import type {Options} from 'minisearch';
import {indexTerms, normalizeWord} from '../../lib/search/queryUnderstanding';

/**
 * Indexed fields of a section, most important first. `title` and `keywords`
 * are filled on the first section of a page only (the page itself), so a
 * page that is about the query outranks its own subsections and the pages
 * that only mention it; `code` holds identifiers from code listings.
 */
export const SEARCH_FIELDS = ['title', 'keywords', 'heading', 'parent', 'content', 'code'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * The fields whose postings are kept out of search-index.json, in shards
 * fetched when a query reaches their terms (localIndex.ts): the text and the
 * code names, four fifths of the postings.
 */
export const SHARDED_FIELDS: readonly SearchField[] = ['content', 'code'];

export interface IndexedSection {
  id: number;
  title: string;
  keywords: string;
  heading: string;
  parent: string;
  content: string;
  code: string;
}

/** Index-time terms of a text: identifiers whole, words lowercased and stemmed, stop words dropped. */
export function tokenize(text: string): string[] {
  return indexTerms(text);
}

/** Terms arrive normalized from tokenize (at index time) and from analyzeQuery (at query time). */
export function processTerm(term: string): string | null {
  return term || null;
}

/** A word of shown text as the index has it (for highlighting). */
export function termOfWord(word: string): string | null {
  return normalizeWord(word);
}

export const MINISEARCH_OPTIONS: Options<IndexedSection> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize,
  processTerm,
  // Queries are analyzed before they reach MiniSearch: each leaf is already a term.
  searchOptions: {tokenize: (term) => [term], processTerm: (term) => term},
};
