/**
 * After a client navigation the article renders in two parts (src/components/ArticleInParts): the blocks that
 * fill the first screen, then the rest after that frame. Each test first checks that what it looks at was not in
 * the first part (so it tests the second part, and fails if the page is not split), then that the second part
 * works as a full load does: the same article, nothing on the first screen moves, anchors scroll, the table of
 * contents follows, and code blocks, tabs, diagrams, live code and image zoom work in it.
 */
import {test, expect, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

const LONG_PAGE = '/dev-docs/plugins/users-permissions';
const LONG_PAGE_FROM = '/dev-docs/plugins/upload';
const MODELS = '/dev-docs/backend-customization/models';
const MODELS_FROM = '/dev-docs/backend-customization/webhooks';
const DEEP_HEADING = 'use-lifecycle-hooks';

declare global {
  interface Window {
    /** A copy of the article as it was in the DOM when its title first appeared. */
    firstPart?: Element;
    /** Set by a test: the hash to go to in the same task as the new page's first commit. */
    hashAtFirstCommit?: string;
  }
}

/** Keeps, for every new article title, a copy of the article as the commit that inserted the title left it. */
async function recordFirstPart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let title: Element | null = null;
    new MutationObserver(() => {
      const h1 = document.querySelector('article h1');
      if (!h1 || h1 === title) return;
      title = h1;
      const article = h1.closest('.markdown');
      if (article) window.firstPart = article.cloneNode(true) as Element;
      if (window.hashAtFirstCommit && title.isConnected && document.documentElement.dataset.hasHydrated === 'true') {
        window.location.hash = window.hashAtFirstCommit;
        window.hashAtFirstCommit = undefined;
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

/** Follows the visible link to `href` as a reader does (hover, which preloads the route, then click). */
async function followLink(page: Page, href: string): Promise<void> {
  const link = page.locator(`a[href="${href}"]`).filter({visible: true}).first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[#/]/g, '\\$&')}(#.*)?$`));
}

/** Resolves once the rest of the article is in (the element that ends the first part meanwhile is gone). */
async function restArrived(page: Page): Promise<void> {
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('[data-article-rest]')).toHaveCount(0);
}

/** How many elements match `selector` in the first part of the article last reached. */
function inFirstPart(page: Page, selector: string): Promise<number> {
  return page.evaluate((value) => window.firstPart?.querySelectorAll(value).length ?? -1, selector);
}

async function clientNavigation(page: Page, from: string, to: string): Promise<void> {
  await recordFirstPart(page);
  await page.goto(from);
  await waitForHydration(page);
  await followLink(page, to);
  expect(await inFirstPart(page, '[data-article-rest]'), 'the article came in two parts').toBe(1);
  await restArrived(page);
}

/**
 * The article's blocks: element, class and text of each. (Not the markup: attributes that effects set after a
 * layout, such as the role of a code block that scrolls, and the diagrams' CSS, which the HTML minifier rewrites in
 * the served page, differ between any client-rendered page and a full load, on main too.)
 */
const articleBlocks = (page: Page): Promise<string[][]> =>
  page.locator('article .markdown > *').evaluateAll((blocks: Element[]) =>
    blocks.map((block): string[] => {
      const copy = block.cloneNode(true) as Element;
      copy.querySelectorAll('style').forEach((style) => style.remove());
      return [block.tagName, block.className, copy.textContent ?? ''];
    }),
  );

test('a long page reached by a link shows its first screen first, then the same article a full load shows', async ({
  page,
  browser,
}) => {
  await clientNavigation(page, LONG_PAGE_FROM, LONG_PAGE);
  const full = await browser.newPage();
  await full.goto(LONG_PAGE);
  await waitForHydration(full);
  const blocks = await full.locator('article .markdown > *').count();
  const first = await inFirstPart(page, ':scope > *');
  expect(await inFirstPart(page, 'h1')).toBe(1);
  expect(first, 'blocks in the first part').toBeGreaterThan(3);
  expect(first, 'blocks in the first part').toBeLessThan(blocks / 2);
  expect(await page.locator('article .markdown > *').count()).toBe(blocks);
  expect(await articleBlocks(page)).toEqual(await articleBlocks(full));
  await full.close();
});

for (const viewport of [
  {width: 390, height: 844},
  {width: 1440, height: 900},
]) {
  test(`at ${viewport.width} px nothing on the first screen moves when the rest of the article arrives`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await recordFirstPart(page);
    await page.goto(LONG_PAGE_FROM);
    await waitForHydration(page);
    // Every layout shift from the click on, whether or not it follows an input (CLS leaves those out).
    await page.evaluate(() => {
      const shifts: Array<{value: number; sources: string[]}> = [];
      (window as unknown as {shifts: typeof shifts}).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & {value: number; sources?: Array<{node?: Node}>}
        >)
          shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map(
              (source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?',
            ),
          });
      }).observe({type: 'layout-shift'});
    });
    if (viewport.width < 997) {
      await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    }
    await followLink(page, LONG_PAGE);
    expect(await inFirstPart(page, '[data-article-rest]'), 'the article came in two parts').toBe(1);
    await restArrived(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const shifts = await page.evaluate(() => (window as unknown as {shifts: unknown[]}).shifts);
    expect(shifts).toEqual([]);
  });
}

test('a link to an anchor in the part a plain link renders second scrolls to it', async ({page}) => {
  await clientNavigation(page, MODELS_FROM, MODELS);
  expect(await inFirstPart(page, `#${DEEP_HEADING}`), 'the heading is in the second part').toBe(0);

  // The same link with the heading's anchor: the page comes whole, and the anchor is scrolled to.
  await page.goto(MODELS_FROM);
  await waitForHydration(page);
  await followLink(page, `${MODELS}#${DEEP_HEADING}`);
  const heading = page.locator(`#${DEEP_HEADING}`);
  await expect(heading).toBeInViewport();
  expect((await heading.boundingBox())?.y).toBeLessThan(200);
});

test('a table-of-contents link to the second part scrolls to it, and the highlight follows the scroll', async ({
  page,
}) => {
  await clientNavigation(page, MODELS_FROM, MODELS);
  expect(await inFirstPart(page, `#${DEEP_HEADING}`), 'the heading is in the second part').toBe(0);
  const tocLink = page.locator(`.table-of-contents a[href="#${DEEP_HEADING}"]`).first();
  await tocLink.click();
  await expect(page.locator(`#${DEEP_HEADING}`)).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`#${DEEP_HEADING}$`));
  await expect(tocLink).toHaveClass(/table-of-contents__link--active/);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(tocLink).not.toHaveClass(/table-of-contents__link--active/);
  await page
    .locator(`#${DEEP_HEADING}`)
    .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120));
  await expect(tocLink).toHaveClass(/table-of-contents__link--active/);
});

test('an anchor followed before the rest of the article arrived is scrolled to when it does', async ({page}) => {
  await recordFirstPart(page);
  await page.goto(MODELS_FROM);
  await waitForHydration(page);
  await page.evaluate((hash) => (window.hashAtFirstCommit = hash), DEEP_HEADING);
  await followLink(page, MODELS);
  expect(await inFirstPart(page, '[data-article-rest]'), 'the article came in two parts').toBe(1);
  expect(await inFirstPart(page, `#${DEEP_HEADING}`), 'the heading is in the second part').toBe(0);
  await expect(page).toHaveURL(new RegExp(`#${DEEP_HEADING}$`));
  await expect(page.locator(`#${DEEP_HEADING}`)).toBeInViewport();
});

test('code blocks, tabs and diagrams in the second part work', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await clientNavigation(page, LONG_PAGE_FROM, LONG_PAGE);
  const article = page.locator('article .markdown').first();
  const codeBlocks = await article.locator('.theme-code-block').count();
  const tabGroups = await article.locator('.tabs-container').count();
  const diagrams = await article.locator('figure svg, [role="img"] svg').count();
  expect(await inFirstPart(page, '.theme-code-block')).toBeLessThan(codeBlocks);
  expect(await inFirstPart(page, '.tabs-container')).toBeLessThan(tabGroups);
  expect(await inFirstPart(page, 'figure svg, [role="img"] svg')).toBeLessThan(diagrams);

  // The last code block: highlighted, and Copy copies it.
  const block = article.locator('.theme-code-block').last();
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('.token').first()).toBeVisible();
  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  const code = await block.locator('pre code').innerText();
  // The rendered lines of an empty line hold a line break of their own: compare without empty lines.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(lines(code));

  // The last tab group switches tabs.
  const tabs = article.locator('.tabs-container').last();
  await tabs.scrollIntoViewIfNeeded();
  const second = tabs.getByRole('tab').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel').filter({visible: true})).toHaveCount(1);

  // The last diagram is drawn.
  const diagram = article.locator('figure svg, [role="img"] svg').filter({visible: true}).last();
  await diagram.scrollIntoViewIfNeeded();
  expect((await diagram.boundingBox())?.height).toBeGreaterThan(50);
});

test('a live code block in the second part becomes editable when scrolled to', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 720});
  await clientNavigation(page, '/dev-docs/integrations/angular', '/dev-docs/integrations/react');
  expect(await inFirstPart(page, '[data-live-code]'), 'the live block is in the second part').toBe(0);
  const block = page.locator('[data-live-code]');
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-live-code', 'active', {timeout: 15_000});
  await expect(page.getByText('3 books, page 1 of 1')).toBeVisible({timeout: 15_000});
});

test('images in the second part zoom on click', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 720});
  await clientNavigation(page, '/user-docs/settings/transfer-tokens', '/user-docs/settings/API-tokens');
  const images = page.locator('article .markdown img');
  expect(await inFirstPart(page, 'img')).toBeLessThan(await images.count());
  const image = images.last();
  await image.scrollIntoViewIfNeeded();
  // Zoom attaches 1000 ms after the navigation, once the article is complete (src/lib/articleComplete.ts).
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 15_000});
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
});
