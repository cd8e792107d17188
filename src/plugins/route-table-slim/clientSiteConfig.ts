/**
 * The browser's copy of the site config (`.docusaurus/docusaurus.config.mjs`,
 * written by `genSiteConfig` in @docusaurus/core/lib/server/codegen/codegen.js
 * as `export default <JSON>;`). `main.js` carries that module whole, though the
 * browser reads only part of it: `useDocusaurusContext().siteConfig` (title,
 * url, baseUrl, trailingSlash, favicon, noIndex, titleDelimiter, tagline,
 * baseUrlIssueBanner, customFields, themeConfig) and
 * `siteConfig.future.experimental_router` (core's clientEntry, Link,
 * useBaseUrl, and src/plugins/yielding-start). The keys below are read only
 * by the build (checked in the 3.10.2 client code of core, theme-classic,
 * theme-common, plugin-content-docs and this site's src/): the browser copy
 * drops them, and keeps only the router of `future`. The server bundle keeps
 * the whole config, so the HTML does not change.
 */

/** Top-level keys only the build reads (plugin and theme lists, Markdown options, checks, head tags, file lists). */
export const BUILD_ONLY_KEYS = [
  'presets',
  'plugins',
  'themes',
  'headTags',
  'clientModules',
  'markdown',
  'scripts',
  'stylesheets',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  // The browser reads the locales from `@generated/i18n` (core's docusaurusContext.js), not from here.
  'i18n',
] as const;

const PREFIX = /^\/\*[\s\S]*?\*\/\nexport default /;

/**
 * The generated config module with the build-only keys removed. Throws when the
 * file is not in the shape `genSiteConfig` writes, or has no `future.experimental_router`,
 * so a Docusaurus upgrade that changes either fails the build.
 */
export function clientSiteConfigSource(source: string): string {
  const prefix = PREFIX.exec(source);
  const body = prefix ? source.slice(prefix[0].length).replace(/;\n?$/, '') : undefined;
  let config: unknown;
  try {
    config = body === undefined ? undefined : JSON.parse(body);
  } catch {
    config = undefined;
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config))
    throw new Error('route-table-slim: the generated site config is not `export default <JSON object>;`');
  const full = config as Record<string, unknown>;
  const future = full.future as {experimental_router?: unknown} | undefined;
  if (typeof future?.experimental_router !== 'string')
    throw new Error('route-table-slim: the generated site config has no future.experimental_router');
  const slim: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(full)) {
    if ((BUILD_ONLY_KEYS as readonly string[]).includes(key)) continue;
    slim[key] = key === 'future' ? {experimental_router: future.experimental_router} : value;
  }
  return `export default ${JSON.stringify(slim)};\n`;
}
