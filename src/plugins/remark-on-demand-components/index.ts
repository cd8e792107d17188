/**
 * Adds to each page or partial the `import` of the on-demand components it
 * uses (ON_DEMAND_COMPONENTS in src/lib/mdxComponents.ts: tabs, cards, API
 * calls, columns…), which the global registry (src/theme/MDXComponents.tsx)
 * no longer carries, so a page without them loads none of their code. A
 * page's own import or export of the name wins. A page or partial with a code
 * block also imports the Prism registration (src/lib/prismSlim/register.ts).
 * The rendered HTML is the same.
 */
import type {Root, RootContent} from 'mdast';
import {declaredNames} from '../../lib/mdxReader-fs';
import {
  PRISM_REGISTER,
  hasCodeBlock,
  importNode,
  isOnDemand,
  sideEffectImportNode,
  usedComponentNames,
} from './onDemandImports';

export default function remarkOnDemandComponents() {
  return (tree: Root) => {
    const declared = declaredNames(tree);
    const toImport = [...usedComponentNames(tree)].filter((name) => isOnDemand(name) && !declared.has(name));
    // An mdxjsEsm node with its ESTree Program, typed loosely by importNode (no estree types here).
    if (toImport.length > 0) tree.children = [importNode(toImport) as unknown as RootContent, ...tree.children];
    // Prism is not in main.js: a page with a code block loads it with its own chunk (src/lib/prismSlim/store.ts).
    if (hasCodeBlock(tree))
      tree.children = [sideEffectImportNode(PRISM_REGISTER) as unknown as RootContent, ...tree.children];
  };
}
