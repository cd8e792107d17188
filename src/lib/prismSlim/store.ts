/**
 * Where the code-block `Highlight` finds Prism. Prism with its grammars is not
 * in `main.js`: a page or partial with a code fence imports `./register`
 * (added by src/plugins/remark-on-demand-components), as do the components that
 * render a CodeBlock themselves, and Docusaurus evaluates a route's modules
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
