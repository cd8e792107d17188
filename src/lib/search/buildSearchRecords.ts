/**
 * Turns one built doc page into search records, one per section (the text
 * under the title, then each h2 and h3). The records are neutral: a route and
 * an anchor, the doc set's id, the page title and headings. The local index
 * reads them as they are; `npm run search:index` turns them into the
 * DocSearch documents Typesense stores (scripts/search/typesenseIndex.ts).
 * Pure: HTML in, records out.
 */
import {load, type CheerioAPI} from 'cheerio';
import {isTag, isText, type AnyNode, type Element} from 'domhandler';
import {docSetOfPath, type DocSet} from '../docSets';
import {analyzeText} from './queryUnderstanding';
import {PLACEHOLDER} from './messageTemplate';

/** 1: the page's own section (the text under its title), 2: an h2 section, 3: an h3 section. */
export type SectionLevel = 1 | 2 | 3;

export interface SearchRecord {
  /** The doc set of the page, or null for a doc page outside the three sets. */
  docSet: DocSet['id'] | null;
  /** Route of the page, without the site origin: `/dev-docs/api/rest/populate-select`. */
  path: string;
  /** Id of the section's heading; null for the page's own section. */
  anchor: string | null;
  level: SectionLevel;
  pageTitle: string;
  /** The section's own heading (h2 or h3); null for the page's own section. */
  heading: string | null;
  /** For an h3 section, the h2 above it (null when the h3 comes before any h2); null otherwise. */
  parentHeading: string | null;
  /** Prose of the section: no code listings, tab labels or heading anchors. */
  text: string;
  /**
   * On the page's own section only: the front matter `keywords` (the
   * questions, reader words and error texts the page answers), from the
   * page's `<meta name="keywords">`. Never shown on the page.
   */
  keywords?: string[];
  /**
   * On the page's own section only: the page's front matter `description`
   * (one sentence on what the page covers), from `<meta name="description">`.
   */
  description?: string;
  /** Identifiers, file names and error names from the section's code listings, space-separated; never shown. */
  code?: string;
  /**
   * Messages the section quotes: inline code of three words or more in its
   * prose (error lines, log lines, prompts). A pasted error line is matched
   * against them word for word by the local engine.
   */
  messages?: string[];
  /**
   * Identifiers the section defines rather than mentions: inline code that
   * opens a table row (a table of config keys, parameters, fields), a
   * definition term or a list item, e.g. `flags.promoteEE` in the admin
   * panel configuration's table.
   */
  defines?: string[];
  /** Higher first when text relevance ties: the page title above headings above text, earlier sections first. */
  priority: number;
  /** The page's language (`<html lang>`), Docusaurus' docs tag and version, for contextual search. */
  language: string;
  docusaurusTag: string;
  version: string;
}

export interface PageInput {
  html: string;
  /** Route of the page if the HTML has no canonical link, e.g. /dev-docs/intro. */
  fallbackPath?: string;
}

/** Weight of each section level; the position on the page breaks ties. */
export const LEVEL_WEIGHT: Record<SectionLevel, number> = {1: 90, 2: 80, 3: 70};

/*
 * The walk asks the two questions below of every element of every doc page. They are written out instead of as CSS
 * selectors for cheerio's `.is()`, which compiles its selector string again on each call: that compiling was a
 * fifth of the local index's time after the build (issue 22, bench/perf6.md). Each keeps a selector's exact
 * meaning (class names are whitespace-separated tokens, case-sensitive; attribute values exact).
 */

/** `.hash-link` and `.docusaurus-mermaid-container`: the class token, as css-select (cheerio's `.is()`) matches it. */
const HASH_LINK_CLASS = /(?:^|\s)hash-link(?:$|\s)/;
const MERMAID_CONTAINER_CLASS = /(?:^|\s)docusaurus-mermaid-container(?:$|\s)/;

/** Code whose identifiers are indexed (never shown in snippets). */
export const CODE_SELECTOR = 'pre, [class*="codeBlockTitle"]';

/** Whether an element matches CODE_SELECTOR. */
export function isCode(element: Element): boolean {
  return element.name === 'pre' || (element.attribs.class ?? '').includes('codeBlockTitle');
}

/** The tags of SKIPPED_SELECTOR. */
const SKIPPED_TAGS = new Set(['pre', 'svg', 'script', 'style', 'noscript', 'button']);

/** Subtrees whose text is not prose: code listings, diagrams, controls, heading anchors. */
export const SKIPPED_SELECTOR =
  'pre, svg, script, style, noscript, button, .hash-link, .docusaurus-mermaid-container, [aria-hidden="true"], [role="tablist"], [class*="codeBlockTitle"], [data-hub-cards]';

/** Whether an element matches SKIPPED_SELECTOR. */
export function isSkipped(element: Element): boolean {
  const {attribs} = element;
  return (
    SKIPPED_TAGS.has(element.name) ||
    HASH_LINK_CLASS.test(attribs.class ?? '') ||
    MERMAID_CONTAINER_CLASS.test(attribs.class ?? '') ||
    attribs['aria-hidden'] === 'true' ||
    attribs.role === 'tablist' ||
    (attribs.class ?? '').includes('codeBlockTitle') ||
    attribs['data-hub-cards'] !== undefined
  );
}
/** At most this many identifiers from the code of one section. */
const CODE_TERMS_PER_SECTION = 40;
/** Elements that end a run of text, so words on either side stay apart. */
const BLOCK = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'td',
  'th',
  'tr',
  'table',
  'div',
  'section',
  'blockquote',
  'dt',
  'dd',
  'dl',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'details',
  'summary',
  'header',
  'footer',
  'figure',
  'figcaption',
  'br',
  'hr',
]);

const SEPARATE_SPAN_CLASS = /(^|\s|_)(title|description|label|kind|badge)/i;

export function itemPriority(level: SectionLevel, position: number): number {
  return LEVEL_WEIGHT[level] * 1000 + Math.max(0, 999 - position);
}

export function normalizeText(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page is indexed when it is a doc page that is not a snippet (snippets are already in the pages that import them). */
export function isIndexablePage($: CheerioAPI, pathname: string): boolean {
  const htmlClass = $('html').attr('class') ?? '';
  if (!htmlClass.split(/\s+/).includes('docs-doc-page')) return false;
  if (pathname === '/snippets' || pathname.startsWith('/snippets/')) return false;
  if (pathname === '/tags' || pathname.startsWith('/tags/')) return false;
  return $('article .theme-doc-markdown').length > 0;
}

function pagePath($: CheerioAPI, fallbackPath: string | undefined): string {
  const canonical = $('link[rel="canonical"]').attr('href');
  if (canonical) {
    // The canonical link is absolute; the base only resolves a relative one, whose path is all that is kept.
    const url = new URL(canonical, 'http://localhost');
    return decodeURI(url.pathname);
  }
  if (fallbackPath) return fallbackPath;
  throw new Error('buildSearchRecords: the page has no canonical link and no fallback path.');
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content');
}

function titleOfPage($: CheerioAPI): string {
  const h1 = $('article .theme-doc-markdown h1').get(0);
  const title = h1 ? headingText($, h1).heading : '';
  if (title) return title;
  return normalizeText($('title').text().split(' | ')[0] ?? '');
}

/** Badges in a heading (e.g. "Enterprise") are searchable text of the section, not part of its title. */
const HEADING_EXTRAS = '.hash-link, .sr-only, [class*="badge"]';

function headingText($: CheerioAPI, heading: Element): {heading: string; badges: string[]} {
  const clone = $(heading).clone();
  const badges = clone
    .find('[class*="badge"]')
    .toArray()
    .map((badge) => normalizeText($(badge).find('.sr-only').remove().end().text()))
    .filter(Boolean);
  clone.find(HEADING_EXTRAS).remove();
  return {heading: normalizeText(clone.text()), badges};
}

interface Section {
  level: SectionLevel;
  heading: string | null;
  anchor: string | null;
  parentHeading: string | null;
  parts: string[];
  code: string[];
  messages: string[];
  defines: string[];
}

/** Walks the article body in document order, opening a section at each h2 and h3. */
function collectSections($: CheerioAPI, body: Element): Section[] {
  const pageSection: Section = {
    level: 1,
    heading: null,
    anchor: null,
    parentHeading: null,
    parts: [],
    code: [],
    messages: [],
    defines: [],
  };
  const sections: Section[] = [pageSection];
  let current = pageSection;
  let currentH2: string | null = null;

  const walk = (node: AnyNode): void => {
    if (isText(node)) {
      current.parts.push(node.data);
      if (RECORD_MEANS.proseMessages)
        for (const message of proseQuotedMessages(node.data))
          if (!current.messages.includes(message)) current.messages.push(message);
      return;
    }
    if (!isTag(node)) return;
    const element = node;
    const name = element.name.toLowerCase();
    if (isCode(element)) {
      const code = $(element).text();
      current.code.push(code);
      if (RECORD_MEANS.codeMessages && name === 'pre')
        for (const message of codeQuotedMessages(code))
          if (!current.messages.includes(message)) current.messages.push(message);
    }
    if (isSkipped(element)) return;
    if (name === 'code') {
      const message = normalizeText($(element).text());
      if (isQuotedMessage(message) && !current.messages.includes(message)) current.messages.push(message);
      if (opensDefinition(element) && !current.defines.includes(message)) current.defines.push(message);
    }
    if (name === 'h1') return;
    if ((name === 'h2' || name === 'h3') && element.attribs.id) {
      const {heading, badges} = headingText($, element);
      if (name === 'h2') currentH2 = heading;
      current = {
        level: name === 'h2' ? 2 : 3,
        heading,
        anchor: element.attribs.id,
        parentHeading: name === 'h3' ? currentH2 : null,
        parts: badges.length ? [badges.join(' '), '\n'] : [],
        code: [],
        messages: [],
        defines: [],
      };
      sections.push(current);
      return;
    }
    const block =
      BLOCK.has(name) ||
      // Labels inside a header (e.g. "Request" beside a request title) are separate words.
      (element.parent !== null && isTag(element.parent) && element.parent.name === 'header') ||
      // Spans styled as blocks by components (card titles and descriptions, labels).
      SEPARATE_SPAN_CLASS.test(element.attribs.class ?? '');
    if (block) current.parts.push('\n');
    for (const child of element.children) walk(child);
    if (block) current.parts.push('\n');
  };

  for (const child of body.children) walk(child);
  return sections;
}

/** Elements whose first child, when it is inline code, names what the element defines. */
const DEFINING_PARENTS = new Set(['td', 'th', 'dt', 'li']);

/**
 * Whether inline code opens what defines it: the first thing in the first
 * cell of a table row, in a definition term or in a list item (text before
 * it other than spaces means it is mentioned in a sentence).
 */
export function opensDefinition(code: Element): boolean {
  const parent = code.parent;
  if (!parent || !isTag(parent) || !DEFINING_PARENTS.has(parent.name)) return false;
  const first = parent.children.find((child) => !(isText(child) && !child.data.trim()));
  if (first !== code) return false;
  if (parent.name !== 'td' && parent.name !== 'th') return true;
  const row = parent.parent;
  return !!row && isTag(row) && row.children.find((child) => isTag(child)) === parent;
}

/** Build-time means, switched off one at a time by scripts/search/evaluate.ts --without= to measure each. */
export const RECORD_MEANS = {
  /** Messages quoted in prose ("Empty strings are not allowed"), not only in inline code. */
  proseMessages: true,
  /** Messages in the string literals of code listings (`"message": "Incorrect code provided"` in a response), indexed with the code. */
  codeMessages: true,
};

/** A string literal of a code listing, in double or single quotes, on one line. */
const CODE_STRING = /"([^"\\\n]{8,200})"|'([^'\\\n]{8,200})'/g;

/**
 * Messages a code listing quotes: its string literals that read as a
 * message (isQuotedMessage), such as the `message` of an error response.
 * A reader pastes the line the API answered; the page that shows that
 * response is the one to find.
 */
export function codeQuotedMessages(code: string): string[] {
  const messages: string[] = [];
  for (const match of code.matchAll(CODE_STRING)) {
    const message = normalizeText(match[1] ?? match[2] ?? '').replace(/[.,;:]$/, '');
    if (isQuotedMessage(message) && !messages.includes(message)) messages.push(message);
  }
  return messages;
}

/** A quotation in prose: straight or curly double quotes around a message. */
const PROSE_QUOTE = /["“]([^"“”\n]{12,200})["”]/gu;
/** Prose quotations are messages only from this many words on (UI labels are shorter). */
const PROSE_MESSAGE_WORDS = 4;

/**
 * Messages quoted in running text rather than inline code, as a page
 * explains a refusal: an empty line is refused with "Empty strings are not
 * allowed". Only quotations of four words or more that read as a message.
 */
export function proseQuotedMessages(text: string): string[] {
  const messages: string[] = [];
  for (const match of text.matchAll(PROSE_QUOTE)) {
    const message = normalizeText(match[1] ?? '').replace(/[.,;:]$/, '');
    if (message.split(/\s+/).length >= PROSE_MESSAGE_WORDS && isQuotedMessage(message)) messages.push(message);
  }
  return messages;
}

/**
 * Inline code that reads as a message rather than code: at most 200
 * characters, three words or more, and words (not symbols, options or
 * paths) making up most of it, e.g. `Invalid format, expected yyyy-MM-dd`
 * but not `npm run strapi -- transfer --to <url>`.
 */
export function isQuotedMessage(text: string): boolean {
  // A placeholder of the code's template (`Attribute <name> not found`) stands for the reader's own value.
  const template = text.replace(PLACEHOLDER, 'value');
  if (template.length > 200 || !/\s/.test(template) || /[{}();=<>]|--|^(npm|npx|yarn|strapi) /.test(template))
    return false;
  const tokens = template.split(/\s+/);
  const words = tokens.filter((token) => /^[\p{L}'’,.!?:]+$/u.test(token) && /\p{L}{2,}/u.test(token));
  return words.length >= 3 && words.length / tokens.length >= 0.6;
}

/** The identifiers of a section's code (names, calls, keys, file paths, error classes), deduplicated, in order. */
export function codeIdentifiers(code: readonly string[]): string {
  const seen = new Set<string>();
  for (const text of code) {
    for (const token of analyzeText(text)) {
      if (token.kind !== 'identifier' || !token.raw) continue;
      seen.add(token.raw);
      if (seen.size >= CODE_TERMS_PER_SECTION) break;
    }
  }
  return [...seen].join(' ');
}

/** The page's front matter keywords, as Docusaurus renders them (`<meta name="keywords" content="a,b">`). */
export function pageKeywords($: CheerioAPI): string[] {
  const content = meta($, 'keywords') ?? '';
  return content
    .split(',')
    .map((keyword) => normalizeText(keyword))
    .filter(Boolean);
}

export function buildSearchRecords({html, fallbackPath}: PageInput): SearchRecord[] {
  const $ = load(html);
  const path = pagePath($, fallbackPath);
  if (!isIndexablePage($, path)) return [];

  const body = $('article .theme-doc-markdown').get(0);
  if (!body) return [];
  const docSet = docSetOfPath(path)?.id ?? null;
  const pageTitle = titleOfPage($);
  const language = $('html').attr('lang') ?? meta($, 'docsearch:language') ?? 'en';
  const docusaurusTag = meta($, 'docsearch:docusaurus_tag') ?? meta($, 'docusaurus_tag') ?? 'docs-default-current';
  const version = meta($, 'docsearch:version') ?? meta($, 'docusaurus_version') ?? 'current';
  const keywords = pageKeywords($);
  const description = normalizeText(meta($, 'description') ?? '');

  return collectSections($, body)
    .map((section, position): SearchRecord | null => {
      const text = section.parts.join('').split('\n').map(normalizeText).filter(Boolean).join(' ');
      if (section.level === 1 && !text && !pageTitle) return null;
      // A message quoted only in a code listing is searchable through the code field.
      const codeMessages = section.messages.filter((message) => !text.includes(message));
      const code = [codeIdentifiers(section.code), ...(RECORD_MEANS.codeMessages ? codeMessages : [])]
        .filter(Boolean)
        .join(' ');
      const record: SearchRecord = {
        docSet,
        path,
        anchor: section.anchor,
        level: section.level,
        pageTitle,
        heading: section.heading,
        parentHeading: section.parentHeading,
        text,
        priority: itemPriority(section.level, position),
        language,
        docusaurusTag,
        version,
      };
      if (section.level === 1 && keywords.length > 0) record.keywords = keywords;
      if (section.level === 1 && description) record.description = description;
      if (code) record.code = code;
      if (section.messages.length > 0) record.messages = section.messages;
      if (section.defines.length > 0) record.defines = section.defines;
      return record;
    })
    .filter((record): record is SearchRecord => record !== null);
}
