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

export default function prismSlimPlugin(): Plugin<undefined> {
  return {
    name: 'prism-slim',
    configureWebpack() {
      return {
        resolve: {alias: {'prism-react-renderer$': PRISM_SLIM_ENTRY, [`${PRISM_CLIENT_MODULE}$`]: EMPTY_MODULE}},
      };
    },
  };
}
