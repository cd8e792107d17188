/**
 * What the MCP server knows, read from a production build: the site's own
 * search engine over `search-index.json` (the same createSearchEngine and
 * searchSections the browser and `bench:search` run, so ranking is the
 * site's) with every postings shard of `search-postings/` loaded up front,
 * snippets from `search-text/`, the page list of `llms.txt` and each
 * page's `.md` export. Only files the build lists are read, each checked to
 * resolve inside the build folder (symlinks included). Node only.
 */
import {existsSync, readFileSync, realpathSync, statSync} from 'node:fs';
import path from 'node:path';
import type {LocalIndexFile, PageTextFile} from '../../src/plugins/local-search/localIndex';
import {LOCAL_INDEX_VERSION, POSTINGS_DIRECTORY, TEXT_DIRECTORY} from '../../src/plugins/local-search/localIndex';
import {INDEX_FILE_NAME} from '../../src/plugins/local-search/constants';
import {
  createSearchEngine,
  searchSections,
  type SearchEngine,
  type SearchResponse,
} from '../../src/plugins/local-search/searchEngine';
import {snippetParts} from '../../src/plugins/local-search/client/snippet';
import {DOC_SETS, docSetTitle, type DocSet} from '../../src/lib/docSets';
import {parseLlmsTxt, type ListedPage} from './llmsIndex';
import {PageInputError, routeOfPageInput} from './pageRoute';

export const LLMS_FILE = 'llms.txt';
/** Characters of section text around the first match, as in the site's search page. */
const SNIPPET_LENGTH = 240;

/** The build is missing, half-written or from another version of the site: the message says to run `npm run build`. */
export class BuildNotReadyError extends Error {}
/** A page argument that names no page of the build. */
export class UnknownPageError extends Error {}

export interface SearchHit {
  title: string;
  /** Doc set title: Developer Docs, User Guide, Strapi Cloud. */
  docSet: string;
  /** Absolute URL of the best matching section (with its anchor). */
  url: string;
  /** Absolute URL of the page. */
  pageUrl: string;
  /** Heading of the best matching section; the page title for the text under it. */
  section: string;
  /** Plain text around the first matched word, `…` where cut. */
  snippet: string;
  /** The page's other matching sections (at most two). */
  otherSections: {section: string; url: string}[];
}

export interface SearchAnswer {
  hits: SearchHit[];
  /** No page has every word of the query: the hits are the closest matches. */
  partial: boolean;
  /** The doc set asked for had nothing, so every doc set was searched. */
  widenedFrom: string | null;
  /** Pages that matched in all. */
  total: number;
}

export interface DocsLibrary {
  dir: string;
  siteOrigin: string;
  engine: SearchEngine;
  pages: ListedPage[];
  search(query: string, options?: {docSet?: DocSet['id']; limit?: number}): SearchAnswer;
  /** The page's `.md` export as the build wrote it. */
  readPage(input: string): {page: ListedPage; markdown: string};
  listPages(docSet?: DocSet['id'] | 'other'): ListedPage[];
}

const REBUILD = 'Run `npm run build` in the docs repository, then call the tool again (or pass --dir <build folder>).';

function notReady(dir: string, problem: string): BuildNotReadyError {
  return new BuildNotReadyError(`The documentation build at ${dir} is missing or incomplete: ${problem}. ${REBUILD}`);
}

/** Reads a file the build lists, refusing any that resolves outside the build folder (a symlink out, say). */
function readInside(root: string, relative: string): string {
  const target = path.resolve(root, relative);
  let real: string;
  try {
    real = realpathSync(target);
  } catch {
    throw notReady(root, `${relative} is missing`);
  }
  if (!real.startsWith(root + path.sep))
    throw new UnknownPageError(`${relative} resolves outside the build and is not served.`);
  return readFileSync(real, 'utf8');
}

function loadLibrary(requestedDir: string): DocsLibrary {
  const shown = path.resolve(requestedDir);
  if (!existsSync(shown) || !statSync(shown).isDirectory()) throw notReady(shown, 'the folder does not exist');
  const dir = realpathSync(shown);

  let file: LocalIndexFile;
  try {
    file = JSON.parse(readInside(dir, INDEX_FILE_NAME)) as LocalIndexFile;
  } catch (error) {
    if (error instanceof BuildNotReadyError) throw error;
    throw notReady(shown, `${INDEX_FILE_NAME} is not valid JSON (a build stopped while writing it?)`);
  }
  if (file?.version !== LOCAL_INDEX_VERSION || !Array.isArray(file.pages) || !Array.isArray(file.sections))
    throw notReady(shown, `${INDEX_FILE_NAME} is not a version ${LOCAL_INDEX_VERSION} search index of this site`);
  for (const [route, , , textFile] of file.pages) {
    if (!/^[0-9a-f]{16}\.json$/.test(textFile) || !existsSync(path.join(dir, TEXT_DIRECTORY, textFile)))
      throw notReady(shown, `the search text of ${route} (${TEXT_DIRECTORY}/${textFile}) is missing`);
  }
  const pages = parseLlmsTxt(readInside(dir, LLMS_FILE));
  if (pages.length === 0) throw notReady(shown, `${LLMS_FILE} lists no page`);
  for (const page of pages) {
    if (!existsSync(path.join(dir, `${page.route.slice(1)}.md`)))
      throw notReady(shown, `the Markdown export of ${page.route} (${page.route.slice(1)}.md) is missing`);
  }
  const siteOrigin = new URL(pages[0]?.url ?? '').origin;
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const shards = Array.isArray(file.index?.shards) ? file.index.shards : [];
  for (const [, shardFile] of shards) {
    if (!/^[0-9a-f]{16}\.json$/.test(shardFile) || !existsSync(path.join(dir, POSTINGS_DIRECTORY, shardFile)))
      throw notReady(shown, `the search postings shard ${POSTINGS_DIRECTORY}/${shardFile} is missing`);
  }
  // Every shard up front: a server answers many queries, and the whole index is a few megabytes in memory.
  let engine: SearchEngine;
  try {
    engine = createSearchEngine(
      file,
      (shardFile) => JSON.parse(readInside(dir, path.join(POSTINGS_DIRECTORY, shardFile))) as string,
    );
  } catch (error) {
    if (error instanceof BuildNotReadyError || error instanceof UnknownPageError) throw error;
    throw notReady(shown, `the search postings do not match ${INDEX_FILE_NAME} (${String(error)})`);
  }
  const texts = new Map<string, PageTextFile>();
  const pageTexts = (textFile: string): PageTextFile => {
    let content = texts.get(textFile);
    if (!content) {
      content = JSON.parse(readInside(dir, path.join(TEXT_DIRECTORY, textFile))) as PageTextFile;
      texts.set(textFile, content);
    }
    return content;
  };

  const toHits = (response: SearchResponse): SearchHit[] =>
    response.pages.map((hit) => {
      const [best, ...others] = hit.sections;
      const text = best ? (pageTexts(hit.textFile)[best.offset] ?? '') : '';
      return {
        title: hit.title,
        docSet: hit.docSet,
        url: siteOrigin + (best?.url ?? hit.path),
        pageUrl: siteOrigin + hit.path,
        section: best?.heading || hit.title,
        snippet: snippetParts(text, response.terms, SNIPPET_LENGTH)
          .map((part) => part.text)
          .join('')
          .replace(/\s+/g, ' ')
          .trim(),
        otherSections: others.map((section) => ({
          section: section.heading || hit.title,
          url: siteOrigin + section.url,
        })),
      };
    });

  return {
    dir,
    siteOrigin,
    engine,
    pages,
    search(query, options = {}) {
      const response = searchSections(engine, query, {
        docSet: options.docSet ? docSetTitle(options.docSet) : null,
        maxPages: options.limit ?? 5,
      });
      return {
        hits: toHits(response),
        partial: response.partial,
        widenedFrom: response.widenedFrom,
        total: response.total,
      };
    },
    readPage(input) {
      const route = routeOfPageInput(input, siteOrigin);
      const page = byRoute.get(route);
      if (!page) {
        const words = route.replace(/[/_-]+/g, ' ').trim();
        const closest = words ? searchSections(engine, words, {maxPages: 3}).pages : [];
        throw new UnknownPageError(
          `No page ${route} in the Strapi 4.25.9 docs.` +
            (closest.length
              ? ` Closest pages: ${closest.map((hit) => `${hit.title} (${siteOrigin}${hit.path})`).join(', ')}.`
              : '') +
            ' Use search_docs to find a page, or list_pages to see a doc set.',
        );
      }
      return {page, markdown: readInside(dir, `${route.slice(1)}.md`)};
    },
    listPages(docSet) {
      if (!docSet) return pages;
      return pages.filter((page) => (docSet === 'other' ? page.docSet === null : page.docSet === docSet));
    },
  };
}

/**
 * A loader that reads the build on first use and again whenever
 * search-index.json or llms.txt changes (a rebuild), so a server started
 * before the build, or left running across one, answers from the current
 * build. Throws BuildNotReadyError while the build is missing or half-written.
 */
export function docsLibraryLoader(dir: string): () => DocsLibrary {
  let loaded: {key: string; library: DocsLibrary} | undefined;
  return () => {
    const key = [INDEX_FILE_NAME, LLMS_FILE]
      .map((name) => {
        try {
          const stat = statSync(path.join(dir, name));
          return `${stat.mtimeMs}:${stat.size}`;
        } catch {
          return 'missing';
        }
      })
      .join('|');
    if (loaded?.key !== key) loaded = {key, library: loadLibrary(dir)};
    return loaded.library;
  };
}

export {PageInputError};
export const DOC_SET_IDS = DOC_SETS.map((set) => set.id);
