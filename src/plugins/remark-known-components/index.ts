/**
 * Fails the compilation of a page that uses a component neither registered in
 * src/lib/mdxComponents.ts nor imported or exported by the page, naming the
 * file and the line. Without it, MDX only fails at render time with "Expected
 * component X to be defined" and the route, not the file.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {knownComponentNames, type MdxComponentRegistry} from '../../lib/mdxComponents';
import {declaredNames, isJsxElement, type JsxElement} from '../../lib/mdxReader-fs';

interface File {
  path?: string;
  fail: (reason: string, place?: JsxElement['position']) => never;
}

export interface KnownComponentsOptions {
  /** The registry to check against; src/lib/mdxComponents.ts unless a test passes its own. */
  components?: MdxComponentRegistry;
}

export default function remarkKnownComponents(options: KnownComponentsOptions = {}) {
  const known = knownComponentNames(options.components);
  return (tree: Root, file: File) => {
    const declared = declaredNames(tree);
    visit(tree, (node) => {
      if (!isJsxElement(node) || !node.name || !/^[A-Z]/.test(node.name)) return;
      const name = node.name.split('.')[0] ?? node.name;
      if (!known.has(name) && !declared.has(name)) {
        file.fail(
          `Unknown component <${node.name}>: register it in src/theme/MDXComponents.tsx and src/lib/mdxComponents.ts, or import it in this page.`,
          node.position,
        );
      }
    });
  };
}
