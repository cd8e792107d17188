import {createHash} from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
/** The React root: page content (Markdown, MDX, components) renders inside it, never before it. */
const REACT_ROOT = /<div\s+id=["']?__docusaurus["'\s>]/i;

/** True for a `<script>` the browser runs: no `src`, and no type or a JavaScript type (JSON-LD is data, not script). */
function isInlineExecutable(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
  return EXECUTABLE_TYPES.has(type);
}

/**
 * CSP source expressions (`'sha256-…'`) for the site's own inline scripts of an
 * HTML page, in order of appearance: those the HTML template writes before the
 * React root (colour mode and announcement bar init, config `headTags`). A
 * script inside the root, or one react-helmet placed in the head (`data-rh`,
 * which is how a page's `<head>` block arrives), came from page content and is
 * not hashed, so the browser refuses to run it.
 */
export function inlineScriptHashes(html: string): string[] {
  const rootAt = REACT_ROOT.exec(html)?.index ?? html.length;
  const hashes: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (match.index >= rootAt || /\sdata-rh\b/i.test(attributes) || !isInlineExecutable(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
