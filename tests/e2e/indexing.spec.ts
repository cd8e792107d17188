/**
 * What search engines are told: the fragment pages under /snippets (each is
 * included in the pages that import it) say `noindex` and are not in the
 * sitemap; the pages they belong to stay indexable.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import * as cheerio from 'cheerio';
import {BUILD_DIR, sitemapPaths} from './gates/sitePages';

const snippetPages = readdirSync(path.join(BUILD_DIR, 'snippets'))
  .filter((name) => name.endsWith('.html'))
  .map((name) => `/snippets/${name.replace(/\.html$/, '')}`);

function robotsOf(html: string): string {
  const $ = cheerio.load(html);
  return $('meta[name="robots"]')
    .map((_, element) => $(element).attr('content') ?? '')
    .get()
    .join(', ');
}

test('every /snippets/ page says noindex and none is in the sitemap', async ({request}) => {
  expect(snippetPages.length, 'the build has snippet pages').toBeGreaterThan(40);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = sitemapPaths(sitemap);
  expect(listed.length).toBeGreaterThan(100);
  expect(listed.filter((urlPath) => urlPath.startsWith('/snippets/'))).toEqual([]);
  for (const urlPath of snippetPages) {
    const response = await request.get(urlPath);
    expect(response.status(), urlPath).toBe(200);
    expect(robotsOf(await response.text()), urlPath).toMatch(/\bnoindex\b/);
  }
});

test('the doc pages stay indexable', async ({request}) => {
  for (const urlPath of ['/dev-docs/intro', '/user-docs/intro', '/cloud/intro', '/dev-docs/api/rest']) {
    const response = await request.get(urlPath);
    expect(response.status(), urlPath).toBe(200);
    expect(robotsOf(await response.text()), urlPath).not.toMatch(/noindex/);
  }
});

test('page title uses the | delimiter and the generator meta tag is present', async ({page}) => {
  await page.goto('/dev-docs/intro');
  await expect(page).toHaveTitle(/ \| Strapi 4 Documentation$/);
  await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', /Docusaurus/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});
