/**
 * Adds to each page or partial the `import` of the on-demand components it
 * uses (ON_DEMAND_COMPONENTS in src/lib/mdxComponents.ts: tabs, cards, API
 * calls, columns…), which the global registry (src/theme/MDXComponents.tsx)
 * no longer carries, so a page without them loads none of their code. A
 * page's own import or export of the name wins.
 *
 * It also highlights each code fence at build time (src/lib/prismSlim/highlightAtBuild-fs.ts): the fence's
 * code block gets its tokens as a prop and renders them without Prism. Only a page or partial with a fence
 * left to the browser (live code, magic comments) imports the Prism registration
 * (src/lib/prismSlim/register.ts). A fence in a language no grammar knows fails the build with its file and
 * line. Each fence renders as the code block the page imports itself (CODE_FENCE, LIVE_CODE_FENCE in
 * ./onDemandImports), so a page without a fence loads no CodeBlock and a page without live code no live-code
 * wrapper. The rendered HTML is the same.
 */
import type {Code, Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import {declaredNames} from '../../lib/mdxReader-fs';
import {ADDITIONAL_LANGUAGES} from '../../lib/prismSlim/additionalLanguages';
import {BUILD_TOKENS_PROP} from '../../lib/prismSlim/buildTokens';
import {buildPrism, highlightFence, unknownLanguageMessage, type Fence} from '../../lib/prismSlim/highlightAtBuild-fs';
import {parseRequestLine} from '../../components/ApiCall/requestLine';
import {
  CODE_FENCE,
  LIVE_CODE_FENCE,
  PRISM_REGISTER,
  defaultImportNode,
  importNode,
  isLiveFence,
  isOnDemand,
  sideEffectImportNode,
  usedComponentNames,
} from './onDemandImports';

/** The http fence's prop with the tokens of ApiCall's second code block (src/components/ApiCall reads it). */
const REST_TOKENS_PROP = 'prismRestTokens';

function isRequestPanel(parent: unknown): boolean {
  const node = parent as {type?: string; name?: string | null} | undefined;
  return node?.type === 'mdxJsxFlowElement' && node.name === 'Request';
}

export interface Options {
  /** themeConfig.prism.additionalLanguages (default: the site's, src/lib/prismSlim/additionalLanguages.ts). */
  additionalLanguages?: readonly string[];
}

interface File {
  fail?: (reason: string, place?: Code['position']) => never;
}

export default function remarkOnDemandComponents(options: Options = {}) {
  const prism = buildPrism(options.additionalLanguages ?? ADDITIONAL_LANGUAGES);
  return (tree: Root, file?: File) => {
    const declared = declaredNames(tree);
    const toImport = [...usedComponentNames(tree)].filter((name) => isOnDemand(name) && !declared.has(name));
    // An mdxjsEsm node with its ESTree Program, typed loosely by importNode (no estree types here).
    if (toImport.length > 0) tree.children = [importNode(toImport) as unknown as RootContent, ...tree.children];

    let needsPrism = false;
    const highlight = (node: Code, fence: Fence): string | undefined => {
      const result = highlightFence(prism, fence);
      if (result.kind === 'unknown-language') {
        const message = unknownLanguageMessage(result.language);
        if (file?.fail) file.fail(message, node.position);
        throw new Error(message);
      }
      if (result.kind === 'browser') needsPrism = true;
      return result.kind === 'tokens' ? result.tokens : undefined;
    };
    const fenceKinds = new Set<typeof CODE_FENCE | typeof LIVE_CODE_FENCE>();
    visit(tree, 'code', (node: Code, _index, parent) => {
      // Mermaid fences become diagrams (src/plugins/mermaid-svg), not code blocks.
      if (node.lang === 'mermaid') return;
      const fence = isLiveFence(node.meta) ? LIVE_CODE_FENCE : CODE_FENCE;
      if (!fenceKinds.has(fence) && declared.has(fence.local)) {
        const message = `the page declares ${fence.local}, the name its code fences render as: rename it`;
        if (file?.fail) file.fail(message, node.position);
        throw new Error(message);
      }
      fenceKinds.add(fence);
      const properties: Record<string, string> = {};
      // ApiCall's <Request> shows the request line of an http fence itself and the lines after it as a code
      // block of their own (src/components/ApiCall): the fence carries the tokens of those lines instead.
      const request = isRequestPanel(parent) && node.lang === 'http' ? parseRequestLine(`${node.value}\n`) : null;
      const tokens = request
        ? request.rest && highlight(node, {lang: 'http', value: request.rest})
        : highlight(node, node);
      if (tokens) properties[request ? REST_TOKENS_PROP : BUILD_TOKENS_PROP] = tokens;
      node.data = {...node.data, hName: fence.local, hProperties: {...node.data?.hProperties, ...properties}};
    });
    for (const {local, source} of [...fenceKinds].reverse())
      tree.children = [defaultImportNode(local, source) as unknown as RootContent, ...tree.children];
    // Prism is not in main.js: a page with code left to the browser loads it with its own chunk (src/lib/prismSlim/store.ts).
    if (needsPrism) tree.children = [sideEffectImportNode(PRISM_REGISTER) as unknown as RootContent, ...tree.children];
  };
}
