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

const CORE_CLIENT = path.dirname(DOCUSAURUS_CLIENT_ENTRY);
/** `isBrowser` set in a transition (browserContext.tsx says why). */
export const YIELDING_BROWSER_CONTEXT = path.resolve(__dirname, 'browserContext.tsx');
/** The first window size set in a transition (useWindowSize.ts says why). */
export const YIELDING_WINDOW_SIZE = path.resolve(__dirname, 'useWindowSize.ts');

/**
 * Docusaurus modules replaced in the production client build, each only where Docusaurus's own files import it
 * by a relative path: the original (its path without `.js`) and the file used instead.
 */
export const REPLACED_MODULES: ReadonlyArray<{original: string; replacement: string}> = [
  {original: path.join(THEME_COMMON_LIB, 'utils', 'reactUtils'), replacement: SHALLOW_MEMO_UTILS},
  {original: path.join(THEME_COMMON_LIB, 'hooks', 'useWindowSize'), replacement: YIELDING_WINDOW_SIZE},
  {original: path.join(CORE_CLIENT, 'browserContext'), replacement: YIELDING_BROWSER_CONTEXT},
];

/** The file a relative request made from `context` is replaced with, if it names one of REPLACED_MODULES. */
export function replacementFor(request: string, context: string): string | undefined {
  if (!/^\.\.?\//.test(request)) return undefined;
  // Docusaurus's files name these modules without an extension; a request with `.js` is left alone.
  const target = path.resolve(context, request);
  return REPLACED_MODULES.find(({original}) => original === target)?.replacement;
}

/** Whether a request made from `context` is one of theme-common's own imports of its `utils/reactUtils`. */
export function isThemeCommonReactUtils(request: string, context: string): boolean {
  return replacementFor(request, context) === SHALLOW_MEMO_UTILS;
}

export default function yieldingStartPlugin(): Plugin<undefined> {
  return {
    name: 'yielding-start',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      for (const {original} of REPLACED_MODULES)
        if (!existsSync(`${original}.js`))
          throw new Error(`yielding-start: Docusaurus has no ${original}.js to replace (Docusaurus upgrade?)`);
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
          new NormalModuleReplacementPlugin(
            /(?:reactUtils|useWindowSize|browserContext)$/,
            (resource: {request: string; context: string}) => {
              resource.request = replacementFor(resource.request, resource.context) ?? resource.request;
            },
          ),
        ],
      };
    },
  };
}
