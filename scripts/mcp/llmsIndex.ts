/**
 * Reads the build's /llms.txt back into its pages (src/plugins/llms-txt
 * writes it: one `## <doc set>` heading per group, then
 * `- [Title](<url>.md): description Answers: a; b.` per page, in sidebar
 * order). Pure.
 */
import {DOC_SETS, type DocSet} from '../../src/lib/docSets';

export interface ListedPage {
  title: string;
  /** Route, e.g. /dev-docs/api/rest */
  route: string;
  /** The page's URL on the site, without `.md`. */
  url: string;
  description: string;
  /** The page's keywords: the questions and error texts it answers. */
  answers: string[];
  /** Doc set id, or null for the pages outside the three sets (e.g. /status). */
  docSet: DocSet['id'] | null;
  /** The group heading of llms.txt: Developer Docs, User Guide, Strapi Cloud, About these docs. */
  group: string;
}

const PAGE_LINE = /^- \[(.+)\]\((\S+)\.md\)(.*)$/;
const ANSWERS = 'Answers: ';

export function parseLlmsTxt(text: string): ListedPage[] {
  const pages: ListedPage[] = [];
  let group = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) {
      group = line.slice(3).trim();
      continue;
    }
    const match = PAGE_LINE.exec(line);
    if (!match) continue;
    const [, title = '', url = '', rest = ''] = match;
    let description = rest.replace(/^:\s*/, '').trim();
    let answers: string[] = [];
    const at = description.startsWith(ANSWERS) ? 0 : description.lastIndexOf(` ${ANSWERS}`);
    if (at !== -1) {
      answers = description
        .slice(at + (at === 0 ? 0 : 1) + ANSWERS.length)
        .replace(/\.$/, '')
        .split('; ')
        .filter(Boolean);
      description = description.slice(0, at).trim();
    }
    let route: string;
    try {
      route = new URL(url).pathname;
    } catch {
      continue;
    }
    pages.push({
      title,
      route,
      url,
      description,
      answers,
      docSet: DOC_SETS.find((set) => set.title === group)?.id ?? null,
      group,
    });
  }
  return pages;
}
