/**
 * The one home of what several e2e specs need. Import from here instead of
 * writing a local copy.
 */
import {expect, test as base, type BrowserContextOptions, type Page} from '@playwright/test';

/**
 * Resolves once React has hydrated the page: the server HTML carries
 * `data-has-hydrated="false"` on <html> and Docusaurus sets it to "true" after
 * hydration, so event handlers and effects have run from then on (testing only
 * that the attribute exists passes before any script has run). The timeout is
 * generous because a loaded 2-core machine can take many seconds to parse and
 * run the route's chunks.
 */
export async function waitForHydration(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout});
}

/**
 * Resolves once the page has done what it starts by itself: hydrated, loaded, the browser idle since, and every
 * decoration it decided on started (`data-decorations="settled"` on <html>, set on every route by
 * src/decorations/registry.ts). Chunks imported by hydration's effects and Docusaurus' prefetch of the links in view
 * (an IntersectionObserver callback, delivered before the browser is idle) have been requested by then. Tests that
 * assert what a page did NOT load wait for this rather than for a quiet network (`networkidle`: 500 ms with no
 * request, a duration rather than a state of the page).
 */
export async function waitForPageSettled(page: Page, timeout = 30_000): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-decorations', 'settled', {timeout});
}

/**
 * The scripts the page requests from now on, each with its body. A script is counted when its request starts,
 * so awaiting `all()` also waits for the ones still on their way; a request that gets no response is left out,
 * and a body that cannot be read (a script left behind by a navigation) makes `all()` reject.
 */
export function recordScripts(page: Page): {all(): Promise<Array<{url: string; body: string}>>} {
  const scripts: Array<Promise<{url: string; body: string} | null>> = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const script = request
      .response()
      .then(async (response) => (response ? {url: request.url(), body: await response.text()} : null));
    // Marked handled here; awaiting it in all() still throws.
    script.catch(() => undefined);
    scripts.push(script);
  });
  return {
    all: async () => (await Promise.all(scripts)).filter((script) => script !== null),
  };
}

/** Goes to `path` and waits for hydration. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Switches the site to dark mode with the navbar's toggle, with CSS
 * transitions turned off first: otherwise colours read right after the switch
 * (by axe or by a test) are halfway between the two themes.
 */
export async function switchToDarkMode(page: Page): Promise<void> {
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  await page
    .getByRole('button', {name: /dark mode|light mode|system mode|color mode/i})
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/**
 * Resolves once every finite CSS transition and animation of the page has
 * finished (infinite ones, such as a spinner, are left running), so a style
 * read next is the resting value, not one still animating.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = () =>
      document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      });
    // A finished transition can start another (a focus ring, then a colour); loop until none is left.
    for (let running = finite(); running.length > 0; running = finite()) {
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * A `test` whose `sharedPage` is one browser page per worker, reused by every
 * test of that worker that asks for it, in a context made with `options`. For
 * read-only checks: a new context per test starts with an empty HTTP and code
 * cache, so each test downloads and compiles the site's scripts again (the
 * page gate, gates/pages.spec.ts, does the same for that reason). A test that
 * changes storage, routes or the viewport must not use it.
 */
export function withSharedPage(options: BrowserContextOptions = {}) {
  return base.extend<object, {sharedPage: Page}>({
    sharedPage: [
      async ({browser}, use, workerInfo) => {
        const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL, ...options});
        await use(await context.newPage());
        await context.close();
      },
      {scope: 'worker'},
    ],
  });
}
