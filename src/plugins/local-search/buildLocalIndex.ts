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
  type PostingsShardFile,
} from './localIndex';
import {MINISEARCH_OPTIONS, SEARCH_FIELDS, SHARDED_FIELDS, type IndexedSection} from './searchOptions';
import {pageKindOf} from '../../lib/search/ranking';
import {docSetTitle} from '../../lib/docSets';
import type {SearchRecord} from '../../lib/search/buildSearchRecords';
import {analyzeText, indexTerms} from '../../lib/search/queryUnderstanding';
import {splitRelatedTable, type RelatedWordsTable} from '../../lib/search/relatedWords';
import {wordFormsTable} from '../../lib/search/wordForms';

/** The fields of a search record the local index keeps. */
export type LocalIndexInput = Pick<
  SearchRecord,
  | 'docSet'
  | 'path'
  | 'anchor'
  | 'level'
  | 'pageTitle'
  | 'heading'
  | 'parentHeading'
  | 'text'
  | 'keywords'
  | 'description'
  | 'code'
  | 'messages'
  | 'defines'
>;

export interface LocalSearchFiles {
  index: LocalIndexFile;
  /** File name (under search-text/) and its content. */
  texts: {name: string; content: PageTextFile}[];
  /** File name (under search-related/) and content of each related-words shard, by shard number. */
  related: {name: string; content: RelatedWordsTable}[];
  /** File name (under search-postings/) and content of each postings shard, in term order. */
  postings: {name: string; content: PostingsShardFile}[];
}

const contentName = (content: unknown) =>
  `${createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16)}.json`;

/** A term's postings in one field: `field:doc[*tf],…`, ids as deltas in base 36, a frequency of 1 left out. */
function packField(fieldId: string, docs: Record<string, number>): string {
  let previous = 0;
  const packedDocs = Object.entries(docs)
    .map(([doc, frequency]) => [Number(doc), frequency] as const)
    .sort(([a], [b]) => a - b)
    .map(([doc, frequency]) => {
      const packed = (doc - previous).toString(36) + (frequency > 1 ? `*${frequency.toString(36)}` : '');
      previous = doc;
      return packed;
    });
  return `${fieldId}:${packedDocs.join(',')}`;
}

/** About this many characters of postings per shard (a term larger than that gets a shard of its own). */
export const SHARD_CHARACTERS = 6000;

interface PackedIndex {
  index: PackedMiniSearch;
  /** Every term of the index. */
  terms: string[];
  /** The shards' contents, in term order, with their first terms. */
  shards: {first: string; content: PostingsShardFile}[];
}

function packMiniSearch(
  miniSearch: MiniSearch<IndexedSection>,
  sectionCount: number,
  shardCharacters: number,
): PackedIndex {
  const js = miniSearch.toJSON();
  // loadPackedMiniSearch rebuilds the field ids from SEARCH_FIELDS.
  SEARCH_FIELDS.forEach((field, id) => {
    if (js.fieldIds[field] !== id) throw new Error(`packMiniSearch: field ${field} must have id ${id}.`);
  });
  for (let id = 0; id < sectionCount; id++) {
    if (js.documentIds[id] !== id) throw new Error('packMiniSearch: section ids must equal MiniSearch short ids.');
  }
  const sharded = new Set(SHARDED_FIELDS.map((field) => String(SEARCH_FIELDS.indexOf(field))));
  const fieldLength = Array.from({length: sectionCount}, (_, id) => (js.fieldLength[id] ?? []).join(',')).join(';');
  const terms: string[] = [];
  const shardLines = new Map<string, string>();
  const lines = js.index.map(([term, fields]: [string, Record<string, Record<string, number>>]) => {
    terms.push(term);
    const core: string[] = [];
    const rest: string[] = [];
    for (const [fieldId, docs] of Object.entries(fields))
      (sharded.has(fieldId) ? rest : core).push(packField(fieldId, docs));
    if (rest.length > 0) shardLines.set(term, `${term}\t${rest.join('|')}`);
    return `${term}\t${rest.length > 0 ? '+' : ''}${core.join('|')}`;
  });
  // Neighbouring terms share a shard: a word's completions, and most of its typo matches, are in one file.
  const shards: {first: string; content: PostingsShardFile}[] = [];
  let current: string[] = [];
  let first = '';
  let size = 0;
  for (const term of [...shardLines.keys()].sort()) {
    const line = shardLines.get(term) ?? '';
    if (current.length > 0 && size + line.length > shardCharacters) {
      shards.push({first, content: current.join('\n')});
      current = [];
      size = 0;
    }
    if (current.length === 0) first = term;
    current.push(line);
    size += line.length + 1;
  }
  if (current.length > 0) shards.push({first, content: current.join('\n')});
  return {
    index: {
      documentCount: js.documentCount,
      averageFieldLength: js.averageFieldLength,
      fieldLength,
      postings: lines.join('\n'),
      shards: [],
    },
    terms,
    shards,
  };
}

/**
 * The words of a page's description that the page itself never uses (in its
 * title, headings or text), each once. The description is the page's summary
 * in one sentence, often in the reader's words ("watch the live output" on
 * the runtime logs page); indexed whole, it would also count again every word
 * the page already has, and a description that lists the page's topics
 * ("text, media, components and dynamic zones") would lift the page above
 * the one that explains them. Only the words it adds are indexed, with the
 * text under the title.
 */
export function newDescriptionWords(description: string, pageTerms: ReadonlySet<string>): string {
  const added = new Set<string>();
  const words: string[] = [];
  for (const token of analyzeText(description)) {
    // An identifier's parts come back when its whole form is indexed.
    if (token.kind === 'part' || pageTerms.has(token.term) || added.has(token.term)) continue;
    added.add(token.term);
    words.push(token.raw ?? token.word);
  }
  return words.join(' ');
}

/** The index terms of each page's title, headings and text, by page path. */
function termsOfPages(records: readonly LocalIndexInput[]): Map<string, Set<string>> {
  const pages = new Map<string, Set<string>>();
  for (const record of records) {
    let terms = pages.get(record.path);
    if (!terms) {
      terms = new Set(indexTerms(record.pageTitle));
      pages.set(record.path, terms);
    }
    for (const term of indexTerms(`${record.heading ?? ''} ${record.text}`)) terms.add(term);
  }
  return pages;
}

/**
 * The indexed fields of one section. The page title and keywords belong to
 * the page's first section only (the page itself), so the page outranks its
 * own subsections and pages that merely mention the words; so do the words
 * its description adds (`descriptionWords`, see newDescriptionWords), put
 * before the text under the title.
 */
export function toIndexedSection(record: LocalIndexInput, id: number, descriptionWords = ''): IndexedSection {
  const first = record.level === 1;
  return {
    id,
    title: first ? record.pageTitle : '',
    keywords: first ? (record.keywords ?? []).join(' ; ') : '',
    heading: record.heading ?? '',
    parent: record.parentHeading ?? '',
    content: first && descriptionWords ? `${descriptionWords} ${record.text}` : record.text,
    code: record.code ?? '',
  };
}

/** The indexed fields of every record, in order (ids are positions). */
export function toIndexedSections(records: readonly LocalIndexInput[]): IndexedSection[] {
  const pageTerms = termsOfPages(records);
  return records.map((record, id) =>
    toIndexedSection(
      record,
      id,
      record.level === 1 && record.description
        ? newDescriptionWords(record.description, pageTerms.get(record.path) ?? new Set())
        : '',
    ),
  );
}

/** The whole identifiers (as index terms) of what a section defines; words are not identifiers and are left out. */
export function definedTerms(defines: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const text of defines) {
    const [first] = analyzeText(text);
    if (first?.kind === 'identifier') terms.add(first.term);
  }
  return [...terms];
}

export function buildLocalSearchFiles(
  records: readonly LocalIndexInput[],
  relatedWords: RelatedWordsTable | null = null,
  /** Irregular word forms ([form, base form], wordForms-fs.ts); those whose base form the index knows are kept. */
  formExceptions: Iterable<readonly [string, string]> | null = null,
  /** Postings characters per shard (see SHARD_CHARACTERS); the tests make them small. */
  shardCharacters = SHARD_CHARACTERS,
): LocalSearchFiles {
  const docSets: string[] = [];
  /** Each page's row and the texts of its sections, in the order pages first appear. */
  const pages = new Map<string, {id: number; row: IndexedPage; texts: string[]}>();
  const sections: IndexedSectionRow[] = [];
  const documents: IndexedSection[] = [];
  const messages: [number, string][] = [];
  const defines: Record<string, number[]> = {};
  const indexed = toIndexedSections(records);

  for (const record of records) {
    let page = pages.get(record.path);
    if (page === undefined) {
      const title = docSetTitle(record.docSet);
      let docSet = docSets.indexOf(title);
      if (docSet === -1) docSet = docSets.push(title) - 1;
      page = {id: pages.size, row: [record.path, record.pageTitle, docSet, '', pageKindOf(record.path)], texts: []};
      pages.set(record.path, page);
    }
    for (const message of record.messages ?? []) messages.push([sections.length, message]);
    for (const term of definedTerms(record.defines ?? [])) (defines[term] ??= []).push(sections.length);
    const section = indexed[sections.length];
    if (!section) throw new Error('buildLocalSearchFiles: one indexed section per record.');
    documents.push(section);
    sections.push([page.id, record.level, section.heading, section.parent, record.anchor ?? '']);
    page.texts.push(record.text);
  }

  const miniSearch = new MiniSearch<IndexedSection>(MINISEARCH_OPTIONS);
  miniSearch.addAll(documents);

  const texts = [...pages.values()].map(({row, texts: content}) => {
    const name = contentName(content);
    row[3] = name;
    return {name, content};
  });

  const related = relatedWords
    ? splitRelatedTable(relatedWords).map((content) => ({name: contentName(content), content}))
    : [];

  const {index, terms, shards} = packMiniSearch(miniSearch, sections.length, shardCharacters);
  const postings = shards.map(({content}) => ({name: contentName(content), content}));
  index.shards = shards.map(({first}, shard): [string, string] => [first, postings[shard]?.name ?? '']);
  const forms = formExceptions ? wordFormsTable(formExceptions, new Set(terms)) : {};

  return {
    index: {
      version: LOCAL_INDEX_VERSION,
      docSets,
      pages: [...pages.values()].map(({row}) => row),
      sections,
      index,
      messages,
      ...(Object.keys(defines).length > 0 ? {defines} : {}),
      ...(Object.keys(forms).length > 0 ? {forms} : {}),
      ...(related.length > 0 ? {related: related.map(({name}) => name)} : {}),
    },
    texts,
    related,
    postings,
  };
}

/** The postings shards of files built in memory, by file name: createSearchEngine's readShard. */
export function shardReader(files: Pick<LocalSearchFiles, 'postings'>): (name: string) => PostingsShardFile {
  const byName = new Map(files.postings.map(({name, content}) => [name, content]));
  return (name) => {
    const content = byName.get(name);
    if (content === undefined) throw new Error(`No search postings shard ${name}.`);
    return content;
  };
}
