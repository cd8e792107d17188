/**
 * MDX components a page imports only when it uses them, instead of taking
 * them from the global registry (src/theme/MDXComponents.tsx), which every doc
 * page loads: remark-known-components adds `import … from '<source>'` to each
 * page or partial that uses one, so a page without tabs, cards or API calls
 * loads none of their code. The rendered HTML is the same.
 */
export interface OnDemandComponent {
  source: string;
  /** The named export; the default export when absent. */
  named?: string;
}

export const ON_DEMAND_COMPONENTS: Readonly<Record<string, OnDemandComponent>> = {
  Tabs: {source: '@theme/Tabs'},
  TabItem: {source: '@theme/TabItem'},
  DocCardList: {source: '@theme/DocCardList'},
  ThemedImage: {source: '@site/src/components/ThemedImage'},
  ApiCall: {source: '@site/src/components/ApiCall'},
  Request: {source: '@site/src/components/ApiCall', named: 'Request'},
  Response: {source: '@site/src/components/ApiCall', named: 'Response'},
  CustomDocCard: {source: '@site/src/components/CustomDocCard'},
  CustomDocCardsWrapper: {source: '@site/src/components/CustomDocCard', named: 'CustomDocCardsWrapper'},
  Columns: {source: '@site/src/components/Columns'},
  Column: {source: '@site/src/components/Columns', named: 'Column'},
  SubtleCallout: {source: '@site/src/components/SubtleCallout'},
};

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/** One `mdxjsEsm` node importing the given names, with the ESTree MDX compiles from. */
export function importNode(names: string[]): {type: 'mdxjsEsm'; value: string; data: {estree: EstreeNode}} {
  const bySource = new Map<string, string[]>();
  for (const name of names) bySource.set(ON_DEMAND_COMPONENTS[name]!.source, [...(bySource.get(ON_DEMAND_COMPONENTS[name]!.source) ?? []), name]);
  const lines: string[] = [];
  const body: EstreeNode[] = [];
  for (const [source, locals] of bySource) {
    const specifiers = locals.map((local): EstreeNode => {
      const named = ON_DEMAND_COMPONENTS[local]!.named;
      const id = {type: 'Identifier', name: local};
      return named ? {type: 'ImportSpecifier', imported: {type: 'Identifier', name: named}, local: id} : {type: 'ImportDefaultSpecifier', local: id};
    });
    const defaults = locals.filter((local) => !ON_DEMAND_COMPONENTS[local]!.named);
    const namedLocals = locals.filter((local) => ON_DEMAND_COMPONENTS[local]!.named);
    const clause = [...defaults, ...(namedLocals.length ? [`{${namedLocals.join(', ')}}`] : [])].join(', ');
    lines.push(`import ${clause} from '${source}';`);
    // Default specifiers must come first in an ImportDeclaration.
    specifiers.sort((a, b) => Number(b.type === 'ImportDefaultSpecifier') - Number(a.type === 'ImportDefaultSpecifier'));
    body.push({type: 'ImportDeclaration', specifiers, source: {type: 'Literal', value: source, raw: `'${source}'`}});
  }
  return {type: 'mdxjsEsm', value: lines.join('\n'), data: {estree: {type: 'Program', sourceType: 'module', body}}};
}
