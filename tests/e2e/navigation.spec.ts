/**
 * Getting around the site: each doc set's sidebar (loaded alone, swapped in
 * one step on client navigation), the navbar, the footer, the landing and
 * start pages, the announcement bar, URL endings, scrolling after a
 * navigation, the progress bar and prefetching. (Split out of the former
 * foundation.spec.ts, issue 23.)
 */
import {test, expect, type Page} from '@playwright/test';
import {recordScripts, waitForHydration, withSharedPage} from './helpers';

const GALLERY = '/snippets/writing-components';

/** Sets `navigator.connection` for a page, as on a slow or data-saving connection. */
async function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
  }, connection);
}

test.describe('sidebars', () => {
  const cases = [
    {path: '/dev-docs/intro', sidebar: ['Getting Started', 'Setup & Deployment', 'Content API', 'Plugins']},
    {
      path: '/user-docs/intro',
      sidebar: ['Content Manager', 'Content-type Builder', 'Media Library', 'General Settings'],
    },
    {
      path: '/cloud/intro',
      sidebar: ['Projects management', 'Deployments', 'Account management', 'Advanced configuration'],
    },
    {
      path: '/dev-docs/api/rest/parameters',
      sidebar: ['All Developer Docs', 'Populate and field selection', 'Sort and pagination'],
    },
    {
      path: '/dev-docs/configurations/server',
      sidebar: ['All Developer Docs', 'Base configurations', 'Additional configurations'],
    },
  ];
  // Read-only checks on one page per worker (a new context per check downloaded and compiled the scripts again).
  const shared = withSharedPage();
  for (const {path, sidebar} of cases) {
    shared(`${path} shows its own sidebar`, async ({sharedPage: page}) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', {name: 'Docs sidebar'});
      for (const label of sidebar) await expect(nav.getByText(label, {exact: false}).first()).toBeVisible();
    });
  }

  test('a doc page loads only its own sidebar; client navigation between doc sets swaps it in one step', async ({
    page,
  }) => {
    // The sidebar modules of src/plugins/docs-version-split name their sidebar by key (client/versionKeys.ts).
    // Every script counted from its request on and read whole before each check: a body still downloading when the
    // check runs would otherwise be missed.
    const scripts = recordScripts(page);
    const sidebarsLoaded = async () => [
      ...new Set(
        (await scripts.all()).flatMap(({body}) =>
          [...body.matchAll(/"default\/current\/(\w+)"/g)].map((match) => match[1]),
        ),
      ),
    ];
    await page.goto('/dev-docs/faq');
    await waitForHydration(page);
    expect(await sidebarsLoaded()).toEqual(['devDocsSidebar']);

    // Every DOM change during the navigations: the sidebar is never missing or empty, and the article never moves.
    await page.evaluate(() => {
      const state = window as unknown as {sidebarFrames: string[]};
      state.sidebarFrames = [];
      new MutationObserver(() => {
        const links = document.querySelectorAll('nav[aria-label="Docs sidebar"] a').length;
        const left = Math.round(document.querySelector('main')?.getBoundingClientRect().left ?? -1);
        state.sidebarFrames.push(`${links > 0 ? 'sidebar' : 'no sidebar'} at ${left}`);
      }).observe(document.body, {childList: true, subtree: true});
    });
    const left = Math.round((await page.locator('main').boundingBox())?.x ?? -1);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await navbar.getByRole('link', {name: 'User Guide', exact: true}).click();
    await expect(page).toHaveURL(/\/user-docs\/intro$/);
    await expect(sidebar.getByText('Content Manager').first()).toBeVisible();
    await navbar.getByRole('link', {name: 'Strapi Cloud', exact: true}).click();
    await expect(page).toHaveURL(/\/cloud\/intro$/);
    await expect(sidebar.getByText('Deployments').first()).toBeVisible();
    const frames = await page.evaluate(() => (window as unknown as {sidebarFrames: string[]}).sidebarFrames);
    expect(frames.length).toBeGreaterThan(0);
    expect(new Set(frames)).toEqual(new Set([`sidebar at ${left}`]));
    expect((await sidebarsLoaded()).sort()).toEqual(['cloudSidebar', 'devDocsSidebar', 'userDocsSidebar']);
  });

  test('doc cards reached by client navigation show the descriptions of their docs', async ({page}) => {
    await page.goto('/dev-docs/api/rest');
    await waitForHydration(page);
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'API reference'}).click();
    await expect(page).toHaveURL(/\/dev-docs\/api\/rest\/api-reference$/);
    const card = page
      .locator('article .theme-doc-card-container')
      .filter({has: page.locator('.theme-doc-card-title').getByText('Book', {exact: true})});
    await expect(card.locator('.theme-doc-card-description')).toContainText('Book REST endpoints');
  });

  test('a sidebar item with customProps.badge shows its badge', async ({page}) => {
    await page.goto('/cloud/cli/cloud-cli');
    const item = page.locator('.sidebar-item--new').first();
    await expect(item).toBeAttached();
    const content = await item.locator('a').evaluate((a) => getComputedStyle(a, '::after').content);
    expect(content).toBe('"New"');
  });
});

test('navbar has the three doc sets, the repository link and the version; the footer links to latest and older docs, contributors, AI files, community and blog', async ({
  page,
}) => {
  await page.goto('/');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar.getByRole('link', {name: 'Developer Docs'})).toHaveAttribute('href', '/dev-docs/intro');
  await expect(navbar.getByRole('link', {name: 'User Guide'})).toHaveAttribute('href', '/user-docs/intro');
  await expect(navbar.getByRole('link', {name: 'Strapi Cloud'})).toHaveAttribute('href', '/cloud/intro');
  await expect(navbar.getByRole('link', {name: /GitHub/})).toHaveAttribute(
    'href',
    /github\.com\/strapi\/documentation/,
  );
  await expect(navbar.getByText('v4.25.9', {exact: true})).toBeVisible();

  const footer = page.locator('footer');
  for (const name of [
    'Latest Strapi docs',
    'Older, unsupported docs',
    'Contributor docs',
    'llms.txt',
    'Discord',
    'Blog',
  ]) {
    await expect(
      footer.getByRole('link', {name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))}),
    ).toBeVisible();
  }
});

test('landing page shows search, the three doc sets and the way to the start page; /home lists paths by role and task', async ({
  page,
}) => {
  await page.goto('/');
  for (const set of ['Developer Docs', 'User Guide', 'Strapi Cloud']) {
    await expect(page.locator('main').getByRole('heading', {name: set})).toBeVisible();
  }
  await expect(page.locator('main').getByRole('search')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'What these docs cover'})).toBeVisible();
  await page
    .locator('main')
    .getByRole('link', {name: /Start here/})
    .click();
  await expect(page).toHaveURL(/\/home$/);
  const home = await page.goto('/home');
  expect(home?.status()).toBe(200);
  await expect(page.getByRole('heading', {name: 'Start here', level: 1})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'By role'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'By task'})).toBeVisible();
  // The doc-set cards live on / only: no card text repeated on /home.
  await expect(page.locator('main')).not.toContainText('For editors and administrators');
});

test('announcement bar dismissal survives a reload and a new id shows it again', async ({page}) => {
  await page.goto('/');
  const bar = page.getByRole('banner').filter({hasText: 'maintenance mode until April 2026'});
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', {name: 'latest Strapi docs'})).toHaveAttribute('href', 'https://docs.strapi.io');
  await waitForHydration(page);
  await bar.getByRole('button', {name: /close/i}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('maintenance mode until April 2026')).toBeHidden();
  // The theme remembers the id that was dismissed; a different id means a new announcement.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('maintenance mode until April 2026')).toBeVisible();
});

test('.html and /index endings are stripped before matching', async ({page}) => {
  await page.goto('/dev-docs/quick-start/index');
  await expect(page).toHaveURL(/\/dev-docs\/quick-start$/);
  await expect(page.locator('article h1')).toBeVisible();
  await page.goto('/dev-docs/quick-start/index.html');
  await expect(page).toHaveURL(/\/dev-docs\/quick-start$/);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
});

test('after navigation the page scrolls to the hash target or to the top', async ({page}) => {
  await page.goto(GALLERY);
  await waitForHydration(page);
  await page.mouse.wheel(0, 3000);
  await page.waitForFunction(() => window.scrollY > 500);
  await page.locator('.table-of-contents a', {hasText: 'Badges'}).first().click();
  await expect(page.locator('#badges')).toBeInViewport();
  await page.locator('footer').getByRole('link', {name: 'Docs status'}).click();
  await expect(page).toHaveURL(/\/status$/);
  await page.waitForFunction(() => window.scrollY === 0);
});

test('after a client navigation the focus leaves the clicked link for the top of the page, and the next Tab reaches the skip link', async ({
  page,
}) => {
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  const link = page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a[href="/dev-docs/quick-start"]');
  await link.click();
  await expect(page).toHaveURL(/\/dev-docs\/quick-start$/);
  await expect(page.locator('article h1')).toHaveText(/quick start/i);
  // The theme focuses the skip region (tabindex -1, focus, tabindex removed); Chromium then hands the focus to
  // <body> because the region is no longer focusable, but the region stays the starting point of the next Tab.
  // The focus moves after the new page's first frame (src/theme/SkipToContent): wait for the clicked link to lose it.
  // Without that focus, the link keeps the focus and the next Tab goes to the following sidebar link.
  await expect(link).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
});

test('the progress bar waits 200 ms before showing on a slow navigation', async ({page}) => {
  await emulateConnection(page, {effectiveType: '4g', saveData: true});
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.evaluate(() => {
    const marks = ((window as unknown as {progressMarks: number[]}).progressMarks = [] as number[]);
    document.addEventListener('click', () => marks.push(performance.now()), {capture: true, once: true});
    new MutationObserver((_, observer) => {
      if (document.querySelector('#nprogress')) {
        marks.push(performance.now());
        observer.disconnect();
      }
    }).observe(document.body, {childList: true});
  });
  await page.locator('.menu').getByRole('link', {name: 'Quick start'}).first().click();
  await expect(page.locator('#nprogress')).toHaveCount(1, {timeout: 1500});
  const [clicked, shown] = await page.evaluate(() => (window as unknown as {progressMarks: number[]}).progressMarks);
  if (clicked === undefined || shown === undefined)
    throw new Error('the click and the progress bar were not both seen');
  expect(shown - clicked).toBeGreaterThanOrEqual(195);
  expect(shown - clicked).toBeLessThan(1000);
});

/**
 * Records each call of Docusaurus's `prefetch` and `preload` (`window.docusaurus`, called by every internal
 * link: prefetch when it scrolls into view, preload on hover) and whether it fetched anything (`false`: it
 * declined, as it does on a slow or data-saving connection).
 */
async function recordPrefetching(page: Page) {
  await page.addInitScript(() => {
    type Api = Record<'prefetch' | 'preload', (path: string) => unknown>;
    const calls: Array<{kind: string; path: string; fetched: boolean}> = [];
    let api: Api | undefined;
    Object.defineProperty(window, 'prefetchCalls', {value: calls});
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => api,
      // Docusaurus freezes its object: the page gets a copy whose two functions record their calls.
      set(value: Api) {
        const record =
          (kind: keyof Api) =>
          (path: string): unknown => {
            const result = value[kind](path);
            calls.push({kind, path, fetched: result !== false});
            return result;
          };
        api = {prefetch: record('prefetch'), preload: record('preload')};
      },
    });
  });
}

/** Hovers a sidebar link once the links in view were offered to prefetch; resolves once its preload ran. */
async function hoverSidebarLink(page: Page) {
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  const link = page.locator('.menu').getByRole('link', {name: 'Content API'}).first();
  const target = (await link.getAttribute('href')) ?? '';
  await page.waitForFunction(() =>
    (window as unknown as {prefetchCalls: Array<{kind: string}>}).prefetchCalls.some(({kind}) => kind === 'prefetch'),
  );
  await link.hover();
  await page.waitForFunction(
    (path) =>
      (window as unknown as {prefetchCalls: Array<{kind: string; path: string}>}).prefetchCalls.some(
        (call) => call.kind === 'preload' && call.path === path,
      ),
    target,
  );
  const calls = await page.evaluate(
    () => (window as unknown as {prefetchCalls: Array<{kind: string; path: string; fetched: boolean}>}).prefetchCalls,
  );
  return {target, calls};
}

test('links are prefetched, and preloaded on hover, on a fast connection', async ({page}) => {
  await recordPrefetching(page);
  const {target, calls} = await hoverSidebarLink(page);
  expect(calls.find((call) => call.kind === 'preload' && call.path === target)?.fetched).toBe(true);
  await expect(page.locator('link[rel="prefetch"]')).not.toHaveCount(0);
});

for (const connection of [
  {effectiveType: '2g', saveData: false},
  {effectiveType: '4g', saveData: true},
]) {
  test(`links are neither prefetched nor preloaded on hover with ${JSON.stringify(connection)}`, async ({page}) => {
    await emulateConnection(page, connection);
    await recordPrefetching(page);
    const {calls} = await hoverSidebarLink(page);
    expect(
      calls.filter((call) => call.fetched),
      'prefetch or preload calls that fetched',
    ).toEqual([]);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });
}
