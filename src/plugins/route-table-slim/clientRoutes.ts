/**
 * Browser side of the compact route table (issue 22). Docusaurus ships two
 * route modules in main.js: the route tree (`@generated/routes`, each route
 * `{path, component: ComponentCreator(path, hash), exact, …attributes}`) and
 * `@generated/routesChunkNames` (`"<path>-<hash>"` → the chunk names of the
 * route's component and props), so every path is written twice and the tree
 * calls ComponentCreator for all routes at start-up. The compact table
 * (compactRoutes.ts writes it at build time) holds one object per route with
 * its chunk names inline; this module rebuilds both shapes from it, with the
 * same ComponentCreator, called for a route only when its component is first
 * read (rendering or preloading a route that matched).
 */
import type {ChunkNames} from '@docusaurus/types';

/** One route of the compact table. */
export interface CompactRoute {
  /** path */
  p: string;
  /** chunk names (absent for the not-found route `*`, which ComponentCreator builds itself) */
  c?: ChunkNames;
  /** `exact: true` */
  e?: 1;
  /** the plugin's route attributes (`sidebar`…), as Docusaurus writes them onto the route */
  a?: Record<string, unknown>;
  /** child routes */
  r?: CompactRoute[];
}

/** A route as react-router-config and Docusaurus's client read it. */
export interface ClientRoute<C> {
  path: string;
  readonly component: C;
  exact?: true;
  routes?: Array<ClientRoute<C>>;
  [attribute: string]: unknown;
}

/**
 * The key a route's chunk names are stored under: `<path>-<n>`, n the route's
 * depth-first position in base 36. Docusaurus's prefetch strips the part after
 * the last `-` to find a route's path (`getChunkNamesToLoad`), so n must not
 * hold a `-`; it only has to tell routes with the same path apart.
 */
function visit(routes: CompactRoute[], each: (route: CompactRoute, key: string) => void): void {
  let position = 0;
  const walk = (nodes: CompactRoute[]): void => {
    for (const node of nodes) {
      each(node, (position++).toString(36));
      if (node.r) walk(node.r);
    }
  };
  walk(routes);
}

/** What `@generated/routesChunkNames` holds: `"<path>-<key>"` → chunk names. */
export function routeChunkNames(routes: CompactRoute[]): Record<string, ChunkNames> {
  const chunkNames: Record<string, ChunkNames> = {};
  visit(routes, (route, key) => {
    if (route.c) chunkNames[`${route.p}-${key}`] = route.c;
  });
  return chunkNames;
}

/**
 * What `@generated/routes` holds, with `component` made on first read by
 * `create(path, key)` (Docusaurus's ComponentCreator) and kept, so React sees
 * one component per route as before.
 */
export function routeTree<C>(routes: CompactRoute[], create: (path: string, key?: string) => C): Array<ClientRoute<C>> {
  const keys = new Map<CompactRoute, string>();
  visit(routes, (route, key) => keys.set(route, key));
  const build = (nodes: CompactRoute[]): Array<ClientRoute<C>> =>
    nodes.map((node) => {
      let component: C | undefined;
      const key = node.c ? keys.get(node) : undefined;
      const route: ClientRoute<C> = {
        ...node.a,
        path: node.p,
        get component(): C {
          component ??= key === undefined ? create(node.p) : create(node.p, key);
          return component;
        },
      };
      if (node.e) route.exact = true;
      if (node.r) route.routes = build(node.r);
      return route;
    });
  return build(routes);
}
