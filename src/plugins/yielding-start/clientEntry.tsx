/**
 * Docusaurus's client entry (@docusaurus/core/lib/client/clientEntry.js, 3.10.2) started in several tasks
 * instead of one (issue 22, "Hydration that yields"). The original imports everything statically, so evaluating
 * `main.js` runs react-dom, the route table, the theme and the client modules in one long task, and only then asks
 * for the page's route chunks. Here the imports are eager dynamic imports: the modules stay in `main.js` (no
 * request, no new chunk), the import only decides when each runs. The route chunks are requested first, then
 * react-dom, the client modules and the app are evaluated, each in its own task, while those chunks download;
 * hydration then starts as before, inside `startTransition`, where React 19 hydrates in a transition lane that
 * yields to the browser every few milliseconds (react-dom-client: `performWorkOnRoot` time-slices lanes outside
 * the blocking ones, and `getBumpedLaneForHydrationByLane` maps a transition lane to TransitionHydrationLane).
 * Only the production client build uses this file (src/plugins/yielding-start); the dev server keeps the original.
 */
import React, {startTransition, type ReactNode} from 'react';
// Small, and tree-shaken only when imported statically: evaluated in the first task.
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import type {RouteConfig} from 'react-router-config';
import {preloadInTasks} from './routePreload';
import {runInTasks} from './yieldToBrowser';

type Module<T> = {default: T};

function Router({children}: {children: ReactNode}) {
  return siteConfig.future.experimental_router === 'hash' ? (
    <HashRouter>{children}</HashRouter>
  ) : (
    <BrowserRouter>{children}</BrowserRouter>
  );
}

const onRecoverableError = (error: unknown, errorInfo: unknown) => {
  console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
};

async function start(container: HTMLElement): Promise<void> {
  let routesReady: Promise<unknown> = Promise.resolve();
  let routes: RouteConfig[] = [];
  let ReactDOM: typeof import('react-dom/client') | undefined;
  let App: Module<typeof import('@docusaurus/core/lib/client/App').default> | undefined;
  await runInTasks([
    // The task that evaluated main.js's own top level ends here.
    () => undefined,
    async () => {
      // The route table first, then the page's chunks (./routePreload.ts: the match, then one route per task), so
      // that they download while the rest is evaluated.
      const [{default: table}, {default: docusaurus}] = await Promise.all([
        import(/* webpackMode: "eager" */ '@generated/routes'),
        // Docusaurus's `window.docusaurus`, with link prefetching from an index, when idle (./docusaurus.ts).
        import(/* webpackMode: "eager" */ './docusaurus'),
      ]);
      window.docusaurus = docusaurus;
      routes = table;
    },
    async () => {
      const pending = await preloadInTasks(window.location.pathname, routes);
      // Settled here, thrown below once the client modules (routeChunkReload's listener among them) have run.
      routesReady = Promise.all(pending).then(
        () => undefined,
        (error: unknown) => ({error}),
      );
    },
    async () => {
      ReactDOM = await import(/* webpackMode: "eager" */ 'react-dom/client');
    },
    async () => {
      await import(/* webpackMode: "eager" */ '@generated/client-modules');
    },
    async () => {
      App = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
    },
  ]);
  const failed = (await routesReady) as {error: unknown} | undefined;
  if (failed) throw failed.error;
  if (!ReactDOM || !App) throw new Error('client entry: a module did not load');
  const AppRoot = App.default;
  const app = (
    <HelmetProvider>
      <Router>
        <AppRoot />
      </Router>
    </HelmetProvider>
  );
  const dom = ReactDOM;
  startTransition(() => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    window.docusaurusRoot = process.env.HYDRATE_CLIENT_ENTRY
      ? dom.hydrateRoot(container, app, {onRecoverableError})
      : (() => {
          const root = dom.createRoot(container, {onRecoverableError});
          root.render(app);
          return root;
        })();
  });
}

if (typeof window !== 'undefined' && 'document' in window) {
  const container = document.getElementById('__docusaurus');
  // A rejection (a route chunk that failed to load) stays unhandled on purpose: routeChunkReload handles it.
  if (container) void start(container);
}
