/**
 * `window.docusaurus` (what Link calls: `prefetch` when a link scrolls into view, `preload` on hover), as
 * @docusaurus/core/lib/client/docusaurus.js (3.10.2) makes it, except that `prefetch` looks a route's chunks
 * up in an index built on first use and does its work when the browser is idle. The original filters all 465
 * entries of the route table with a regex for every link that comes into view, all in the task that observed
 * them: 150–300 ms at 4× CPU right after hydration (bench/hydration.md). The same links are prefetched, on the
 * same connections; `preload` (hover, navigation) is unchanged and immediate.
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import {chunkNamesByPath, idleQueue} from './routePrefetch';

declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

const fetched = new Set<string>();
const loaded = new Set<string>();

type Connection = {effectiveType?: string; saveData?: boolean};
const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

let index: Map<string, string[]> | undefined;

const whenIdle = idleQueue((work) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, {timeout: 2000});
  else window.setTimeout(() => work({timeRemaining: () => 0}), 1);
});

function prefetchChunks(routePath: string): Promise<void[]> {
  index ??= chunkNamesByPath(routesChunkNames);
  const chunkNames = matchRoutes(routes, routePath).flatMap((match) => index?.get(match.route.path) ?? []);
  return Promise.all(
    chunkNames.map((chunkName) => {
      // Rspack's ChunkAssetPlugin gives a chunk's URL; a chunk merged into another has none.
      const chunkAsset = __webpack_require__.gca(chunkName);
      return chunkAsset && !chunkAsset.includes('undefined') ? prefetchHelper(chunkAsset) : Promise.resolve();
    }),
  );
}

function prefetch(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return new Promise((resolve) => {
    whenIdle(() => resolve(prefetchChunks(routePath)));
  });
}

function preload(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({prefetch, preload});
