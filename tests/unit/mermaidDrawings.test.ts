/**
 * The committed diagram drawings (src/plugins/mermaid-svg/drawings, see renderMermaid.ts): a drawing is read for
 * the exact source it was drawn from, never for another one; the build keeps the drawings of the docs' diagrams
 * only (not a test's, not another site's); and the folder holds no drawing of a diagram the docs no longer have.
 */
import {after, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import {visit} from 'unist-util-visit';
import type {Code} from 'mdast';
import {VFile} from 'vfile';
import remarkMermaidSvg, {closeMermaidRenderer} from '../../src/plugins/mermaid-svg/remarkMermaidSvg';
import {
  DOCS_DIR,
  DRAWINGS_DIR,
  diagramHash,
  drawingFileName,
  renderMermaid,
} from '../../src/plugins/mermaid-svg/renderMermaid';
import {listMarkdownFiles} from '../../scripts/docs/docFiles';
import {parseMdx} from '../../src/lib/mdxReader-fs';

after(() => closeMermaidRenderer());

/** Every diagram source of the docs, as the build's remark tree holds it. */
function docsDiagrams(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of listMarkdownFiles([DOCS_DIR])) {
    visit(parseMdx(readFileSync(file, 'utf8')), 'code', (node: Code) => {
      if (node.lang === 'mermaid') sources.set(drawingFileName(diagramHash(node.value)), path.relative(DOCS_DIR, file));
    });
  }
  return sources;
}

describe('committed diagram drawings', () => {
  it('holds no drawing of a diagram the docs no longer have', () => {
    const diagrams = docsDiagrams();
    assert.ok(diagrams.size > 0, 'the docs have diagrams');
    const stored = existsSync(DRAWINGS_DIR) ? readdirSync(DRAWINGS_DIR).filter((name) => name.endsWith('.json')) : [];
    const stale = stored.filter((name) => !diagrams.has(name));
    assert.deepEqual(stale, [], `delete these drawings of diagrams no doc has any more: ${stale.join(', ')}`);
    const missing = [...diagrams].filter(([name]) => !stored.includes(name));
    // Not a failure: the next build draws them and writes them there, to be committed with the docs.
    if (missing.length > 0)
      console.log(
        `${missing.length} diagram(s) without a committed drawing yet: ${missing.map(([, doc]) => doc).join(', ')}`,
      );
  });

  it('reads a drawing only for the source it was drawn from', async () => {
    const source = 'flowchart LR\n  a[Committed drawing test] --> b\n';
    const file = path.join(DRAWINGS_DIR, drawingFileName(diagramHash(source)));
    const fake = {light: '<svg id="fake-light"></svg>', dark: '<svg id="fake-dark"></svg>', label: 'fake'};
    const made = !existsSync(DRAWINGS_DIR);
    mkdirSync(DRAWINGS_DIR, {recursive: true});
    writeFileSync(file, JSON.stringify(fake));
    try {
      assert.deepEqual(await renderMermaid(source), fake);
      // One character more is another diagram: drawn, not read.
      const other = await renderMermaid(`${source} `);
      assert.match(other.light, /Committed drawing test/);
    } finally {
      rmSync(file, {force: true});
      if (made) rmSync(DRAWINGS_DIR, {recursive: true, force: true});
    }
  });

  it("keeps the drawings of the site's docs only", async () => {
    const processor = unified().use(remarkParse).use(remarkMermaidSvg, {enabled: true});
    const outside = mkdtempSync(path.join(tmpdir(), 'drawings-'));
    // A fence's value (what is drawn and hashed) has no final newline.
    const source = 'flowchart LR\n  a[Kept only for the docs] --> b';
    const markdown = `# Page\n\n\`\`\`mermaid\n${source}\n\`\`\`\n`;
    const made = !existsSync(DRAWINGS_DIR);
    const inDocs = path.join(DOCS_DIR, 'drawing-test-page.md');
    const kept = path.join(DRAWINGS_DIR, drawingFileName(diagramHash(source)));
    try {
      await processor.run(processor.parse(markdown), new VFile({path: path.join(outside, 'page.md'), value: markdown}));
      assert.ok(!existsSync(kept), "another site's diagram is not kept");
      await processor.run(processor.parse(markdown), new VFile({path: inDocs, value: markdown}));
      assert.ok(existsSync(kept), "a diagram of the site's docs is kept");
      assert.match((JSON.parse(readFileSync(kept, 'utf8')) as {light: string}).light, /Kept only for the docs/);
    } finally {
      rmSync(kept, {force: true});
      if (made) rmSync(DRAWINGS_DIR, {recursive: true, force: true});
      rmSync(outside, {recursive: true, force: true});
    }
  });
});
