/**
 * "Open in ChatGPT / Claude" next to "Copy page as Markdown", and the live
 * book-list example of the React integration page (under its own CSP).
 */
import {expect, test} from '@playwright/test';
import {startStaticServer} from '../../scripts/serve/staticServer';
import {BUILD_DIR} from './gates/sitePages';
import {waitForHydration, waitForPageSettled} from './helpers';

const REACT_PAGE = '/dev-docs/integrations/react';

test('the assistant links carry the absolute Markdown URL of the page and load nothing before a click', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.match(/^(127\.0\.0\.1|localhost)$/)) thirdParty.push(request.url());
  });
  await page.goto('/dev-docs/faq');
  // Loaded and idle: anything the page fetches on its own has been requested.
  await waitForPageSettled(page);
  const markdownUrl = 'https://docs-v4.strapi.io/dev-docs/faq.md';
  for (const [name, origin] of [
    ['ChatGPT', 'https://chatgpt.com/'],
    ['Claude', 'https://claude.ai/new'],
  ] as const) {
    const link = page.getByRole('link', {name: new RegExp(`^Open in ${name}`)});
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(origin);
    expect(href.searchParams.get('q')).toContain(markdownUrl);
  }
  // The Markdown the prompt points at exists on this build.
  const markdown = await page.request.get('/dev-docs/faq.md');
  expect(markdown.status()).toBe(200);
  expect(thirdParty).toEqual([]);
});

test('the React page live example renders the book list, and edits re-render it', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(REACT_PAGE);
  await waitForHydration(page);
  const block = page.locator('[data-live-code]');
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-live-code', 'active');
  const result = page.locator('[data-live-code] li', {hasText: 'Dune'});
  await expect(result).toHaveText('Dune by Frank Herbert (1965, 412 pages)', {timeout: 15_000});
  await expect(page.locator('[data-live-code] li', {hasText: 'Kindred'})).toContainText('Kindred by Unknown author');
  await expect(page.locator('[data-live-code]').getByText('3 books, page 1 of 1')).toBeVisible();

  // Change the sample data in the editor: the title shown follows.
  const editor = block.locator('.prism-code[contenteditable]').first();
  await editor.getByText("'Dune'").first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(' Messiah');
  await expect(page.locator('[data-live-code] li', {hasText: 'Dune Messiah'})).toHaveText(
    'Dune Messiah by Frank Herbert (1965, 412 pages)',
    {timeout: 10_000},
  );
});

test('llms files and per-page Markdown answer 200', async ({request}) => {
  for (const path of ['/llms.txt', '/llms-full.txt', '/dev-docs/intro.md', '/status.md']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
  const index = await (await request.get('/llms.txt')).text();
  expect(index).toMatch(/^# Strapi 4 Documentation/);
  const order = ['## Developer Docs', '## User Guide', '## Strapi Cloud'].map((heading) => index.indexOf(heading));
  expect(order.every((at, i) => at > 0 && at > (order[i - 1] ?? 0))).toBeTruthy();
  expect(index).toContain('/dev-docs/quick-start.md');
});

test.describe('under the production headers', () => {
  let origin = '';
  let close: () => Promise<void> = async () => {};
  test.beforeAll(async () => {
    ({url: origin, close} = await startStaticServer({root: BUILD_DIR}));
  });
  test.afterAll(async () => close());

  test('the React page gets its own CSP and runs the live example without a violation', async ({page}) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`${origin}${REACT_PAGE}`);
    expect(response?.headers()['content-security-policy']).toContain("'unsafe-eval'");
    await waitForHydration(page);
    await page.locator('[data-live-code]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-live-code] li', {hasText: 'Dune'})).toBeVisible({timeout: 15_000});
    // The page never asks another host for anything: the sample data is inline.
    expect(violations).toEqual([]);
    const faq = await page.request.get(`${origin}/dev-docs/faq`);
    expect(faq.headers()['content-security-policy']).not.toContain("'unsafe-eval'");
  });
});
