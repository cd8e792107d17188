/**
 * The import remark-known-components adds to a page or partial for the
 * on-demand components it uses (ON_DEMAND_COMPONENTS in src/lib/mdxComponents.ts),
 * instead of taking them from the global registry (src/theme/MDXComponents.tsx)
 * that every doc page loads: a page without tabs, cards or API calls loads none
 * of their code. The HTML is the same.
 */
import {onDemandComponents, type OnDemandSource} from '../../lib/mdxComponents';

const ON_DEMAND = onDemandComponents();

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/** Whether a name is imported on demand. */
export function isOnDemand(name: string): boolean {
  return ON_DEMAND.has(name);
}

/**
 * Capitalised JSX element names inside the ESTree of an expression or ESM node
 * (`{open && <Tabs>…</Tabs>}`, `export const X = () => <Columns />`): MDX takes
 * those from the registry too, but they are not mdxJsx nodes of the tree.
 */
export function jsxNamesInEstree(estree: unknown): string[] {
  const names: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as {type?: unknown; name?: unknown};
    if (node.type === 'JSXOpeningElement') {
      let name = node.name as {type?: unknown; name?: unknown; object?: unknown} | undefined;
      while (name?.type === 'JSXMemberExpression') name = name.object as typeof name;
      if (name?.type === 'JSXIdentifier' && typeof name.name === 'string' && /^[A-Z]/.test(name.name))
        names.push(name.name);
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'loc' && key !== 'range') visit(child);
  };
  visit(estree);
  return names;
}

/** One `mdxjsEsm` node importing the given on-demand names (others are ignored), with the ESTree MDX compiles from. */
export function importNode(names: string[]): {type: 'mdxjsEsm'; value: string; data: {estree: EstreeNode}} {
  const bySource = new Map<string, Array<{local: string; from: OnDemandSource}>>();
  for (const local of names) {
    const from = ON_DEMAND.get(local);
    if (from) bySource.set(from.source, [...(bySource.get(from.source) ?? []), {local, from}]);
  }
  const lines: string[] = [];
  const body: EstreeNode[] = [];
  for (const [source, imports] of bySource) {
    // A default specifier must come first in an ImportDeclaration.
    const defaults = imports.filter(({from}) => from.named === undefined);
    const named = imports.filter(({from}) => from.named !== undefined);
    const specifiers = [...defaults, ...named].map(({local, from}): EstreeNode => {
      const id = {type: 'Identifier', name: local};
      return from.named === undefined
        ? {type: 'ImportDefaultSpecifier', local: id}
        : {type: 'ImportSpecifier', imported: {type: 'Identifier', name: from.named}, local: id};
    });
    const namedClause = named.map(({local, from}) => (from.named === local ? local : `${from.named} as ${local}`));
    const clause = [...defaults.map(({local}) => local), ...(named.length ? [`{${namedClause.join(', ')}}`] : [])];
    lines.push(`import ${clause.join(', ')} from '${source}';`);
    body.push({type: 'ImportDeclaration', specifiers, source: {type: 'Literal', value: source, raw: `'${source}'`}});
  }
  return {type: 'mdxjsEsm', value: lines.join('\n'), data: {estree: {type: 'Program', sourceType: 'module', body}}};
}
