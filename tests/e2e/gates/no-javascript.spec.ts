/**
 * Gate 4: without JavaScript, every doc page's server-rendered HTML holds its
 * title, its headings and its text. The reference is the page's Markdown
 * (`/<page>.md`, written by the llms-txt plugin from the same source): its
 * `#` title, every `##`/`###` heading and the start of its paragraphs must be
 * in the HTML as served, before any script runs.
 */
import {test, expect} from '@playwright/test';
import {load} from 'cheerio';
import {DOC_SETS, comparable, fetchFromSite, mapWithLimit, sitemapPaths} from './sitePages';

interface MarkdownOutline {
  title: string;
  headings: string[];
  paragraphs: string[];
}

/** Title, headings and prose paragraphs of a page's Markdown, outside code fences. */
function outlineOf(markdown: string): MarkdownOutline {
  const outline: MarkdownOutline = {title: '', headings: [], paragraphs: []};
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const [, hashes, heading] = /^(#{1,3}) (.+)$/.exec(line) ?? [];
    if (hashes !== undefined && heading !== undefined) {
      if (hashes === '#' && !outline.title) outline.title = heading;
      else if (hashes !== '#') outline.headings.push(heading);
    } else if (/^[A-Za-z]/.test(line) && !line.startsWith('Source: ') && line.length > 40) {
      outline.paragraphs.push(line.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    }
  }
  return outline;
}

/**
 * The comparable pieces of a Markdown line between parenthesised notes: the
 * Markdown version writes badges as "(Enterprise)" or "(since 4.15.0)", which
 * the page shows as styled badges with other words.
 */
function fragments(line: string, minLength: number): string[] {
  return line
    .replace(/[`*_]/g, '')
    .split(/\([^)]*\)/)
    .map(comparable)
    .filter((part) => part.length >= minLength);
}

test('every doc page is readable without JavaScript', async ({baseURL}) => {
  test.setTimeout(120_000);
  const docs = sitemapPaths(await (await fetchFromSite(`${baseURL}/sitemap.xml`)).text()).filter((path) =>
    DOC_SETS.test(path),
  );
  let headingsChecked = 0;
  let paragraphsChecked = 0;
  const failures = (
    await mapWithLimit(docs, 16, async (path) => {
      const [html = '', markdown = ''] = await Promise.all(
        [path, `${path}.md`].map(async (url) => {
          const response = await fetchFromSite(`${baseURL}${url}`);
          return response.ok ? response.text() : '';
        }),
      );
      if (!markdown) return [`${path}: no Markdown version at ${path}.md`];
      const $ = load(html);
      $('script, style, noscript').remove();
      const article = $('article').first();
      const outline = outlineOf(markdown);
      const problems: string[] = [];
      if (comparable(article.find('h1').first().text()) !== comparable(outline.title)) {
        problems.push(`${path}: h1 "${article.find('h1').first().text()}" is not the title "${outline.title}"`);
      }
      const headings = article
        .find('h2, h3')
        .map((_, element) => comparable($(element).text()))
        .get();
      for (const heading of outline.headings) {
        headingsChecked += 1;
        const parts = fragments(heading, 1);
        if (!headings.some((html) => parts.every((part) => html.includes(part))))
          problems.push(`${path}: heading "${heading}" missing`);
      }
      const text = comparable(article.text());
      for (const paragraph of outline.paragraphs.slice(0, 5)) {
        paragraphsChecked += 1;
        if (!fragments(paragraph, 15).every((part) => text.includes(part.slice(0, 60)))) {
          problems.push(`${path}: text "${paragraph.slice(0, 60)}…" missing`);
        }
      }
      return problems;
    })
  ).flat();
  console.log(
    `no-JS gate: ${docs.length} doc pages, ${headingsChecked} headings and ${paragraphsChecked} paragraphs checked in the server-rendered HTML`,
  );
  expect(failures).toEqual([]);
});
