/**
 * Fails the compilation of a page that uses a component neither registered in
 * src/lib/mdxComponents.ts nor imported by the page, naming the file and
 * the line. Without it, MDX only fails at render time with "Expected
 * component X to be defined" and the route, not the file.
 */
import {knownComponentNames} from '../../lib/mdxComponents';
import {declaredNames} from './declaredNames';

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  position?: {start: {line: number; column: number}};
  children?: Node[];
}

interface File {
  path?: string;
  fail: (reason: string, place?: Node['position']) => never;
}

export default function remarkKnownComponents() {
  const known = knownComponentNames();
  return (tree: Node, file: File) => {
    const declared = new Set<string>();
    const used: Node[] = [];
    const walk = (node: Node) => {
      if (node.type === 'mdxjsEsm' && node.value) for (const name of declaredNames(node.value)) declared.add(name);
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name &&
        /^[A-Z]/.test(node.name)
      )
        used.push(node);
      node.children?.forEach(walk);
    };
    walk(tree);
    for (const node of used) {
      const name = node.name!.split('.')[0]!;
      if (!known.has(name) && !declared.has(name)) {
        file.fail(
          `Unknown component <${node.name}>: register it in src/theme/MDXComponents.tsx and src/lib/mdxComponents.ts, or import it in this page.`,
          node.position,
        );
      }
    }
  };
}
