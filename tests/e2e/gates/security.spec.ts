/**
 * Gate 5: the build served WITH its generated headers (build/_headers,
 * applied by scripts/serve/staticServer.ts) works under its
 * Content-Security-Policy: no `securitypolicyviolation` event and no CSP
 * console error on a sample of pages that use every kind of script (mermaid,
 * live code, image zoom, tabs, search, the not-found page, the colour-mode
 * toggle, client-side navigation). Reflected input (the search query, the
 * hash, the path of a not-found page) never renders as HTML. No page asks
 * another host for anything.
 */
import {test, expect, type Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {startStaticServer} from '../../../scripts/serve/staticServer';
import {BUILD_DIR} from './sitePages';
import {waitForHydration, waitForPageSettled} from '../helpers';

const PAYLOAD = `<img src=x id=injected onerror="window.__injected=true"><b id=injected-bold>bold</b>`;
let origin = '';
let close: () => Promise<void> = async () => {};

test.beforeAll(async () => {
  ({url: origin, close} = await startStaticServer({root: BUILD_DIR}));
});
test.afterAll(async () => close());

async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as {__csp: string[]}).__csp = reports;
    document.addEventListener('securitypolicyviolation', (event) => {
      reports.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...consoleReports,
    ...(await page.evaluate(() => (window as unknown as {__csp: string[]}).__csp)),
  ];
}

async function hydrated(page: Page) {
  await waitForHydration(page);
}

test('the served headers are the hardened set, with a hash for each inline script', async ({request}) => {
  const response = await request.get(`${origin}/dev-docs/intro`);
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).not.toContain('{{');
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const html = readFileSync(path.join(BUILD_DIR, 'dev-docs', 'intro.html'), 'utf8');
  expect(csp).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(html).toContain('<script>');
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(
    15_768_000,
  );
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  // 'unsafe-eval' only where a live code block compiles the reader's example.
  expect(csp).not.toContain("'unsafe-eval'");
  const live = (await request.get(`${origin}/snippets/writing-components`)).headers()['content-security-policy'] ?? '';
  expect(live).toContain("script-src 'self' 'unsafe-eval'");
  expect(live.replace(" 'unsafe-eval'", '')).toBe(csp);
});

test('a live code block reached by client-side navigation offers a full load instead of failing', async ({page}) => {
  await page.goto(`${origin}/dev-docs/intro`);
  await hydrated(page);
  // The document keeps the policy of the page it was loaded as: no 'unsafe-eval'.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/snippets/writing-components');
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  });
  await page.locator('[data-live-code]').scrollIntoViewIfNeeded();
  const load = page.getByRole('button', {name: 'Load the live editor'});
  await expect(load).toBeVisible({timeout: 10_000});
  await expect(page.locator('[data-live-code-block] pre').first()).toContainText('books in the catalogue');
  await load.click();
  await page.locator('[data-live-code]').scrollIntoViewIfNeeded();
  await expect(page.getByText('3 books in the catalogue')).toBeVisible({timeout: 10_000});
  await expect(load).toBeHidden();
});

test('the site runs under its CSP with zero violations', async ({page}) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);

  await page.goto(`${origin}/`);
  await hydrated(page);
  await page.getByRole('button', {name: /dark mode|light mode|system mode|color mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.goto(`${origin}/snippets/writing-components`);
  await hydrated(page);
  await expect(page.locator('.docusaurus-mermaid-container svg').filter({visible: true}).first()).toBeVisible({
    timeout: 10_000,
  });
  // The live editor loads when its block nears the viewport.
  await page.locator('[data-live-code]').scrollIntoViewIfNeeded();
  await expect(page.getByText('3 books in the catalogue')).toBeVisible({timeout: 10_000});
  await page.getByRole('tab', {name: 'TypeScript'}).first().click();
  const image = page.locator('article .markdown img').first();
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 5000});
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await page.keyboard.press('Escape');

  // Client-side navigation loads route chunks under the same policy: the REST page (a card of the gallery) renders
  // only once its chunks have loaded and run.
  await page.locator('article a[href="/dev-docs/api/rest"]').first().click();
  await expect(page).toHaveURL(`${origin}/dev-docs/api/rest`);
  await expect(page.locator('article h1')).toHaveText('REST API');

  await page.goto(`${origin}/search?q=populate`);
  await hydrated(page);
  await expect(page.locator('main a[href*="/dev-docs/"]').first()).toBeVisible({timeout: 10_000});

  const notFound = await page.goto(`${origin}/no/such/page`);
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();

  expect(await violations()).toEqual([]);
});

test.describe('reflected input never renders as HTML', () => {
  /** /search has answered: results with every snippet filled in, no results, or the failed-fetch message. */
  async function searchAnswered(page: Page) {
    const answer = page.locator(
      'main [data-search-state="no-results"], main [data-search-state="error"], main ol > li',
    );
    await expect(answer.first()).toBeVisible({timeout: 10_000});
    // A snippet's box stays empty and aria-hidden until its page's texts arrive (usePageTexts).
    await expect(page.locator('main ol > li li > p[aria-hidden="true"]')).toHaveCount(0, {timeout: 10_000});
  }

  async function expectNotInjected(page: Page) {
    // Loaded and idle: the page has rendered what it renders by itself. The search query's results and snippets
    // are waited for in its own test.
    await waitForPageSettled(page);
    await expect(page.locator('#injected, #injected-bold')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__injected?: boolean}).__injected)).toBeUndefined();
  }

  test('the search query', async ({page}) => {
    await page.goto(`${origin}/search?q=${encodeURIComponent(PAYLOAD)}`);
    await searchAnswered(page);
    await expectNotInjected(page);
    await expect(page.locator('input[name="q"]').first()).toHaveValue(PAYLOAD);
  });

  test('the hash', async ({page}) => {
    await page.goto(`${origin}/dev-docs/intro#${encodeURIComponent(PAYLOAD)}`);
    await expectNotInjected(page);
  });

  test('the path of a not-found page', async ({page}) => {
    const response = await page.goto(`${origin}/${encodeURIComponent(PAYLOAD)}`);
    expect(response?.status()).toBe(404);
    await expectNotInjected(page);
  });
});

// Moved from the former foundation.spec.ts: the spec's "no request to a third-party host", under the real headers.
test('the default build requests nothing from another host', async ({page}) => {
  const offsite: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !url.protocol.startsWith('data'))
      offsite.push(request.url());
  });
  for (const path of [
    '/',
    '/home',
    '/dev-docs/intro',
    '/snippets/writing-components',
    '/user-docs/intro',
    '/cloud/intro',
  ]) {
    await page.goto(`${origin}${path}`);
    // Loaded and idle: everything the page fetches by itself has been requested.
    await waitForPageSettled(page);
  }
  expect(offsite).toEqual([]);
});
