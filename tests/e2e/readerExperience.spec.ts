import {test, expect, type Page} from '@playwright/test';

/** Reader-experience checks at a phone (390 px) and a desktop (1440 px) width. */
const WIDTHS = [
  {name: 'phone', viewport: {width: 390, height: 844}},
  {name: 'desktop', viewport: {width: 1440, height: 900}},
] as const;

const POPULATE = '/dev-docs/api/rest/populate-select';
const PLANS = '/cloud/getting-started/usage-billing';
const QUICK_START = '/dev-docs/quick-start';

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
}

for (const {name, viewport} of WIDTHS) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({viewport});

    test('a REST request sits above its response and shows its whole URL inside the panel', async ({page}) => {
      await page.goto(POPULATE);
      const lines = page.locator('[data-request-url]');
      expect(await lines.count()).toBeGreaterThan(3);
      for (const line of await lines.all()) {
        await line.scrollIntoViewIfNeeded();
        const fits = await line.evaluate((element) => {
          const panel = element.closest('section')!.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          return element.scrollWidth <= element.clientWidth + 1 && box.right <= panel.right + 0.5 && box.left >= panel.left - 0.5;
        });
        expect(fits).toBe(true);
        // Every query parameter of the URL is rendered, one per line.
        const url = (await line.getAttribute('data-request-url')) ?? '';
        await expect(line).toContainText(url.split('?')[0] ?? '');
        for (const param of url.split('?')[1]?.split('&') ?? []) await expect(line).toContainText(param);
      }
      const request = page.getByRole('region', {name: /^Request/}).nth(1);
      const response = page.getByRole('region', {name: /^Response/}).nth(1);
      const [a, b] = [await request.boundingBox(), await response.boundingBox()];
      expect(a && b && b.y >= a.y + a.height - 1 && Math.abs(a.width - b.width) < 2).toBeTruthy();
    });

    test('the Copy URL button copies the exact URL', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(POPULATE);
      await waitForHydration(page);
      const request = page.getByRole('region', {name: /^Request/}).nth(1);
      const url = await request.locator('[data-request-url]').getAttribute('data-request-url');
      expect(url).toMatch(/^\/api\/books\/5\?fields\[0\]=title&populate/);
      await request.getByRole('button', {name: 'Copy URL'}).click();
      await expect(request.getByRole('button', {name: 'Copied'})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    });
  });
}
