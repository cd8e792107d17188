/**
 * Build-time side of the compact route table (clientRoutes.ts says what it
 * is for): reads the two route modules Docusaurus's codegen wrote
 * (`.docusaurus/routes.js` and `routesChunkNames.json`, `genRouteCode` in
 * @docusaurus/core/lib/server/codegen/codegenRoutes.js) and merges them into
 * one object per route. Anything not in the expected shape fails the build,
 * naming what, so a Docusaurus upgrade cannot ship a broken table.
 */
import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';
import type {CompactRoute} from './clientRoutes';

/** The two import lines genRoutes writes above `export default [`. */
const IMPORTS = "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n";

interface CreatedBy {
  createdFor: string;
  hash: string | undefined;
}

interface GeneratedRoute {
  path: string;
  component: CreatedBy;
  exact?: boolean;
  routes?: GeneratedRoute[];
  [attribute: string]: unknown;
}

/**
 * The route tree of `routes.js`, with `ComponentCreator(path, hash)` recorded
 * instead of called. The file is the codegen's own output (route paths,
 * booleans and JSON attribute values), evaluated as the bundler would.
 */
function readRouteTree(source: string): GeneratedRoute[] {
  if (!source.startsWith(IMPORTS) || !/^export default \[$/m.test(source))
    throw new Error('route-table-slim: .docusaurus/routes.js does not start as genRoutes writes it');
  const body = source.slice(IMPORTS.length).replace(/^export default \[$/m, 'return [');
  const creator = (createdFor: string, hash?: string): CreatedBy => ({createdFor, hash});
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the codegen's own output, see above
  const evaluate = new Function('ComponentCreator', body) as (create: typeof creator) => unknown;
  const tree = evaluate(creator);
  if (!Array.isArray(tree)) throw new Error('route-table-slim: routes.js does not export an array');
  return tree as GeneratedRoute[];
}

/** The compact table of a build: routes.js source and the parsed routesChunkNames.json. */
export function compactRouteTable(routesSource: string, routesChunkNames: RouteChunkNames): CompactRoute[] {
  const used = new Set<string>();
  const compact = (route: GeneratedRoute): CompactRoute => {
    const {path, component, exact, routes, ...attributes} = route;
    if (typeof path !== 'string' || component.createdFor !== path)
      throw new Error(`route-table-slim: route ${JSON.stringify(path)} is not made by ComponentCreator(path, hash)`);
    const out: CompactRoute = {p: path};
    if (component.hash !== undefined) {
      const key = `${path}-${component.hash}`;
      const chunkNames: ChunkNames | undefined = routesChunkNames[key];
      if (!chunkNames) throw new Error(`route-table-slim: no chunk names for route ${key}`);
      used.add(key);
      out.c = chunkNames;
    } else if (path !== '*') {
      throw new Error(`route-table-slim: route ${path} has no hash (only the not-found route "*" may)`);
    }
    if (exact === true) out.e = 1;
    else if (exact !== undefined) throw new Error(`route-table-slim: route ${path} has exact: ${String(exact)}`);
    if (Object.keys(attributes).length > 0) out.a = attributes;
    if (routes) out.r = routes.map(compact);
    return out;
  };
  const table = readRouteTree(routesSource).map(compact);
  const unused = Object.keys(routesChunkNames).filter((key) => !used.has(key));
  if (unused.length > 0) throw new Error(`route-table-slim: chunk names of no route: ${unused.join(', ')}`);
  return table;
}
