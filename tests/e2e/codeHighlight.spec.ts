/**
 * Prism loads only with pages that have code (src/lib/prismSlim/store.ts and register.ts, issue 22): a page
 * without a code block runs no tokenizer, and a code block reached by client navigation is highlighted exactly
 * as the server rendered it.
 */
import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';

const WITHOUT_CODE = '/cloud/projects/overview';
const WITH_CODE = '/cloud/projects/runtime-logs';
/** A string literal of prismjs' core (its `highlightAll` hook), which minification keeps. */
const PRISM_CORE_MARK = 'before-highlightall';

test('a page without code loads no Prism; a code block reached by client navigation is highlighted as the server renders it', async ({
  page,
}) => {
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(WITHOUT_CODE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes(PRISM_CORE_MARK)).length, 'scripts holding Prism').toBe(0);

  await page.locator(`.menu a[href="${WITH_CODE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${WITH_CODE}$`));
  const block = page.locator('article .prism-code.language-js').first();
  await expect(block).toBeVisible();
  // Highlighted: the tokenizer ran (strings, operators… are spans of their own).
  await expect(block.locator('.token-line .token.string').first()).toBeVisible();
  // Token classes, texts and computed colours: React writes inline colours as rgb() through the CSSOM, the
  // server as the theme's hex strings, so the raw markup differs while the highlighting is the same.
  const tokensOf = (element: Element) =>
    Array.from(element.querySelectorAll('.token')).map((token) => [
      token.className,
      token.textContent,
      getComputedStyle(token).color,
    ]);
  const clientMarkup = await block.evaluate(tokensOf);

  const served = await page.request.get(WITH_CODE);
  const html = await served.text();
  const serverPage = await page.context().newPage();
  await serverPage.setContent(html, {waitUntil: 'domcontentloaded'});
  const serverMarkup = await serverPage.locator('article .prism-code.language-js').first().evaluate(tokensOf);
  await serverPage.close();
  expect(clientMarkup.length).toBeGreaterThan(5);
  expect(clientMarkup).toEqual(serverMarkup);
  expect(errors).toEqual([]);
});
