/**
 * The decorations (src/decorations): each starts where it belongs and
 * nowhere else, its code loads only there, none runs for a reader who prefers
 * reduced motion, the not-found page's game is playable by keyboard only
 * while it has focus, and axe passes on those pages in both colour modes.
 */
import {expect, test, type Page} from '@playwright/test';
import {axeViolations} from './axe';
import {waitForHydration} from './helpers';

const LANDING = '/';
const HOME = '/home';
const NOT_FOUND = '/dev-docs/api/rest/populat';
/** Its front matter says `decoration: progress`. */
const PROGRESS_PAGE = '/dev-docs/quick-start';
/** No decoration asked for. */
const PLAIN_PAGE = '/dev-docs/faq';

/** Names of the decoration chunks (webpackChunkName `decoration-*`) the page requested. */
function watchDecorationChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/js\/(decoration-[a-z]+)\./.exec(request.url())?.[1];
    if (name) chunks.push(name);
  });
  return chunks;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Resolves once the decorations registry has settled for the page: loaded, idle (when ambient decorations start),
 * and every decoration it decided on started (src/decorations/registry.ts). A decoration that was going to start
 * has started by then, so what a test finds next is final.
 */
async function decorationsSettled(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-decorations', 'settled', {timeout: 30_000});
}

async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, {exclude: ['.token-line']});
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** axe in light mode, then again after the colour-mode toggle switched to dark. */
async function expectAxeInBothModes(page: Page) {
  expect(await seriousViolations(page), 'light').toEqual([]);
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  await page.getByRole('button', {name: /dark mode|light mode|system mode|color mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await seriousViolations(page), 'dark').toEqual([]);
}

/**
 * The centre x (CSS px) of the game's paddle, read from the canvas: the widest
 * run of drawn pixels along the paddle's row (a falling square is much narrower).
 */
async function paddleX(page: Page): Promise<number> {
  return page.locator('canvas[role="application"]').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const ratio = canvas.width / canvas.clientWidth;
    const {data} = context.getImageData(0, Math.round(canvas.height - 7 * ratio), canvas.width, 1);
    let best = {start: 0, length: 0};
    let start = -1;
    for (let x = 0; x <= canvas.width; x += 1) {
      const drawn = x < canvas.width && (data[x * 4 + 3] ?? 0) > 0;
      if (drawn && start < 0) start = x;
      if (!drawn && start >= 0) {
        if (x - start > best.length) best = {start, length: x - start};
        start = -1;
      }
    }
    if (best.length < 40 * ratio) throw new Error(`no paddle drawn (widest run ${best.length / ratio}px)`);
    return (best.start + best.length / 2) / ratio;
  });
}

test.beforeEach(async ({page}) => {
  // Every page starts light, so that the toggle's first click means dark.
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
});

test.describe('decorations, motion allowed', () => {
  test('the landing and start pages draw particles behind their heading, hidden and click-through', async ({page}) => {
    // Four axe runs (two pages, two colour modes), each about 10 s while the particles animate on a 2-core machine.
    test.slow();
    const chunks = watchDecorationChunks(page);
    for (const [path, profile] of [
      [LANDING, 'calm'],
      [HOME, 'sparse'],
    ] as const) {
      await open(page, path);
      const host = page.locator(`[data-decoration="particles"][data-particle-profile="${profile}"]`);
      const canvas = host.locator('canvas');
      await expect(canvas).toBeAttached({timeout: 10_000});
      await expect(canvas).toHaveAttribute('aria-hidden', 'true');
      await expect(canvas).toHaveCSS('pointer-events', 'none');
      // The heading stays on top and clickable.
      await expect(host.getByRole('heading', {level: 1})).toBeVisible();
      await expectAxeInBothModes(page);
    }
    expect([...new Set(chunks)]).toEqual(['decoration-particles']);
  });

  test('a plain doc page starts no decoration and loads none of their code', async ({page}) => {
    const chunks = watchDecorationChunks(page);
    await open(page, PLAIN_PAGE);
    await decorationsSettled(page);
    // Counted at this moment: a retrying assertion would wait out a decoration that wrongly started and then ended.
    expect(await page.locator('canvas').count()).toBe(0);
    expect(await page.locator('[data-reading-progress]').count()).toBe(0);
    expect(chunks).toEqual([]);
  });

  test('a page whose front matter asks for it shows the reading-progress bar, which follows the scroll', async ({
    page,
  }) => {
    const chunks = watchDecorationChunks(page);
    await open(page, PROGRESS_PAGE);
    const bar = page.locator('[data-reading-progress]');
    await expect(bar).toBeAttached({timeout: 10_000});
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await expect(bar).toHaveCSS('position', 'fixed');
    await expect(bar).toHaveCSS('pointer-events', 'none');
    const scale = () => bar.evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).a);
    expect(await scale()).toBeLessThan(0.05);
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
    await expect.poll(scale).toBeGreaterThan(0.4);
    expect(await scale()).toBeLessThan(0.6);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(scale).toBeGreaterThan(0.99);
    expect(chunks).toEqual(['decoration-bar']);
    await expectAxeInBothModes(page);
  });

  test('"Yes" in the page feedback sets off fireworks once, above the page, then they are gone', async ({page}) => {
    const chunks = watchDecorationChunks(page);
    await open(page, PLAIN_PAGE);
    await decorationsSettled(page);
    expect(chunks, 'nothing loaded before the answer').toEqual([]);
    await page.getByRole('button', {name: 'Yes', exact: true}).click();
    const fireworks = page.locator('body > canvas');
    await expect(fireworks).toBeAttached();
    await expect(fireworks).toHaveAttribute('aria-hidden', 'true');
    await expect(fireworks).toHaveCSS('position', 'fixed');
    await expect(fireworks).toHaveCSS('pointer-events', 'none');
    // The thanks keep focus; the fireworks take nothing away from the page.
    await expect(page.getByText('Thank you for your feedback!')).toBeFocused();
    await expect(fireworks).toHaveCount(0, {timeout: 5000});
    expect(chunks).toEqual(['decoration-fireworks']);
    await expectAxeInBothModes(page);
  });

  test('the not-found page: a ball behind the heading, the game only after "Play"', async ({page}) => {
    const chunks = watchDecorationChunks(page);
    await open(page, NOT_FOUND);
    const ball = page.locator('canvas[aria-hidden="true"]');
    await expect(ball).toHaveCount(1, {timeout: 10_000});
    await expect(ball).toHaveCSS('pointer-events', 'none');
    // Painted behind the heading: even when the canvas could take the pointer, the heading is on top.
    const box = await heading(page).boundingBox();
    const onTop = await ball.evaluate(
      (canvas, point) => {
        canvas.style.pointerEvents = 'auto';
        const element = document.elementFromPoint(point.x, point.y);
        canvas.style.pointerEvents = 'none';
        return element?.tagName;
      },
      {x: (box?.x ?? 0) + 20, y: (box?.y ?? 0) + (box?.height ?? 0) / 2},
    );
    expect(onTop).toBe('H1');
    await expect(page.getByRole('application')).toHaveCount(0);
    expect(chunks).toEqual(['decoration-ball']);
    await expectAxeInBothModes(page);
  });

  test('the game is played with the arrow keys while it has focus, and leaves them to the page otherwise', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 600});
    await open(page, NOT_FOUND);
    const play = page.getByRole('button', {name: "Play a game while you're here"});
    await play.focus();
    await page.keyboard.press('Enter');

    const game = page.getByRole('application', {name: 'Catch game'});
    await expect(game).toBeFocused();
    await expect(game).toHaveAccessibleDescription(/left and right arrow keys/);
    // A visible focus ring.
    await expect(game).toHaveCSS('outline-style', 'solid');
    expect(parseFloat(await game.evaluate((canvas) => getComputedStyle(canvas).outlineWidth))).toBeGreaterThanOrEqual(
      2,
    );
    await expect(page.getByRole('status').filter({hasText: /^Caught: \d+$/})).toBeVisible();
    // The ball rests while the game runs.
    await expect(page.locator('canvas[aria-hidden="true"]')).toHaveCount(0);

    const start = await paddleX(page);
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => paddleX(page)).toBeLessThan(start - 60);
    const moved = await paddleX(page);

    // Focus elsewhere: the arrow keys scroll the page and the paddle stays.
    await page.evaluate(() => window.scrollTo(0, 0));
    await heading(page).click();
    await expect(game).not.toBeFocused();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await paddleX(page)).toBeCloseTo(moved, 0);

    await expectAxeInBothModes(page);

    // Stop: the game goes, focus returns to the offer.
    await page.getByRole('button', {name: 'Stop the game'}).click();
    await expect(page.getByRole('application')).toHaveCount(0);
    await expect(play).toBeFocused();
  });
});

function heading(page: Page) {
  return page.getByRole('heading', {name: 'Page Not Found'});
}

test.describe('decorations, reduced motion', () => {
  test.use({reducedMotion: 'reduce'});

  test('nothing moves and no decoration code loads, on any of their pages', async ({page}) => {
    const chunks = watchDecorationChunks(page);
    for (const path of [LANDING, HOME, PROGRESS_PAGE, NOT_FOUND]) {
      await open(page, path);
      await decorationsSettled(page);
      expect(await page.locator('canvas').count(), path).toBe(0);
      expect(await page.locator('[data-reading-progress]').count(), path).toBe(0);
    }
    // The game is not offered.
    await expect(page.getByRole('button', {name: /play a game/i})).toBeHidden();
    await open(page, PLAIN_PAGE);
    await page.getByRole('button', {name: 'Yes', exact: true}).click();
    await expect(page.getByText('Thank you for your feedback!')).toBeFocused();
    // The click has been handled (the thanks replaced the button): fireworks it set off would hold the registry
    // pending until they start.
    await decorationsSettled(page);
    expect(await page.locator('canvas').count()).toBe(0);
    expect(chunks).toEqual([]);
  });
});
