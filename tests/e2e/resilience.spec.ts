/**
 * What real browsers do to the site: storage that throws (cookies blocked),
 * code chunks that fail to load after the page did (a redeploy, a flaky
 * network), and a search page loaded directly with a query.
 */
import {expect, test, type Page} from '@playwright/test';

const GALLERY = '/snippets/writing-components';
const CRASH = /This page crashed/;

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** Uncaught exceptions and unhandled rejections of the page. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const searchDialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});

test.describe('storage blocked', () => {
  test.beforeEach(async ({page}) => {
    // What Chromium does with third-party cookies blocked: reading the property throws.
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(`Failed to read the '${name}' property from 'Window'`, 'SecurityError');
          },
        });
      }
    });
  });

  test('search, tabs, colour mode and the announcement bar work without memory', async ({page}) => {
    const errors = collectPageErrors(page);
    await page.goto(GALLERY);
    await waitForHydration(page);

    await page.keyboard.press('Control+k');
    await expect(searchDialog(page)).toBeVisible();
    await searchDialog(page).getByRole('combobox').fill('webhooks');
    const firstResult = searchDialog(page).getByRole('option').first();
    await expect(firstResult).toBeVisible();
    await firstResult.click();
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(CRASH);

    await page.goto(GALLERY);
    await waitForHydration(page);
    const tabs = page.getByRole('tablist').first();
    const second = tabs.getByRole('tab').nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');

    const html = page.locator('html');
    const before = await html.getAttribute('data-theme');
    await page.getByRole('button', {name: /dark and light mode|Switch between/i}).click();
    await expect(html).not.toHaveAttribute('data-theme', before ?? '');

    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();

    await page.keyboard.press('Control+k');
    await expect(searchDialog(page)).toBeVisible();
    await expect(page.locator('body')).not.toContainText(CRASH);
    expect(errors).toEqual([]);
  });
});
