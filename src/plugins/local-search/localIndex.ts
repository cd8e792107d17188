/**
 * The files the browser fetches for local search.
 *
 * - `search-index.json`, fetched when search opens: the pages and sections
 *   (titles, headings, anchors) and a prebuilt MiniSearch index with its
 *   postings packed into strings, a third of MiniSearch's own JSON once
 *   gzipped.
 * - `search-text/<hash>.json`, one per page, fetched only for pages in the
 *   results: the text of each section, for snippets. Content-addressed, so
 *   it can be cached for ever.
 * - `search-related/<hash>.json`, the shards of the related-words table
 *   (src/lib/search/relatedWords.ts), fetched only when a query holds a word
 *   the index does not know. Content-addressed too.
 *
 * Types only (no Node or DOM imports): the build and the browser share them.
 */
import type {PageKind} from '../../lib/search/ranking';

export const LOCAL_INDEX_VERSION = 3;

/** [path, title, doc set index, text file name, kind] */
export type IndexedPage = [path: string, title: string, docSet: number, textFile: string, kind: PageKind];
/** [page index, level (1 = text under the title, 2 = h2, 3 = h3), heading, parent h2, anchor] */
export type IndexedSectionRow = [page: number, level: 1 | 2 | 3, heading: string, parent: string, anchor: string];

export interface PackedMiniSearch {
  documentCount: number;
  averageFieldLength: number[];
  /** Per section, the length of each field, `a,b,c,d`, sections joined by `;`. */
  fieldLength: string;
  /**
   * One line per term: `term<TAB>field:doc[*tf],doc…|field:…`. Section ids
   * are deltas from the previous id in base 36; a term frequency of 1 is
   * left out.
   */
  postings: string;
}

export interface LocalIndexFile {
  version: typeof LOCAL_INDEX_VERSION;
  docSets: string[];
  pages: IndexedPage[];
  sections: IndexedSectionRow[];
  index: PackedMiniSearch;
  /** Messages quoted by sections (error lines, prompts): [section id, text]. */
  messages?: [section: number, text: string][];
  /** Identifiers sections define (inline code opening a table row, term or list item): index term -> section ids. */
  defines?: Record<string, number[]>;
  /** Irregular word forms whose base form the index knows: form term -> base term (src/lib/search/wordForms.ts). */
  forms?: Record<string, string>;
  /** File names (under search-related/) of the related-words shards, by shard number. */
  related?: string[];
}

/** A page's section texts, in the order of its sections in the index. */
export type PageTextFile = string[];

export const TEXT_DIRECTORY = 'search-text';
export const RELATED_DIRECTORY = 'search-related';
