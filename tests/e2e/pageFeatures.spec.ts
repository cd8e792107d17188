/**
 * What every doc page offers at its end: "Was this page helpful?" and the
 * date of the last commit of its file; and at its top, the GitHub edit link
 * and "Copy page as Markdown" (moved from the former foundation.spec.ts).
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {readGitHistory} from '../../src/lib/gitHistory-fs';
import {axeViolations} from './axe';
import {switchToDarkMode, waitForHydration} from './helpers';

const PAGE = '/dev-docs/faq';
const PAGE_FILE = 'docs/dev-docs/faq.md';

const feedback = (page: Page) => page.locator('section', {hasText: /helpful|feedback|missing or wrong/});

async function seriousInArticle(page: Page) {
  const violations = await axeViolations(page, {include: 'main article ~ *, main article'});
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test.describe('Was this page helpful?', () => {
  test('Yes thanks the reader, and the page remembers it on return', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(page.getByText('Was this page helpful?')).toBeVisible();
    await page.getByRole('button', {name: 'Yes', exact: true}).click();
    await expect(page.getByText('Thank you for your feedback!')).toBeFocused();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Thank you for your feedback on this page.')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Yes', exact: true})).toHaveCount(0);
    // Another page asks again.
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await expect(page.getByText('Was this page helpful?')).toBeVisible();
  });

  test('No with text, by keyboard: the issue link carries the page title, URL and text', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const no = page.getByRole('button', {name: 'No', exact: true});
    await no.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('textbox', {name: /Details \(optional/});
    await expect(details).toBeFocused();
    await page.keyboard.type('The answer about <script> tags & CORS is outdated.');
    const link = page.getByRole('link', {name: 'Open a prefilled GitHub issue'});
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://github.com/strapi/documentation/issues/new');
    const title = (await page.locator('article h1').first().textContent()) ?? '';
    expect(href.searchParams.get('title')).toBe(`Page feedback: ${title}`);
    const body = href.searchParams.get('body') ?? '';
    expect(body).toContain(`**Page:** ${title}`);
    expect(body).toMatch(new RegExp(`\\*\\*URL:\\*\\* https?://[^\\s]+${PAGE}\\n`));
    expect(body).toContain('The answer about <script> tags & CORS is outdated.');
    // Nothing is requested from GitHub until the reader follows the link.
    expect(await seriousInArticle(page)).toEqual([]);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Thank you for your feedback on this page.')).toBeVisible();
    await page.getByRole('button', {name: 'Answer again'}).click();
    await expect(page.getByRole('button', {name: 'No', exact: true})).toBeVisible();
  });

  test('with storage blocked the widget still works, without memory', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
        },
      });
    });
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Yes', exact: true}).click();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Was this page helpful?')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('it is axe-clean in both colour modes', async ({page}) => {
    // Two axe passes: at load average 20 they took over the default 60 s (2026-11-28).
    test.slow();
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(feedback(page).first()).toBeVisible();
    expect(await seriousInArticle(page)).toEqual([]);
    // Without transitions turned off, axe measured colours halfway between the themes (a flake under load).
    await switchToDarkMode(page);
    expect(await seriousInArticle(page)).toEqual([]);
  });
});

test('Last updated shows the date of the last commit of the page file', async ({page}) => {
  const history = readGitHistory(path.resolve(__dirname, '../..'));
  if (history !== 'full') {
    // A shallow clone (or a copy outside git) has no page history: the build turns the dates off
    // (src/lib/gitHistory-fs.ts) instead of showing wrong ones. That fallback is what this checkout can test.
    console.log(`last-updated: git history is ${history}, checking that the dates are off instead of checking a date`);
    await page.goto(PAGE);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('.theme-last-updated')).toHaveCount(0);
    return;
  }
  const seconds = Number(
    execFileSync('git', ['log', '-1', '--no-merges', '--format=%ct', '--', PAGE_FILE], {encoding: 'utf8'}).trim(),
  );
  expect(seconds).toBeGreaterThan(0);
  await page.goto(PAGE);
  const time = page.locator('.theme-last-updated time');
  await expect(time).toHaveAttribute('datetime', new Date(seconds * 1000).toISOString());
  const shown = new Date(seconds * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(time).toHaveText(shown);
  await expect(page.locator('.theme-last-updated')).toContainText('Last updated on');
});

test('each doc has the GitHub edit link and a copy-as-Markdown button', async ({page}) => {
  await page.goto('/dev-docs/intro');
  const edit = page.getByRole('link', {name: 'Contribute to this page on GitHub'});
  await expect(edit).toHaveAttribute('href', 'https://github.com/strapi/documentation/edit/v4/docs/dev-docs/intro.md');
  await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible();
});

test('the copy button puts the page Markdown on the clipboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/status');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('# Documentation status');
  expect(text).toContain('April 2026');
  expect(text).not.toContain('<');
});
