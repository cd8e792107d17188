import {test, expect, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

const GALLERY = '/snippets/writing-components';
/** A string only the live editor's chunk (theme-live-codeblock's Playground, react-live, sucrase) contains. */
const LIVE_EDITOR_MARKER = 'theme.Playground.liveEditor';

function recordScripts(page: Page): Map<string, string> {
  const bodies = new Map<string, string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      void response.text().then(
        (body) => bodies.set(response.url(), body),
        () => undefined,
      );
  });
  return bodies;
}

const loadedEditor = (scripts: Map<string, string>) =>
  [...scripts.values()].some((body) => body.includes(LIVE_EDITOR_MARKER));

test('a live block shows highlighted code first and becomes editable when scrolled to', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 720});
  const scripts = recordScripts(page);
  await page.goto(GALLERY);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const block = page.locator('[data-live-code]');
  await expect(block).toHaveAttribute('data-live-code', 'static');
  await expect(block.locator('pre code')).toContainText("const books = ['Dune', 'Kindred', 'A Wizard of Earthsea'];");
  expect(loadedEditor(scripts)).toBe(false);

  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-live-code', 'active');
  await expect(page.getByText('3 books in the catalogue')).toBeVisible({timeout: 15_000});
  expect(loadedEditor(scripts)).toBe(true);

  // The reader edits the example and the result follows.
  const editor = block.locator('.prism-code[contenteditable]').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('function Two() { return <p>2 books left</p>; }');
  await expect(page.getByRole('paragraph').filter({hasText: /^2 books left$/})).toBeVisible({timeout: 10_000});
});

test('clicking a live block that is not yet loaded loads its editor', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 720});
  await page.goto(GALLERY);
  await waitForHydration(page);
  const block = page.locator('[data-live-code]');
  await expect(block).toHaveAttribute('data-live-code', 'static');
  await block.locator('pre').dispatchEvent('pointerdown');
  await expect(block).toHaveAttribute('data-live-code', 'active');
  await expect(page.getByText('3 books in the catalogue')).toBeVisible({timeout: 15_000});
});

test('a page without a live block never loads the live editor', async ({page}) => {
  const scripts = recordScripts(page);
  await page.goto('/dev-docs/faq');
  await waitForHydration(page);
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  expect(loadedEditor(scripts)).toBe(false);
});
