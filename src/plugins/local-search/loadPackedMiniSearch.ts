/**
 * Loads the packed index (see packMiniSearch) into MiniSearch. The postings
 * go straight into MiniSearch's term map instead of through loadJS's
 * object form, which halves the load time; the unit tests check that the
 * result serializes exactly like an index built from the documents, so a
 * MiniSearch upgrade that changes this internal fails them.
 */
import MiniSearch, {type Options} from 'minisearch';
import type {PackedMiniSearch} from './localIndex';
import {SEARCH_FIELDS} from './searchOptions';

/** A term's postings as MiniSearch holds them: field id -> section id -> term frequency. */
export type TermPostings = Map<number, Map<number, number>>;

interface MiniSearchTermMap {
  _index: {get(term: string): TermPostings | undefined; set(term: string, fields: TermPostings): void};
}

export interface PackedLoad<T> {
  miniSearch: MiniSearch<T>;
  /** Every term of the index, in the file's order. */
  terms: string[];
  /** The postings of the terms that also have postings in a shard (marked `+`), not yet complete -> their term. */
  incomplete: Map<TermPostings, string>;
  /** With `deferred`: each term's postings, still empty -> its packed fields of the index file, to add on first use. */
  unparsed: Map<TermPostings, string>;
}

/** Adds the packed fields of one line (`field:doc[*tf],…|…`, without the term) to a term's postings. */
export function addPackedFields(fields: TermPostings, packedFields: string): void {
  if (!packedFields) return;
  for (const packedField of packedFields.split('|')) {
    const colon = packedField.indexOf(':');
    const docs = new Map<number, number>();
    let previous = 0;
    for (const packedDoc of packedField.slice(colon + 1).split(',')) {
      const star = packedDoc.indexOf('*');
      const doc = previous + parseInt(star === -1 ? packedDoc : packedDoc.slice(0, star), 36);
      docs.set(doc, star === -1 ? 1 : parseInt(packedDoc.slice(star + 1), 36));
      previous = doc;
    }
    fields.set(Number(packedField.slice(0, colon)), docs);
  }
}

/**
 * `deferred`: every term goes into the term map with empty postings, and its
 * packed fields wait in `unparsed` until a search reaches the term (the
 * browser, where most terms are never searched); the caller must fill them
 * before MiniSearch scores them (searchEngine.ts, noteReachedTerms).
 */
export function loadPackedMiniSearch<T>(
  packed: PackedMiniSearch,
  options: Options<T>,
  deferred = false,
): PackedLoad<T> {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  packed.fieldLength.split(';').forEach((lengths, id) => {
    documentIds[id] = id;
    fieldLength[id] = lengths ? lengths.split(',').map(Number) : [];
  });
  const miniSearch = MiniSearch.loadJS<T>(
    {
      documentCount: packed.documentCount,
      nextId: packed.documentCount,
      documentIds,
      fieldIds: Object.fromEntries(SEARCH_FIELDS.map((field, id) => [field, id])),
      fieldLength,
      averageFieldLength: packed.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index: [],
      serializationVersion: 2,
    },
    options,
  );
  const termMap = (miniSearch as unknown as MiniSearchTermMap)._index;
  const terms: string[] = [];
  const incomplete = new Map<TermPostings, string>();
  const unparsed = new Map<TermPostings, string>();
  for (const line of packed.postings.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab === -1) continue;
    const term = line.slice(0, tab);
    const fields: TermPostings = new Map();
    const marked = line.charCodeAt(tab + 1) === 43; // '+'
    const packedFields = line.slice(marked ? tab + 2 : tab + 1);
    if (!deferred) addPackedFields(fields, packedFields);
    else if (packedFields) unparsed.set(fields, packedFields);
    if (marked) incomplete.set(fields, term);
    terms.push(term);
    termMap.set(term, fields);
  }
  return {miniSearch, terms, incomplete, unparsed};
}

/**
 * Adds a shard's postings (localIndex.ts, PostingsShardFile) to the terms
 * the core file marked, which are then complete. A line for a term the index
 * does not have, or has complete already, means the shard is not this
 * index's: it throws.
 */
export function addPostingsShard(
  miniSearch: MiniSearch<unknown>,
  incomplete: Map<TermPostings, string>,
  shard: string,
): void {
  const termMap = (miniSearch as unknown as MiniSearchTermMap)._index;
  for (const line of shard.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab === -1) continue;
    const term = line.slice(0, tab);
    const fields = termMap.get(term);
    if (!fields || !incomplete.has(fields))
      throw new Error(`A search postings shard has the term ${term}, which the index does not expect.`);
    addPackedFields(fields, line.slice(tab + 1));
    incomplete.delete(fields);
  }
}
