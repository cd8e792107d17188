/**
 * The files AI tools read, written once: their routes, the Markdown twin of a page, and the line format of
 * /llms.txt with its reader. The llms-txt plugin writes them; the footer, the not-found page, check:docs and
 * the tests read them through this module.
 */

/** The page index: every doc with title, Markdown URL and description. */
export const LLMS_TXT_ROUTE = '/llms.txt';

/** Every page's Markdown in one file. */
export const LLMS_FULL_TXT_ROUTE = '/llms-full.txt';

/** A page's Markdown is served at its URL plus this suffix. */
export const MARKDOWN_SUFFIX = '.md';

/** The URL of a page's Markdown twin, from the page's URL or path. */
export function markdownUrl(pageUrl: string): string {
  return `${pageUrl}${MARKDOWN_SUFFIX}`;
}

/** One entry of /llms.txt. */
export interface LlmsEntry {
  title: string;
  /** Absolute URL of the page itself (without `.md`). */
  url: string;
  description?: string;
  keywords?: readonly string[];
}

/** One line of /llms.txt: `- [Title](https://host/path.md): description Answers: a; b.` */
export function formatLlmsLine(entry: LlmsEntry): string {
  const description = entry.description ? `: ${entry.description}` : '';
  const keywords = entry.keywords?.length ? ` Answers: ${entry.keywords.join('; ')}.` : '';
  return `- [${entry.title}](${markdownUrl(entry.url)})${description}${keywords}`;
}

/** A page listed in /llms.txt: its title and path on this site. */
export interface ListedPage {
  title: string;
  path: string;
}

/** Reads the lines `formatLlmsLine` writes back into titles and site paths. */
export function parseLlmsTxt(text: string): ListedPage[] {
  const pages: ListedPage[] = [];
  for (const match of text.matchAll(/^- \[([^\]]+)\]\(([^)\s]+)\)/gm)) {
    const [, title = '', url = ''] = match;
    let path: string;
    try {
      path = new URL(url, 'https://site.invalid').pathname;
    } catch {
      continue;
    }
    if (path.endsWith(MARKDOWN_SUFFIX)) path = path.slice(0, -MARKDOWN_SUFFIX.length);
    if (path.startsWith('/')) pages.push({title, path});
  }
  return pages;
}
