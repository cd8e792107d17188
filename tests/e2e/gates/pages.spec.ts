/**
 * Gates 2 and 3, in one pass per page: every page of the sitemap (and the
 * gallery, /search and a not-found path) loads in Chromium with no console
 * error, uncaught exception or hydration warning, shows its main content and
 * a `Page | Site` title; then axe-core finds no serious or critical
 * violation, in light mode and again after the theme toggle switched to dark.
 *
 * Where the time goes (measured 2026-11-28 with .tmp bench scripts, axe runs
 * interleaved on the same pages so that load affects both sides alike; load
 * average 14–25, so only the ratios mean anything):
 * - this gate is most of `npm test`: ~31 s per REST page per worker at load 8;
 * - axe scoped to `main` instead of the whole page took 82 % of the time of a
 *   full run (/dev-docs/intro: 17.9 s vs 21.8 s), and the dark colour rules on
 *   `article` 90 % of those on the page (13.4 s vs 14.8 s): axe flattens the
 *   whole DOM and injects its source on each run whatever the scope, so
 *   scoping to the article and checking the chrome once per layout would save
 *   little and lose the per-page check of the sidebar and TOC; not done;
 * - color-contrast is the costly rule on long pages (/dev-docs/api/rest: 11.6 s
 *   of colour rules vs 5.8 s for all the other rules), and it is the one rule
 *   whose result depends on each page's own content, so it stays on every page
 *   in both modes;
 * - `@axe-core/playwright` injected axe on each run and finished every run in
 *   a new blank page: two to three times the cost of the rules themselves.
 *   `../axe.ts` injects once per page and calls `axe.run` (measured
 *   2026-11-28, load average 1.6–6: the same seven pages 75 s → 47 s with two
 *   workers; /user-docs/intro 11.1 → 4.9 s, /dev-docs/plugins/users-permissions
 *   32.2 → 18.6 s).
 * - 2026-11-28 (gate-speed, bench/test-time.md): color-contrast now runs once
 *   per look per worker (./contrastLooks.ts); the same 10 pages run side by
 *   side at load 37–44 took 454 s against 519 s before, and a planted
 *   low-contrast paragraph (dark on page 10, light on page 15) still failed.
 * - 2026-11-29 (bench/test-time.md): each page records a `timing` annotation
 *   (load, light-rules, light-contrast, switch, dark-rules, dark-contrast in
 *   ms; `scripts/bench/e2e-per-spec.ts` sums them). One axe run per mode
 *   (the contrast rule's selector set to the marked elements, every other
 *   rule on the page, in the same run) was tried side by side with these two
 *   runs on 14 pages at load 8–14: 156 s against 157 s, so it was not kept.
 * - 2026-11-29 (speed3, bench/test-time.md): axe's colour rules build a
 *   spatial grid of the whole page on each run that uses them (1.3–1.9 s for
 *   `color-contrast` on the h1 alone of a long REST page); the gate built it
 *   four times per page. `link-in-text-block` now runs, like `color-contrast`,
 *   only on the links whose look this worker has not seen, in the same run:
 *   one colour run per mode. Rules whose impact axe fixes below serious are
 *   skipped (`seriousViolations`). 20 REST pages side by side, load 22 → 17:
 *   228 s of test time against 266 s; the six faults of
 *   scripts/bench/plant-gate-faults.ts fail both old and new gate (the
 *   link one only since `allowSameColor` is off, ../axe.ts).
 * Workers: one per core (playwright.config.ts); more than that only adds
 * contention on a 2-core machine.
 */
import {test as base, expect, type ConsoleMessage, type Page} from '@playwright/test';
import {DOC_SETS, NOT_FOUND_PAGE as NOT_FOUND, SITE_TITLE_SUFFIX, pagesToCheck} from './sitePages';
import {seriousViolations} from '../axe';
import {CHECK, LINK, SKIP, clearContrastMarks, markContrastCandidates} from './contrastLooks';
import {switchToDarkMode, waitForHydration} from '../helpers';

/**
 * One browser page per worker, reused from page to page: a new context per
 * page would double the time of this gate. Each navigation starts in light
 * mode, whatever the previous page switched to.
 */
const test = base.extend<object, {sharedPage: Page}>({
  sharedPage: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      await context.addInitScript(() => {
        try {
          window.localStorage.setItem('theme', 'light');
        } catch {
          // Storage may be unavailable; the site then starts light anyway.
        }
      });
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
});

function watchForErrors(page: Page, path: string): {problems: string[]; stop: () => void} {
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    // The not-found page is served with status 404 on purpose.
    if (path === NOT_FOUND && /status of 404/.test(text)) return;
    if (message.type() === 'error') problems.push(`console.error: ${text}`);
    else if (/hydrat/i.test(text)) problems.push(`hydration: ${text}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  return {
    problems,
    stop: () => {
      page.off('pageerror', onError);
      page.off('console', onConsole);
    },
  };
}

/**
 * Light mode runs every axe rule; dark mode changes only colours, so it runs
 * the colour rules. Code tokens are left out: their colours come from the two
 * code themes only, which tests/unit/codeThemeContrast.test.ts checks token
 * by token, and thousands of token spans would make this gate take minutes.
 *
 * The two colour rules run only where this worker has not seen the look yet
 * (./contrastLooks.ts), and always over a background image or under a
 * positioned box: `color-contrast` on text elements (colours, background
 * chain, size, weight, theme), `link-in-text-block` on the links it applies
 * to (the link's and its block's colours, fonts, decorations and backgrounds).
 * Every other rule runs on the whole page in light mode.
 */
const EXCLUDE = ['.token-line'];
const checkedLooks = new Set<string>();

async function violationsIn(page: Page, mode: 'light' | 'dark', clock: Stopwatch): Promise<string[]> {
  // Light: every rule but the two judged per look on the whole page. Dark changes only colours: nothing here.
  const others =
    mode === 'light'
      ? await seriousViolations(page, {exclude: EXCLUDE, disable: ['color-contrast', 'link-in-text-block']})
      : [];
  clock.lap(`${mode}-rules`);
  const candidates = await markContrastCandidates(page, checkedLooks, EXCLUDE);
  try {
    const include = [...(candidates.marked > 0 ? [CHECK] : []), ...(candidates.links > 0 ? [LINK] : [])];
    const looks =
      include.length === 0
        ? []
        : await seriousViolations(page, {
            include,
            exclude: [...EXCLUDE, SKIP],
            rules: ['color-contrast', 'link-in-text-block'],
          });
    clock.lap(`${mode}-looks`);
    for (const look of candidates.looks) checkedLooks.add(look);
    test.info().annotations.push({
      type: 'contrast',
      description: `${mode}: ${candidates.marked} of ${candidates.total} text elements checked, ${candidates.links} of ${candidates.totalLinks} links in text`,
    });
    return [...others, ...looks];
  } finally {
    await clearContrastMarks(page);
  }
}

async function settle(page: Page) {
  await waitForHydration(page);
  // Diagrams are drawn at build time in both themes; the one for the current theme must show.
  const diagrams = page.locator('.docusaurus-mermaid-container');
  if ((await diagrams.count()) === 0) return;
  await expect(diagrams.locator('svg').filter({visible: true}).first()).toBeVisible({timeout: 10_000});
}

test.describe.configure({mode: 'parallel'});

for (const path of pagesToCheck()) {
  test(`page ${path}`, async ({sharedPage: page}) => {
    // Two axe passes over the longest reference pages take well over a minute on a loaded 2-core machine.
    test.setTimeout(150_000);
    const {problems, stop} = watchForErrors(page, path);
    try {
      await checkPage(page, path, problems);
    } finally {
      stop();
    }
  });
}

/** Milliseconds spent in each step of a page's check, as a `timing` annotation (read by scripts/bench/e2e-per-spec.ts). */
type Stopwatch = ReturnType<typeof stopwatch>;

function stopwatch() {
  const steps: string[] = [];
  let last = Date.now();
  return {
    lap(step: string) {
      const now = Date.now();
      steps.push(`${step} ${now - last}`);
      last = now;
    },
    record() {
      test.info().annotations.push({type: 'timing', description: steps.join(', ')});
    },
  };
}

async function checkPage(page: Page, path: string, problems: string[]) {
  const clock = stopwatch();
  const response = await page.goto(path, {waitUntil: 'load'});
  expect(response?.status(), 'status').toBe(path === NOT_FOUND ? 404 : 200);
  await settle(page);

  await expect(page).toHaveTitle(new RegExp(`^\\S.* \\| ${SITE_TITLE_SUFFIX.slice(3)}$`));
  await expect(page.locator('main').first()).toBeVisible();
  expect((await page.locator('main').first().innerText()).trim().length, 'main content has text').toBeGreaterThan(20);
  if (DOC_SETS.test(path)) await expect(page.locator('article h1').first()).toBeVisible();
  clock.lap('load');

  const light = await violationsIn(page, 'light', clock);
  await switchToDarkMode(page);
  await settle(page);
  clock.lap('switch');
  const dark = await violationsIn(page, 'dark', clock);
  clock.record();

  expect(problems, 'console errors, uncaught exceptions, hydration warnings').toEqual([]);
  expect(light, 'axe, light mode: serious or critical violations').toEqual([]);
  expect(dark, 'axe, dark mode: serious or critical violations').toEqual([]);
}
