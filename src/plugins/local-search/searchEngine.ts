/**
 * Loads the prebuilt MiniSearch index and answers queries. The query goes
 * through query understanding first (src/lib/search/queryUnderstanding.ts:
 * filler dropped, identifiers whole, stemming, reader words -> docs words),
 * then every group is searched with any-word semantics and pages are ranked
 * by how much of the query they cover, then by score: the page title and
 * keywords count most, then headings, then text; hubs and migration guides
 * rank below the references they point to unless the query names a version.
 * Results are grouped by page, with at most three sections each.
 * Pure (no DOM): the browser, the unit tests and the benchmark share it.
 */
import MiniSearch, {type Query, type SearchOptions, type SearchResult} from 'minisearch';
import type {IndexedPage, IndexedSectionRow, LocalIndexFile, PostingsShardFile} from './localIndex';
import {MINISEARCH_OPTIONS, type IndexedSection} from './searchOptions';
import {SECTIONS_PER_PAGE} from './constants';
import {addPackedFields, addPostingsShard, loadPackedMiniSearch, type TermPostings} from './loadPackedMiniSearch';
import {analyzeQuery, normalizeWord, type AnalyzedQuery, type QueryGroup} from '../../lib/search/queryUnderstanding';
import {KIND_FACTOR, MIGRATION_TERMS} from '../../lib/search/ranking';
import {docSetIntent, type DocSetIntent} from '../../lib/search/intent';
import {PLACEHOLDER} from '../../lib/search/messageTemplate';
import {RELATED_TERM_WEIGHT, type RelatedWordsTable} from '../../lib/search/relatedWords';

/**
 * The general means of query understanding that can be switched off one by
 * one, so `evaluate.ts --without=<name>` measures each on its own. All on in
 * the site.
 */
export const ENGINE_MEANS = {
  /** Rank the doc set the query's words lean to a little higher (src/lib/search/intent.ts). */
  docSetIntent: true,
  /** A pasted error line ranks first the sections that quote the message (quotedMessageMatches). */
  errorLines: true,
  /** A word the index does not know also matches its related index terms (src/lib/search/relatedWords.ts), when the caller passes the table. */
  relatedWords: true,
  /** An irregular form ("forgot", "told") also matches its base form (src/lib/search/wordForms.ts). */
  wordForms: true,
  /** A placeholder of a quoted message template (`<name>`) matches the reader's own value. */
  errorTemplates: true,
  /** A pasted message of three words ("Incorrect code provided") matches a quoted message that is exactly those words. */
  shortErrorLines: true,
  /** An identifier in the query ranks first the sections that define it (a table row of config keys…), not those that mention it. */
  definitions: true,
};

/** Score factor of a section that defines an identifier of the query (and of its page). */
const DEFINITION_FACTOR = 2;

/** A quoted message matches a query that shares this many words in a row with it (or all of a shorter message). */
const MESSAGE_RUN = 4;
/** A message of this many words matches only a query that is the whole message. */
const SHORT_MESSAGE = 3;
/** Score factor of a page whose section quotes the pasted message (and of that section among the page's). */
const MESSAGE_FACTOR = 2.5;

/** Lowercased letter and digit runs, the unit of message matching. */
function messageWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A quoted message's words; each placeholder of the code's template (`<name>`, `%s`) becomes TEMPLATE_SLOT. */
function templateWords(text: string): string[] {
  return text
    .split(PLACEHOLDER)
    .flatMap((part, index) => (index === 0 ? messageWords(part) : [TEMPLATE_SLOT, ...messageWords(part)]));
}

/** Matches any one word of the reader's line: the value the code put in the message. */
const TEMPLATE_SLOT = '\u0000';

/** The longest run of words that `a` and `b` share in the same order, without gaps. */
function longestSharedRun(a: readonly string[], b: readonly string[]): number {
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 0; j < b.length; j++) {
      if (word === b[j] || (b[j] === TEMPLATE_SLOT && ENGINE_MEANS.errorTemplates)) {
        const run = (previous[j] ?? 0) + 1;
        row[j + 1] = run;
        if (run > best) best = run;
      }
    }
    previous = row;
  }
  return best;
}

/**
 * Sections that quote what the reader pasted: for a query of four words or
 * more, each quoted message (inline code of the pages, see
 * buildSearchRecords.ts) sharing at least four words in a row with it, or
 * all of its words when it is shorter; a query of three words matches only
 * a message of exactly those three words. Section id -> words shared.
 */
export function quotedMessageMatches(engine: SearchEngine, query: string): Map<number, number> {
  const matches = new Map<number, number>();
  const words = messageWords(query);
  const short = ENGINE_MEANS.shortErrorLines && words.length === SHORT_MESSAGE;
  if (words.length < MESSAGE_RUN && !short) return matches;
  for (const [section, messageTerms] of engine.messages) {
    if (short && messageTerms.length !== SHORT_MESSAGE) continue;
    const run = longestSharedRun(words, messageTerms);
    if (run >= MESSAGE_RUN || (run >= SHORT_MESSAGE && run === messageTerms.length)) {
      matches.set(section, Math.max(run, matches.get(section) ?? 0));
    }
  }
  return matches;
}

export interface SearchEngine {
  miniSearch: MiniSearch<IndexedSection>;
  file: LocalIndexFile;
  /** Position of each section among its page's sections: its index in the page's text file. */
  sectionOffsets: number[];
  /** Every term of the index: a term the index knows is never typo-corrected into another. */
  knownTerms: Set<string>;
  /** The same terms, sorted, to count a prefix's completions. */
  sortedTerms: string[];
  /** Messages quoted by sections, as words: [section id, words]. */
  messages: [number, string[]][];
  /** Irregular form term -> base form term. */
  forms: Map<string, string>;
  /** Identifier term -> ids of the sections that define it. */
  defines: Map<string, number[]>;
  /** The postings shards (text and code postings) and which of them are in. */
  postings: EnginePostings;
}

export interface EnginePostings {
  /** [first term, file name] of each shard, in term order. */
  shards: [first: string, file: string][];
  /** Numbers of the shards added. */
  loaded: Set<number>;
  /** Postings still missing their shard's part -> their term. */
  incomplete: Map<TermPostings, string>;
  /** Postings whose index-file fields are not read yet -> those packed fields (read when a search first reaches them). */
  unparsed: Map<TermPostings, string>;
  /** While a search runs: the incomplete terms it reached. */
  reached: Set<string> | null;
}

/**
 * A search reached terms whose text or code postings are in shards not
 * added yet: add `shards` (numbers) and run it again. Thrown before any
 * result is returned, so a search never answers from part of the postings.
 */
export class MissingPostings extends Error {
  constructor(readonly shards: number[]) {
    super(`The search needs postings shards ${shards.join(', ')}.`);
    this.name = 'MissingPostings';
  }
}

/** The shard that holds a marked term: the last one whose first term is not after it. */
export function shardOfTerm(postings: EnginePostings, term: string): number {
  let low = 0;
  let high = postings.shards.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    const first = postings.shards[middle]?.[0] ?? '';
    if (first <= term) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Runs a MiniSearch search, noting every term it scored (MiniSearch's
 * termResults gets each term of the query and of its prefix and typo
 * expansions, with its postings). If one of them was incomplete, the result
 * is thrown away and MissingPostings names the shards to add.
 */
function tracked<T>(engine: SearchEngine, run: () => T): T {
  const {postings} = engine;
  if (postings.incomplete.size === 0) return run();
  postings.reached = new Set();
  let result: T;
  let reached: Set<string>;
  try {
    result = run();
  } finally {
    reached = postings.reached;
    postings.reached = null;
  }
  if (reached.size === 0) return result;
  const shards = new Set<number>();
  for (const term of reached) {
    const shard = shardOfTerm(postings, term);
    if (postings.loaded.has(shard))
      throw new Error(`The search postings shard ${shard} does not have the term ${term} the index marks.`);
    shards.add(shard);
  }
  throw new MissingPostings([...shards]);
}

/** Adds fetched shards (numbers and contents) to the engine; a shard added already is skipped. */
export function addShards(
  engine: SearchEngine,
  shards: readonly number[],
  contents: readonly PostingsShardFile[],
): void {
  shards.forEach((shard, position) => {
    if (engine.postings.loaded.has(shard)) return;
    const content = contents[position];
    if (typeof content !== 'string') throw new Error(`The search postings shard ${shard} is not a packed string.`);
    addPostingsShard(engine.miniSearch as MiniSearch<unknown>, engine.postings.incomplete, content);
    engine.postings.loaded.add(shard);
  });
}

/**
 * Runs `run` (searchSections, suggestQueries…) with every postings shard it
 * reaches: when it throws MissingPostings, fetches those shards with
 * `loadShard` (by file name), adds them and runs it again. A pass that finds
 * nothing and falls back to a looser one may need a second round.
 */
export async function withPostings<T>(
  engine: SearchEngine,
  run: () => T,
  loadShard: (file: string) => Promise<PostingsShardFile>,
): Promise<T> {
  for (;;) {
    try {
      return run();
    } catch (error) {
      if (!(error instanceof MissingPostings)) throw error;
      const contents = await Promise.all(
        error.shards.map((shard) => loadShard(engine.postings.shards[shard]?.[1] ?? '')),
      );
      addShards(engine, error.shards, contents);
    }
  }
}

interface TermResultsHook {
  termResults(this: unknown, sourceTerm: string, derivedTerm: string, ...rest: unknown[]): unknown;
}

/**
 * Before MiniSearch scores a term: reads its postings from the index file if
 * not done yet, and notes it if its shard is not in (see tracked).
 */
function noteReachedTerms(miniSearch: MiniSearch<IndexedSection>, postings: EnginePostings): void {
  const original = (Object.getPrototypeOf(miniSearch) as Partial<TermResultsHook>).termResults;
  if (typeof original !== 'function')
    throw new Error('MiniSearch has no termResults method: the lazy postings need it (see tracked).');
  (miniSearch as unknown as TermResultsHook).termResults = function (sourceTerm, derivedTerm, ...rest) {
    const data = rest[2] as TermPostings | undefined;
    if (data) {
      const packed = postings.unparsed.get(data);
      if (packed !== undefined) {
        addPackedFields(data, packed);
        postings.unparsed.delete(data);
      }
      if (postings.reached && postings.incomplete.has(data)) postings.reached.add(derivedTerm);
    }
    return original.call(this, sourceTerm, derivedTerm, ...rest);
  };
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
  score: number;
}

export interface SearchResponse {
  pages: PageHit[];
  /** Index terms the query matched (after prefix, typo and synonym expansion), to highlight. */
  terms: string[];
  /** No page has every part of the query: the results are the closest matches. */
  partial: boolean;
  /** The doc set asked for had nothing, so every doc set was searched. */
  widenedFrom: string | null;
  /** How many pages matched in all, before maxPages. */
  total: number;
}

export interface QueryOptions {
  /** Only sections of this doc set (lvl0); null or undefined searches every doc set. When it has no hit, all doc sets are searched. */
  docSet?: string | null;
  /** Rank pages of this doc set a little higher (the reader's current doc set). */
  preferDocSet?: string | null;
  /** Most pages returned. */
  maxPages?: number;
  /** Related words of the query's unknown words (the shards relatedWordsNeeded named), or the whole table. */
  related?: RelatedWordsTable | null;
}

/** Field boosts: the page title and its keywords count most, then the section heading, its parent h2, the text, code names. */
const FIELD_BOOST = {title: 6, keywords: 4, heading: 2.5, parent: 1.2, content: 1, code: 0.7};
/** Among equal matches, the text under the title, then h2 sections, then h3 sections. */
const LEVEL_BOOST: Record<1 | 2 | 3, number> = {1: 1.15, 2: 1.05, 3: 1};
/** Pages of the preferred doc set are ranked this much higher. */
const PREFERRED_DOC_SET = 1.25;

/**
 * The engine over an index file. With `readShard` (Node: the MCP server,
 * the benchmark, evaluate.ts) every postings shard is added now; without it
 * (the browser) shards are added as queries reach them (withPostings).
 */
export function createSearchEngine(
  file: LocalIndexFile,
  readShard?: (file: string) => PostingsShardFile,
): SearchEngine {
  checkIndexRows(file);
  // In the browser (no readShard), a term's postings are read from the file when a search first reaches it.
  const {miniSearch, terms, incomplete, unparsed} = loadPackedMiniSearch<IndexedSection>(
    file.index,
    MINISEARCH_OPTIONS,
    !readShard,
  );
  const shards = Array.isArray(file.index.shards) ? file.index.shards : [];
  if (incomplete.size > 0 && shards.length === 0) throw new Error('The search index marks terms but lists no shard.');
  const postings: EnginePostings = {shards, loaded: new Set(), incomplete, unparsed, reached: null};
  const seen = new Map<number, number>();
  const sectionOffsets = file.sections.map(([page]) => {
    const offset = seen.get(page) ?? 0;
    seen.set(page, offset + 1);
    return offset;
  });
  const knownTerms = new Set<string>(terms);
  const sortedTerms = [...knownTerms].sort();
  const messages = (file.messages ?? []).map(([section, text]): [number, string[]] => [section, templateWords(text)]);
  const forms = new Map(Object.entries(file.forms ?? {}));
  const defines = new Map(Object.entries(file.defines ?? {}));
  const engine = {miniSearch, file, sectionOffsets, knownTerms, sortedTerms, messages, forms, defines, postings};
  if (readShard) {
    addShards(
      engine,
      shards.map((_, shard) => shard),
      shards.map(([, name]) => readShard(name)),
    );
    if (incomplete.size > 0) throw new Error(`The search postings shards leave ${incomplete.size} terms incomplete.`);
  } else if (incomplete.size > 0 || unparsed.size > 0) {
    noteReachedTerms(miniSearch, postings);
  }
  return engine;
}

/** A word the index knows that starts more index terms than this is not also searched as a prefix. */
export const MAX_PREFIX_COMPLETIONS = 40;

/**
 * How many other index terms start with a prefix (binary search in the
 * sorted terms). Searching a prefix costs one posting list per completion:
 * "api" starts 133 terms (`api::book.book`, `api.rest.prefix`…), "con" 199.
 */
export function prefixCompletions(engine: SearchEngine, prefix: string): number {
  const terms = engine.sortedTerms;
  const lowerBound = (value: string) => {
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const term = terms[middle];
      if (term !== undefined && term < value) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const count = lowerBound(`${prefix}\uffff`) - lowerBound(prefix);
  return engine.knownTerms.has(prefix) ? count - 1 : count;
}

/**
 * Whether the word being typed is also searched as a prefix: always when the
 * index does not know it ("webho"), and when it knows it only if it starts at
 * most MAX_PREFIX_COMPLETIONS terms: a complete, common word such as "api"
 * is found as itself, and the query's cost stays bounded.
 */
export function searchAsPrefix(engine: SearchEngine, term: string): boolean {
  return !engine.knownTerms.has(term) || prefixCompletions(engine, term) <= MAX_PREFIX_COMPLETIONS;
}

/** Typos: only for words the index does not know, of five letters or more (one edit), seven or more (two). */
function typoDistance(engine: SearchEngine, term: string): number | false {
  if (engine.knownTerms.has(term) || !/^[a-z]+$/.test(term)) return false;
  if (term.length >= 7) return 2;
  if (term.length >= 5) return 1;
  return false;
}

/** Unknown words of 8 to 11 letters may have their typo in the ending (-ment, -ing…), which stemming leaves out of the index term. */
const ENDING_TYPO_MIN = 8;
const ENDING_TYPO_MAX = 11;
/** How many first letters of such a word are matched again, by prefix and with one edit. */
const ENDING_TYPO_KEEP = 7;

/**
 * A typo in a long word's ending: the index holds stems ("deployment" is
 * indexed as "deploy"), so "deploymnet" is four edits from any term. An
 * unknown word of eight to eleven letters also matches its first seven
 * letters by prefix and with one edit ("deploym" -> "deploy"); longer unknown
 * words are more likely noise than a typo. Returns the added terms.
 */
/** The group's own term when the reader's word is a single term, else undefined. */
function soleOwnTerm(group: QueryGroup): string | undefined {
  const own = group.alternatives[0];
  return own?.length === 1 ? own[0] : undefined;
}

/**
 * Every section row names a page row the file has. A file out of step with
 * itself (a deploy caught halfway, a cache holding one part of an older file)
 * is refused whole when it loads, so the reader sees "Unable to fetch
 * results" instead of a search stuck on one query.
 */
function checkIndexRows(file: LocalIndexFile): void {
  if (!Array.isArray(file.pages) || !Array.isArray(file.sections)) {
    throw new Error('The search index has no page or section rows.');
  }
  for (const [id, section] of file.sections.entries()) {
    const page = Array.isArray(section) ? section[0] : undefined;
    if (typeof page !== 'number' || !Array.isArray(file.pages[page])) {
      throw new Error(`The search index section ${id} names page ${String(page)}, which the index does not have.`);
    }
  }
}

/** A page row of the index; every section names one, so a gap means a broken index file. */
function pageRow(file: LocalIndexFile, page: number): IndexedPage {
  const row = file.pages[page];
  if (!row) throw new Error(`The search index has no page ${page}.`);
  return row;
}

/** A section row of the index; MiniSearch ids are section rows, so a gap means a broken index file. */
function sectionRow(file: LocalIndexFile, id: number): IndexedSectionRow {
  const row = file.sections[id];
  if (!row) throw new Error(`The search index has no section ${id}.`);
  return row;
}

function addEndingTypoAlternatives(engine: SearchEngine, analyzed: AnalyzedQuery): Set<string> {
  const added = new Set<string>();
  for (const group of analyzed.groups) {
    const term = soleOwnTerm(group);
    if (group.kind !== 'word' || term === undefined) continue;
    if (
      term.length < ENDING_TYPO_MIN ||
      term.length > ENDING_TYPO_MAX ||
      !/^[a-z]+$/.test(term) ||
      engine.knownTerms.has(term)
    )
      continue;
    const head = term.slice(0, ENDING_TYPO_KEEP);
    group.alternatives.push([head]);
    added.add(head);
  }
  return added;
}

/**
 * Swapped letters ("servcies", "deplyo"): Levenshtein counts a swap as two
 * edits, more than a short word is allowed. An unknown word of five letters
 * or more also matches each index term that one swap of two neighbouring
 * letters gives.
 */
function addTranspositionAlternatives(engine: SearchEngine, analyzed: AnalyzedQuery): void {
  for (const group of analyzed.groups) {
    const term = soleOwnTerm(group);
    const word = group.surface;
    if (group.kind !== 'word' || term === undefined || engine.knownTerms.has(term)) continue;
    if (!word || word.length < 5 || !/^[a-z]+$/.test(word)) continue;
    for (let index = 0; index < word.length - 1; index++) {
      const first = word.charAt(index);
      const second = word.charAt(index + 1);
      if (first === second) continue;
      const swapped = word.slice(0, index) + second + first + word.slice(index + 2);
      const swappedTerm = normalizeWord(swapped);
      if (
        swappedTerm &&
        engine.knownTerms.has(swappedTerm) &&
        !group.alternatives.some((terms) => terms.join(' ') === swappedTerm)
      )
        group.alternatives.push([swappedTerm]);
    }
  }
}

/**
 * The groups whose word the related-words table may widen: a plain word
 * that no concept covers and that the index does not know, unless it is the
 * word being typed and still the start of index terms ("mand").
 */
function relatedWordGroups(engine: SearchEngine, analyzed: AnalyzedQuery): [QueryGroup, string][] {
  const groups: [QueryGroup, string][] = [];
  for (const group of analyzed.groups) {
    const term = soleOwnTerm(group);
    if (group.kind !== 'word' || term === undefined || group.concepts.length > 0) continue;
    if (!/^[a-z]{3,}$/.test(term) || engine.knownTerms.has(term)) continue;
    if (group.prefix && prefixCompletions(engine, term) > 0) continue;
    groups.push([group, term]);
  }
  return groups;
}

/**
 * Irregular forms: a plain word the index does not know that is an
 * irregular form of an index term ("forgotten" -> forget) also matches that
 * term. A form the index knows is left alone: measured, adding its base form
 * ("sent" -> send, "wrote" -> write, "bigger" -> big) lost more reader
 * queries than it found (bench/search-means9.md).
 */
function addWordFormAlternatives(engine: SearchEngine, analyzed: AnalyzedQuery): void {
  for (const group of analyzed.groups) {
    const term = soleOwnTerm(group);
    if (group.kind !== 'word' || term === undefined || engine.knownTerms.has(term)) continue;
    const base = engine.forms.get(term);
    if (base !== undefined && !group.alternatives.some((terms) => terms.length === 1 && terms[0] === base))
      group.alternatives.push([base]);
  }
}

/** The query's terms to look up in the related-words table (the browser fetches their shards first). */
export function relatedWordsNeeded(engine: SearchEngine, query: string): string[] {
  if (!ENGINE_MEANS.relatedWords || !query.trim()) return [];
  return relatedWordGroups(engine, analyzeQuery(query)).map(([, term]) => term);
}

/** Adds the related index terms of unknown words as alternatives of their group; returns the added terms. */
function addRelatedAlternatives(engine: SearchEngine, analyzed: AnalyzedQuery, table: RelatedWordsTable): Set<string> {
  const added = new Set<string>();
  for (const [group, term] of relatedWordGroups(engine, analyzed)) {
    for (const related of table[term] ?? []) {
      if (!engine.knownTerms.has(related) || group.alternatives.some((terms) => terms.join(' ') === related)) continue;
      group.alternatives.push([related]);
      added.add(related);
    }
  }
  return added;
}

function miniSearchQuery(
  engine: SearchEngine,
  analyzed: AnalyzedQuery,
  loose: boolean,
  endingTypos: Set<string>,
  termWeights: ReadonlyMap<string, number>,
): Query {
  const prefixTerms = new Set<string>(endingTypos);
  for (const group of analyzed.groups) {
    const term = soleOwnTerm(group);
    if (
      (group.prefix || loose) &&
      term !== undefined &&
      term.length >= 3 &&
      !/\d/.test(term) &&
      searchAsPrefix(engine, term)
    ) {
      prefixTerms.add(term);
    }
  }
  const options: SearchOptions = {
    prefix: (term) => prefixTerms.has(term),
    boostTerm: (term) => termWeights.get(term) ?? 1,
    fuzzy: (term) => {
      if (endingTypos.has(term)) return engine.knownTerms.has(term) ? false : 1;
      return loose && /^[a-z]{4,}$/.test(term)
        ? Math.max(1, typoDistance(engine, term) || 1)
        : typoDistance(engine, term);
    },
  };
  return {
    ...options,
    combineWith: 'OR',
    queries: analyzed.groups.map((group) => ({
      ...options,
      combineWith: 'OR',
      queries: group.alternatives.map((terms) => {
        const [only] = terms;
        return terms.length === 1 && only !== undefined ? only : {...options, combineWith: 'AND', queries: terms};
      }),
    })),
  };
}

/** The sections that define an identifier the query names whole (see ENGINE_MEANS.definitions). */
function definingSections(engine: SearchEngine, analyzed: AnalyzedQuery): Set<number> {
  const sections = new Set<number>();
  if (!ENGINE_MEANS.definitions) return sections;
  for (const group of analyzed.groups) {
    const term = group.kind === 'identifier' ? soleOwnTerm(group) : undefined;
    for (const section of (term && engine.defines.get(term)) || []) sections.add(section);
  }
  return sections;
}

interface PageAggregate {
  page: number;
  sections: SearchResult[];
  groups: Set<number>;
  titleMatch: boolean;
}

function search(
  engine: SearchEngine,
  analyzed: AnalyzedQuery,
  docSet: string | null,
  loose: boolean,
  endingTypos: Set<string>,
  termWeights: ReadonlyMap<string, number>,
): SearchResult[] {
  const {file} = engine;
  const docSetIndex = docSet ? file.docSets.indexOf(docSet) : -1;
  if (docSet && docSetIndex === -1) return [];
  // The level boost multiplies a section's score; rankPages applies it (the same as MiniSearch's boostDocument, without a call per term).
  return tracked(engine, () =>
    engine.miniSearch.search(miniSearchQuery(engine, analyzed, loose, endingTypos, termWeights), {
      boost: FIELD_BOOST,
      filter:
        docSet == null
          ? undefined
          : (result) => pageRow(file, sectionRow(file, result.id as number)[0])[2] === docSetIndex,
    }),
  );
}

function rankPages(
  engine: SearchEngine,
  analyzed: AnalyzedQuery,
  results: SearchResult[],
  preferDocSet: string | null | undefined,
  intent: DocSetIntent | null,
  quoted: Map<number, number>,
) {
  const {file} = engine;
  const groupsOfTerm = new Map<string, number[]>();
  analyzed.groups.forEach((group, index) => {
    for (const term of group.alternatives.flat()) groupsOfTerm.set(term, [...(groupsOfTerm.get(term) ?? []), index]);
  });
  const pages = new Map<number, PageAggregate>();
  const defining = definingSections(engine, analyzed);
  const quotedPages = new Map<number, number>();
  for (const [section, run] of quoted) {
    const page = sectionRow(file, section)[0];
    quotedPages.set(page, Math.max(run, quotedPages.get(page) ?? 0));
  }
  for (const result of results) {
    const row = file.sections[result.id as number];
    if (!row) continue;
    let aggregate = pages.get(row[0]);
    if (!aggregate) {
      aggregate = {page: row[0], sections: [], groups: new Set(), titleMatch: false};
      pages.set(row[0], aggregate);
    }
    result.score *= LEVEL_BOOST[row[1]];
    if (defining.has(result.id as number)) result.score *= DEFINITION_FACTOR;
    // The section that quotes the pasted message answers it: it comes first among its page's sections.
    if (quoted.has(result.id as number)) result.score *= MESSAGE_FACTOR;
    aggregate.sections.push(result);
    for (const term of result.queryTerms) for (const group of groupsOfTerm.get(term) ?? []) aggregate.groups.add(group);
    if (
      row[1] === 1 &&
      Object.values(result.match).some((fields) => fields.includes('title') || fields.includes('keywords'))
    ) {
      aggregate.titleMatch = true;
    }
  }
  const wantsMigration =
    analyzed.namesVersion ||
    analyzed.groups.some((group) => group.alternatives[0]?.some((term) => MIGRATION_TERMS.has(term)));
  const preferred = preferDocSet ? file.docSets.indexOf(preferDocSet) : -1;
  const groupCount = Math.max(1, analyzed.groups.length);
  return [...pages.values()]
    .map((aggregate) => {
      const scores = aggregate.sections.map((section) => section.score).sort((a, b) => b - a);
      const [, , docSet, , kind] = pageRow(file, aggregate.page);
      const coverage = aggregate.groups.size / groupCount;
      let score = (scores[0] ?? 0) + 0.3 * (scores[1] ?? 0) + 0.15 * (scores[2] ?? 0);
      score *= coverage * coverage;
      if (!wantsMigration) score *= KIND_FACTOR[kind] ?? 1;
      if (docSet === preferred) score *= PREFERRED_DOC_SET;
      if (intent && pageRow(file, aggregate.page)[0].startsWith(intent.prefix)) score *= intent.factor;
      if (quotedPages.has(aggregate.page)) score *= MESSAGE_FACTOR;
      return {aggregate, score, complete: aggregate.groups.size >= groupCount};
    })
    .sort((a, b) => b.score - a.score);
}

export function searchSections(engine: SearchEngine, query: string, options: QueryOptions = {}): SearchResponse {
  const {file} = engine;
  const maxPages = options.maxPages ?? 10;
  const empty: SearchResponse = {pages: [], terms: [], partial: false, widenedFrom: null, total: 0};
  if (!query.trim()) return empty;
  const analyzed = analyzeQuery(query);
  if (analyzed.groups.length === 0) return empty;
  if (ENGINE_MEANS.wordForms) addWordFormAlternatives(engine, analyzed);
  const endingTypos = addEndingTypoAlternatives(engine, analyzed);
  addTranspositionAlternatives(engine, analyzed);
  const relatedTerms =
    ENGINE_MEANS.relatedWords && options.related
      ? addRelatedAlternatives(engine, analyzed, options.related)
      : new Set<string>();

  let widenedFrom: string | null = null;
  // A related word counts less than the reader's own word or a concept's docs words.
  const termWeights = new Map<string, number>();
  for (const term of relatedTerms) termWeights.set(term, RELATED_TERM_WEIGHT);
  let results = search(engine, analyzed, options.docSet ?? null, false, endingTypos, termWeights);
  if (results.length === 0 && options.docSet) {
    widenedFrom = options.docSet;
    results = search(engine, analyzed, null, false, endingTypos, termWeights);
  }
  let loose = false;
  if (results.length === 0) {
    // Closest matches: every word by prefix and with typos allowed.
    loose = true;
    results = search(
      engine,
      analyzed,
      options.docSet && !widenedFrom ? options.docSet : null,
      true,
      endingTypos,
      termWeights,
    );
  }
  const intent = ENGINE_MEANS.docSetIntent
    ? docSetIntent(
        query,
        query.toLowerCase().match(/[\p{L}']+/gu) ?? [],
        analyzed.groups.some((group) => group.kind === 'identifier' || group.kind === 'version'),
      )
    : null;
  const quoted = ENGINE_MEANS.errorLines ? quotedMessageMatches(engine, query) : new Map<number, number>();
  const ranked = rankPages(engine, analyzed, results, options.preferDocSet ?? options.docSet, intent, quoted);
  const terms = new Set<string>();
  const pages: PageHit[] = ranked.slice(0, maxPages).map(({aggregate, score}) => {
    const [path, title, docSet, textFile] = pageRow(file, aggregate.page);
    const sections = [...aggregate.sections].sort((a, b) => {
      // The section that quotes a pasted message answers it: first, before the page itself.
      const quotedA = quoted.has(a.id as number) ? 0 : 1;
      const quotedB = quoted.has(b.id as number) ? 0 : 1;
      if (quotedA !== quotedB) return quotedA - quotedB;
      // The page itself first when its title or keywords matched: it is about the query.
      if (aggregate.titleMatch) {
        const levelA = sectionRow(file, a.id as number)[1] === 1 ? 0 : 1;
        const levelB = sectionRow(file, b.id as number)[1] === 1 ? 0 : 1;
        if (levelA !== levelB) return levelA - levelB;
      }
      return b.score - a.score;
    });
    const hits = sections.slice(0, SECTIONS_PER_PAGE).map((result): SectionHit => {
      const id = result.id as number;
      const [, level, heading, parent, anchor] = sectionRow(file, id);
      for (const term of result.terms) terms.add(term);
      return {
        id,
        offset: engine.sectionOffsets[id] ?? 0,
        level,
        heading,
        parent,
        url: anchor ? `${path}#${anchor}` : path,
        score: result.score,
      };
    });
    return {page: aggregate.page, path, title, docSet: file.docSets[docSet] ?? '', textFile, sections: hits, score};
  });
  return {pages, terms: [...terms], partial: loose || !ranked[0]?.complete, widenedFrom, total: ranked.length};
}

/**
 * Page titles close to a query that found nothing, for "Try searching for":
 * each word of three letters or more, by prefix and with up to 40 % of its
 * letters wrong, matched in page titles and keywords first.
 */
export function suggestQueries(engine: SearchEngine, query: string, limit = 3): string[] {
  const terms = analyzeQuery(query)
    .groups.flatMap((group) => group.alternatives[0] ?? [])
    .filter((term) => /^[a-z]{3,}$/.test(term));
  if (terms.length === 0) return [];
  const results = tracked(engine, () =>
    engine.miniSearch.search(
      {combineWith: 'OR', queries: terms},
      {
        fuzzy: 0.4,
        maxFuzzy: 4,
        prefix: true,
        boost: {title: 6, keywords: 4, heading: 1, parent: 0.5, content: 0.1, code: 0.1},
      },
    ),
  );
  const titles: string[] = [];
  for (const result of results) {
    const row = engine.file.sections[result.id as number];
    const title = row ? pageRow(engine.file, row[0])[1] : undefined;
    if (title && !titles.includes(title)) titles.push(title);
    if (titles.length >= limit) break;
  }
  return titles;
}
