/**
 * Loads the prebuilt MiniSearch index and answers queries: prefix and
 * typo-tolerant matching, the page title and headings ranked above body
 * text, results grouped by page with at most three sections each.
 * Pure (no DOM): the browser, the unit tests and the benchmark share it.
 */
import MiniSearch, {type SearchOptions, type SearchResult} from 'minisearch';
import type {LocalIndexFile} from '../localIndex';
import {MINISEARCH_OPTIONS, type IndexedSection} from '../searchOptions';
import {SECTIONS_PER_PAGE} from '../constants';
import {loadPackedMiniSearch} from './loadPackedMiniSearch';

export interface SearchEngine {
  miniSearch: MiniSearch<IndexedSection>;
  file: LocalIndexFile;
  /** Position of each section among its page's sections: its index in the page's text file. */
  sectionOffsets: number[];
}

export interface SectionHit {
  id: number;
  /** Index in the page's text file. */
  offset: number;
  level: 1 | 2 | 3;
  heading: string;
  parent: string;
  /** Path with the heading anchor, e.g. /dev-docs/api/rest/populate-select#populate */
  url: string;
  score: number;
}

export interface PageHit {
  /** Index of the page in the index file. */
  page: number;
  path: string;
  title: string;
  docSet: string;
  /** Name of the page's text file. */
  textFile: string;
  sections: SectionHit[];
}

export interface SearchResponse {
  pages: PageHit[];
  /** Index terms the query matched (after prefix and typo expansion), to highlight. */
  terms: string[];
}

export interface QueryOptions {
  /** Only sections of this doc set (lvl0); null or undefined searches every doc set. */
  docSet?: string | null;
  /** Most pages returned. */
  maxPages?: number;
}

/** Field boosts: a match in the page title counts most, then the section heading, then its parent h2, then the text. */
export const FIELD_BOOST = {title: 5, heading: 3, parent: 1.5, content: 1};
/** Among equal matches, the text under the title, then h2 sections, then h3 sections. */
const LEVEL_BOOST: Record<1 | 2 | 3, number> = {1: 1.15, 2: 1.05, 3: 1};

export function createSearchEngine(file: LocalIndexFile): SearchEngine {
  const miniSearch = loadPackedMiniSearch<IndexedSection>(file.index, MINISEARCH_OPTIONS);
  const seen = new Map<number, number>();
  const sectionOffsets = file.sections.map(([page]) => {
    const offset = seen.get(page) ?? 0;
    seen.set(page, offset + 1);
    return offset;
  });
  return {miniSearch, file, sectionOffsets};
}

function baseOptions(engine: SearchEngine, docSet: string | null | undefined): SearchOptions {
  const {file} = engine;
  const docSetIndex = docSet ? file.docSets.indexOf(docSet) : -1;
  return {
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
    boost: FIELD_BOOST,
    boostDocument: (id) => LEVEL_BOOST[file.sections[id as number]?.[1] ?? 3],
    filter:
      docSet == null
        ? undefined
        : (result) => docSetIndex !== -1 && file.pages[file.sections[result.id as number]![0]]![2] === docSetIndex,
  };
}

/** All words must match; when that finds nothing, any word may. */
function runQuery(engine: SearchEngine, query: string, options: SearchOptions): SearchResult[] {
  const all = engine.miniSearch.search(query, {...options, combineWith: 'AND'});
  if (all.length > 0) return all;
  return engine.miniSearch.search(query, {...options, combineWith: 'OR'});
}

export function searchSections(engine: SearchEngine, query: string, options: QueryOptions = {}): SearchResponse {
  const {file} = engine;
  const maxPages = options.maxPages ?? 10;
  if (!query.trim()) return {pages: [], terms: []};
  const results = runQuery(engine, query, baseOptions(engine, options.docSet));
  const pages = new Map<number, PageHit>();
  const terms = new Set<string>();
  for (const result of results) {
    const id = result.id as number;
    const row = file.sections[id];
    if (!row) continue;
    const [pageIndex, level, heading, parent, anchor] = row;
    let page = pages.get(pageIndex);
    if (!page) {
      if (pages.size >= maxPages) continue;
      const [path, title, docSet, textFile] = file.pages[pageIndex]!;
      page = {page: pageIndex, path, title, docSet: file.docSets[docSet] ?? '', textFile, sections: []};
      pages.set(pageIndex, page);
    }
    if (page.sections.length >= SECTIONS_PER_PAGE) continue;
    for (const term of result.terms) terms.add(term);
    page.sections.push({
      id,
      offset: engine.sectionOffsets[id] ?? 0,
      level,
      heading,
      parent,
      url: anchor ? `${page.path}#${anchor}` : page.path,
      score: result.score,
    });
  }
  return {pages: [...pages.values()], terms: [...terms]};
}

/** Queries close to one that found nothing, for "Try searching for". */
export function suggestQueries(engine: SearchEngine, query: string, limit = 3): string[] {
  const normalized = query.trim().toLowerCase();
  const suggestions = engine.miniSearch
    .autoSuggest(query, {fuzzy: 0.34, prefix: true, combineWith: 'OR'})
    .map((suggestion) => suggestion.suggestion)
    .filter((suggestion) => suggestion !== normalized && suggestion.replace(/\s/g, '').length >= 4);
  // "webhook" rather than also its fragments "web" and "webh".
  return suggestions
    .filter((suggestion) => !suggestions.some((other) => other !== suggestion && other.startsWith(suggestion)))
    .slice(0, limit);
}
