/**
 * Client navigation to a prefetched page, from the click to the new title's paint (issue 22's budget), measured
 * in Chromium. What the figure is:
 * - The target route is loaded before the click, not only fetched: Docusaurus prefetches a link's chunks when it
 *   scrolls into view and runs its route's loaders on hover, so the link is hovered and the script waits until
 *   every request started since then has finished, then for an idle period. A navigation that still requested a
 *   script between click and paint says so (`chunkRequests`), rather than passing for a prefetched one.
 * - The start is the click event's own time stamp (the input's arrival), so time the main thread was busy before
 *   it could handle the click counts, as it does for a reader.
 * - The end is the presentation time of the new h1's text, from the Element Timing API: the new h1 gets an
 *   `elementtiming` name in the mutation observer callback of the commit that inserts it (a microtask of the
 *   same task, so before any paint). That is the frame in which the title reached the screen, not the end of
 *   whatever work runs after it.
 * The previous measure (new h1 in the DOM, then requestAnimationFrame then setTimeout 0) is kept as `frameMs`
 * for comparison: its end is the first task after the next frame's animation callbacks, so it also counts work
 * queued before that task (React's passive effects of the new page among them).
 */
import type {Browser, Page} from '@playwright/test';

export interface NavigationPaint {
  from: string;
  /** The route the clicked sidebar link leads to. */
  link: string;
  /** Click input → the frame that painted the new h1 (Element Timing renderTime). */
  ms: number;
  /** Click input → the new h1 inserted in the DOM (the commit). */
  domMs: number;
  /** Click input → the first task after the next animation frame (the previous bench's end point). */
  frameMs: number;
  /** Scripts requested between the click and the paint (0 when the route was really preloaded). */
  chunkRequests: number;
  /** Their file names. */
  chunkFiles: string[];
  /** The click's time stamp and the paint's, on the page's clock (performance.now), to place them in a trace. */
  clock: {clickMs: number; paintMs: number};
}

/** Page-side state of one measurement (on `window`). */
interface NavState {
  navClick?: number;
  navDom?: number;
  navFrame?: number;
  navPaint?: number;
  navDone?: Promise<void>;
}

/** Waits until no request of the page is in flight for `quietMs` (Playwright's networkidle fires once per document). */
export async function waitForQuietNetwork(page: Page, started: () => number, finished: () => number, quietMs = 300): Promise<void> {
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (started() > finished()) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
  throw new Error('requests still in flight after 30 s');
}

/** Arms the page's observers: the click's time stamp, the new h1's insertion, its paint. */
function armObservers(previousTitle: string): void {
  const state = window as unknown as NavState;
  state.navDone = new Promise<void>((resolve) => {
    const finish = () => {
      if (state.navPaint !== undefined && state.navFrame !== undefined) resolve();
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & {identifier?: string; renderTime?: number}>) {
        if (entry.identifier !== 'bench-nav-title') continue;
        state.navPaint = entry.renderTime || entry.startTime;
        finish();
      }
    }).observe({type: 'element', buffered: false});
    new MutationObserver((_, observer) => {
      const h1 = document.querySelector('article h1');
      if (state.navClick === undefined || !h1 || h1.textContent === previousTitle) return;
      observer.disconnect();
      h1.setAttribute('elementtiming', 'bench-nav-title');
      state.navDom = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => {
          state.navFrame = performance.now();
          finish();
        }, 0),
      );
    }).observe(document.body, {childList: true, subtree: true, characterData: true});
  });
  document.addEventListener('click', (event) => (state.navClick = event.timeStamp), {capture: true, once: true});
}

export interface NavigationOptions {
  /** Called right before the click and right after the paint (a trace starts and stops there). */
  around?: {before: (page: Page) => Promise<void>; after: (page: Page) => Promise<void>};
  viewport?: {width: number; height: number};
}

/** One navigation in a fresh context: open `from`, hover the desktop sidebar's link to `to`, click it. */
export async function measureNavigationPaint(
  browser: Browser,
  origin: string,
  from: string,
  to: string,
  options: NavigationOptions = {},
): Promise<NavigationPaint> {
  const context = await browser.newContext({viewport: options.viewport ?? {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    let started = 0;
    let finished = 0;
    page.on('request', () => (started += 1));
    page.on('requestfinished', () => (finished += 1));
    page.on('requestfailed', () => (finished += 1));
    await page.goto(`${origin}${from}`, {waitUntil: 'networkidle'});
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', undefined, {timeout: 120_000});
    // The link of the desktop sidebar (a closed mobile menu holds the same links, hidden).
    const link = page.locator(`.theme-doc-sidebar-container .menu a[href="${to}"]`).first();
    await link.waitFor({state: 'visible', timeout: 10_000});
    const title = (await page.locator('article h1').first().textContent()) ?? '';
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await waitForQuietNetwork(page, () => started, () => finished);
    // The loaded chunks are evaluated; let the idle work that follows (prefetches of new links) run too.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
    // tsx compiles this file with esbuild's keepNames, which wraps named inner functions in a __name() call.
    await page.evaluate('self.__name = self.__name || ((fn) => fn)');
    await page.evaluate(armObservers, title);
    const scripts: string[] = [];
    const countScripts = (request: {resourceType: () => string; url: () => string}) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    };
    await options.around?.before(page);
    page.on('request', countScripts);
    await link.click();
    await page.evaluate(async () => {
      const state = window as unknown as NavState;
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no new h1 painted within 20 s')), 20_000));
      await Promise.race([state.navDone, timeout]);
    });
    page.off('request', countScripts);
    await options.around?.after(page);
    const state = await page.evaluate(() => {
      const {navClick = NaN, navDom = NaN, navFrame = NaN, navPaint = NaN} = window as unknown as NavState;
      return {navClick, navDom, navFrame, navPaint};
    });
    return {
      from,
      link: to,
      ms: Math.round(state.navPaint - state.navClick),
      domMs: Math.round(state.navDom - state.navClick),
      frameMs: Math.round(state.navFrame - state.navClick),
      chunkRequests: scripts.length,
      chunkFiles: scripts,
      clock: {clickMs: state.navClick, paintMs: state.navPaint},
    };
  } finally {
    await context.close();
  }
}
