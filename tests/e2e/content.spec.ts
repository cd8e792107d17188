import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {PROSE_WORD_FLOOR} from '../../src/lib/contentRules';
import {hasHubCards} from '../../src/lib/hubPages';

/**
 * Every route the doc sets must have (reference routes plus the pages the
 * spec adds) exists in the production build, has a description, and has at
 * least PROSE_WORD_FLOOR words of prose besides code, unless it is a hub of cards.
 */
const routes = readFileSync(path.join(__dirname, '../fixtures/required-routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

const MIN_WORDS = PROSE_WORD_FLOOR;

function articleProse(html: string): string {
  const article = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
  return article
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

test('the required route list is complete', () => {
  expect(routes.length).toBeGreaterThanOrEqual(236);
});

for (const route of routes) {
  test(`${route} exists with a description and enough prose`, async ({request}) => {
    const response = await request.get(route);
    expect(response.status(), 'HTTP status').toBe(200);
    const html = await response.text();
    expect(html, 'not the not-found page').not.toContain('Page Not Found');
    const meta = /<meta[^>]*\bname=["']?description["']?[^>]*\bcontent=(?:"([^"]*)"|'([^']*)')/.exec(html);
    const description = meta?.[1] ?? meta?.[2] ?? '';
    expect(description.length, 'meta description').toBeGreaterThan(20);
    expect(description, 'description is not a stub').not.toMatch(
      /in the Strapi 4\.25\.9 (developer documentation|user guide|Strapi Cloud documentation)\.$/,
    );
    const isHub = hasHubCards(html);
    const words = articleProse(html)
      .split(/\s+/)
      .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    if (!isHub) expect(words, 'words of prose besides code').toBeGreaterThanOrEqual(MIN_WORDS);
    else expect(words, 'a hub still introduces its area').toBeGreaterThanOrEqual(40);
  });
}

test('status page states the version, the maintenance period and the doc sets', async ({page}) => {
  await page.goto('/status');
  const article = page.locator('article');
  await expect(article).toContainText('4.25.9');
  await expect(article).toContainText('April 2026');
  for (const set of ['Developer Docs', 'User Guide', 'Strapi Cloud']) await expect(article).toContainText(set);
});
