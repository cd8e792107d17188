/**
 * The page starts in several tasks (src/plugins/yielding-start): it must still hydrate, without a mismatch, and
 * answer at once; and a click made while it is still starting must not be lost.
 */
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

const PAGE = '/dev-docs/intro';
/** The route chunks main.js asks for before hydrating (every script but the runtime and main.js themselves). */
const ROUTE_CHUNK = /\/assets\/js\/(?!runtime~main\.|main\.)[^/]+\.js$/;

const searchButton = (page: Page) => page.getByRole('link', {name: 'Search'}).first();
const searchDialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

test('hydrates without a mismatch; right after, search opens in place and a sidebar link navigates without a page load', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  await searchButton(page).click();
  await expect(searchDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();

  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.locator('.menu a[href="/dev-docs/faq"]').first().click();
  await expect(page).toHaveURL(/\/dev-docs\/faq$/);
  await expect(page.locator('article h1')).toHaveText('Frequently asked questions');
  expect(documents).toEqual([]);
  expect(problems).toEqual([]);
});

test('a click on the search button while the page is still starting is not lost', async ({page}) => {
  // The page's route chunks are held until the click is made, so React has not taken over the page yet.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ROUTE_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  const chunkAsked = page.waitForRequest(ROUTE_CHUNK);
  await page.goto(PAGE, {waitUntil: 'domcontentloaded'});
  await chunkAsked;
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  await searchButton(page).click();
  release();
  // Before hydration the button is a plain link to the search page; either way the reader gets search.
  await expect
    .poll(async () => (await searchDialog(page).isVisible()) || new URL(page.url()).pathname === '/search', {
      timeout: 30_000,
    })
    .toBe(true);
  await expect(page.getByRole('searchbox', {name: 'Search the documentation'}).or(searchDialog(page))).toBeVisible();
});
