/**
 * The REST API reference generated from static/openapi.json: every operation
 * has its section, the pages read without JavaScript, are in search and in
 * llms.txt, pass axe in both colour modes, and the document downloads.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import type {OpenApiDocument} from '../../scripts/openapi/openapiOverrides';
import {operationAnchor, operationsByTag, slugify} from '../../scripts/openapi/openapiPages';
import {axeViolations} from './axe';
import {animationsFinished, waitForHydration} from './helpers';

const openapi = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../static/openapi.json'), 'utf8'),
) as OpenApiDocument;
const groups = [...operationsByTag(openapi)];

test('every operation of openapi.json has its section in the served HTML, without JavaScript', async ({request}) => {
  let operations = 0;
  for (const [tag, list] of groups) {
    const html = await (await request.get(`/dev-docs/api/rest/reference/${slugify(tag)}`)).text();
    expect(html).toContain('bookstore example app');
    for (const {method, path: route} of list) {
      expect(html, `${method} ${route}`).toContain(`id=${operationAnchor(method, route)}>`);
      operations += 1;
    }
  }
  expect(operations).toBeGreaterThan(40);
  const index = await (await request.get('/dev-docs/api/rest/api-reference')).text();
  expect(index).toContain('Generate your own');
});

test('openapi.json downloads as the document the pages are made from', async ({request}) => {
  const response = await request.get('/openapi.json');
  expect(response.status()).toBe(200);
  const served = (await response.json()) as OpenApiDocument;
  expect(Object.keys(served.paths)).toEqual(Object.keys(openapi.paths));
  expect(served.info).not.toHaveProperty('termsOfService');
});

test('llms.txt lists the reference pages', async ({request}) => {
  const llms = await (await request.get('/llms.txt')).text();
  for (const [tag] of groups) expect(llms).toContain(`/dev-docs/api/rest/reference/${slugify(tag)}`);
});

test('search finds an operation of the reference', async ({page}) => {
  await page.goto('/dev-docs/api/rest/reference/book');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').fill('book api reference localizations');
  const hit = dialog
    .getByRole('option')
    .filter({hasText: /POST \/books\/\{id\}\/localizations/})
    .first();
  await expect(hit).toBeVisible({timeout: 15_000});
  await hit.click();
  await expect(page).toHaveURL(/\/dev-docs\/api\/rest\/reference\/book#post-books-id-localizations$/);
});

test('a reference page is axe-clean in both colour modes', async ({page}) => {
  // Two full axe passes over one of the longest pages of the site.
  test.slow();
  await page.goto('/dev-docs/api/rest/reference/book');
  await waitForHydration(page);
  const serious = async () =>
    (await axeViolations(page, {exclude: ['.token-line']}))
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  expect(await serious()).toEqual([]);
  await page
    .getByRole('button', {name: /Switch between dark and light mode/})
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The navbar links fade to their dark colours: axe must read the resting colours, not a frame of the fade
  // (once, in CI, it caught .navbar__link--active half-way and reported its contrast).
  await animationsFinished(page);
  expect(await serious()).toEqual([]);
});

test.describe('two columns on wide screens (1200 px and wider)', () => {
  const BOOK = '/dev-docs/api/rest/reference/book';
  const bookOperations = groups.find(([tag]) => tag === 'Book')?.[1] ?? [];
  const operationTitles = bookOperations.map(({method, path: route}) => `${method.toUpperCase()} ${route}`);

  /** The examples of POST /books sit right of its details, and its request line is on screen beside its responses. */
  async function expectBesideAndInView(page: Page): Promise<void> {
    const examples = page.getByRole('region', {name: 'Example request and response: POST /books', exact: true});
    const responses = page.locator('#post-books ~ div').first().getByRole('table').last();
    await responses.scrollIntoViewIfNeeded();
    const [examplesBox, tableBox] = [await examples.boundingBox(), await responses.boundingBox()];
    expect(
      examplesBox && tableBox && examplesBox.x >= tableBox.x + tableBox.width,
      'examples right of the details',
    ).toBe(true);
    // Each column is wide enough for a responses table and a JSON example.
    expect(tableBox?.width, 'details column').toBeGreaterThanOrEqual(380);
    expect(examplesBox?.width, 'examples column').toBeGreaterThanOrEqual(380);
    // The responses table is far below the request line, yet the request line is on screen beside it.
    await expect(examples.locator('pre').first()).toBeInViewport();
    // Taller than the window, so it scrolls on its own and a keyboard can reach it.
    await expect(examples).toHaveAttribute('tabindex', '0');
  }

  test('at 1440 px the example request sits beside the details and stays in view; the TOC lists operations only', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1440, height: 900});
    await page.goto(BOOK);
    await waitForHydration(page);
    const toc = page.locator('.table-of-contents a');
    expect(await toc.allInnerTexts()).toEqual(operationTitles);
    await expectBesideAndInView(page);
  });

  test('at 1200 and 1280 px too, with the table of contents folded above the article and no table scrolling', async ({
    page,
  }) => {
    // Two widths on one of the longest pages of the site.
    test.slow();
    await page.setViewportSize({width: 1200, height: 800});
    await page.goto(BOOK);
    await waitForHydration(page);
    for (const width of [1200, 1280]) {
      await page.setViewportSize({width, height: 800});
      await page.evaluate(() => window.scrollTo(0, 0));
      // The side table of contents gives its width to the article; "On this page" lists the operations instead.
      await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
      const onThisPage = page.locator('.theme-doc-toc-mobile');
      const toggle = onThisPage.getByRole('button', {name: 'On this page'});
      await expect(toggle).toBeVisible();
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(onThisPage.getByRole('link')).toHaveText(operationTitles);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expectBesideAndInView(page);
      // Nothing in the details column scrolls sideways (the narrow column of 1200-1399 px did).
      const scrolling = await page
        .locator('article [data-overflow-end], article [data-overflow-start]')
        .evaluateAll((frames) => frames.map((frame) => frame.textContent?.slice(0, 60)));
      expect(scrolling, `tables that scroll at ${width} px`).toEqual([]);
    }
  });

  test('at 390 px the examples follow the details in one column', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(BOOK);
    await waitForHydration(page);
    const examples = page.getByRole('region', {name: 'Example request and response: GET /books', exact: true});
    const parameters = page.locator('#get-books ~ div').first().getByRole('heading', {name: 'Parameters'});
    const [examplesBox, parametersBox] = [await examples.boundingBox(), await parameters.boundingBox()];
    expect(examplesBox && parametersBox && examplesBox.y > parametersBox.y, 'examples below the parameters').toBe(true);
    expect(examplesBox?.width).toBeGreaterThan(300);
    await expect(examples).not.toHaveAttribute('tabindex', '0');
  });
});
