/**
 * The route table in main.js is the slim client copy (src/plugins/route-table-slim, issue 22): its chunk
 * registry holds loaders only, not the module paths and module ids the server bundle keeps, and the routes are
 * one compact table (each route's chunk names inline) instead of Docusaurus's tree of ComponentCreator calls
 * plus `routesChunkNames` keyed `"<path>-<hash>"`, and the runtime has one chunk id → name map, not a second
 * one for Docusaurus's `gca`, and its site config has no build-only keys. The routes still work as before: preload on hover finds a
 * page of another doc set, client navigation renders it, a tag page loads by client navigation and directly,
 * and an unknown path hydrates as the not-found page.
 */
import {expect, test} from '@playwright/test';
import {waitForHydration, waitForPageSettled} from './helpers';

const START = '/cloud/getting-started/cloud-fundamentals';
const TARGET = '/user-docs/intro';
/** How every entry of Docusaurus's full registry names its module (`"@site/docs/…md"`); the slim copy has none. */
const MODULE_PATH_MARK = '"@site/docs/';
/** Docusaurus's route tree calls ComponentCreator for each route in main.js: `component:u("/dev-docs/intro","8a1")`. */
const CREATOR_CALL = /component:[\w$]+\("\//g;
/** …and `routesChunkNames` repeats each route path as a key: `"/dev-docs/intro-8a1":{"__comp":…`. */
const CHUNK_NAMES_KEY = /"\/[^"]*-[0-9a-f]{3}":\{"__comp"/g;
/** Docusaurus's `.gca` carries its own chunk name → id map literal: `.gca=function(e){return e=({"814f3328":"10",…`. */
const CHUNK_ASSET_MAP = /\.gca=function\(\w+\)\{return \w+=\(\{/;

test('main.js carries the slim chunk registry, and hover preload, client navigation and the 404 route still work', async ({
  page,
}) => {
  const scripts: Array<{url: string; body: Promise<string>}> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = response.text();
    // Bodies of scripts left behind by a navigation cannot be read: mark them handled; main.js's is awaited below.
    body.catch(() => undefined);
    scripts.push({url: response.url(), body});
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(START);
  // Loaded and idle: a script requested from here on comes from the hover below.
  await waitForPageSettled(page);
  const main = scripts.find((script) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(script.url));
  if (!main) throw new Error(`main.js was not among the scripts: ${scripts.map((script) => script.url).join(', ')}`);
  const mainBody = await main.body;
  expect(mainBody.split(MODULE_PATH_MARK).length - 1, 'module paths of the registry in main.js').toBe(0);
  expect(mainBody.match(CREATOR_CALL)?.length ?? 0, 'ComponentCreator calls of the route tree in main.js').toBe(0);
  expect(mainBody.match(CHUNK_NAMES_KEY)?.length ?? 0, 'routesChunkNames keys in main.js').toBe(0);
  // The site config's build-only keys (clientSiteConfig.ts): booleans, so a failure does not print main.js.
  for (const key of ['headTags', 'onBrokenAnchors', 'rspackPersistentCache', 'staticDirectories'])
    expect(mainBody.includes(key), `${key} of the site config in main.js`).toBe(false);
  expect(mainBody.includes('experimental_router'), 'the router choice the client reads').toBe(true);
  const runtime = scripts.find((script) => /\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/.test(script.url));
  if (!runtime) throw new Error('runtime~main was not among the scripts');
  // A boolean, so a failure does not print the whole runtime.
  expect(CHUNK_ASSET_MAP.test(await runtime.body), 'a second chunk-name map for gca in the runtime').toBe(false);

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

test('a tag page loads by client navigation and by direct load', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, {routeTableMarker: true}));
  await page.locator('article a[rel="tag"][href="/tags/getting-started"]').click();
  await expect(page).toHaveURL(/\/tags\/getting-started$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('2 docs tagged with "getting started"');
  await expect(page.locator('article a[href="/dev-docs/quick-start"]').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {routeTableMarker?: boolean}).routeTableMarker)).toBe(true);

  await page.goto('/tags/jwt');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('One doc tagged with "jwt"');
  // Hydrated with the route's own component: its "View all tags" link navigates on the client.
  await page.evaluate(() => Object.assign(window, {routeTableMarker: true}));
  await page.getByRole('link', {name: 'View all tags'}).click();
  await expect(page).toHaveURL(/\/tags$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tags');
  expect(await page.evaluate(() => (window as unknown as {routeTableMarker?: boolean}).routeTableMarker)).toBe(true);
  expect(errors).toEqual([]);
});
