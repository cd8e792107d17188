/**
 * Fails the compilation of a page that holds a writer mistake the rest of the
 * toolchain lets through or reports without the doc's file and line: an inline
 * `<script>`, two headings with one id, an import that does not resolve. And
 * makes an MDX expression that throws while the page renders name the doc file
 * and line (src/lib/writerMistakes-fs.ts finds the same mistakes for check:docs).
 */
import path from 'node:path';
import type {Heading, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {esmImports} from '../../lib/mdxReader-fs';
import {missingImport} from '../../lib/importTarget-fs';
import {
  SCRIPT_MESSAGE,
  duplicateHeadingIdMessage,
  duplicateHeadingIds,
  scriptElements,
} from '../../lib/writerMistakes-fs';
import {throwsWithPlace} from './expressionPlace';

interface File {
  path?: string;
  cwd?: string;
  fail: (reason: string, place?: Heading['position']) => never;
}

export default function remarkWriterChecks() {
  return (tree: Root, file: File) => {
    const [script] = scriptElements(tree);
    if (script) file.fail(SCRIPT_MESSAGE, script.position);

    // Runs after Docusaurus' heading plugin, which stored each heading's id (explicit {#id} or slug) in data.id.
    const headings: {id: string; line?: number; node: Heading}[] = [];
    visit(tree, 'heading', (node: Heading) => {
      const id = (node.data as {id?: unknown} | undefined)?.id;
      if (typeof id === 'string') headings.push({id, line: node.position?.start.line, node});
    });
    const [duplicate] = duplicateHeadingIds(headings);
    if (duplicate) {
      const node = headings.find((heading) => heading.line === duplicate.line)?.node;
      file.fail(duplicateHeadingIdMessage(duplicate), node?.position);
    }

    if (file.path) {
      const siteDir = file.cwd ?? process.cwd();
      for (const {source, line} of esmImports(tree)) {
        const problem = missingImport(source, file.path, siteDir);
        if (problem) file.fail(problem, line ? {start: {line, column: 1}, end: {line, column: 1}} : undefined);
      }
      throwsWithPlace(tree, path.relative(siteDir, file.path));
    }
  };
}
