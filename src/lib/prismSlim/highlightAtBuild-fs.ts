/**
 * Highlights the docs' code fences at build time, with the same slim Prism the
 * browser would load (languages.ts plus the theme config's
 * `additionalLanguages`, loaded as theme-classic's prism-include-languages
 * does), so a page whose code is static imports no Prism:
 * remark-on-demand-components writes each fence's tokens (./tokenCodec) as a
 * prop of its code block. Node-only: the grammars of `additionalLanguages` are
 * loaded with `require`.
 */
import {createRequire} from 'node:module';
import Prism from './languages';
import {tokenizeCode} from './normalize';
import {encodeTokens} from './tokenCodec';
import type {PrismLib} from './store';

const load = createRequire(__filename);
const loaded = new Set<string>();

/** The slim Prism with `additionalLanguages` registered (once per language, like the browser's register.ts). */
export function buildPrism(additionalLanguages: readonly string[]): PrismLib {
  const scope = globalThis as {Prism?: PrismLib};
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    for (const language of additionalLanguages) {
      if (loaded.has(language)) continue;
      for (const file of language === 'php' ? ['prism-markup-templating', 'prism-php'] : [`prism-${language}`]) {
        const resolved = load.resolve(`prismjs/components/${file}.js`);
        // The grammar files are scripts that register themselves on the global Prism, once per require.
        delete load.cache[resolved];
        load(resolved);
      }
      loaded.add(language);
    }
  } finally {
    if (before === undefined) delete scope.Prism;
    else scope.Prism = before;
  }
  return Prism;
}

/**
 * theme-classic's default magic comments (themeConfig.prism.magicComments is not set): a block that has one
 * loses those lines before Prism sees it, so it is left to the browser's Prism rather than to a second copy
 * of Docusaurus' comment parsing here.
 */
const MAGIC_COMMENT = /highlight-next-line|highlight-start|highlight-end/;

/** The fence as remark gives it: `lang` and `meta` from the info string, `value` the code. */
export interface Fence {
  lang?: string | null;
  meta?: string | null;
  value: string;
}

export type FenceHighlight =
  | {kind: 'tokens'; tokens: string}
  /** Highlighted in the browser: live code, magic comments, or an empty block (rendered without Highlight). */
  | {kind: 'browser'}
  | {kind: 'unknown-language'; language: string};

/** What the build and check:docs say about a fence in a language no grammar knows. */
export function unknownLanguageMessage(language: string): string {
  return `code block in an unknown language "${language}": no Prism grammar has that name (use text for plain text)`;
}

/** Whether Docusaurus makes the fence a live code block (theme-live-codeblock, through mdx-loader's codeCompat). */
export function isLiveFence(fence: Fence): boolean {
  return fence.meta?.split(' ').includes('live') ?? false;
}

/**
 * The encoded tokens of a fence's code block, as its `Highlight` would compute them: on the code Docusaurus
 * renders (the fence's text; its CodeBlock drops the trailing line break MDX adds) in the language of its
 * class name (`language-<lang>`, lower-cased, `text` without one).
 */
export function highlightFence(prism: PrismLib, fence: Fence): FenceHighlight {
  if (isLiveFence(fence) || fence.value === '' || MAGIC_COMMENT.test(fence.value)) return {kind: 'browser'};
  const language = (fence.lang ?? 'text').toLowerCase();
  const grammar = Object.hasOwn(prism.languages, language) ? prism.languages[language] : undefined;
  if (typeof grammar !== 'object' || grammar === null) return {kind: 'unknown-language', language: fence.lang ?? ''};
  return {kind: 'tokens', tokens: encodeTokens(tokenizeCode(prism, fence.value, grammar, language), fence.value)};
}
