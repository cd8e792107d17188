/**
 * The route table in main.js is the slim client copy (src/plugins/route-table-slim, issue 22): its chunk
 * registry holds loaders only, not the module paths and module ids the server bundle keeps. The routes still
 * work as before: preload on hover finds a page of another doc set, client navigation renders it, and an
 * unknown path hydrates as the not-found page.
 */
import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';

const START = '/cloud/getting-started/cloud-fundamentals';
const TARGET = '/user-docs/intro';
/** How every entry of Docusaurus's full registry names its module (`"@site/docs/…md"`); the slim copy has none. */
const MODULE_PATH_MARK = '"@site/docs/';

test('main.js carries the slim chunk registry, and hover preload, client navigation and the 404 route still work', async ({
  page,
}) => {
  const scripts: Array<{url: string; body: Promise<string>}> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({url: response.url(), body: response.text()});
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(START);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const main = scripts.find((script) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(script.url));
  if (!main) throw new Error(`main.js was not among the scripts: ${scripts.map((script) => script.url).join(', ')}`);
  const mainBody = await main.body;
  expect(mainBody.split(MODULE_PATH_MARK).length - 1, 'module paths of the registry in main.js').toBe(0);

  await page.evaluate(() => Object.assign(window, {routeTableMarker: true}));
  const before = scripts.length;
  const link = page.locator(`a[href="${TARGET}"]`).first();
  const preloaded = page.waitForResponse((response) => response.request().resourceType() === 'script');
  await link.hover();
  await preloaded;
  expect(scripts.length, 'scripts requested by the hover preload').toBeGreaterThan(before);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
  await expect(page.locator('article h1')).toHaveText('Welcome to the Strapi user guide');
  expect(await page.evaluate(() => (window as unknown as {routeTableMarker?: boolean}).routeTableMarker)).toBe(true);

  await page.goto('/dev-docs/no-such-page');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  expect(errors).toEqual([]);
});
