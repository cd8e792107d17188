/** Builds the local search files from the search records (see localIndex.ts for the format). Pure. */
import {createHash} from 'node:crypto';
import MiniSearch from 'minisearch';
import {
  LOCAL_INDEX_VERSION,
  type IndexedPage,
  type IndexedSectionRow,
  type LocalIndexFile,
  type PackedMiniSearch,
  type PageTextFile,
} from './localIndex';
import {MINISEARCH_OPTIONS, SEARCH_FIELDS, type IndexedSection} from './searchOptions';
import {pageKindOf} from '../../lib/search/ranking';

/** The fields of a search record the local index keeps (a SearchRecord has them all). */
export interface LocalIndexInput {
  hierarchy: {lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null};
  content: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3';
  keywords?: string[];
  code?: string;
}

export interface LocalSearchFiles {
  index: LocalIndexFile;
  /** File name (under search-text/) and its content. */
  texts: {name: string; content: PageTextFile}[];
}

const LEVEL: Record<LocalIndexInput['type'], 1 | 2 | 3> = {lvl1: 1, lvl2: 2, lvl3: 3};

function packMiniSearch(miniSearch: MiniSearch<IndexedSection>, sectionCount: number): PackedMiniSearch {
  const js = miniSearch.toJSON();
  // loadPackedMiniSearch rebuilds the field ids from SEARCH_FIELDS.
  SEARCH_FIELDS.forEach((field, id) => {
    if (js.fieldIds[field] !== id) throw new Error(`packMiniSearch: field ${field} must have id ${id}.`);
  });
  for (let id = 0; id < sectionCount; id++) {
    if (js.documentIds[id] !== id) throw new Error('packMiniSearch: section ids must equal MiniSearch short ids.');
  }
  const fieldLength = Array.from({length: sectionCount}, (_, id) => (js.fieldLength[id] ?? []).join(',')).join(';');
  const postings = js.index
    .map(([term, fields]: [string, Record<string, Record<string, number>>]) => {
      const packedFields = Object.entries(fields).map(([fieldId, docs]) => {
        let previous = 0;
        const packedDocs = Object.keys(docs)
          .map(Number)
          .sort((a, b) => a - b)
          .map((doc) => {
            const frequency = docs[doc]!;
            const packed = (doc - previous).toString(36) + (frequency > 1 ? `*${frequency.toString(36)}` : '');
            previous = doc;
            return packed;
          });
        return `${fieldId}:${packedDocs.join(',')}`;
      });
      return `${term}\t${packedFields.join('|')}`;
    })
    .join('\n');
  return {documentCount: js.documentCount, averageFieldLength: js.averageFieldLength, fieldLength, postings};
}

/**
 * The indexed fields of one section. The page title and keywords belong to
 * the page's first section only (the page itself), so the page outranks its
 * own subsections and pages that merely mention the words.
 */
export function toIndexedSection(record: LocalIndexInput, id: number): IndexedSection {
  const level = LEVEL[record.type];
  const first = level === 1;
  return {
    id,
    title: first ? record.hierarchy.lvl1 : '',
    keywords: first ? (record.keywords ?? []).join(' ; ') : '',
    heading: (level === 3 ? record.hierarchy.lvl3 : record.hierarchy.lvl2) ?? '',
    parent: level === 3 ? (record.hierarchy.lvl2 ?? '') : '',
    content: record.content,
    code: record.code ?? '',
  };
}

export function buildLocalSearchFiles(records: readonly LocalIndexInput[], siteUrl: string): LocalSearchFiles {
  const origin = siteUrl.replace(/\/$/, '');
  const docSets: string[] = [];
  const pages: IndexedPage[] = [];
  const pageTexts: string[][] = [];
  const pageIndex = new Map<string, number>();
  const sections: IndexedSectionRow[] = [];
  const documents: IndexedSection[] = [];

  for (const record of records) {
    const path = record.url_without_anchor.startsWith(origin)
      ? record.url_without_anchor.slice(origin.length) || '/'
      : record.url_without_anchor;
    let page = pageIndex.get(path);
    if (page === undefined) {
      let docSet = docSets.indexOf(record.hierarchy.lvl0);
      if (docSet === -1) docSet = docSets.push(record.hierarchy.lvl0) - 1;
      page = pages.push([path, record.hierarchy.lvl1, docSet, '', pageKindOf(path)]) - 1;
      pageTexts.push([]);
      pageIndex.set(path, page);
    }
    const level = LEVEL[record.type];
    const heading = (level === 3 ? record.hierarchy.lvl3 : record.hierarchy.lvl2) ?? '';
    const parent = level === 3 ? (record.hierarchy.lvl2 ?? '') : '';
    documents.push(toIndexedSection(record, sections.length));
    sections.push([page, level, heading, parent, record.anchor ?? '']);
    pageTexts[page]!.push(record.content);
  }

  const miniSearch = new MiniSearch<IndexedSection>(MINISEARCH_OPTIONS);
  miniSearch.addAll(documents);

  const texts = pageTexts.map((content, page) => {
    const name = `${createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16)}.json`;
    pages[page]![3] = name;
    return {name, content};
  });

  return {
    index: {version: LOCAL_INDEX_VERSION, docSets, pages, sections, index: packMiniSearch(miniSearch, sections.length)},
    texts,
  };
}
