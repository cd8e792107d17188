/**
 * The route rewrite of docs-version-split, as pure functions. The docs plugin
 * gives every doc page the `version` prop of its version route
 * (`toVersionMetadataProp` in plugin-content-docs/lib/props.js): one module
 * with every sidebar of the version (`docsSidebars`) and the id, title,
 * description and sidebar of every doc (`docs`). A page needs only its own
 * sidebar, and `docs` is read only by `useDocById`, which only the theme's
 * DocCard calls. Here each sidebar becomes a module of the routes that display
 * it (the routes with a `sidebar` attribute, read by `useDocRootMetadata`), and
 * `docs` moves to a JSON file that the DocCard wrapper imports; the `version`
 * prop keeps the rest.
 */
import type {PropSidebar, PropVersionDocs, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {sidebarKey, versionKey} from './client/versionKeys';

/** The route module key a route that displays a sidebar gets; the route's component ignores it. */
export const SIDEBAR_MODULE_KEY = 'sidebarItems';

/** A file name for createData, readable and unique per key. */
export function sidebarFileName(key: string): string {
  return `sidebar-${key.replace(/[^\w-]+/g, '-')}.js`;
}

/**
 * The source of one sidebar module. Evaluating it registers the items in the
 * store that the DocRoot wrapper reads while rendering: Docusaurus evaluates
 * every module of the matched routes (`preload` in core's client) before it
 * renders a page on the server, hydrates it, or shows it after a client
 * navigation, so the items are there on the first render, without a flash.
 */
export function sidebarModuleSource(key: string, items: PropSidebar, storeModule: string): string {
  // JSON.parse of a string literal parses faster than the same object literal.
  const json = JSON.stringify(JSON.stringify(items));
  return `import {registerSidebar} from ${JSON.stringify(storeModule)};
export default registerSidebar(${JSON.stringify(key)}, JSON.parse(${json}));
`;
}

function isVersionProp(value: unknown): value is PropVersionMetadata {
  return typeof value === 'object' && value !== null && 'docsSidebars' in value && 'docs' in value;
}

function versionProps(routes: RouteConfig[]): PropVersionMetadata[] {
  return routes.flatMap((route) => {
    const version = route.props?.version;
    return [...(isVersionProp(version) ? [version] : []), ...versionProps(route.routes ?? [])];
  });
}

/** The sidebars of every version route under `routes`, by `sidebarKey`. */
export function collectSidebars(routes: RouteConfig[]): Map<string, PropSidebar> {
  return new Map(
    versionProps(routes).flatMap((version) =>
      Object.entries(version.docsSidebars).map(
        ([name, items]) => [sidebarKey(version.pluginId, version.version, name), items] as const,
      ),
    ),
  );
}

/** The `docs` of every version route under `routes`, by `versionKey`: the content of the DocCard wrapper's JSON. */
export function collectVersionDocs(routes: RouteConfig[]): Record<string, PropVersionDocs> {
  return Object.fromEntries(
    versionProps(routes).map((version) => [versionKey(version.pluginId, version.version), version.docs]),
  );
}

function attachSidebarModules(
  route: RouteConfig,
  keyOf: (sidebarName: string) => string,
  modulePathOf: (key: string) => string,
): RouteConfig {
  const sidebarName = typeof route.sidebar === 'string' ? route.sidebar : undefined;
  const routes = route.routes?.map((child) => attachSidebarModules(child, keyOf, modulePathOf));
  return {
    ...route,
    ...(routes && {routes}),
    ...(sidebarName !== undefined && {
      modules: {...route.modules, [SIDEBAR_MODULE_KEY]: modulePathOf(keyOf(sidebarName))},
    }),
  };
}

/**
 * Rewrites the docs plugin's routes: each version route keeps its `version`
 * prop without `docsSidebars` and `docs` (both emptied), and every route under
 * it that displays a sidebar gets the module `modulePathOf(key)` of that sidebar.
 */
export function splitVersionData(routes: RouteConfig[], modulePathOf: (key: string) => string): RouteConfig[] {
  const rewrite = (route: RouteConfig): RouteConfig => {
    const version = route.props?.version;
    if (!isVersionProp(version)) return {...route, ...(route.routes && {routes: route.routes.map(rewrite)})};
    const keyOf = (sidebarName: string) => {
      if (!(sidebarName in version.docsSidebars))
        throw new Error(`docs-version-split: a route under ${route.path} shows the unknown sidebar ${sidebarName}`);
      return sidebarKey(version.pluginId, version.version, sidebarName);
    };
    return {
      ...route,
      props: {...route.props, version: {...version, docsSidebars: {}, docs: {}}},
      ...(route.routes && {routes: route.routes.map((child) => attachSidebarModules(child, keyOf, modulePathOf))}),
    };
  };
  return routes.map(rewrite);
}
