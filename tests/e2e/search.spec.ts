/**
 * Local search in the production build: shortcuts, the modal, the /search
 * page, the error catalogue's states, and that queries render as text.
 * Run against a default build (no TYPESENSE_* variables).
 */
import {expect, test, type Page} from '@playwright/test';
import {axeViolations} from './axe';
import {switchToDarkMode, waitForHydration, waitForPageSettled} from './helpers';

const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});
const searchInput = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');

/**
 * Resolves once the modal shows the results of `query` (its results area names the query it answers), so that
 * checks made next read this query's results, not those of the query typed before.
 */
async function answered(page: Page, query: string) {
  await expect(dialog(page).getByRole('region', {name: 'Search results area'})).toHaveAttribute('data-query', query);
}

async function openWithShortcut(page: Page, path = '/dev-docs/intro') {
  await page.goto(path);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  // The first opening loads the dialog's code: seconds on a loaded 2-core machine (5 s was a flake at load 30).
  await expect(dialog(page)).toBeVisible({timeout: 20_000});
}

test.describe('search modal', () => {
  // What the keyboard does with the modal, on one page load (a test each loaded the page and the search index
  // five times). Enter leaves the page, so the arrows come last, then the recent search that Enter kept.
  test('keyboard: Ctrl+K and Esc, the navbar button, Tab stays inside, arrows and Enter open a result, which is kept as a recent search', async ({
    page,
  }) => {
    // Several checks on one page: more than one test's time on a loaded machine.
    test.slow();
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await test.step('Ctrl+K opens it with the input focused, Esc closes it', async () => {
      await page.keyboard.press('Control+k');
      await expect(dialog(page)).toBeVisible();
      await expect(searchInput(page)).toBeFocused();
      await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    });
    await test.step('the navbar button shows the shortcut and gets focus back on close', async () => {
      const button = page.getByRole('link', {name: 'Search'}).first();
      await expect(button).toContainText(/Ctrl|⌘/);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
    });
    await test.step('Tab stays inside the dialog', async () => {
      await page.keyboard.press('Control+k');
      await expect(dialog(page)).toBeVisible();
      await searchInput(page).fill('webhooks');
      await answered(page, 'webhooks');
      await expect(options(page).first()).toBeVisible();
      for (let step = 0; step < 8; step++) {
        await page.keyboard.press('Tab');
        expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
    });
    await test.step('arrows move the active result and Enter opens it', async () => {
      // A new query, typed in the input: the first result is active again.
      await searchInput(page).fill('');
      await searchInput(page).fill('webhooks');
      await answered(page, 'webhooks');
      await expect(options(page).nth(1)).toBeVisible();
      await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
      const activeId = await options(page).nth(1).getAttribute('id');
      if (activeId === null) throw new Error('The second option has no id.');
      await expect(searchInput(page)).toHaveAttribute('aria-activedescendant', activeId);
      const href = await options(page).nth(1).getAttribute('href');
      if (href === null) throw new Error('The second option has no href.');
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    });
    await test.step('keeps recent searches in local storage', async () => {
      const stored = await page.evaluate(() => localStorage.getItem('strapi-docs:recent-searches'));
      expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
      await page.keyboard.press('Control+k');
      await expect(dialog(page).getByRole('listbox', {name: 'Recent searches'}).getByRole('option')).toHaveCount(1);
    });
  });

  test('/ opens it, but not while typing in a field', async ({page}) => {
    await page.goto('/search');
    await waitForHydration(page);
    await page.getByRole('searchbox', {name: 'Search the documentation'}).focus();
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeHidden();
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
  });

  // Four checks of what the modal shows for what is typed, in one modal opened once on /: a test each loaded the
  // page and the search index four times.
  test('typed queries on /: "populate" in the first three, no hits, other queries after a miss, markup stays text', async ({
    page,
  }) => {
    // Several checks on one page: more than one test's time on a loaded machine.
    test.slow();
    await openWithShortcut(page, '/');
    await test.step('typing "populate" lists the REST populate page in the first three results', async () => {
      await searchInput(page).fill('populate');
      await answered(page, 'populate');
      await expect(options(page).first()).toBeVisible();
      const hrefs = await options(page).evaluateAll((links) =>
        links.slice(0, 3).map((link) => link.getAttribute('href')),
      );
      expect(hrefs.some((href) => href?.startsWith('/dev-docs/api/rest/populate-select'))).toBe(true);
      await expect(options(page).first().locator('mark').first()).toBeVisible();
    });
    await test.step('no hits: "No results for", suggestions and a prefilled issue link', async () => {
      await searchInput(page).fill('webhoooooksqz');
      await answered(page, 'webhoooooksqz');
      const state = dialog(page).locator('[data-search-state="no-results"]');
      await expect(state).toContainText('No results for');
      await expect(state).toContainText('webhoooooksqz');
      await expect(state).toContainText('Believe this query should return results?');
      const link = state.getByRole('link', {name: 'Let us know.'});
      const href = new URL((await link.getAttribute('href')) ?? 'about:missing-href');
      expect(href.origin + href.pathname).toBe('https://github.com/strapi/documentation/issues/new');
      expect(href.searchParams.get('title')).toContain('webhoooooksqz');
      await searchInput(page).fill('webhoks pagez');
      await answered(page, 'webhoks pagez');
      await expect(options(page).first()).toBeVisible();
    });
    await test.step('suggests other queries after a miss', async () => {
      await searchInput(page).fill('webhookz zzqqxx');
      await answered(page, 'webhookz zzqqxx');
      // Any word may match when not all do, so a typo next to a real word still finds results.
      await expect(options(page).first()).toBeVisible();
      await searchInput(page).fill('popula zzqqxxw');
      await answered(page, 'popula zzqqxxw');
      await expect(options(page).first()).toBeVisible();
    });
    await test.step('a query with markup stays text', async () => {
      const payload = '<img src=qqzx onerror="window.__xss=1">';
      await searchInput(page).fill(payload);
      await answered(page, payload);
      // Words of the payload may match docs ("window"), so results or the no-hit state show; either way, as text.
      await expect(dialog(page).locator('[data-search-state="no-results"], [role="option"]').first()).toBeVisible();
      expect(await dialog(page).locator('img').count()).toBe(0);
      await searchInput(page).fill('<b>qqzx</b>');
      await answered(page, '<b>qqzx</b>');
      await expect(dialog(page).locator('[data-search-state="no-results"]')).toContainText('“<b>qqzx</b>”');
      expect(await dialog(page).locator('[data-search-state="no-results"] b').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
    });
  });

  test('searches all docs by default, labels each page with its doc set, and narrows to the current set in one click', async ({
    page,
  }) => {
    await openWithShortcut(page, '/user-docs/intro');
    const scope = dialog(page).getByRole('group', {name: 'Search in'});
    await expect(scope.getByRole('button', {name: 'All docs'})).toHaveAttribute('aria-pressed', 'true');
    await searchInput(page).fill('webhooks');
    // A developer page answers from a User Guide page: the scope never hides it.
    await expect(options(page).first()).toHaveAttribute('href', /^\/dev-docs\/backend-customization\/webhooks/);
    await expect(
      dialog(page)
        .getByRole('group')
        .filter({has: page.locator('[href^="/dev-docs/backend-customization/webhooks"]')})
        .first(),
    ).toContainText('Developer Docs ›');
    await scope.getByRole('button', {name: 'User Guide'}).click();
    await searchInput(page).fill('media library');
    await expect(options(page).first()).toBeVisible();
    for (const href of await options(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/user-docs\//);
    }
  });

  test('widens to all docs when the chosen doc set has nothing', async ({page}) => {
    await openWithShortcut(page, '/user-docs/intro');
    await dialog(page).getByRole('group', {name: 'Search in'}).getByRole('button', {name: 'User Guide'}).click();
    await searchInput(page).fill('strapi.entityService.findMany');
    await expect(dialog(page).locator('[data-search-state="widened"]')).toContainText(
      'No results in User Guide; showing all docs.',
    );
    await expect(options(page).first()).toHaveAttribute('href', /^\/dev-docs\//);
  });

  test('a failed index fetch shows "Unable to fetch results"', async ({page}) => {
    await page.route('**/search-index.json', (route) => route.abort('internetdisconnected'));
    await openWithShortcut(page);
    await searchInput(page).fill('populate');
    const state = dialog(page).locator('[data-search-state="error"]');
    await expect(state).toContainText('Unable to fetch results');
    await expect(state).toContainText('You might want to check your network connection.');
  });

  test('an index out of step with its pages shows "Unable to fetch results", and a reload recovers', async ({page}) => {
    // What a half-finished deploy or a stale cache can serve: sections that name pages the file no longer has.
    await page.route('**/search-index.json', async (route) => {
      const response = await route.fetch();
      const index = (await response.json()) as {pages: unknown[]};
      index.pages = index.pages.slice(0, 3);
      await route.fulfill({response, json: index});
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openWithShortcut(page);
    await searchInput(page).fill('populate');
    const state = dialog(page).locator('[data-search-state="error"]');
    await expect(state).toContainText('Unable to fetch results');
    await expect(dialog(page).getByText('Loading…')).toHaveCount(0);
    expect(errors).toEqual([]);

    await page.unroute('**/search-index.json');
    await page.reload();
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('populate');
    await expect(options(page).first()).toBeVisible();
    await expect(state).toHaveCount(0);
  });

  test('a postings shard that fails shows "Unable to fetch results", and the next query fetches it again', async ({
    page,
  }) => {
    // The text postings of a query's words come in shards fetched when the query reaches them (localIndex.ts).
    const shardRequests: string[] = [];
    let failed = false;
    await page.route('**/search-postings/*.json', async (route) => {
      shardRequests.push(new URL(route.request().url()).pathname);
      if (failed) return route.continue();
      failed = true;
      return route.fulfill({status: 500, body: 'server error'});
    });
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search-index.json')) indexRequests.push(request.url());
    });
    await openWithShortcut(page);
    await searchInput(page).fill('populate');
    const state = dialog(page).locator('[data-search-state="error"]');
    await expect(state).toContainText('Unable to fetch results');
    await expect(options(page)).toHaveCount(0);
    const firstTry = [...shardRequests];
    expect(firstTry.length).toBeGreaterThan(0);

    await searchInput(page).fill('populate relations');
    await answered(page, 'populate relations');
    await expect(state).toHaveCount(0);
    await expect(options(page).first()).toBeVisible();
    // The shard that failed was asked for again; the index itself was not fetched again.
    expect(shardRequests.filter((url) => url === firstTry[0])).toHaveLength(2);
    expect(indexRequests).toHaveLength(1);
  });

  test('after the first answer the other postings shards load in the background, unless the reader saves data', async ({
    page,
    browser,
  }) => {
    const index = (await (await page.request.get('/search-index.json')).json()) as {index: {shards: unknown[]}};
    const total = index.index.shards.length;
    expect(total).toBeGreaterThan(10);
    const shardsOf = (target: Page) => {
      const urls = new Set<string>();
      target.on('request', (request) => {
        if (request.url().includes('/search-postings/')) urls.add(request.url());
      });
      return urls;
    };
    const fetched = shardsOf(page);
    await openWithShortcut(page);
    await searchInput(page).fill('populate');
    await answered(page, 'populate');
    // A query reaches a few shards; the rest follow once it has answered.
    await expect(page.locator('html')).toHaveAttribute('data-search-prefetch', 'done', {timeout: 15_000});
    expect(fetched.size).toBe(total);

    // A reader who asked to save data gets only what their queries reach.
    const context = await browser.newContext({baseURL: new URL(page.url()).origin});
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
    });
    const saving = await context.newPage();
    const saved = shardsOf(saving);
    await openWithShortcut(saving);
    await searchInput(saving).fill('populate');
    await answered(saving, 'populate');
    await expect(saving.locator('html')).toHaveAttribute('data-search-prefetch', 'off');
    expect(saved.size).toBeGreaterThan(0);
    expect(saved.size).toBeLessThan(5);
    await context.close();
  });

  test('recent searches keep and render same-site paths only', async ({page}) => {
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await page.evaluate(() => {
      const entry = (url: string, title: string) => ({url, title, heading: '', docSet: 'Developer Docs'});
      localStorage.setItem(
        'strapi-docs:recent-searches',
        JSON.stringify([
          entry('//evil.example/x', 'Evil one'),
          entry('https://evil.example/x', 'Evil two'),
          entry('javascript:alert(1)', 'Evil three'),
          entry('/\\evil.example/x', 'Evil four'),
          entry('/dev-docs/api/rest', 'REST API'),
        ]),
      );
    });
    await page.keyboard.press('Control+k');
    const recent = dialog(page).getByRole('listbox', {name: 'Recent searches'});
    await expect(recent.getByRole('option')).toHaveCount(1);
    await expect(recent).toContainText('REST API');
    await expect(recent).not.toContainText('Evil');
    const hrefs = await dialog(page)
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /evil|javascript:/i.test(href))).toEqual([]);
  });

  test('fetches no search code or index before search is opened', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/dev-docs/intro');
    // Loaded and idle: anything the page fetches on its own (idle prefetches included) has been requested.
    await waitForPageSettled(page);
    expect(requests.filter((url) => /search-index|search-text|search-postings|search-modal/.test(url))).toEqual([]);
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('populate');
    await expect(options(page).first()).toBeVisible();
    expect(requests.filter((url) => /search-index\.json/.test(url))).toHaveLength(1);
    expect(
      requests.every((url) => new URL(url).hostname === '127.0.0.1'),
      'no third-party host',
    ).toBe(true);
  });

  // Both colour modes on one page load (a test each loaded the page and the search index twice); the toggle
  // switches to dark with transitions off, so axe reads the dark colours, not ones halfway there.
  test('has no accessibility violations with results, in light and in dark mode', async ({page}) => {
    // Several checks on one page: more than one test's time on a loaded machine.
    test.slow();
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await openWithShortcut(page);
    for (const theme of ['light', 'dark'] as const) {
      await test.step(`${theme} mode`, async () => {
        if (theme === 'dark') {
          await page.keyboard.press('Escape');
          await expect(dialog(page)).toBeHidden();
          await switchToDarkMode(page);
          await page.keyboard.press('Control+k');
          await expect(dialog(page)).toBeVisible();
          await searchInput(page).fill('');
        }
        await searchInput(page).fill('webhooks');
        await answered(page, 'webhooks');
        await expect(options(page).first()).toBeVisible();
        await expect(options(page).first().locator('mark').nth(1)).toBeVisible();
        const violations = await axeViolations(page, {include: '[role="dialog"]'});
        expect
          .soft(
            violations.map(
              (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
            ),
            `axe, ${theme} mode`,
          )
          .toEqual([]);
      });
    }
  });

  test('works at 390 px', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await page.getByRole('link', {name: 'Search'}).first().click();
    await expect(dialog(page)).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await searchInput(page).fill('populate');
    await expect(options(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/** Real reader queries (tasks, reader words, symptoms, identifiers) and the page that answers each. */
const READER_QUERIES: [query: string, from: string, expected: RegExp][] = [
  ['how do i run a job every night at midnight', '/dev-docs/intro', /^\/dev-docs\/configurations\/cron/],
  ['swagger', '/dev-docs/intro', /^\/dev-docs\/plugins\/documentation/],
  [
    'translations',
    '/dev-docs/intro',
    /^\/(dev-docs\/plugins\/i18n|user-docs\/settings\/internationalization|user-docs\/content-manager\/translating-content)/,
  ],
  ['populate=*', '/dev-docs/intro', /^\/dev-docs\/api\/rest\/(populate-select|guides\/understanding-populate)/],
  ['Policy Failed', '/dev-docs/intro', /^\/dev-docs\/(backend-customization\/policies|error-handling)/],
  [
    'only the author can edit their articles',
    '/user-docs/intro',
    /^\/(user-docs\/users-roles-permissions\/configuring-administrator-roles|dev-docs\/configurations\/rbac|dev-docs\/backend-customization\/examples\/policies)/,
  ],
  ['edit image alternative text', '/dev-docs/intro', /^\/user-docs\/media-library\/managing-assets/],
];

test.describe('reader queries', () => {
  // One test per starting page, each query a step of it typed into the same modal: a test per query loaded the
  // page and the search index again for each. Soft assertions, so a failure lists every query that missed.
  for (const from of [...new Set(READER_QUERIES.map(([, start]) => start))]) {
    const queries = READER_QUERIES.filter(([, start]) => start === from);
    test(`the modal answers each reader query first, from ${from}: ${queries.map(([query]) => `"${query}"`).join(', ')}`, async ({
      page,
    }) => {
      // Each query is typed key by key into a search that answers every key: allow each its own test's time.
      test.setTimeout(60_000 + 30_000 * queries.length);
      await openWithShortcut(page, from);
      for (const [query, , expected] of queries) {
        await test.step(`"${query}"`, async () => {
          await searchInput(page).clear();
          await searchInput(page).pressSequentially(query, {delay: 5});
          await answered(page, query);
          await expect.soft(options(page).first(), query).toHaveAttribute('href', expected);
        });
      }
    });
  }
});

test.describe('search page', () => {
  test('does not shift as results and snippets arrive (CLS < 0.05)', async ({page}) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as {__shifts: number[]}).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto('/search?q=populate');
    await expect(page.locator('main ol > li p').filter({hasText: /\w/}).first()).toBeVisible();
    // Every snippet has arrived (no section keeps its empty placeholder box) and been laid out (two frames later).
    await expect(async () => {
      const counts = await page.locator('main ol > li > ul > li').evaluateAll((sections) => ({
        sections: sections.length,
        waiting: sections.filter((section) => section.querySelector(':scope > p[aria-hidden="true"]')).length,
      }));
      expect(counts.sections).toBeGreaterThan(0);
      expect(counts.waiting).toBe(0);
    }).toPass({timeout: 30_000});
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const cls = await page.evaluate(() =>
      (window as unknown as {__shifts: number[]}).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(cls).toBeLessThan(0.05);
  });

  // One /search page, loaded with ?q= and then typed into: a test per query loaded the page and the search index
  // six times. Each query expects a different first page, so a check cannot pass on the previous query's results.
  test('/search: ?q=webhooks lists the webhooks page with snippets and no axe violation; typed queries keep the URL in sync and answer first', async ({
    page,
  }) => {
    // Several checks on one page: more than one test's time on a loaded machine.
    test.slow();
    const box = page.getByRole('searchbox', {name: 'Search the documentation'});
    const firstHit = page.locator('main ol > li h2 a').first();
    await page.goto('/search?q=webhooks');
    await test.step('/search?q=webhooks lists the webhooks page, grouped with snippets', async () => {
      await expect(page.locator('h1')).toHaveText('Search results for “webhooks”');
      const result = page
        .locator('main ol > li')
        .filter({has: page.locator('a[href="/dev-docs/backend-customization/webhooks"]')});
      await expect(result).toBeVisible();
      await expect(result.locator('mark').first()).toBeVisible();
      await expect(box).toHaveValue('webhooks');
    });
    await test.step('has no accessibility violations', async () => {
      await expect(page.locator('main ol > li mark').first()).toBeVisible();
      const violations = await axeViolations(page, {include: 'main'});
      expect
        .soft(
          violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        )
        .toEqual([]);
    });
    await waitForHydration(page);
    await test.step('keeps the URL in sync while typing', async () => {
      await box.fill('populate');
      await expect(page).toHaveURL(/\/search\?q=populate$/);
      await expect(page.locator('main ol > li a[href="/dev-docs/api/rest/populate-select"]')).toBeVisible();
    });
    await test.step('answers a symptom and an environment variable first', async () => {
      await box.fill('only 25 results returned');
      await expect
        .soft(firstHit)
        .toHaveAttribute('href', /^\/dev-docs\/(api\/rest\/sort-pagination|configurations\/api)$/);
      await box.fill('ADMIN_JWT_SECRET');
      await expect.soft(firstHit).toHaveAttribute('href', /^\/dev-docs\/configurations\/(admin-panel|environment)$/);
    });
    await test.step('a Cloud billing question typed by a reader', async () => {
      await box.fill('how much does cloud cost');
      await expect
        .soft(firstHit)
        .toHaveAttribute('href', /^\/cloud\/(getting-started\/usage-billing|account\/account-billing)$/);
      await expect.soft(page.locator('main ol > li').first()).toContainText('Strapi Cloud');
    });
    await test.step('closest matches say so and offer "Let us know" with the query', async () => {
      await box.fill('webhooks zzqqxxw');
      const notice = page.locator('[data-search-state="closest"]');
      await expect(notice).toContainText('closest matches');
      const href = new URL(
        (await notice.getByRole('link', {name: 'Let us know'}).getAttribute('href')) ?? 'about:missing-href',
      );
      expect(href.searchParams.get('title')).toContain('webhooks zzqqxxw');
      await expect(firstHit).toHaveAttribute('href', '/dev-docs/backend-customization/webhooks');
    });
  });

  test('opens from the modal by client-side navigation', async ({page}) => {
    await openWithShortcut(page);
    await searchInput(page).fill('webhooks');
    await expect(options(page).first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as {__sameDocument?: boolean}).__sameDocument = true));
    await dialog(page).getByRole('link', {name: 'See all results'}).click();
    await expect(page).toHaveURL(/\/search\?q=webhooks$/);
    await expect(page.locator('main ol > li a[href="/dev-docs/backend-customization/webhooks"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
  });

  test('no hits and a failed fetch show the catalogue texts', async ({page}) => {
    await page.goto('/search?q=qqzzxxyyww');
    await expect(page.locator('[data-search-state="no-results"]')).toContainText('No results for');
    await page.route('**/search-index.json', (route) => route.abort());
    await page.goto('/search?q=populate');
    await expect(page.locator('[data-search-state="error"]')).toContainText('Unable to fetch results');
  });

  test('an XSS payload in ?q= stays text', async ({page}) => {
    const payload = '"><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    await page.goto(`/search?q=${encodeURIComponent(payload)}`);
    await expect(page.locator('h1')).toHaveText(`Search results for “${payload}”`);
    await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toHaveValue(payload);
    await expect(page.locator('main [role="status"], [data-search-state]').first()).toBeVisible();
    expect(await page.locator('main img, main script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  });
});

test.describe('search without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('/search explains that search needs JavaScript', async ({page}) => {
    await page.goto('/search?q=webhooks');
    await expect(page.locator('[data-search-state="noscript"]')).toContainText('needs JavaScript');
    await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toBeVisible();
  });
});
