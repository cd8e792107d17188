/**
 * The REST API reference generated from static/openapi.json: every operation
 * has its section, the pages read without JavaScript, are in search and in
 * llms.txt, pass axe in both colour modes, and the document downloads.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import type {OpenApiDocument} from '../../scripts/openapi/openapiOverrides';
import {operationAnchor, operationsByTag, slugify} from '../../scripts/openapi/openapiPages';
import {axeViolations} from './axe';
import {waitForHydration} from './helpers';

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
  expect(await serious()).toEqual([]);
});
