/**
 * What of a built page `buildSearchRecords` reads, cut out before the page is parsed (build speed, issue 22):
 * parsing is most of the local index's time, and a doc page's navbar, sidebar and footer, or a whole page that is
 * not a doc (the 184 tag pages, the home page, the search page), give no record. `buildSearchRecords` reads the
 * `<html>` tag's class and lang, the `<head>` (canonical link, meta tags, title) and what is inside the page's
 * `<article>`; on a doc page that is the same element tree whether the sidebar is there or not.
 * Pure: HTML in, HTML out.
 */

/** The page as `buildSearchRecords` needs it: null when it cannot be an indexed doc page, the page unchanged when its shape is not the usual one. */
export function searchablePart(html: string): string | null {
  const htmlTag = /<html\b[^>]*>/i.exec(html);
  // `isIndexablePage` requires the class `docs-doc-page` on <html> and an element `.theme-doc-markdown`.
  if (htmlTag && !htmlTag[0].includes('docs-doc-page')) return null;
  if (!html.includes('theme-doc-markdown')) return null;
  const headEnd = html.indexOf('</head>');
  const articleStart = html.indexOf('<article');
  const articleEnd = html.indexOf('</article>');
  // One article, after the head, closed: anything else is parsed whole, as before.
  if (!htmlTag || headEnd === -1 || articleStart < headEnd || articleEnd < articleStart) return html;
  if (html.indexOf('<article', articleStart + 1) !== -1) return html;
  return `${html.slice(0, headEnd + '</head>'.length)}<body>${html.slice(articleStart, articleEnd + '</article>'.length)}</body></html>`;
}
