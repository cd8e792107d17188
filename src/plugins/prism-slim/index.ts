/**
 * Points every `prism-react-renderer` import of the client and server bundles
 * (theme-classic's CodeBlock, react-live) at src/lib/prismSlim, which renders
 * the same markup with only the grammars the docs use. The exact-match alias
 * (`$`) leaves type imports and Node code (the theme config) on the real
 * library.
 *
 * theme-classic's client module `prism-include-languages`, which loaded Prism
 * and the additional grammars into `main.js` for every page, becomes an empty
 * module: src/lib/prismSlim/register.ts does the same work in the chunk of each
 * page that has a code block.
 *
 * In the browser bundle it also keeps the code block in one chunk of its own: since each page with a code fence
 * imports CodeBlock itself (remark-on-demand-components), the site's CodeBlock wrappers and the Highlight, small
 * enough to escape Rspack's default splitting, would otherwise be copied into every such page's chunk.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PRISM_SLIM_ENTRY = path.resolve(__dirname, '../../lib/prismSlim/index.ts');
const EMPTY_MODULE = path.resolve(__dirname, '../../lib/prismSlim/noClientModule.ts');
/** The client module as Docusaurus lists it in `@generated/client-modules` (resolved path, no extension). */
export const PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);

/** The chunk that holds the code block (theme-classic's and the site's wrappers). */
export const CODE_BLOCK_CHUNK = 'code-block';
/**
 * Modules only code blocks use: theme-classic's CodeBlock and the site's wrappers of it, and the Highlight that
 * renders the build's tokens (not Prism's grammars, which register.ts loads). The live-code wrapper stays with
 * the pages that have live code.
 * Modules other components share (EdgeShadows, useScrollOverflow) stay where Rspack puts them: in this chunk they
 * would make every doc page load it.
 */
const CODE_BLOCK_MODULES =
  /[\\/](?:@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]|src[\\/]theme[\\/]CodeBlock[\\/]|src[\\/]lib[\\/]prismSlim[\\/](?:index|normalize|tokenCodec|buildTokens|store)\.ts$)/;

export default function prismSlimPlugin(): Plugin<undefined> {
  return {
    name: 'prism-slim',
    configureWebpack(_config, isServer) {
      const resolve = {alias: {'prism-react-renderer$': PRISM_SLIM_ENTRY, [`${PRISM_CLIENT_MODULE}$`]: EMPTY_MODULE}};
      // The server bundle is one file (Docusaurus turns splitChunks off there).
      if (isServer) return {resolve};
      return {
        resolve,
        optimization: {
          splitChunks: {
            cacheGroups: {
              codeBlock: {
                test: CODE_BLOCK_MODULES,
                name: CODE_BLOCK_CHUNK,
                chunks: 'async',
                enforce: true,
                priority: 30,
              },
            },
          },
        },
      };
    },
  };
}
