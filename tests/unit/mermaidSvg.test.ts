import {after, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMermaidSvg, {
  closeMermaidRenderer,
  diagramProblem,
  fileLine,
} from '../../src/plugins/mermaid-svg/remarkMermaidSvg';
import {drawUncached, errorLine, renderMermaid} from '../../src/plugins/mermaid-svg/renderMermaid';

after(() => closeMermaidRenderer());

describe('mermaid-svg', () => {
  it('maps Mermaid error lines to file lines', () => {
    assert.equal(errorLine('Parse error on line 3:\n...'), 3);
    assert.equal(errorLine('Lexical error on line 12. Unrecognized text.'), 12);
    assert.equal(errorLine('No diagram type detected'), undefined);
    assert.equal(fileLine(8, 3), 11);
    assert.equal(fileLine(8, undefined), 8);
  });

  it('draws a diagram in the light and dark themes with its labels', async () => {
    const diagram = await renderMermaid('flowchart LR\n  client[Web app] -- REST --> api[Strapi API]\n');
    assert.match(diagram.light, /^<svg[^>]+id="mermaid-[0-9a-f]{16}-light"/);
    assert.match(diagram.dark, /^<svg[^>]+id="mermaid-[0-9a-f]{16}-dark"/);
    // The dark theme draws on a dark palette; the light one does not.
    assert.notEqual(diagram.light.replace(/-light/g, ''), diagram.dark.replace(/-dark/g, ''));
    for (const svg of [diagram.light, diagram.dark]) {
      assert.match(svg, /Web app/);
      assert.match(svg, /Strapi API/);
    }
    assert.equal(diagram.label, 'Flowchart diagram: Web app, Strapi API, REST');
  });

  it("draws the same markup for a diagram whatever the browser drew before (a build's order is not fixed)", async () => {
    const sequence =
      'sequenceDiagram\n  participant A as Reader\n  participant B as Strapi\n  A->>B: asks\n  B-->>A: answers\n';
    const other = 'sequenceDiagram\n  participant X as Admin\n  participant Y as Provider\n  X->>Y: signs in\n';
    // An entity-relationship diagram's shapes are drawn through random control points.
    const shapes = 'erDiagram\n  AUTHOR ||--o{ BOOK : writes\n  AUTHOR {\n    string name\n  }\n';
    const first = await drawUncached(sequence);
    const firstShapes = await drawUncached(shapes);
    await drawUncached(other);
    const again = await drawUncached(sequence);
    const againShapes = await drawUncached(shapes);
    assert.match(first.light, /id="actor0"/);
    assert.equal(again.light, first.light);
    assert.equal(again.dark, first.dark);
    assert.equal(againShapes.light, firstShapes.light);
    assert.equal(againShapes.dark, firstShapes.dark);
  });

  it('prefers the accessible title and description a writer gives', async () => {
    const diagram = await renderMermaid(
      'flowchart TD\n  accTitle: Request flow\n  accDescr: A request goes through the policies.\n  a --> b\n',
    );
    assert.equal(diagram.label, 'Request flow. A request goes through the policies.');
  });

  it('reports an invalid diagram with its file line', async () => {
    const problem = await diagramProblem('flowchart LR\n  a --> b\n  b -->> ]\n', 20);
    assert.ok(problem);
    assert.equal(problem.line, 23);
    assert.match(problem.message, /invalid Mermaid diagram: Parse error on line 3/);
    assert.equal(await diagramProblem('sequenceDiagram\n  Alice->>Bob: Hi\n', 1), null);
  });

  it('replaces mermaid blocks by <MermaidDiagram> when enabled, and fails naming the line', async () => {
    const source = 'Text\n\n```mermaid\nflowchart LR\n  a[One] --> b[Two]\n```\n';
    const processor = unified().use(remarkParse).use(remarkMermaidSvg, {enabled: true});
    const tree = await processor.run(processor.parse(source));
    const node = (
      tree as unknown as {
        children: Array<{type: string; name?: string; attributes?: Array<{name: string; value: string}>}>;
      }
    ).children[1];
    assert.equal(node?.type, 'mdxJsxFlowElement');
    assert.equal(node?.name, 'MermaidDiagram');
    assert.deepEqual(
      node?.attributes?.map((attribute) => attribute.name),
      ['light', 'dark', 'label'],
    );

    const disabled = unified().use(remarkParse).use(remarkMermaidSvg, {enabled: false});
    const untouched = await disabled.run(disabled.parse(source));
    assert.equal((untouched as unknown as {children: Array<{type: string}>}).children[1]?.type, 'code');

    const broken = 'Text\n\n```mermaid\nflowchart LR\n  a --> \n  b -->> ]\n```\n';
    await assert.rejects(processor.run(processor.parse(broken)), /:6: invalid Mermaid diagram/);
  });
});
