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
