/**
 * The writing components on the gallery page (/snippets/writing-components):
 * table of contents depth, admonitions, synced tabs and image zoom. Diagrams
 * and live code have their own specs (diagrams, liveCode); the request and
 * response panels are checked on a real page by readerExperience. (Split out
 * of the former foundation.spec.ts, issue 23.)
 */
import {test, expect} from '@playwright/test';
import {waitForHydration} from './helpers';

const GALLERY = '/snippets/writing-components';

test('the gallery: the table of contents lists h2 and h3 headings only; all nine admonition types render with their own look', async ({
  page,
}) => {
  await page.goto(GALLERY);
  const toc = page.locator('.table-of-contents').first();
  await expect(toc.getByRole('link', {name: 'Admonitions'})).toBeAttached();
  await expect(toc.getByRole('link', {name: 'Code block options'})).toBeAttached();
  await expect(page.locator('article h4', {hasText: 'Headings below level 3'})).toBeVisible();
  await expect(toc.getByRole('link', {name: 'Headings below level 3'})).toHaveCount(0);
  const headings = await page.locator('article .markdown').locator('h2, h3').count();
  expect(await toc.locator('a').count()).toBe(headings);

  const types = ['note', 'tip', 'info', 'caution', 'warning', 'danger', 'prerequisites', 'callout', 'strapi'];
  const looks = new Set<string>();
  for (const type of types) {
    const box = page
      .locator('.theme-admonition')
      .filter({hasText: new RegExp(`^${type}`, 'i')})
      .first();
    await expect(box, `:::${type}`).toBeVisible();
    await expect(box.locator('svg').first()).toBeAttached();
    looks.add(
      await box.evaluate((el) => `${getComputedStyle(el).backgroundColor}|${getComputedStyle(el).borderLeftColor}`),
    );
  }
  expect(looks.size).toBe(types.length);
});

test('synced tabs switch together and the choice persists', async ({page}) => {
  await page.goto(GALLERY);
  await waitForHydration(page);
  await page.getByRole('tab', {name: 'TypeScript'}).first().click();
  await expect(page.getByText('export default {').first()).toBeVisible();
  await page.goto('/snippets/writing-components');
  await expect(page.getByRole('tab', {name: 'TypeScript'}).first()).toHaveAttribute('aria-selected', 'true');
});

test('article images zoom on click, once, after the 1000 ms delay', async ({page}) => {
  // Zoom attaches 1000 ms after the start, once its chunk is in: wait for those events, then for the class
  // (a fixed 5 s from the navigation failed at load average 34, before the page had even hydrated).
  const zoomChunk = page.waitForResponse((response) => /\/image-zoom\.[^/]+\.js$/.test(response.url()));
  await page.goto(GALLERY);
  await waitForHydration(page);
  await zoomChunk;
  const image = page.locator('article .markdown img').first();
  await expect(image).toHaveClass(/medium-zoom-image/);
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  expect(await page.locator('.medium-zoom-overlay').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
  await page.locator('.medium-zoom-image--opened').click();
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0, {timeout: 3000});
  // Navigating away and back re-attaches without attaching twice.
  await page.getByRole('link', {name: 'REST API'}).first().click();
  await expect(page).not.toHaveURL(/writing-components/);
  await page.goBack();
  await expect(page).toHaveURL(/writing-components$/);
  await expect(image).toBeVisible();
  await expect(image).toHaveClass(/medium-zoom-image/);
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(1);
});
