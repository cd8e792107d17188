import {test, expect} from '@playwright/test';
import {recordScripts, waitForHydration, waitForPageSettled} from './helpers';

/** Pages with a ```mermaid block, drawn at build time by src/plugins/mermaid-svg. */
const DIAGRAM_PAGE = '/dev-docs/intro';
const LABELS = ['Editors in the admin panel', 'Strapi server', 'REST or GraphQL', 'SQL database', 'Upload provider'];
/** Strings only Mermaid's runtime contains. */
const MERMAID_CODE = ['mermaidAPI', 'startOnLoad'];

for (const mode of ['light', 'dark'] as const) {
  test(`a diagram is an SVG in ${mode} mode and no Mermaid code is loaded`, async ({page}) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    const scripts = recordScripts(page);
    await page.goto(DIAGRAM_PAGE);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const figure = page.getByRole('img', {name: /Strapi server/});
    await expect(figure).toBeVisible();
    const visible = figure.locator('svg').filter({visible: true});
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveAttribute('id', new RegExp(`-${mode}$`));
    const box = await visible.boundingBox();
    expect(box?.width).toBeGreaterThan(200);
    expect(box?.height).toBeGreaterThan(50);
    // Every label is drawn (not an error box) and the page has no Mermaid error text.
    for (const label of LABELS) await expect(visible.getByText(label, {exact: true})).toBeVisible();
    await expect(page.getByText(/Syntax error in text/)).toHaveCount(0);
    // Everything the page loads by itself has been requested; all() waits for the scripts still on their way.
    await waitForPageSettled(page);
    const loaded = await scripts.all();
    expect(loaded.length).toBeGreaterThan(0);
    for (const {url, body} of loaded) {
      for (const marker of MERMAID_CODE) expect(body.includes(marker), `${url} contains ${marker}`).toBe(false);
    }
  });
}

test('switching colour mode swaps the drawn diagram without loading anything', async ({page}) => {
  await page.goto(DIAGRAM_PAGE);
  // What the page loads by itself has been requested: a request from now on comes from the switch.
  await waitForPageSettled(page);
  const requests: string[] = [];
  // Scripts the page runs; Docusaurus's prefetch of visible links (resource type "other") is not one.
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requests.push(request.url());
  });
  const figure = page.getByRole('img', {name: /Strapi server/});
  await expect(figure.locator('svg').filter({visible: true})).toHaveAttribute('id', /-light$/);
  await page.getByRole('button', {name: /dark mode|light mode|system mode|color mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(figure.locator('svg').filter({visible: true})).toHaveAttribute('id', /-dark$/);
  expect(requests.filter((url) => url.endsWith('.js'))).toEqual([]);
});

test('diagram labels are in the HTML served without JavaScript', async ({request}) => {
  const html = await (await request.get(DIAGRAM_PAGE)).text();
  expect(html).toMatch(/<svg[^>]*id="?mermaid-[0-9a-f]+-light/);
  expect(html).toMatch(/<svg[^>]*id="?mermaid-[0-9a-f]+-dark/);
  for (const label of LABELS) expect(html).toContain(label);
  expect(html).toMatch(/role="?img"? aria-label="Flowchart diagram: [^"]*Strapi server/);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the diagram is visible', async ({page}) => {
    await page.goto(DIAGRAM_PAGE);
    const svg = page.locator('figure[role="img"] svg').filter({visible: true});
    await expect(svg).toHaveCount(1);
    await expect(svg.getByText('Strapi server', {exact: true})).toBeVisible();
  });
});
