/**
 * Controls a reader uses before and around the content: the colour mode's three choices, and the search
 * shortcuts pressed while the page is still starting (src/lib/earlyScripts.ts).
 */
import {expect, test, type Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {switchToDarkMode, waitForHydration} from './helpers';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});

/** The colour declarations (`--name: value`) of one token block of src/css/custom.css, as written there. */
function colourTokens(blockStart: RegExp): Record<string, string> {
  const css = readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');
  const start = blockStart.exec(css);
  if (!start) throw new Error(`no block ${String(blockStart)} in custom.css`);
  const block = css.slice(start.index, css.indexOf('\n}', start.index));
  const tokens: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/^\s*(--[\w-]+):\s*(#[0-9a-f]+|(?:rgba?|color-mix|var)\(.*\));/gim)) {
    if (name && value) tokens[name] = value;
  }
  return tokens;
}

/** Tokens whose value on the page is not the colour custom.css declares (another rule wins), with both colours. */
async function tokensNotApplied(page: Page, tokens: Record<string, string>): Promise<string[]> {
  return page.evaluate((declared) => {
    const probe = document.body.appendChild(document.createElement('span'));
    const colour = (value: string) => {
      probe.style.color = value;
      return getComputedStyle(probe).color;
    };
    const wrong = Object.entries(declared)
      .map(([name, value]) => ({name, expected: colour(value), actual: colour(`var(${name})`)}))
      .filter(({expected, actual}) => expected !== actual)
      .map(({name, expected, actual}) => `${name}: ${actual} instead of ${expected}`);
    probe.remove();
    return wrong;
  }, tokens);
}

// Each test loads several pages and waits for each to start; on a busy machine that takes longer than one page.
test.slow();

test.describe('colour mode', () => {
  test('starts light even when the system is dark, then cycles light, dark, system', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);

    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
    // The choice is kept under the theme key and survives a reload (from the former foundation.spec.ts).
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');

    // The system choice survives a reload, and follows the system while the page is open.
    await page.reload();
    await waitForHydration(page);
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(html(page)).toHaveAttribute('data-theme', 'light');

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
    await page.emulateMedia({colorScheme: 'dark'});
    await page.reload();
    await waitForHydration(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'light');
  });

  test('each colour token of custom.css is the colour the page uses, in light and in dark', async ({page}) => {
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    const light = colourTokens(/^:root \{/m);
    const dark = colourTokens(/^(?::root)?\[data-theme='dark'\] \{/m);
    expect(Object.keys(dark)).toContain('--ifm-background-color');
    expect(await tokensNotApplied(page, light), 'light tokens that lose to another rule').toEqual([]);
    await switchToDarkMode(page);
    expect(await tokensNotApplied(page, dark), 'dark tokens that lose to another rule').toEqual([]);
  });

  test('starts light when storage is blocked', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('search shortcuts while the page starts', () => {
  /** Holds every script of the site until `release` is called, so the page stays server-rendered. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    return release;
  }

  for (const shortcut of ['Control+k', '/']) {
    test(`${shortcut} and the words typed next reach the dialog once search has started`, async ({page}) => {
      const release = await holdScripts(page);
      await page.goto('/dev-docs/faq', {waitUntil: 'commit'});
      await page.waitForFunction(() => '__strapiEarlySearch' in window);
      await expect(html(page)).toHaveAttribute('data-has-hydrated', 'false');
      const scrollBefore = await page.evaluate(() => window.scrollY);

      await page.keyboard.press(shortcut);
      await page.keyboard.type('populate relations');
      // The space was kept for the query, not used to scroll the page.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

      release();
      await waitForHydration(page);
      const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
      await expect(dialog).toBeVisible({timeout: 30_000});
      await expect(dialog.getByRole('combobox')).toHaveValue('populate relations');
      await expect(dialog.getByRole('combobox')).toBeFocused();

      // Once the dialog has the keys, typing goes to the input as usual, and Escape gives the page its keys back.
      await page.keyboard.type(' deep');
      await expect(dialog.getByRole('combobox')).toHaveValue('populate relations deep');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.keyboard.press('End');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore);
    });
  }
});

test.describe('search shortcut on a started page', () => {
  test('every key typed right after Ctrl+K reaches the search box, with the CPU slowed 4x', async ({page}) => {
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    // A slow phone widens the moment between the dialog's first render and its input taking focus.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
    for (const words of ['add my own endpoint', 'upload a file larger than', 'webhook not firing']) {
      await page.keyboard.press('Control+k');
      await page.keyboard.type(words, {delay: 25});
      await expect(dialog.getByRole('combobox')).toHaveValue(words);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe('phone menu and table of contents', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the menu is a modal dialog: focus moves in and stays in, Escape closes it and focus returns; it closes when the window grows to desktop', async ({
    page,
  }) => {
    await page.goto('/dev-docs/faq');
    await waitForHydration(page);
    const toggleButton = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggleButton.click();
    const menu = page.getByRole('dialog', {name: 'Site menu'});
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-modal', 'true');
    await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggleButton).toBeFocused();

    // Open again, it lists the doc set's sidebar; the window grows to desktop width and it closes
    // (from the former foundation.spec.ts).
    await toggleButton.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByText('Getting Started').first()).toBeVisible();
    await page.setViewportSize({width: 1280, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('"On this page" says whether it is open and closes after a pick', async ({page}) => {
    await page.goto('/dev-docs/faq');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: 'On this page'});
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const firstLink = page.locator('.theme-doc-toc-mobile a').first();
    const hash = await firstLink.getAttribute('href');
    await firstLink.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(new RegExp(`${hash ?? '#'}$`));
  });
});
