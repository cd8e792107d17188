/**
 * Code is highlighted at build time (src/lib/prismSlim/highlightAtBuild-fs.ts, issue 22): a page whose code is
 * static loads no Prism, opened directly or reached by client navigation, and its code blocks are highlighted
 * exactly as the server rendered them; only a page with live code loads Prism. Likewise only a page with a code
 * fence loads the CodeBlock component (remark-on-demand-components imports it; inline code does not need it).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {recordScripts, waitForPageSettled} from './helpers';

const WITHOUT_CODE = '/cloud/projects/overview';
const WITH_CODE = '/cloud/projects/runtime-logs';
/** Static code only, in Tabs and in ApiCall requests (their header and body lines), with titles. */
const API_CODE = '/dev-docs/plugins/users-permissions';
const LIVE_CODE = '/snippets/writing-components';
/** A string literal of prismjs' core (its `highlightAll` hook), which minification keeps. */
const PRISM_CORE_MARK = 'before-highlightall';
/** A string of the site's live-code wrapper (src/theme/LiveCodeBlock), which minification keeps. */
const LIVE_WRAPPER_MARK = 'Loading the live editor';

/** The bodies of the scripts the page loads from now on, and its console errors and uncaught exceptions. */
function watchScripts(page: Page): {bodies: () => Promise<string[]>; errors: string[]} {
  const scripts = recordScripts(page);
  const bodies = async () => (await scripts.all()).map(({body}) => body);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {bodies, errors};
}

test('no Prism loads on a page without code nor for a code block reached by client navigation, highlighted as the server renders it', async ({
  page,
}) => {
  const {bodies: scriptBodies, errors} = watchScripts(page);

  await page.goto(WITHOUT_CODE);
  await waitForPageSettled(page);
  const bodies = await scriptBodies();
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
  // The code page's own chunks came with the navigation: none holds Prism either.
  const allBodies = await scriptBodies();
  expect(allBodies.length).toBeGreaterThan(bodies.length);
  expect(allBodies.filter((body) => body.includes(PRISM_CORE_MARK)).length, 'scripts holding Prism').toBe(0);
  expect(errors).toEqual([]);
});

/** The scripts holding Prism and the live-code wrapper that a page loads when opened directly, and its console errors. */
async function prismScriptsOf(
  page: Page,
  pagePath: string,
): Promise<{prism: number; liveWrapper: number; scripts: number; errors: string[]}> {
  const {bodies: scriptBodies, errors} = watchScripts(page);
  await page.goto(pagePath);
  await waitForPageSettled(page);
  const bodies = await scriptBodies();
  return {
    prism: bodies.filter((body) => body.includes(PRISM_CORE_MARK)).length,
    liveWrapper: bodies.filter((body) => body.includes(LIVE_WRAPPER_MARK)).length,
    scripts: bodies.length,
    errors,
  };
}

test('a page with static code only, in tabs and API requests, loads no Prism nor the live-code wrapper and shows its code highlighted', async ({
  page,
}) => {
  const loaded = await prismScriptsOf(page, API_CODE);
  expect(loaded.scripts).toBeGreaterThan(0);
  expect(loaded.prism, 'scripts holding Prism').toBe(0);
  expect(loaded.liveWrapper, 'scripts holding the live-code wrapper').toBe(0);
  expect(loaded.errors).toEqual([]);
  // Highlighted after hydration (the blocks render again in the browser): fences, in tabs, and request bodies.
  // `:visible`: some blocks sit in closed <details> or in tabs not shown.
  const article = page.locator('article');
  await expect(article.locator('.prism-code.language-json .token.property:visible').first()).toBeVisible();
  await expect(article.locator('[role="tabpanel"] .prism-code .token.keyword:visible').first()).toBeVisible();
  await expect(
    article.locator('section[aria-label^="Request"] .prism-code.language-http .token:visible').first(),
  ).toBeVisible();
});

test('a page with live code loads Prism and the live-code wrapper', async ({page}) => {
  const loaded = await prismScriptsOf(page, LIVE_CODE);
  expect(loaded.prism, 'scripts holding Prism').toBeGreaterThan(0);
  expect(loaded.liveWrapper, 'scripts holding the live-code wrapper').toBeGreaterThan(0);
  expect(loaded.errors).toEqual([]);
});

/** A translation id of theme-classic's copy button, which minification keeps: it marks the script holding CodeBlock. */
const CODE_BLOCK_MARK = 'theme.CodeBlock.copy';
const TITLED_FENCE = {file: 'docs/cloud/projects/runtime-logs.md', title: './config/logger.js'};

/** The text of the fence with this title in a Markdown file, as a reader copies it. */
function fenceSource(file: string, title: string): string {
  const markdown = readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
  const start = markdown.indexOf(`title="${title}"`);
  const body = markdown.slice(markdown.indexOf('\n', start) + 1);
  return body.slice(0, body.indexOf('\n```'));
}

test('inline code loads no CodeBlock; a page with a code fence brings it by client navigation, titled, and Copy copies the code', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const {bodies: scriptBodies, errors} = watchScripts(page);
  const holdingCodeBlock = async () => (await scriptBodies()).filter((body) => body.includes(CODE_BLOCK_MARK)).length;

  await page.goto(WITHOUT_CODE);
  await waitForPageSettled(page);
  expect(await page.locator('article code').count(), 'inline code on the page').toBeGreaterThan(0);
  await expect(page.locator('article pre')).toHaveCount(0);
  expect(await holdingCodeBlock(), 'scripts holding CodeBlock').toBe(0);

  await page.locator(`.menu a[href="${WITH_CODE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${WITH_CODE}$`));
  const block = page.locator('article .theme-code-block:visible', {hasText: TITLED_FENCE.title}).first();
  await expect(block.getByText(TITLED_FENCE.title, {exact: true})).toBeVisible();
  await block.getByRole('button', {name: /copy code/i}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    fenceSource(TITLED_FENCE.file, TITLED_FENCE.title),
  );
  expect(await holdingCodeBlock(), 'scripts holding CodeBlock').toBe(1);
  expect(errors).toEqual([]);
});
