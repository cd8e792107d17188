/**
 * Remark plugin: in a production build, every ```mermaid block becomes a
 * <MermaidDiagram> holding the diagram drawn at build time in the light and
 * dark themes (src/components/MermaidDiagram), so pages load no Mermaid code.
 * An invalid diagram fails the compilation with the file and the line.
 * In `npm start` the plugin does nothing and @docusaurus/theme-mermaid draws
 * the blocks in the browser, as before.
 */
import type {Position} from 'unist';
import type {VFile} from 'vfile';
import path from 'node:path';
import {DOCS_DIR, prewarmMermaidRenderer, renderMermaid, MermaidSyntaxError} from './renderMermaid';

export {closeMermaidRenderer} from './renderMermaid';

interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  position?: Position;
  children?: Node[];
}

export interface MermaidSvgOptions {
  /** Draw at build time (production) or leave the blocks to the browser renderer (dev server). */
  enabled: boolean;
}

/** The file line of line `diagramLine` of a fenced block whose fence starts at `fenceLine`. */
export function fileLine(fenceLine: number, diagramLine: number | undefined): number {
  return diagramLine === undefined ? fenceLine : fenceLine + diagramLine;
}

export interface DiagramProblem {
  line: number;
  message: string;
}

/** Why the diagram of a block fenced at `fenceLine` cannot be drawn, or null when it draws. */
export async function diagramProblem(
  source: string,
  fenceLine: number,
  options: {keep?: boolean} = {},
): Promise<DiagramProblem | null> {
  try {
    await renderMermaid(source, options);
    return null;
  } catch (error) {
    if (!(error instanceof MermaidSyntaxError)) throw error;
    const line = fileLine(fenceLine, error.line);
    return {line, message: `invalid Mermaid diagram: ${error.message.replace(/\s*\n\s*/g, ' ')}`};
  }
}

function collectMermaidBlocks(node: Node, found: Node[]): Node[] {
  if (node.type === 'code' && node.lang === 'mermaid') found.push(node);
  node.children?.forEach((child) => collectMermaidBlocks(child, found));
  return found;
}

export default function remarkMermaidSvg(options: MermaidSvgOptions) {
  // The MDX loader makes its processor when Rspack compiles the first page: start the browser then, so its
  // start overlaps the pages compiled before the first diagram (the drawing does not depend on when); it is not
  // started when the committed drawings (renderMermaid.ts) hold the diagrams.
  if (options.enabled) prewarmMermaidRenderer();
  return async (tree: Node, file: VFile) => {
    if (!options.enabled) return;
    const blocks = collectMermaidBlocks(tree, []);
    // The drawings of the site's own docs are kept with them (renderMermaid.ts); a test's or another site's are not.
    const keep = file.path !== undefined && path.resolve(file.path).startsWith(DOCS_DIR + path.sep);
    await Promise.all(
      blocks.map(async (node) => {
        const fenceLine = node.position?.start.line ?? 1;
        const problem = await diagramProblem(node.value ?? '', fenceLine, {keep});
        if (problem)
          file.fail(`${file.path ?? 'this file'}:${problem.line}: ${problem.message}`, {
            place: {line: problem.line, column: 1},
          });
        const diagram = await renderMermaid(node.value ?? '', {keep});
        const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute' as const, name, value});
        Object.assign(node, {
          type: 'mdxJsxFlowElement',
          name: 'MermaidDiagram',
          attributes: [
            attribute('light', diagram.light),
            attribute('dark', diagram.dark),
            attribute('label', diagram.label),
          ],
          children: [],
        });
        delete node.lang;
        delete node.value;
      }),
    );
  };
}
