/**
 * How a code block's build-time tokens reach `Highlight` (./index.ts): the
 * CodeBlock wrapper (src/theme/CodeBlock) provides the encoded tokens that
 * remark-on-demand-components wrote as the fence's `prismTokens` prop, and
 * `Highlight`, deeper in theme-classic's CodeBlock, reads them here.
 */
import {createContext} from 'react';

/** The fence's tokens in ./tokenCodec's form, or undefined for a block Prism highlights in the browser. */
export const BuildTokensContext = createContext<string | undefined>(undefined);

/** The CodeBlock prop (a hast property of the fence's `code` element) that carries the encoded tokens. */
export const BUILD_TOKENS_PROP = 'prismTokens';
