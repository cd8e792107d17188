/**
 * What remark-on-demand-components reads and writes, as pure functions: the
 * components a page uses and the import it gets for the on-demand components
 * (ON_DEMAND_COMPONENTS in src/lib/mdxComponents.ts). The names a page binds
 * itself come from the MDX reader (`declaredNames` in src/lib/mdxReader-fs.ts).
 */
import {onDemandComponents, type OnDemandSource} from '../../lib/mdxComponents';

const ON_DEMAND = onDemandComponents();

/** The parts of an mdast/MDX node this plugin reads. */
export interface MdxNode {
  type: string;
  name?: string | null;
  children?: MdxNode[];
  attributes?: unknown;
  data?: unknown;
}

/** The ESTree MDX attached to an expression or ESM node, if any. */
function estreeOf(node: MdxNode): unknown {
  return typeof node.data === 'object' && node.data !== null && 'estree' in node.data ? node.data.estree : undefined;
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

function isEstreeNode(value: unknown): value is EstreeNode {
  return typeof value === 'object' && value !== null && typeof (value as {type?: unknown}).type === 'string';
}

/** Every ESTree node under `value` (arrays and objects are searched; positions are skipped). */
function estreeNodes(value: unknown, found: EstreeNode[] = []): EstreeNode[] {
  if (Array.isArray(value)) {
    for (const item of value) estreeNodes(item, found);
  } else if (typeof value === 'object' && value !== null) {
    if (isEstreeNode(value)) found.push(value);
    for (const [key, child] of Object.entries(value)) if (key !== 'loc' && key !== 'range') estreeNodes(child, found);
  }
  return found;
}

/** The root name of a JSX element name: `Tabs` for `Tabs` and for `Tabs.Group`. */
function jsxRootName(value: unknown): string | undefined {
  let name = value;
  while (isEstreeNode(name) && name.type === 'JSXMemberExpression') name = name.object;
  return isEstreeNode(name) && name.type === 'JSXIdentifier' && typeof name.name === 'string' ? name.name : undefined;
}

/**
 * Capitalised component names a page uses: its JSX elements, and JSX inside
 * expressions, attribute values and ESM (`{open && <Tabs />}`,
 * `export const X = () => <Columns />`), which MDX also takes from the registry.
 */
export function usedComponentNames(tree: MdxNode): Set<string> {
  const names = new Set<string>();
  const add = (name: string | undefined) => {
    if (name !== undefined && /^[A-Z]/.test(name)) names.add(name);
  };
  const walk = (node: MdxNode) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name)
      add(node.name.split('.')[0]);
    for (const estree of estreeNodes([estreeOf(node), node.attributes]))
      if (estree.type === 'JSXOpeningElement') add(jsxRootName(estree.name));
    node.children?.forEach(walk);
  };
  walk(tree);
  return names;
}

/** Whether a name is imported on demand. */
export function isOnDemand(name: string): boolean {
  return ON_DEMAND.has(name);
}

/** One `mdxjsEsm` node importing the given on-demand names (others are ignored), with the ESTree MDX compiles from. */
export function importNode(names: Iterable<string>): {type: 'mdxjsEsm'; value: string; data: {estree: EstreeNode}} {
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

/**
 * What a page's code fences render as: each fence's `code` element is renamed (mdast `data.hName`) to one of these
 * names, which the page imports itself, as MDX takes a capitalised element from the page's own scope. Without it,
 * fences went through the global registry's `code`, and theme-classic's MDXComponents/Code imported CodeBlock on
 * every doc page, even for inline code (src/theme/MDXComponents/Code.tsx now renders inline code only). A live
 * fence (` ```jsx live `) renders as the live-code block directly, so that pages with static code only do not load
 * the live-code wrapper (src/theme/CodeBlock says so).
 */
export const CODE_FENCE = {local: 'MdxCodeFence', source: '@theme/CodeBlock'} as const;
export const LIVE_CODE_FENCE = {local: 'MdxLiveCodeFence', source: '@theme/LiveCodeBlock'} as const;

/** Docusaurus's test for a live fence (`live` among the meta words: mdx-loader's codeCompatPlugin). */
export function isLiveFence(meta: string | null | undefined): boolean {
  return meta?.split(' ').includes('live') ?? false;
}

/** `import <local> from '<source>';` as an mdxjsEsm node. */
export function defaultImportNode(
  local: string,
  source: string,
): {type: 'mdxjsEsm'; value: string; data: {estree: EstreeNode}} {
  const specifier = {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: local}};
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [specifier],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
          },
        ],
      },
    },
  };
}

/** The module that registers Prism for code blocks (src/lib/prismSlim/register.ts), imported by pages with live code. */
export const PRISM_REGISTER = '@site/src/lib/prismSlim/register';

/** `import '<source>';`, an import for its side effect only, as an mdxjsEsm node. */
export function sideEffectImportNode(source: string): {type: 'mdxjsEsm'; value: string; data: {estree: EstreeNode}} {
  return {
    type: 'mdxjsEsm',
    value: `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {type: 'ImportDeclaration', specifiers: [], source: {type: 'Literal', value: source, raw: `'${source}'`}},
        ],
      },
    },
  };
}
