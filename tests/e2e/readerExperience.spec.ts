import {test, expect, type Page} from '@playwright/test';
import {sitemapPaths} from './gates/sitePages';
import {animationsFinished, waitForHydration, withSharedPage} from './helpers';

/** Reader-experience checks at a phone (390 px) and a desktop (1440 px) width. */
const WIDTHS = [
  {name: 'phone', viewport: {width: 390, height: 844}},
  {name: 'desktop', viewport: {width: 1440, height: 900}},
] as const;

const POPULATE = '/dev-docs/api/rest/populate-select';
const PLANS = '/cloud/getting-started/usage-billing';
const QUICK_START = '/dev-docs/quick-start';

for (const {name, viewport} of WIDTHS) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({viewport});

    test('a REST request sits above its response and shows its whole URL inside the panel', async ({page}) => {
      await page.goto(POPULATE);
      const lines = page.locator('[data-request-url]');
      expect(await lines.count()).toBeGreaterThan(3);
      for (const line of await lines.all()) {
        await line.scrollIntoViewIfNeeded();
        const fits = await line.evaluate((element) => {
          const section = element.closest('section');
          if (!section) return false;
          const panel = section.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          return (
            element.scrollWidth <= element.clientWidth + 1 &&
            box.right <= panel.right + 0.5 &&
            box.left >= panel.left - 0.5
          );
        });
        expect(fits).toBe(true);
        // Every query parameter of the URL is rendered, one per line.
        const url = (await line.getAttribute('data-request-url')) ?? '';
        await expect(line).toContainText(url.split('?')[0] ?? '');
        for (const param of url.split('?')[1]?.split('&') ?? []) await expect(line).toContainText(param);
      }
      const request = page.getByRole('region', {name: /^Request/}).nth(1);
      const response = page.getByRole('region', {name: /^Response/}).nth(1);
      const [a, b] = [await request.boundingBox(), await response.boundingBox()];
      expect(a && b && b.y >= a.y + a.height - 1 && Math.abs(a.width - b.width) < 2).toBeTruthy();
    });

    test('the Copy URL button copies the exact URL', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(POPULATE);
      await waitForHydration(page);
      const request = page.getByRole('region', {name: /^Request/}).nth(1);
      const url = await request.locator('[data-request-url]').getAttribute('data-request-url');
      expect(url).toMatch(/^\/api\/books\/5\?fields\[0\]=title&populate/);
      await request.getByRole('button', {name: 'Copy URL'}).click();
      await expect(request.getByRole('button', {name: 'Copied'})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    });
  });
}

test.describe('wide tables on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('a plans table that scrolls shows an edge shadow and a hint, and is keyboard-scrollable', async ({page}) => {
    await page.goto(PLANS);
    await waitForHydration(page);
    const frame = page.locator('[data-table-kind="comparison"]').first();
    await expect(frame).toHaveAttribute('data-overflow-end', 'true');
    await expect(frame.getByText(/Scroll sideways to see all 5 columns/)).toBeVisible();
    // The shadow fades in: read its opacity once its transition has finished, not halfway through it.
    await animationsFinished(page);
    const shadow = frame.locator('[data-scroll-shadow="end"]');
    expect(await shadow.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    const table = frame.locator('table');
    await expect(table).toHaveAttribute('tabindex', '0');
    await table.evaluate((element) => element.scrollTo({left: element.scrollWidth}));
    await expect(frame).toHaveAttribute('data-overflow-start', 'true');
    await expect(frame).not.toHaveAttribute('data-overflow-end', 'true');
    // The first column stays in view while the others scroll.
    const first = await table.locator('tbody td').first().boundingBox();
    const tableBox = await table.boundingBox();
    expect(first && tableBox && Math.abs(first.x - tableBox.x) < 2).toBeTruthy();
  });

  test('a reference table becomes one card per row with each value labelled', async ({page}) => {
    await page.goto('/dev-docs/api/rest/parameters');
    await waitForHydration(page);
    const frame = page.locator('[data-table-kind="reference"]').first();
    const table = frame.locator('table');
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    await expect(frame.getByText(/Scroll sideways/)).toHaveCount(0);
    const label = await table
      .locator('tbody td')
      .nth(1)
      .evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).not.toBe('none');
    expect(label.length).toBeGreaterThan(2);
  });
});

test.describe('wide tables on a desktop', () => {
  test.use({viewport: {width: 1440, height: 900}});

  test('a table that fits shows no hint, no shadow and adds no tab stop', async ({page}) => {
    await page.goto(PLANS);
    await waitForHydration(page);
    const frame = page.locator('[data-table-kind="comparison"]').first();
    await expect(frame.locator('table')).not.toHaveAttribute('tabindex', '0');
    await expect(frame.getByText(/Scroll sideways/)).toHaveCount(0);
    await expect(frame.locator('[data-scroll-shadow]')).toHaveCount(0);
  });
});

test.describe('code on a touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('Copy is visible without a tap and does not cover the code; one-line commands wrap', async ({page}) => {
    await page.goto(QUICK_START);
    await waitForHydration(page);
    // Docusaurus' Tabs remount once after hydration (their key is `String(isBrowser)`), replacing the code blocks
    // inside them; the measurement is retried until it runs on the blocks that stay.
    await expect(async () => {
      const block = page.locator('.theme-code-block').first();
      await block.scrollIntoViewIfNeeded({timeout: 1000});
      const copy = block.getByRole('button', {name: /copy code/i});
      await expect(copy).toBeVisible({timeout: 1000});
      // The button's opacity has a transition (the theme's fade on hover): read the resting value.
      await animationsFinished(page);
      expect(Number(await copy.evaluate((button) => getComputedStyle(button).opacity))).toBe(1);
      const buttons = await copy.boundingBox();
      const firstLine = await block.locator('.token-line').first().boundingBox();
      expect(buttons && firstLine && buttons.y + buttons.height <= firstLine.y + 1).toBeTruthy();
    }).toPass({timeout: 10_000});
    for (const code of await page.locator('.theme-code-block pre > code').all()) {
      if ((await code.locator('.token-line').count()) !== 1) continue;
      expect(
        await code.evaluate((element) => {
          const pre = element.parentElement;
          return pre !== null && pre.scrollWidth <= pre.clientWidth + 1;
        }),
      ).toBe(true);
    }
  });
});

/** Words of a label, to compare a sidebar label with a page title. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

test.describe('navigation keeps your place', () => {
  const devDocsSectionPages = sitemapPaths().filter((path) =>
    /^\/dev-docs\/(api\/rest|configurations)(\/|$)/.test(path),
  );

  test('the REST and configuration sections have pages to check', () => {
    expect(devDocsSectionPages.filter((path) => path.startsWith('/dev-docs/api/rest')).length).toBeGreaterThan(8);
    expect(devDocsSectionPages.filter((path) => path.startsWith('/dev-docs/configurations')).length).toBeGreaterThan(
      15,
    );
  });

  test.describe('at 1440 px', () => {
    test.use({viewport: {width: 1440, height: 900}});

    // One test per page (it was one loop over ~35 pages, which ran out of time on a loaded machine), on one page
    // per worker: these checks only read, and a new context per page downloaded and compiled the scripts again.
    const desktop = withSharedPage({viewport: {width: 1440, height: 900}});
    for (const path of devDocsSectionPages) {
      desktop(
        `Developer Docs stays active on ${path}; the sidebar names the page like its title`,
        async ({sharedPage: page}) => {
          await page.goto(path);
          const active = page.getByRole('navigation', {name: 'Main'}).locator('.navbar__link--active');
          await expect(active, path).toHaveText('Developer Docs');
          const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
          // The sidebar lists pages, not the headings the table of contents already lists.
          expect(await sidebar.locator('a[href*="#"]:not([href="#"])').count(), path).toBe(0);
          const title = words(await page.locator('article h1').first().innerText());
          const label = words(await sidebar.locator('a[aria-current="page"]').last().innerText());
          expect(
            label.filter((word) => !title.includes(word) && !title.includes(`${word}s`)),
            `${path}: sidebar label vs title`,
          ).toEqual([]);
        },
      );
    }

    test('the version pill is a menu with these docs, the latest docs and the v3 docs', async ({page}) => {
      await page.goto('/dev-docs/intro');
      const navbar = page.getByRole('navigation', {name: 'Main'});
      await navbar
        .getByRole('button', {name: 'v4.25.9'})
        .or(navbar.getByRole('link', {name: 'v4.25.9', exact: true}))
        .first()
        .hover();
      await expect(navbar.getByRole('link', {name: /these docs/})).toHaveAttribute('href', '/status');
      await expect(navbar.getByRole('link', {name: /Latest Strapi docs/})).toHaveAttribute(
        'href',
        'https://docs.strapi.io',
      );
      await expect(navbar.getByRole('link', {name: /Strapi 3 docs/})).toHaveAttribute(
        'href',
        'https://docs-v3.strapi.io',
      );
      await expect(navbar.getByRole('link', {name: /Latest Strapi docs/})).toBeVisible();
    });
  });

  test.describe('at 390 px', () => {
    test.use({viewport: {width: 390, height: 844}});

    for (const path of ['/dev-docs/api/rest/populate-select', '/dev-docs/configurations/server']) {
      test(`${path}: the mobile menu shows one back link and Developer Docs active`, async ({page}) => {
        await page.goto(path);
        await waitForHydration(page);
        await page.getByRole('button', {name: /toggle navigation bar/i}).click();
        const menu = page.locator('.navbar-sidebar');
        await expect(menu.getByText(/back to main menu/i)).toBeVisible();
        const backs = menu
          .getByRole('link', {name: /back|all developer docs/i})
          .or(menu.getByRole('button', {name: /back/i}));
        expect(await backs.filter({visible: true}).count()).toBe(1);
        await menu.getByText(/back to main menu/i).click();
        await expect(menu.locator('.menu__link--active', {hasText: 'Developer Docs'})).toBeVisible();
      });
    }
  });
});

test.describe('the first screen on a phone', () => {
  // One page per worker: the checks only read (the announcement bar is never closed here).
  const phone = withSharedPage({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const path of [QUICK_START, POPULATE, '/dev-docs/configurations/server', '/user-docs/intro', PLANS]) {
    phone(
      `${path}: the page title starts within the first 30 % of the screen, under a one-line announcement`,
      async ({sharedPage: page}) => {
        await page.goto(path);
        await waitForHydration(page);
        const bar = page.getByRole('banner').filter({hasText: 'until April 2026'});
        await expect(bar).toBeVisible();
        // A missing box leaves undefined, which the number matchers reject.
        expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(40);
        const title = await page.locator('article h1').first().boundingBox();
        expect(title?.y).toBeLessThan(844 * 0.3);
      },
    );
  }
});

/** WCAG relative luminance contrast of two CSS rgb()/rgba() colours (alpha ignored: used on opaque colours). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
      const c = Number(value) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The focused element's outline and the first opaque background behind it. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    let node: Element | null = element.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (node) {
      const color = getComputedStyle(node).backgroundColor;
      if (color && !/rgba\(.*, 0\)$/.test(color) && color !== 'transparent') {
        background = color;
        break;
      }
      node = node.parentElement;
    }
    return {style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor, background};
  });
}

for (const theme of ['light', 'dark'] as const) {
  for (const {name, viewport} of WIDTHS) {
    test(`focus rings are 2 px and 3:1 against their background, ${theme} mode, ${name}`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await page.goto(POPULATE);
      await waitForHydration(page);
      // Keyboard focus reaches the announcement bar's close button first.
      let onClose = false;
      for (let step = 0; step < 8 && !onClose; step++) {
        await page.keyboard.press('Tab');
        onClose = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Close');
      }
      expect(onClose).toBe(true);
      const targets = ['close', 'article link', 'Copy URL', 'footer link'] as const;
      for (const target of targets) {
        if (target === 'article link') await page.locator('article p a').first().focus();
        if (target === 'Copy URL') await page.getByRole('button', {name: 'Copy URL'}).first().focus();
        if (target === 'footer link') await page.locator('footer a').first().focus();
        // A focus ring may fade in; read it at rest (this read mid-transition was a flake under load).
        await animationsFinished(page);
        const ring = await focusRing(page);
        expect(ring.style, target).toBe('solid');
        expect(ring.width, target).toBeGreaterThanOrEqual(2);
        expect(
          contrast(ring.color, ring.background),
          `${target}: ${ring.color} on ${ring.background}`,
        ).toBeGreaterThanOrEqual(3);
      }
    });
  }
}

test.describe('the not-found page', () => {
  test('offers search and the closest pages, not "contact the owner"; the game waits for a click', async ({page}) => {
    const response = await page.goto('/dev-docs/api/rest/populat');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
    await expect(page.getByText(/contact the owner/i)).toHaveCount(0);
    await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toBeVisible();
    const help = page.getByRole('navigation', {name: 'Ways back into the documentation'});
    const closest = help.getByRole('link', {name: 'Populate and field selection'}).first();
    await expect(closest).toHaveAttribute('href', '/dev-docs/api/rest/populate-select');
    // The game waits for the reader (tests/e2e/decorations.spec.ts plays it).
    await expect(page.getByRole('application')).toHaveCount(0);
    await page.getByRole('button', {name: "Play a game while you're here"}).click();
    await expect(help.getByRole('application', {name: 'Catch game'})).toBeFocused();
  });
});

test.describe('reading measure', () => {
  test.use({viewport: {width: 1440, height: 900}});

  test('body paragraphs run 60 to 80 characters per line', async ({page}) => {
    await page.goto('/dev-docs/backend-customization/controllers');
    const perLine = await page
      .locator('article .markdown > p')
      .first()
      .evaluate((paragraph) => {
        const probe = document.createElement('span');
        probe.style.whiteSpace = 'nowrap';
        probe.textContent = paragraph.textContent;
        paragraph.appendChild(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        const text = paragraph.textContent ?? '';
        return text.length / (width / paragraph.clientWidth);
      });
    expect(perLine).toBeGreaterThanOrEqual(60);
    expect(perLine).toBeLessThanOrEqual(80);
  });
});

test.describe('the navbar just above the desktop breakpoint', () => {
  for (const width of [997, 1100, 1199]) {
    test(`at ${width} px every navbar label stays on one line and nothing scrolls sideways`, async ({page}) => {
      await page.setViewportSize({width, height: 700});
      await page.goto(QUICK_START);
      await waitForHydration(page);
      const items = page.locator('.navbar__items a.navbar__item');
      expect(await items.count()).toBeGreaterThanOrEqual(3);
      for (const item of await items.all()) {
        if (!(await item.isVisible())) continue;
        const lines = await item.evaluate((element) => {
          const style = getComputedStyle(element);
          return Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight));
        });
        expect(lines, `${await item.innerText()} wraps`).toBe(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await expect(page.locator('.navbar').getByRole('link', {name: 'Search', exact: true})).toBeVisible();
    });
  }
});
