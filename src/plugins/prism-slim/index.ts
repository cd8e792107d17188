/**
 * Points every `prism-react-renderer` import of the client and server bundles
 * (theme-classic's CodeBlock and language loader, react-live) at
 * src/lib/prismSlim, which renders the same markup with only the grammars the
 * docs use. The exact-match alias (`$`) leaves type imports and Node code
 * (the theme config) on the real library.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PRISM_SLIM_ENTRY = path.resolve(__dirname, '../../lib/prismSlim/index.ts');

export default function prismSlimPlugin(): Plugin<undefined> {
  return {
    name: 'prism-slim',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': PRISM_SLIM_ENTRY}}};
    },
  };
}
