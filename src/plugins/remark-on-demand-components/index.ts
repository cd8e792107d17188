/**
 * Adds to each page or partial the `import` of the on-demand components it
 * uses (ON_DEMAND_COMPONENTS in src/lib/mdxComponents.ts: tabs, cards, API
 * calls, columns…), which the global registry (src/theme/MDXComponents.tsx)
 * no longer carries, so a page without them loads none of their code. A
 * page's own import or export of the name wins. The rendered HTML is the same.
 */
import {declaredNames, importNode, isOnDemand, usedComponentNames, type MdxNode} from './onDemandImports';

export default function remarkOnDemandComponents() {
  return (tree: MdxNode) => {
    const declared = declaredNames(tree);
    const toImport = [...usedComponentNames(tree)].filter((name) => isOnDemand(name) && !declared.has(name));
    if (toImport.length > 0) tree.children = [importNode(toImport), ...(tree.children ?? [])];
  };
}
