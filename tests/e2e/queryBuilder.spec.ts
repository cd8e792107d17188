import {test, expect} from '@playwright/test';
import {waitForHydration} from './helpers';

test.describe('interactive query builder', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/dev-docs/api/rest/interactive-query-builder');
    await waitForHydration(page);
  });

  test('editing the query object updates the URL', async ({page}) => {
    const builder = page.getByRole('region', {name: 'Interactive query builder'});
    const editor = builder.getByLabel(/Query object/);
    await editor.fill("{ filters: { title: { $eq: 'The Left Hand of Darkness' } }, fields: ['title', 'pages'] }");
    await expect(builder.locator('output')).toHaveText(
      '/api/books?filters[title][$eq]=The%20Left%20Hand%20of%20Darkness&fields[0]=title&fields[1]=pages',
    );
  });

  test('invalid input shows a message and keeps the last valid URL', async ({page}) => {
    const builder = page.getByRole('region', {name: 'Interactive query builder'});
    const editor = builder.getByLabel(/Query object/);
    await editor.fill('{ sort: ["pages:desc"] }');
    const url = builder.locator('output');
    await expect(url).toHaveText('/api/books?sort[0]=pages%3Adesc');
    await editor.fill('{ sort: ["pages:desc" ');
    await expect(builder.getByRole('alert')).toBeVisible();
    await expect(url).toHaveText('/api/books?sort[0]=pages%3Adesc');
    // Code is never run: a function call is rejected as a value.
    await editor.fill('{ sort: alert(1) }');
    await expect(builder.getByRole('alert')).toBeVisible();
  });

  test('the endpoint is remembered across visits', async ({page}) => {
    const builder = page.getByRole('region', {name: 'Interactive query builder'});
    await builder.getByLabel('Endpoint').fill('/api/authors');
    await expect(builder.locator('output')).toContainText('/api/authors?');
    await page.reload();
    // The stored endpoint is read in an effect after hydration; on a busy machine that is later than an
    // assertion's default wait, and the server-rendered field still shows the default endpoint until then.
    await waitForHydration(page);
    await expect(page.getByRole('region', {name: 'Interactive query builder'}).getByLabel('Endpoint')).toHaveValue(
      '/api/authors',
    );
  });
});
