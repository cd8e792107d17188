/**
 * Docusaurus's `preload(pathname)` (core/lib/client/preload.js, 3.10.2: every route that matches the path and its
 * decoded form, each route component's `preload()`), with the matching in one task and each matched route's
 * `preload()` in a task of its own. Each `preload()` is react-loadable's `loadMap`, which calls the route's
 * `import()`s, and Rspack appends a script tag for each chunk not yet loaded: at the start of a first visit, the
 * match and the four routes of a doc page made one task of 70–80 ms at 4× CPU (bench/hydration.md).
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {yieldToBrowser} from './yieldToBrowser';

type Preloadable = {preload?: () => Promise<unknown>};

/**
 * Starts loading the chunks of the routes `pathname` matches, one route per task, and resolves, once all are
 * started, to their promises (for `Promise.all`, which rejects as the original's does). A rejection before that
 * is not reported as unhandled: a handler is attached to each promise as it is made.
 */
export async function preloadInTasks(
  pathname: string,
  routes: RouteConfig[],
  yieldFn: () => Promise<void> = yieldToBrowser,
  match: (routes: RouteConfig[], pathname: string) => Array<{route: RouteConfig}> = matchRoutes,
): Promise<Array<Promise<unknown>>> {
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => match(routes, path));
  const pending: Array<Promise<unknown>> = [];
  for (const {route} of matches) {
    await yieldFn();
    const loading = Promise.resolve((route.component as Preloadable | undefined)?.preload?.());
    loading.catch(() => undefined);
    pending.push(loading);
  }
  return pending;
}
