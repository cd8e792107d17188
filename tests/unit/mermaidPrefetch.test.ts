import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import type {Code} from 'mdast';
import {parseMdx} from '../../src/lib/mdxReader-fs';
import {findMermaidDiagrams} from '../../src/plugins/mermaid-svg/findDiagrams';
import {diagramsUnder} from '../../src/plugins/mermaid-svg';
import {listMarkdownFiles} from '../../scripts/docs/docFiles';

/** What remark (the build's parse) gives the remark plugin: each ```mermaid fence's value. */
function remarkDiagrams(source: string): string[] {
  const found: string[] = [];
  visit(parseMdx(source), 'code', (node: Code) => {
    if (node.lang === 'mermaid') found.push(node.value);
  });
  return found;
}

describe('mermaid-svg prefetch scan', () => {
  it('reads every diagram of the docs exactly as remark does, so the build draws none twice', async () => {
    const files = listMarkdownFiles([path.resolve(__dirname, '../../docs')]);
    let diagrams = 0;
    for (const file of files) {
      const source = await readFile(file, 'utf8');
      // A file without the word has no diagram for either reader (and parsing all ~290 pages is slow).
      if (!source.includes('mermaid')) continue;
      const expected = remarkDiagrams(source);
      diagrams += expected.length;
      assert.deepEqual(findMermaidDiagrams(source), expected, path.relative(process.cwd(), file));
    }
    assert.ok(diagrams > 10, `only ${diagrams} diagrams found in docs/`);
  });

  it('handles fences inside components, tilde fences, longer fences and CRLF like remark', () => {
    const source = [
      '# Page',
      '',
      '<Tabs>',
      '  <TabItem value="a">',
      '',
      '    ```mermaid',
      '    flowchart LR',
      '      A --> B',
      '    ```',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      '~~~mermaid title="x"',
      'sequenceDiagram',
      '  A->>B: hi',
      '~~~',
      '',
      '````mermaid',
      'flowchart TD',
      '```',
      'X --> Y',
      '````',
      '',
      '```js',
      'const mermaid = 1;',
      '```',
    ].join('\r\n');
    assert.deepEqual(findMermaidDiagrams(source), remarkDiagrams(source.replace(/\r\n/g, '\n')));
    assert.equal(findMermaidDiagrams(source).length, 3);
  });

  it('diagramsUnder finds the diagrams of a folder', async () => {
    const found = await diagramsUnder(path.resolve(__dirname, '../../docs'));
    assert.ok(found.some((diagram) => /^(flowchart|graph|sequenceDiagram)/m.test(diagram)));
  });
});
