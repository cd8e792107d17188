/** Builds /llms.txt: every doc with its title, URL and description, grouped by doc set in sidebar order. */
import {DOC_SETS, docSetOfDocId} from '../../lib/docSets';
import {LLMS_FULL_TXT_ROUTE, MARKDOWN_SUFFIX, formatLlmsLine} from '../../lib/llmsFiles';

export interface LlmsDoc {
  id: string;
  title: string;
  description: string;
  permalink: string;
  /** Front matter `keywords`: the questions, reader words and error texts the page answers. */
  keywords?: string[];
}

/** A sidebar item as the docs plugin loads it (only the fields we read). */
export interface SidebarItemLike {
  type: string;
  id?: string;
  items?: SidebarItemLike[];
  link?: {type: string; id?: string};
}

/** Doc ids of a sidebar in reading order, category links first, each id once. */
export function sidebarDocOrder(items: SidebarItemLike[]): string[] {
  const order: string[] = [];
  const walk = (list: SidebarItemLike[]) => {
    for (const item of list) {
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) order.push(item.link.id);
        walk(item.items ?? []);
      } else if ((item.type === 'doc' || item.type === 'ref') && item.id) order.push(item.id);
    }
  };
  walk(items);
  return [...new Set(order)];
}

/** Orders docs of each set by its sidebars, then the docs no sidebar lists, by path. */
export function groupDocs(
  docs: LlmsDoc[],
  sidebars: Record<string, SidebarItemLike[]>,
): {title: string; docs: LlmsDoc[]}[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const sidebarOrder = [
    ...DOC_SETS.map((set) => set.sidebarId),
    ...Object.keys(sidebars).filter((name) => !DOC_SETS.some((set) => set.sidebarId === name)),
  ].flatMap((name) => sidebarDocOrder(sidebars[name] ?? []));
  const rank = new Map<string, number>();
  sidebarOrder.forEach((id, index) => {
    if (!rank.has(id)) rank.set(id, index);
  });
  const compare = (a: LlmsDoc, b: LlmsDoc) =>
    (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER) ||
    a.permalink.localeCompare(b.permalink);
  const groups: {title: string; docs: LlmsDoc[]}[] = DOC_SETS.map((set) => ({
    title: set.title,
    docs: docs.filter((doc) => docSetOfDocId(doc.id) === set).sort(compare),
  }));
  const others = docs.filter((doc) => !docSetOfDocId(doc.id) && !doc.id.startsWith('snippets/')).sort(compare);
  if (others.length) groups.push({title: 'About these docs', docs: others});
  return groups.filter((group) => group.docs.length > 0 && byId.size > 0);
}

export function buildLlmsTxt(options: {
  siteTitle: string;
  summary: string;
  siteUrl: string;
  groups: {title: string; docs: LlmsDoc[]}[];
}): string {
  const lines = [`# ${options.siteTitle}`, '', `> ${options.summary}`, ''];
  lines.push(
    `Every page is also available as Markdown at its URL followed by \`${MARKDOWN_SUFFIX}\`, and all pages together at ${options.siteUrl}${LLMS_FULL_TXT_ROUTE}.`,
    '',
  );
  for (const group of options.groups) {
    lines.push(`## ${group.title}`, '');
    for (const doc of group.docs) {
      lines.push(formatLlmsLine({...doc, url: options.siteUrl + doc.permalink}));
    }
    lines.push('');
  }
  return lines.join('\n');
}
