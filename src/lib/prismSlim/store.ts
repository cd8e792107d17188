/**
 * Where the code-block `Highlight` finds Prism for code not highlighted at
 * build time (./highlightAtBuild-fs.ts). Prism with its grammars is not in
 * `main.js`: a page or partial with live code imports `./register` (added by
 * src/plugins/remark-on-demand-components), and Docusaurus evaluates a route's modules
 * before it renders the route (on the server, before hydration and on client
 * navigation), so Prism is registered before any code block renders.
 */
import type PrismType from './languages';

export type PrismLib = typeof PrismType;

let registered: PrismLib | undefined;

export function registerPrism(prism: PrismLib): void {
  registered = prism;
}

export function registeredPrism(): PrismLib | undefined {
  return registered;
}
