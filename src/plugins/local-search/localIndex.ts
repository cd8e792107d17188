/**
 * The files the browser fetches for local search.
 *
 * - `search-index.json`, fetched when search opens: the pages and sections
 *   (titles, headings, anchors) and a prebuilt MiniSearch index with its
 *   postings packed into strings: every term of the index (so prefix and
 *   typo matching see them all) with the postings of the small fields
 *   (title, keywords, headings).
 * - `search-postings/<hash>.json`, the postings of the large fields (text,
 *   code) in shards of neighbouring terms, fetched when a query reaches one
 *   of their terms: a word, its completions and its typo matches mostly sit
 *   in one shard. Content-addressed.
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

export const LOCAL_INDEX_VERSION = 4;

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
   * One line per term of the index, in MiniSearch's order:
   * `term<TAB>[+]field:doc[*tf],doc…|field:…`. Section ids are deltas from
   * the previous id in base 36; a term frequency of 1 is left out. Only the
   * fields outside SHARDED_FIELDS are here; `+` marks a term that also has
   * postings in a shard (a term found only in text is `term<TAB>+`).
   */
  postings: string;
  /**
   * The shards of the SHARDED_FIELDS postings, in term order: [first term,
   * file name under search-postings/]. A marked term is in the last shard
   * whose first term is not after it (JavaScript string order).
   */
  shards: [first: string, file: string][];
}

/** A postings shard: lines `term<TAB>field:doc[*tf],…|…` as in PackedMiniSearch.postings, sharded fields only. */
export type PostingsShardFile = string;

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
export const POSTINGS_DIRECTORY = 'search-postings';
