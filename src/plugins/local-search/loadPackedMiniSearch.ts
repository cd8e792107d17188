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

interface MiniSearchTermMap {
  _index: {set(term: string, fields: Map<number, Map<number, number>>): void};
}

export function loadPackedMiniSearch<T>(packed: PackedMiniSearch, options: Options<T>): MiniSearch<T> {
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
  const terms = (miniSearch as unknown as MiniSearchTermMap)._index;
  for (const line of packed.postings.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab === -1) continue;
    const fields = new Map<number, Map<number, number>>();
    for (const packedField of line.slice(tab + 1).split('|')) {
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
    terms.set(line.slice(0, tab), fields);
  }
  return miniSearch;
}
