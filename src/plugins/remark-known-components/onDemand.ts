/**
 * The import remark-known-components adds to a page or partial for the
 * on-demand components it uses (entries of src/lib/mdxComponents.ts with
 * `onDemand`), instead of taking them from the global registry
 * (src/theme/MDXComponents.tsx) that every doc page loads: a page without
 * tabs, cards or API calls loads none of their code. The HTML is the same.
 */
import {onDemandComponents} from '../../lib/mdxComponents';

const ON_DEMAND = onDemandComponents();

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/** One `mdxjsEsm` node importing the given names, with the ESTree MDX compiles from. */
/** Whether a name is imported on demand. */
export function isOnDemand(name: string): boolean {
  return ON_DEMAND.has(name);
}

export function importNode(names: string[]): {type: 'mdxjsEsm'; value: string; data: {estree: EstreeNode}} {
  const bySource = new Map<string, string[]>();
  for (const name of names)
    bySource.set(ON_DEMAND.get(name)!.source, [...(bySource.get(ON_DEMAND.get(name)!.source) ?? []), name]);
  const lines: string[] = [];
  const body: EstreeNode[] = [];
  for (const [source, locals] of bySource) {
    const specifiers = locals.map((local): EstreeNode => {
      const named = ON_DEMAND.get(local)!.named;
      const id = {type: 'Identifier', name: local};
      return named
        ? {type: 'ImportSpecifier', imported: {type: 'Identifier', name: named}, local: id}
        : {type: 'ImportDefaultSpecifier', local: id};
    });
    const defaults = locals.filter((local) => !ON_DEMAND.get(local)!.named);
    const namedLocals = locals.filter((local) => ON_DEMAND.get(local)!.named);
    const clause = [...defaults, ...(namedLocals.length ? [`{${namedLocals.join(', ')}}`] : [])].join(', ');
    lines.push(`import ${clause} from '${source}';`);
    // Default specifiers must come first in an ImportDeclaration.
    specifiers.sort(
      (a, b) => Number(b.type === 'ImportDefaultSpecifier') - Number(a.type === 'ImportDefaultSpecifier'),
    );
    body.push({type: 'ImportDeclaration', specifiers, source: {type: 'Literal', value: source, raw: `'${source}'`}});
  }
  return {type: 'mdxjsEsm', value: lines.join('\n'), data: {estree: {type: 'Program', sourceType: 'module', body}}};
}
