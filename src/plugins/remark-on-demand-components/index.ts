/**
 * Adds to each page or partial the `import` of the on-demand components it
 * uses (ON_DEMAND_COMPONENTS in src/lib/mdxComponents.ts: tabs, cards, API
 * calls, columns…), which the global registry (src/theme/MDXComponents.tsx)
 * no longer carries, so a page without them loads none of their code. A
 * page's own import or export of the name wins. The rendered HTML is the same.
 */
import type {Root, RootContent} from 'mdast';
import {declaredNames} from '../../lib/mdxReader-fs';
import {importNode, isOnDemand, usedComponentNames} from './onDemandImports';

export default function remarkOnDemandComponents() {
  return (tree: Root) => {
    const declared = declaredNames(tree);
    const toImport = [...usedComponentNames(tree)].filter((name) => isOnDemand(name) && !declared.has(name));
    // An mdxjsEsm node with its ESTree Program, typed loosely by importNode (no estree types here).
    if (toImport.length > 0) tree.children = [importNode(toImport) as unknown as RootContent, ...tree.children];
  };
}
