/**
 * Evaluated before prismjs' core (see core.ts): the core highlights every
 * `language-*` element of the document on DOMContentLoaded unless `Prism.manual`
 * is already set. React renders the site's code blocks, so Prism must never
 * touch the DOM itself (it would rewrite the server-rendered markup).
 */
const scope = globalThis as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism = {manual: true, disableWorkerMessageHandler: true};

export {};
