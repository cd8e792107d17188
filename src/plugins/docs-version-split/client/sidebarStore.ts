/**
 * The sidebars loaded so far, by `sidebarKey`. Each generated sidebar module
 * registers its items here when it is evaluated (`sidebarModuleSource` in
 * ../splitVersionData.ts); the DocRoot wrapper reads them. No React and no
 * browser API: the server bundle uses the same store.
 */
import type {PropSidebar} from '@docusaurus/plugin-content-docs';

const loaded = new Map<string, PropSidebar>();

export function registerSidebar(key: string, items: PropSidebar): PropSidebar {
  loaded.set(key, items);
  return items;
}

export function loadedSidebar(key: string): PropSidebar | undefined {
  return loaded.get(key);
}
