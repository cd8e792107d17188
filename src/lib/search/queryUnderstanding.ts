/**
 * Query understanding shared by the local engine (index and query time), the
 * Typesense push and the tests: one tokenizer, one normalizer, one concept
 * table. Pure, no DOM or Node imports.
 *
 * - Identifiers stay whole: `populate=*`, `$eq`, `strapi.entityService.findMany`,
 *   `ADMIN_JWT_SECRET`, `pagination[pageSize]` are one term each (plus their
 *   word parts, so "entity service" still finds `strapi.entityService`).
 * - Version numbers stay whole: `4.14.0` is indexed as `4.14.0` and `4.14`,
 *   never as `4`, `14` and `0`; digits never match by prefix or typo.
 * - Words are lowercased and stemmed (stem.ts); stop words are dropped.
 * - Queries lose question words and filler ("how do i", "can i"), and
 *   readers' words gain the docs' words of the same concept (synonyms.ts).
 */
import {stem} from './stem';
import {CONCEPTS, type Concept} from './synonyms';
import {DETERMINERS, QUERY_FILLER, STOP_WORDS} from './stopWords';

const FILLER = new Set(QUERY_FILLER);

/** Query means, switched off one at a time by scripts/search/evaluate.ts --without= to measure each. */
export const QUERY_MEANS = {
  /** A plain word's term comes from the word as typed, not from its stemmed phrase form (no double stemming). */
  surfaceTerms: true,
  /** A URL path with a `:name` parameter (`/articles/:id/like`) also matches the word "route": it is a route's path. */
  routePaths: true,
  /** A concept's docs word that the query also holds as a word of its own ("photo media library") is not added again. */
  ownWordsOnce: true,
  /** A common short form ("js", "ts", "docs") also matches the word it stands for (ABBREVIATIONS). */
  abbreviations: true,
  /** A pasted query string (`fields[0]=title&fields[1]=slug`) is one group per parameter, each also matching its key (queryStringGroups). */
  queryStrings: true,
};

/** A URL path holding a router parameter: `/articles/:id/like`, `/books/:documentId`. */
const ROUTE_PATH = /(?:^|\/):[\p{L}_][\p{L}\p{N}_]*(?:\/|$)/u;
/** The index term of "route". */
const ROUTE_TERM = stem('route');

/**
 * Short forms readers type for a word the docs write out: "js" for
 * JavaScript, "ts" for TypeScript, "docs" for documentation. The short form
 * keeps its own term (code blocks and file names hold `.js`), and the whole
 * word is added as an alternative. Only abbreviations that stand for one word
 * whatever the topic belong here; topic words go to the concept table.
 */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  js: 'javascript',
  ts: 'typescript',
  docs: 'documentation',
};

/** A query string: `key=value` pairs joined by `&`, maybe after a path and `?`. */
const QUERY_STRING = /^(?:[^?&=]*\?)?[^&=?]+=[^&]*(?:&[^&=]+=[^&]*)+$/;

/**
 * The groups of a pasted query string, one per parameter: the parameter
 * whole (`fields[1]=slug`), its key (`fields[1]`) and the key's words
 * (`fields`), since the value is usually the reader's own (their field
 * name, their search text) and the docs show the same keys with other
 * values. Null when the text is not a query string.
 */
export function queryStringGroups(text: string): QueryGroup[] | null {
  if (!QUERY_MEANS.queryStrings || !QUERY_STRING.test(text)) return null;
  const groups: QueryGroup[] = [];
  for (const parameter of text.slice(text.indexOf('?') + 1).split('&')) {
    const [first] = analyzeText(parameter);
    const whole = parameter.toLowerCase();
    const alternatives: string[][] = [[first?.kind === 'identifier' ? first.term : whole]];
    const key = whole.slice(0, whole.indexOf('='));
    if (key && key !== whole) alternatives.push([key]);
    const words = wordTokens(key, 'part')
      .map((token) => token.term)
      .filter((term) => !/^\d+$/.test(term));
    if (words.length > 0 && !alternatives.some((terms) => terms.join(' ') === words.join(' ')))
      alternatives.push(words);
    groups.push({source: parameter, alternatives, concepts: [], prefix: false, kind: 'identifier'});
  }
  return groups;
}

/** Runs of text between spaces and punctuation that never belongs to an identifier. */
const CHUNK = /[^\s,;()"'`{}<>|!?“”‘’…]+/gu;
/** A word run: letters, digits, `_` and `$`. */
const WORD = /[\p{L}\p{N}_$]+/gu;
const VERSION = /^v?\d+(?:\.(?:\d+|x))+$/i;
/** Characters that join the parts of an identifier. */
const JOINER = /[._$=[\]:/*@]/;

export interface Token {
  /** The normalized term as indexed (lowercase; stemmed unless an identifier or a version). */
  term: string;
  /** The lowercased surface word, before stemming. */
  word: string;
  kind: 'word' | 'identifier' | 'version' | 'part';
  /** For identifiers: the text as written (case kept). */
  raw?: string;
}

function trimChunk(chunk: string): string {
  let text = chunk.replace(/^[.:\-/[\]=*#@]+/, '');
  // Keep `populate=*` and `pagination[pageSize]`, drop a sentence's full stop or colon.
  text = text.replace(/[.:\-/=#@]+$/, '');
  if (text.endsWith(']') && !text.includes('[')) text = text.replace(/\]+$/, '');
  if (text.endsWith('*') && !/=\*+$/.test(text)) text = text.replace(/\*+$/, '');
  return text;
}

function isIdentifier(text: string): boolean {
  if (text.length < 3 || text.length > 60) return false;
  if (/^\$[\p{L}_]/u.test(text)) return true;
  if (/[\p{Ll}\p{N}][\p{Lu}]/u.test(text)) return true; // camelCase
  if (/\w_\w/.test(text)) return true; // snake_case and CONSTANT_CASE
  if (/[=[\]:/*@]/.test(text) && /\w/.test(text)) return true;
  // Dotted names: each side at least two characters, so "e.g" and "i.e" are not identifiers.
  if (text.includes('.')) return text.split('.').every((part) => part.length >= 2 && /\w/.test(part));
  return false;
}

/** Normalizes one plain word: null for stop words and one-letter words. */
export function normalizeWord(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 2 && !/\d/.test(lower)) return null;
  if (STOP_WORDS.has(lower)) return null;
  if (/\d/.test(lower) || lower.includes('$') || lower.includes('_')) return lower;
  return stem(lower);
}

/** The word parts of an identifier: `ADMIN_JWT_SECRET` -> admin, jwt, secret; `$eq` -> eq. */
const PART = /[\p{L}\p{N}]+/gu;

function wordTokens(text: string, kind: Token['kind']): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(kind === 'part' ? PART : WORD)) {
    const word = match[0];
    // A camelCase part is one term, as readers type it ("findmany").
    const camel = /[\p{Ll}\p{N}][\p{Lu}]/u.test(word);
    const term = camel ? word.toLowerCase() : normalizeWord(word);
    if (term) tokens.push({term, word: word.toLowerCase(), kind});
  }
  return tokens;
}

/** The tokens of a text, in order: identifiers and versions whole (then their parts), other words normalized. */
export function analyzeText(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(CHUNK)) {
    const chunk = trimChunk(match[0]);
    if (!chunk) continue;
    if (VERSION.test(chunk)) {
      const version = chunk.toLowerCase().replace(/^v/, '');
      tokens.push({term: version, word: version, kind: 'version'});
      const parts = version.split('.');
      // 4.14.0 also answers "4.14"; never "4" alone.
      for (let length = parts.length - 1; length >= 2; length--) {
        const prefix = parts.slice(0, length).join('.');
        tokens.push({term: prefix, word: prefix, kind: 'part'});
      }
      continue;
    }
    if (JOINER.test(chunk) || /[\p{Ll}][\p{Lu}]/u.test(chunk)) {
      if (isIdentifier(chunk)) {
        const whole = chunk.toLowerCase();
        tokens.push({term: whole, word: whole, kind: 'identifier', raw: chunk});
        for (const part of wordTokens(chunk, 'part')) if (part.term !== whole) tokens.push(part);
        continue;
      }
    }
    tokens.push(...wordTokens(chunk, 'word'));
  }
  return tokens;
}

/** Index-time terms of a text (MiniSearch `tokenize` + `processTerm` in one). */
export function indexTerms(text: string): string[] {
  return analyzeText(text).map((token) => token.term);
}

/** Surface words of a text, lowercased and stemmed but with stop words kept, for phrase matching. */
function phraseWords(text: string): string[] {
  return surfaceAndPhraseWords(text).words;
}

/** The phrase words of a text and, in step with them, the lowercased words as written (before stemming). */
function surfaceAndPhraseWords(text: string): {words: string[]; surface: string[]} {
  const words: string[] = [];
  const surface: string[] = [];
  for (const match of text.matchAll(CHUNK)) {
    const chunk = trimChunk(match[0]);
    if (!chunk) continue;
    if (isIdentifier(chunk) || VERSION.test(chunk)) {
      words.push(chunk.toLowerCase());
      surface.push(chunk.toLowerCase());
      continue;
    }
    for (const word of chunk.matchAll(WORD)) {
      words.push(stem(word[0].toLowerCase()));
      surface.push(word[0].toLowerCase());
    }
  }
  return {words, surface};
}

interface CompiledConcept {
  concept: Concept;
  /** Each reader phrase as stemmed words. */
  phrases: string[][];
  /** Each docs phrase as index terms (all must match). */
  docsTerms: string[][];
}

function withoutInnerDeterminers(words: string[]): string[] {
  return words.filter((word, index) => index === 0 || !DETERMINERS.has(word));
}

function compile(concepts: readonly Concept[]): CompiledConcept[] {
  return concepts.map((concept) => ({
    concept,
    phrases: concept.readers
      .map((reader) => withoutInnerDeterminers(phraseWords(reader)))
      .filter((words) => words.length > 0),
    docsTerms: concept.docs.map(indexTerms).filter((terms) => terms.length > 0),
  }));
}

interface PhraseCandidate {
  entry: CompiledConcept;
  phrase: string[];
}

/** Reader phrases by their first word, longest first: a query only tries the phrases that start with one of its words. */
function phraseIndex(compiled: readonly CompiledConcept[]): Map<string, PhraseCandidate[]> {
  const index = new Map<string, PhraseCandidate[]>();
  for (const entry of compiled) {
    for (const phrase of entry.phrases) {
      const [first] = phrase;
      if (first === undefined) continue;
      const list = index.get(first) ?? [];
      list.push({entry, phrase});
      index.set(first, list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.phrase.length - a.phrase.length);
  return index;
}

const COMPILED = compile(CONCEPTS);
const COMPILED_INDEX = phraseIndex(COMPILED);

/** One thing the reader asked for: their own words, or the docs' words for the same concept. */
export interface QueryGroup {
  /** The reader's words this group stands for. */
  source: string;
  /** Alternatives; each is a list of index terms that must all match. The first is the reader's own. */
  alternatives: string[][];
  /** Concept ids that added alternatives. */
  concepts: string[];
  /** For a group of one plain word: the word as typed, before stemming (for typo variants). */
  surface?: string;
  /** Whether the reader's own term may match as a prefix (the word being typed). */
  prefix: boolean;
  kind: Token['kind'];
}

export interface AnalyzedQuery {
  groups: QueryGroup[];
  /** The query names a version (e.g. 4.14 or v3): migration guides are not ranked down. */
  namesVersion: boolean;
}

/** How many query words the phrase covers from `start` (skipping determiners between its words), 0 when it does not match. */
function phraseLengthAt(words: readonly string[], start: number, phrase: readonly string[]): number {
  let position = start;
  for (const [index, word] of phrase.entries()) {
    if (index > 0)
      while (position < words.length && words[position] !== word && DETERMINERS.has(words[position] ?? '')) position++;
    if (words[position] !== word) return 0;
    position++;
  }
  return position - start;
}

/**
 * Turns what a reader typed into groups of terms. Reader phrases of the
 * concept table are matched first (longest first, with the question words
 * still in place, so "only 25" or "not returned" are seen), then filler is
 * dropped from the rest.
 */
export function analyzeQuery(query: string, concepts: readonly Concept[] = CONCEPTS): AnalyzedQuery {
  const index = concepts === CONCEPTS ? COMPILED_INDEX : phraseIndex(compile(concepts));
  const typing = !/\s$/.test(query);
  const chunks: {text: string; words: string[]; surface: string[]}[] = [];
  for (const match of query.matchAll(CHUNK)) {
    const text = trimChunk(match[0]);
    if (!text) continue;
    chunks.push({text, ...surfaceAndPhraseWords(text)});
  }
  const words = chunks.flatMap((chunk) => chunk.words);
  const namesVersion = chunks.some((chunk) => VERSION.test(chunk.text) || /^v[345]$/i.test(chunk.text));

  // Which words each reader phrase covers, longest phrases first.
  const covered = new Array<CompiledConcept[] | undefined>(words.length);
  const spans: {start: number; length: number; concepts: CompiledConcept[]}[] = [];
  const candidates = [...new Set(words)].flatMap((word) => index.get(word) ?? []);
  candidates.sort((a, b) => b.phrase.length - a.phrase.length);
  for (const {entry, phrase} of candidates) {
    for (let start = 0; start < words.length; start++) {
      const length = phraseLengthAt(words, start, phrase);
      if (length === 0) continue;
      const existing = spans.find((span) => span.start === start && span.length === length);
      if (existing) {
        if (!existing.concepts.includes(entry)) existing.concepts.push(entry);
        continue;
      }
      if (covered.slice(start, start + length).some(Boolean)) continue;
      const span = {start, length, concepts: [entry]};
      spans.push(span);
      for (let offset = 0; offset < length; offset++) covered[start + offset] = span.concepts;
    }
  }

  const groups: QueryGroup[] = [];
  // Walk the chunks again, keeping the word position in step with the phrase spans.
  let wordIndex = 0;
  const spanGroups = new Map<number, QueryGroup>();
  const plain: QueryGroup[] = [];
  for (const chunk of chunks) {
    const chunkTokens = analyzeText(chunk.text);
    const identifier = chunkTokens[0];
    const chunkWordCount = chunk.words.length;
    const parameters = identifier?.kind === 'identifier' ? queryStringGroups(chunk.text) : null;
    if (parameters) {
      plain.push(...parameters);
      wordIndex += chunkWordCount;
      continue;
    }
    if (identifier?.kind === 'identifier' || identifier?.kind === 'version') {
      const span = spans.find((candidate) => candidate.start === wordIndex);
      const parts = chunkTokens
        .slice(1)
        .filter((token) => token.kind === 'part')
        .map((token) => token.term);
      const alternatives = [[identifier.term]];
      if (identifier.kind === 'identifier' && parts.length > 0) alternatives.push(parts);
      if (QUERY_MEANS.routePaths && identifier.kind === 'identifier' && ROUTE_PATH.test(chunk.text))
        alternatives.push([ROUTE_TERM]);
      const group: QueryGroup = {source: chunk.text, alternatives, concepts: [], prefix: false, kind: identifier.kind};
      if (span) for (const entry of span.concepts) addConcept(group, entry);
      plain.push(group);
      wordIndex += chunkWordCount;
      continue;
    }
    for (const [position, word] of chunk.words.entries()) {
      const spanIndex = spans.findIndex((span) => wordIndex >= span.start && wordIndex < span.start + span.length);
      const span = spans[spanIndex];
      if (span) {
        let group = spanGroups.get(spanIndex);
        if (!group) {
          group = {source: '', alternatives: [[]], concepts: [], prefix: false, kind: 'word'};
          for (const entry of span.concepts) addConcept(group, entry);
          spanGroups.set(spanIndex, group);
          plain.push(group);
        }
        group.source = `${group.source} ${word}`.trim();
        // The phrase words are stemmed already: the term comes from the word as typed (stemming twice
        // turns "database" into "databa", a term the index does not have).
        const term = normalizeWord(QUERY_MEANS.surfaceTerms ? (chunk.surface[position] ?? word) : word);
        const own = group.alternatives[0];
        if (term && own && !own.includes(term)) own.push(term);
      } else {
        const surface = chunk.surface[position] ?? word;
        const term = normalizeWord(QUERY_MEANS.surfaceTerms ? surface : word);
        const written = QUERY_MEANS.abbreviations ? ABBREVIATIONS[surface.toLowerCase()] : undefined;
        const writtenTerm = written === undefined ? null : normalizeWord(written);
        if (term)
          plain.push({
            // Filler is checked on the phrase form, as the filler list was measured (bench/search-means9.md).
            source: word,
            alternatives: writtenTerm && writtenTerm !== term ? [[term], [writtenTerm]] : [[term]],
            concepts: [],
            surface: chunk.surface[position],
            prefix: false,
            kind: 'word',
          });
      }
      wordIndex++;
    }
  }

  for (const group of plain) {
    // A phrase made only of stop words keeps only its concept's words.
    if (group.alternatives[0]?.length === 0) group.alternatives.shift();
    if (group.alternatives.length > 0) groups.push(group);
  }
  // Filler goes unless it is all there is (and unless a concept phrase used it).
  const meaningful = groups.filter(
    (group) => group.concepts.length > 0 || group.kind !== 'word' || !FILLER.has(group.source),
  );
  const kept = meaningful.length > 0 ? meaningful : groups;
  if (QUERY_MEANS.ownWordsOnce) dropAlternativesOfOtherGroups(kept);
  const last = kept[kept.length - 1];
  if (last && typing && last.kind === 'word' && last.concepts.length === 0) last.prefix = true;
  return {groups: kept, namesVersion};
}

/**
 * A concept's docs words that another group of the query already has as its
 * own words are dropped from the concept's alternatives: in "part of a photo
 * in the media library", "photo" would otherwise also match "media", and a
 * page would be counted twice for the one word "media" while the reader's
 * own "photo" weighs nothing.
 */
function dropAlternativesOfOtherGroups(groups: QueryGroup[]): void {
  for (const group of groups) {
    if (group.concepts.length === 0) continue;
    const others = new Set(
      groups.filter((other) => other !== group).map((other) => (other.alternatives[0] ?? []).join(' ')),
    );
    group.alternatives = group.alternatives.filter((terms, index) => index === 0 || !others.has(terms.join(' ')));
  }
}

function addConcept(group: QueryGroup, entry: CompiledConcept): void {
  group.concepts.push(entry.concept.id);
  for (const terms of entry.docsTerms) {
    if (!group.alternatives.some((alternative) => alternative.join(' ') === terms.join(' ')))
      group.alternatives.push(terms);
  }
}

export interface TypesenseSynonym {
  id: string;
  /** One-way: a query with `root` also matches `synonyms`. */
  root: string;
  synonyms: string[];
}

/** The concept table as Typesense one-way synonyms (reader phrase -> docs words). */
export function typesenseSynonyms(concepts: readonly Concept[] = CONCEPTS): TypesenseSynonym[] {
  return concepts.flatMap((concept) =>
    concept.readers.map((reader, index) => ({
      id: `${concept.id}-${index}`,
      root: reader.toLowerCase(),
      synonyms: concept.docs.map((docs) => docs.toLowerCase()),
    })),
  );
}

/** The abbreviations as Typesense one-way synonyms (short form -> the word), when the mean is on. */
export function abbreviationTypesenseSynonyms(): TypesenseSynonym[] {
  if (!QUERY_MEANS.abbreviations) return [];
  return Object.entries(ABBREVIATIONS).map(([short, word]) => ({
    id: `abbreviation-${short}`,
    root: short,
    synonyms: [word],
  }));
}
