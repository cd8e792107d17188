/**
 * A cheap scan of a Markdown source for its ```mermaid fences, without parsing the page: what the
 * mermaid-svg plugin starts drawing before Rspack compiles the pages, so that Chromium starts and
 * draws while the bundler works instead of holding up the compilation of the pages that have a
 * diagram. A fence this scan reads differently from remark is simply drawn again when remark asks
 * for it (the results are keyed by the diagram's text), so the scan only has to be right for the
 * usual fences: opening and closing fence at the same indentation, body lines indented at least
 * as much.
 */

const FENCE = /^([ \t]*)(`{3,}|~{3,})[ \t]*mermaid\b[^\n]*\n/gm;

/** The text remark gives each ```mermaid fence of `source` (its `value`: the body, unindented by the fence's indentation). */
export function findMermaidDiagrams(source: string): string[] {
  const text = source.replace(/\r\n?/g, '\n');
  const diagrams: string[] = [];
  for (const match of text.matchAll(FENCE)) {
    const [opening, indent = '', fence = '```'] = match;
    const bodyStart = (match.index ?? 0) + opening.length;
    const lines = text.slice(bodyStart).split('\n');
    const body: string[] = [];
    let closed = false;
    for (const line of lines) {
      const trimmed = line.slice(indent.length);
      // A closing fence: the opening's character, at least as many times, nothing after it.
      if (line.startsWith(indent) && trimmed.startsWith(fence) && /^[`~]+\s*$/.test(trimmed)) {
        closed = true;
        break;
      }
      body.push(line.startsWith(indent) ? trimmed : line.trimStart());
    }
    if (closed) diagrams.push(body.join('\n'));
  }
  return diagrams;
}
