/** How the split version data is keyed, on the server (splitVersionData.ts) and in the browser alike. */

/** One version of one docs plugin instance. */
export function versionKey(pluginId: string, versionName: string): string {
  return `${pluginId}/${versionName}`;
}

/** One sidebar of one version. */
export function sidebarKey(pluginId: string, versionName: string, sidebarName: string): string {
  return `${versionKey(pluginId, versionName)}/${sidebarName}`;
}
