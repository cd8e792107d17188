/**
 * The one home of what several e2e specs need. Import from here instead of
 * writing a local copy.
 */
import {expect, type Page} from '@playwright/test';

/**
 * Resolves once React has hydrated the page: Docusaurus sets
 * `data-has-hydrated` on <html> in its first effect, so event handlers exist
 * from then on. The timeout is generous because a loaded 2-core machine can
 * take many seconds to parse and run the route's chunks.
 */
export async function waitForHydration(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'), null, {timeout});
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
