/**
 * Replaces Docusaurus's client entry in the production client build with ./clientEntry.tsx, which starts the
 * page in several tasks (issue 22, "Hydration that yields"). Server rendering does not use the client entry, so
 * the HTML is unchanged. Fails the build if Docusaurus no longer has the file it replaces.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The module @docusaurus/core's client config names as `entry` (lib/webpack/client.js). */
export const DOCUSAURUS_CLIENT_ENTRY = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
  'clientEntry.js',
);
export const YIELDING_CLIENT_ENTRY = path.resolve(__dirname, 'clientEntry.tsx');
/** theme-common's `useShallowMemoObject` without `localeCompare` (reactUtils.ts says why). */
export const SHALLOW_MEMO_UTILS = path.resolve(__dirname, 'reactUtils.ts');
const THEME_COMMON_LIB = path.dirname(require.resolve('@docusaurus/theme-common'));
/** The alias reactUtils.ts imports the original module by, and the file it stands for. */
export const ORIGINAL_REACT_UTILS = '@yielding-start/original-react-utils';
export const ORIGINAL_REACT_UTILS_FILE = path.join(THEME_COMMON_LIB, 'utils', 'reactUtils.js');

/** Whether a request made from `context` is one of theme-common's own imports of its `utils/reactUtils`. */
export function isThemeCommonReactUtils(request: string, context: string): boolean {
  return (
    /^\.\.?\/(?:\.\.\/)*(?:utils\/)?reactUtils$/.test(request) &&
    path.resolve(context, request) === path.join(THEME_COMMON_LIB, 'utils', 'reactUtils')
  );
}

export default function yieldingStartPlugin(): Plugin<undefined> {
  return {
    name: 'yielding-start',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      if (!existsSync(ORIGINAL_REACT_UTILS_FILE))
        throw new Error(`yielding-start: theme-common has no ${ORIGINAL_REACT_UTILS_FILE} (Docusaurus upgrade?)`);
      if (
        !existsSync(DOCUSAURUS_CLIENT_ENTRY) ||
        !readFileSync(DOCUSAURUS_CLIENT_ENTRY, 'utf8').includes('hydrateRoot')
      )
        throw new Error(
          `yielding-start: ${DOCUSAURUS_CLIENT_ENTRY} is not the client entry it replaces (Docusaurus upgrade?)`,
        );
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        resolve: {
          alias: {
            [`${DOCUSAURUS_CLIENT_ENTRY}$`]: YIELDING_CLIENT_ENTRY,
            [`${ORIGINAL_REACT_UTILS}$`]: ORIGINAL_REACT_UTILS_FILE,
          },
        },
        plugins: [
          new NormalModuleReplacementPlugin(/reactUtils$/, (resource: {request: string; context: string}) => {
            if (isThemeCommonReactUtils(resource.request, resource.context)) resource.request = SHALLOW_MEMO_UTILS;
          }),
        ],
      };
    },
  };
}
