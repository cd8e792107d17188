/**
 * The MiniSearch options shared by the build (which writes the index) and the
 * browser (which loads it): both must tokenize and normalize terms the same way.
 */
import type {Options} from 'minisearch';

/** Indexed fields of a section, most important first. */
export const SEARCH_FIELDS = ['title', 'heading', 'parent', 'content'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export interface IndexedSection {
  id: number;
  title: string;
  heading: string;
  parent: string;
  content: string;
}

/** Words too common to help ranking; dropping them keeps the index small. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for from has have he her his i if in into is it its me my no not of on or ' +
    'our she so such than that the their them then there these they this to was we were which will with you your'
  ).split(' '),
);

/** Splits on anything that is not a letter, a digit, `_` or `$` (so `$eq` and `find_many` stay one term, `createdAt` is one term). */
const TOKEN_SEPARATOR = /[^\p{L}\p{N}_$]+/u;

export function tokenize(text: string): string[] {
  return text.split(TOKEN_SEPARATOR).filter(Boolean);
}

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < 2 && !/\d/.test(lower)) return null;
  if (STOP_WORDS.has(lower)) return null;
  return lower;
}

export const MINISEARCH_OPTIONS: Options<IndexedSection> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize,
  processTerm,
};
