import {test, expect, type Page, type Request} from '@playwright/test';
import {waitForHydration} from './helpers';

const GALLERY = '/snippets/writing-components';

/** Turns off Docusaurus' prefetching for a page, as on a data-saving connection. */
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
  for (const {path, sidebar} of cases) {
    test(`${path} shows its own sidebar`, async ({page}) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', {name: 'Docs sidebar'});
      for (const label of sidebar) await expect(nav.getByText(label, {exact: false}).first()).toBeVisible();
    });
  }

  test('a doc page loads only its own sidebar; client navigation between doc sets swaps it in one step', async ({
    page,
  }) => {
    // The sidebar modules of src/plugins/docs-version-split name their sidebar by key (client/versionKeys.ts).
    const sidebarsIn = (scripts: string[]) => [
      ...new Set(scripts.flatMap((body) => [...body.matchAll(/"default\/current\/(\w+)"/g)].map((match) => match[1]))),
    ];
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/dev-docs/faq');
    await waitForHydration(page);
    expect(sidebarsIn(scripts)).toEqual(['devDocsSidebar']);

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
    expect(sidebarsIn(scripts).sort()).toEqual(['cloudSidebar', 'devDocsSidebar', 'userDocsSidebar']);
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

test('navbar has the three doc sets, the repository link and the version', async ({page}) => {
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
});

test('page title uses the | delimiter and the generator meta tag is present', async ({page}) => {
  await page.goto('/dev-docs/intro');
  await expect(page).toHaveTitle(/ \| Strapi 4 Documentation$/);
  await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', /Docusaurus/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

test('footer links to latest and older docs, contributors, AI files, community and blog', async ({page}) => {
  await page.goto('/');
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

test('colour mode starts light and the choice persists under the theme key', async ({page}) => {
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: /dark mode|light mode|system mode|color mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('table of contents lists h2 and h3 headings only', async ({page}) => {
  await page.goto(GALLERY);
  const toc = page.locator('.table-of-contents').first();
  await expect(toc.getByRole('link', {name: 'Admonitions'})).toBeAttached();
  await expect(toc.getByRole('link', {name: 'Code block options'})).toBeAttached();
  await expect(page.locator('article h4', {hasText: 'Headings below level 3'})).toBeVisible();
  await expect(toc.getByRole('link', {name: 'Headings below level 3'})).toHaveCount(0);
  const headings = await page.locator('article .markdown').locator('h2, h3').count();
  expect(await toc.locator('a').count()).toBe(headings);
});

test('all nine admonition types render with their own look', async ({page}) => {
  await page.goto(GALLERY);
  const types = ['note', 'tip', 'info', 'caution', 'warning', 'danger', 'prerequisites', 'callout', 'strapi'];
  const looks = new Set<string>();
  for (const type of types) {
    const box = page
      .locator('.theme-admonition')
      .filter({hasText: new RegExp(`^${type}`, 'i')})
      .first();
    await expect(box, `:::${type}`).toBeVisible();
    await expect(box.locator('svg').first()).toBeAttached();
    looks.add(
      await box.evaluate((el) => `${getComputedStyle(el).backgroundColor}|${getComputedStyle(el).borderLeftColor}`),
    );
  }
  expect(looks.size).toBe(types.length);
});

test('synced tabs switch together and the choice persists', async ({page}) => {
  await page.goto(GALLERY);
  await waitForHydration(page);
  await page.getByRole('tab', {name: 'TypeScript'}).first().click();
  await expect(page.getByText('export default {').first()).toBeVisible();
  await page.goto('/snippets/writing-components');
  await expect(page.getByRole('tab', {name: 'TypeScript'}).first()).toHaveAttribute('aria-selected', 'true');
});

test('ApiCall puts the request above the response at the full width, on desktop and mobile', async ({page}) => {
  await page.goto(GALLERY);
  const request = page.getByRole('region', {name: /^Request/}).first();
  const response = page.getByRole('region', {name: /^Response/}).first();
  for (const width of [1280, 390]) {
    await page.setViewportSize({width, height: 844});
    const [a, b] = [await request.boundingBox(), await response.boundingBox()];
    expect(a && b && b.y > a.y + a.height - 1 && Math.abs(a.width - b.width) < 2).toBeTruthy();
  }
});

test('article images zoom on click, once, after the 1000 ms delay', async ({page}) => {
  await page.goto(GALLERY);
  const image = page.locator('article .markdown img').first();
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 5000});
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  expect(await page.locator('.medium-zoom-overlay').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
  await page.locator('.medium-zoom-image--opened').click();
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0, {timeout: 3000});
  // Navigating away and back re-attaches without attaching twice.
  await page.getByRole('link', {name: 'REST API'}).first().click();
  await page.goBack();
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 5000});
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(1);
});

test('mermaid diagrams and live code blocks render', async ({page}) => {
  await page.goto(GALLERY);
  await expect(page.locator('.docusaurus-mermaid-container svg').filter({visible: true}).first()).toBeVisible({
    timeout: 10_000,
  });
  // The live editor loads when its block nears the viewport.
  await page.locator('[data-live-code]').scrollIntoViewIfNeeded();
  await expect(page.getByText('3 books in the catalogue')).toBeVisible({timeout: 10_000});
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

test('status page states the version, the maintenance period and the doc sets', async ({page}) => {
  await page.goto('/status');
  const article = page.locator('article');
  await expect(article).toContainText('4.25.9');
  await expect(article).toContainText('April 2026');
  for (const set of ['Developer Docs', 'User Guide', 'Strapi Cloud']) await expect(article).toContainText(set);
});

test('not-found page shows the built-in texts', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
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

test('mobile menu opens at 390 px and closes when the window grows to desktop', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByText('Getting Started').first()).toBeVisible();
  await page.setViewportSize({width: 1280, height: 900});
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
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

test('links are prefetched on hover, but not on a 2g or data-saving connection', async ({browser}) => {
  async function prefetchedAfterHover(connection: {effectiveType: string; saveData: boolean}) {
    const page = await browser.newPage();
    await emulateConnection(page, connection);
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await page.locator('.menu').getByRole('link', {name: 'Content API'}).first().hover();
    await page.waitForTimeout(1000);
    const prefetched = await page.locator('link[rel="prefetch"]').count();
    await page.close();
    return prefetched;
  }
  expect(await prefetchedAfterHover({effectiveType: '4g', saveData: false})).toBeGreaterThan(0);
  expect(await prefetchedAfterHover({effectiveType: '2g', saveData: false})).toBe(0);
  expect(await prefetchedAfterHover({effectiveType: '4g', saveData: true})).toBe(0);
});

test('a route chunk that fails to load reloads the page once, without a loop', async ({page}) => {
  const seen = new Set<string>();
  page.on('request', (request: Request) => seen.add(request.url()));
  await emulateConnection(page, {effectiveType: '4g', saveData: true});
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  let loads = 0;
  page.on('load', () => (loads += 1));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // Chunks not loaded yet fail, as after a redeploy that removed them.
  const known = new Set(seen);
  await page.route('**/assets/js/**', (route) => (known.has(route.request().url()) ? route.continue() : route.abort()));
  await page.locator('.menu').getByRole('link', {name: 'Content API'}).first().click();
  await page.waitForTimeout(4000);
  expect(loads).toBe(1);
  expect(warnings.some((text) => /chunk|loading/i.test(text))).toBeTruthy();
});

test('the default build requests nothing from another host', async ({page}) => {
  const offsite: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !url.protocol.startsWith('data'))
      offsite.push(request.url());
  });
  for (const path of ['/', '/home', '/dev-docs/intro', GALLERY, '/user-docs/intro', '/cloud/intro']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(offsite).toEqual([]);
});
