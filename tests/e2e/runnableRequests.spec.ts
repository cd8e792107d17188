/**
 * Issue 24, items 1 and 10, and the scroll-cue bug: every request block copies
 * as a curl command or a fetch call that runs as copied (host, method, token
 * header, body), on a base URL and token the reader sets once; no request block
 * clips at 390 or 1440 px; a code block that scrolls sideways shows its cue in
 * both colour modes.
 */
import {execFileSync} from 'node:child_process';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {animationsFinished, waitForHydration} from './helpers';

const PHONE = {width: 390, height: 844};
const DESKTOP = {width: 1440, height: 900};

/** The words bash makes of a copied curl command (a stub curl prints its arguments), so quoting is checked by a shell. */
function curlWords(command: string): string[] {
  const script = `curl() { printf '%s\\0' "$@"; }\n${command}\n`;
  return execFileSync('bash', ['-c', script], {encoding: 'utf8'}).split('\0').slice(0, -1);
}

async function copied(page: Page, panel: Locator, format: 'curl' | 'fetch'): Promise<string> {
  await panel.getByRole('button', {name: `Copy as ${format}`}).click();
  await expect(panel.getByRole('status').filter({hasText: /copied to the clipboard/})).toHaveCount(1);
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('copy a request as curl or fetch', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('a POST with a token copies as a full curl command and fetch call', async ({page}) => {
    await page.goto('/dev-docs/api/rest');
    await waitForHydration(page);
    const panel = page
      .getByRole('region', {name: /^Request/})
      .filter({hasText: 'POST /api/books'})
      .first();
    const curl = await copied(page, panel, 'curl');
    const words = curlWords(curl);
    expect(words.slice(0, 4)).toEqual(['-g', '-X', 'POST', 'http://localhost:1337/api/books']);
    expect(words).toContain('Authorization: Bearer <your-api-token>');
    expect(words).toContain('Content-Type: application/json');
    const body = words[words.indexOf('--data-raw') + 1] ?? '';
    expect((JSON.parse(body) as {data: {title: string}}).data.title).toEqual(expect.any(String));

    const fetchCall = await copied(page, panel, 'fetch');
    expect(fetchCall).toContain('fetch("http://localhost:1337/api/books", {');
    expect(fetchCall).toContain('method: "POST"');
    expect(fetchCall).toContain('Authorization: "Bearer <your-api-token>"');
    expect(fetchCall).toContain('body: JSON.stringify(');
  });

  test('the base URL and token are set once for every request, and the token is not stored unless asked', async ({
    page,
  }) => {
    await page.goto('/dev-docs/api/rest/populate-select');
    await waitForHydration(page);
    const first = page.getByRole('region', {name: /^Request/}).first();
    await first.getByRole('button', {name: /^Base URL http:\/\/localhost:1337, no token/}).click();
    const form = first.getByRole('form', {name: /Base URL and token/});
    await form.getByLabel('Base URL').fill('cms.example.com/');
    await form.getByLabel('API token (optional)').fill('my-secret-token');
    await form.getByRole('button', {name: 'Save'}).click();
    await expect(form).toHaveCount(0);

    // Another panel of the page uses them; a GET documented without a header gets the reader's token.
    const other = page.getByRole('region', {name: /^Request/}).nth(2);
    const words = curlWords(await copied(page, other, 'curl'));
    expect(words[1]).toMatch(/^http:\/\/cms\.example\.com\/api\/(books|authors)\/\d+\?fields\[0\]=/);
    expect(words).toContain('Authorization: Bearer my-secret-token');

    const stored = await page.evaluate(() => JSON.stringify({...localStorage}));
    expect(stored).toContain('cms.example.com');
    expect(stored).not.toContain('my-secret-token');
    await page.reload();
    await waitForHydration(page);
    await expect(
      page
        .getByRole('region', {name: /^Request/})
        .first()
        .getByRole('button', {name: /^Base URL http:\/\/cms\.example\.com, no token/}),
    ).toBeVisible();
  });

  test('an API reference operation copies with its token header and example body', async ({page}) => {
    await page.goto('/dev-docs/api/rest/reference/book');
    await waitForHydration(page);
    const panel = page
      .getByRole('region', {name: 'Example request and response: POST /books', exact: true})
      .getByRole('region', {name: /^Request/});
    const words = curlWords(await copied(page, panel, 'curl'));
    expect(words.slice(0, 4)).toEqual(['-g', '-X', 'POST', 'http://localhost:1337/api/books']);
    expect(words).toContain('Authorization: Bearer <your-api-token>');
    const body = JSON.parse(words[words.indexOf('--data-raw') + 1] ?? '') as {data: Record<string, unknown>};
    expect(Object.keys(body.data)).toContain('title');
  });
});

for (const viewport of [DESKTOP, PHONE]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`at ${viewport.width} px in ${mode} mode no request clips and every block that scrolls shows its cue`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // The colour mode a returning reader chose, as the site stores it.
      if (mode === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto('/dev-docs/api/rest/populate-select');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // Request lines wrap: none is wider than its panel.
      const clipped = await page
        .locator('article [aria-label^="Request"] pre')
        .evaluateAll((pres) =>
          pres
            .filter((pre) => pre.scrollWidth > pre.clientWidth + 1 && !pre.getAttribute('aria-label'))
            .map((pre) => `${pre.textContent?.slice(0, 60)}: ${pre.scrollWidth} > ${pre.clientWidth}`),
        );
      expect(clipped, 'request blocks that clip without a cue').toEqual([]);
      // Every code block that overflows is marked and shows the hint and the shadow on the hidden side.
      const blocks = page.locator('article pre.prism-code');
      const wide = await blocks.evaluateAll((pres) =>
        pres.flatMap((pre, index) => (pre.scrollWidth > pre.clientWidth + 1 ? [index] : [])),
      );
      if (viewport === DESKTOP) expect(wide.length, 'blocks that overflow at 1440 px').toBeGreaterThan(0);
      for (const index of wide) {
        const pre = blocks.nth(index);
        await pre.scrollIntoViewIfNeeded();
        await expect(pre, `block ${index}`).toHaveAttribute('aria-label', /scrolls sideways/);
        const frame = pre.locator('xpath=..');
        await expect(frame.getByText('Scroll sideways →'), `hint of block ${index}`).toBeVisible();
        // The hint and the shadow show in the same render; the shadow fades in: read it once its fade has ended.
        await animationsFinished(page);
        expect(
          await frame.locator('[data-scroll-shadow="end"]').evaluate((el) => getComputedStyle(el).opacity),
          `shadow of block ${index}`,
        ).toBe('1');
      }
    });
  }
}
