import {test, expect} from '@playwright/test';
import {recordScripts, waitForHydration, waitForPageSettled} from './helpers';

const GALLERY = '/snippets/writing-components';
/** A string only the live editor's chunk (theme-live-codeblock's Playground, react-live, sucrase) contains. */
const LIVE_EDITOR_MARKER = 'theme.Playground.liveEditor';

const loadedEditor = async (scripts: ReturnType<typeof recordScripts>) =>
  (await scripts.all()).some(({body}) => body.includes(LIVE_EDITOR_MARKER));

test('a live block shows highlighted code first and becomes editable when scrolled to', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 720});
  const scripts = recordScripts(page);
  await page.goto(GALLERY);
  // Loaded and idle: the editor would have been requested by now if anything but the block's approach loaded it.
  await waitForPageSettled(page);
  const block = page.locator('[data-live-code]');
  await expect(block).toHaveAttribute('data-live-code', 'static');
  await expect(block.locator('pre code')).toContainText("const books = ['Dune', 'Kindred', 'A Wizard of Earthsea'];");
  expect(await loadedEditor(scripts)).toBe(false);

  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-live-code', 'active');
  await expect(page.getByText('3 books in the catalogue')).toBeVisible({timeout: 15_000});
  expect(await loadedEditor(scripts)).toBe(true);

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
  await waitForPageSettled(page);
  await page.mouse.wheel(0, 20_000);
  // The wheel has scrolled as far as it goes: 20 000 px, or the end of the page.
  await page.waitForFunction(
    () => window.scrollY >= Math.min(20_000, document.documentElement.scrollHeight - window.innerHeight) - 1,
  );
  // Observation window: a live block loads its editor from an IntersectionObserver callback, which the browser
  // delivers by the second frame after the scroll; nothing on the page says "nothing came into view".
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect((await scripts.all()).length).toBeGreaterThan(0);
  expect(await loadedEditor(scripts)).toBe(false);
});
