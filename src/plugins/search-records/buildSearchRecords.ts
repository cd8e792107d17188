/**
 * Turns one built doc page into search records, one per section (the text
 * under the title, then each h2 and h3), in the DocSearch schema that
 * Typesense's docsearch collections use. Pure: HTML in, records out.
 */
import {load, type CheerioAPI} from 'cheerio';
import {isTag, isText, type AnyNode, type Element} from 'domhandler';
import {docSetOf} from '../../lib/docSets';
import {analyzeText} from '../../lib/search/queryUnderstanding';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3';

export interface SearchRecord {
  hierarchy: {lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null};
  content: string;
  /** Absolute URL, with the heading anchor for h2/h3 sections. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  language: string;
  docusaurus_tag: string;
  version: string[];
  /** Higher first when text relevance ties: the page title above headings above text. */
  item_priority: number;
  /**
   * On the page's first record only: the front matter `keywords` (the
   * questions, reader words and error texts the page answers), from the
   * page's `<meta name="keywords">`. Never shown on the page.
   */
  keywords?: string[];
  /** Identifiers, file names and error names from the section's code listings, space-separated; never shown. */
  code?: string;
}

export interface PageInput {
  html: string;
  /** Site origin, e.g. https://docs-v4.strapi.io, used to build absolute URLs. */
  siteUrl: string;
  /** Path of the page if the HTML has no canonical link, e.g. /dev-docs/intro. */
  fallbackPath?: string;
}

/** Weight of each section level; the position on the page breaks ties. */
export const LEVEL_WEIGHT: Record<RecordType, number> = {lvl1: 90, lvl2: 80, lvl3: 70};

/** Subtrees whose text is not prose: code listings, diagrams, controls, heading anchors. */
const SKIPPED =
  'pre, svg, script, style, noscript, button, .hash-link, .docusaurus-mermaid-container, [aria-hidden="true"], [role="tablist"], [class*="codeBlockTitle"], [data-hub-cards]';
/** Code whose identifiers are indexed (never shown in snippets). */
const CODE = 'pre, [class*="codeBlockTitle"]';
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

export function itemPriority(type: RecordType, position: number): number {
  return LEVEL_WEIGHT[type] * 1000 + Math.max(0, 999 - position);
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

function pagePath($: CheerioAPI, siteUrl: string, fallbackPath: string | undefined): string {
  const canonical = $('link[rel="canonical"]').attr('href');
  if (canonical) {
    const url = new URL(canonical, siteUrl);
    return decodeURI(url.pathname);
  }
  if (fallbackPath) return fallbackPath;
  throw new Error('buildSearchRecords: the page has no canonical link and no fallback path.');
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content');
}

function pageTitle($: CheerioAPI): string {
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
  type: RecordType;
  heading: string | null;
  anchor: string | null;
  lvl2: string | null;
  parts: string[];
  code: string[];
}

/** Walks the article body in document order, opening a section at each h2 and h3. */
function collectSections($: CheerioAPI, body: Element): Section[] {
  const sections: Section[] = [{type: 'lvl1', heading: null, anchor: null, lvl2: null, parts: [], code: []}];
  let current = sections[0]!;
  let currentLvl2: string | null = null;

  const walk = (node: AnyNode): void => {
    if (isText(node)) {
      current.parts.push(node.data);
      return;
    }
    if (!isTag(node)) return;
    const element = node;
    const name = element.name.toLowerCase();
    if ($(element).is(CODE)) current.code.push($(element).text());
    if ($(element).is(SKIPPED)) return;
    if (name === 'h1') return;
    if ((name === 'h2' || name === 'h3') && element.attribs.id) {
      const {heading, badges} = headingText($, element);
      if (name === 'h2') currentLvl2 = heading;
      current = {
        type: name === 'h2' ? 'lvl2' : 'lvl3',
        heading,
        anchor: element.attribs.id,
        lvl2: name === 'h2' ? heading : currentLvl2,
        parts: badges.length ? [badges.join(' '), '\n'] : [],
        code: [],
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

export function buildSearchRecords({html, siteUrl, fallbackPath}: PageInput): SearchRecord[] {
  const $ = load(html);
  const origin = siteUrl.replace(/\/$/, '');
  const pathname = pagePath($, origin, fallbackPath);
  if (!isIndexablePage($, pathname)) return [];

  const body = $('article .theme-doc-markdown').get(0);
  if (!body) return [];
  const lvl0 = docSetOf(pathname);
  const lvl1 = pageTitle($);
  const language = $('html').attr('lang') ?? meta($, 'docsearch:language') ?? 'en';
  const docusaurusTag = meta($, 'docsearch:docusaurus_tag') ?? meta($, 'docusaurus_tag') ?? 'docs-default-current';
  const version = meta($, 'docsearch:version') ?? meta($, 'docusaurus_version') ?? 'current';
  const urlWithoutAnchor = origin + pathname;
  const keywords = pageKeywords($);

  return collectSections($, body)
    .map((section, position): SearchRecord | null => {
      const content = section.parts.join('').split('\n').map(normalizeText).filter(Boolean).join(' ');
      if (section.type === 'lvl1' && !content && !lvl1) return null;
      const code = codeIdentifiers(section.code);
      const record: SearchRecord = {
        hierarchy: {
          lvl0,
          lvl1,
          lvl2: section.type === 'lvl1' ? null : section.lvl2,
          lvl3: section.type === 'lvl3' ? section.heading : null,
        },
        content,
        url: section.anchor ? `${urlWithoutAnchor}#${section.anchor}` : urlWithoutAnchor,
        url_without_anchor: urlWithoutAnchor,
        anchor: section.anchor,
        type: section.type,
        language,
        docusaurus_tag: docusaurusTag,
        version: [version],
        item_priority: itemPriority(section.type, position),
      };
      if (section.type === 'lvl1' && keywords.length > 0) record.keywords = keywords;
      if (code) record.code = code;
      return record;
    })
    .filter((record): record is SearchRecord => record !== null);
}
