/**
 * Takes the user-guide screenshots from the Strapi 4.25.9 reference app
 * (tests/strapi-app) in the light and dark admin themes.
 *
 * Usage: npx tsx scripts/screenshots.ts [--no-build] [name ...]
 *
 * Builds the admin panel (skip with --no-build when tests/strapi-app/build is
 * current), starts the app with a fresh database, registers the first
 * administrator through the admin API, uploads generated book covers, logs in
 * with Chromium and writes static/img/screenshots/<name>-light.png and
 * <name>-dark.png at 1440×900. Pass names to take only some shots.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {createRequire} from 'node:module';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {API_TOKEN, appDir, buildAdmin, ensureAppInstalled, repoRoot, startApp} from './lib/referenceApp';
import {BOOK_COVERS, SCREENSHOTS, type Screenshot} from './lib/screenshotList';

export const ADMIN = {
  firstname: 'Robin',
  lastname: 'Archer',
  email: 'admin@bookstore.example',
  password: 'Bookstore-Docs-4259',
} as const;

const VIEWPORT = {width: 1440, height: 900};
const THEMES = ['light', 'dark'] as const;
const outDir = path.join(repoRoot, 'static', 'img', 'screenshots');

/** sharp ships with the reference app; it re-encodes the PNGs to a 256-colour palette. */
const sharp = createRequire(path.join(appDir, 'package.json'))('sharp') as (input: Buffer) => {
  png(options: Record<string, unknown>): {toBuffer(): Promise<Buffer>};
};

async function optimisePng(input: Buffer): Promise<Buffer> {
  return sharp(input).png({compressionLevel: 9, effort: 10, palette: true, colours: 256, dither: 0}).toBuffer();
}

async function api(baseUrl: string, pathname: string, init: RequestInit & {json?: unknown} = {}): Promise<unknown> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${baseUrl}${pathname}`, {...init, headers, body});
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Creates the first administrator, as the registration form does, and returns its admin JWT. */
async function registerAdmin(baseUrl: string): Promise<string> {
  const answer = (await api(baseUrl, '/admin/register-admin', {method: 'POST', json: ADMIN})) as {data: {token: string}};
  return answer.data.token;
}

/** Renders a plain typographic cover for each book and attaches it, so the media library and edit view are not empty. */
async function uploadCovers(baseUrl: string, page: Page, adminToken: string): Promise<void> {
  await page.setViewportSize({width: 600, height: 900});
  for (const cover of BOOK_COVERS) {
    await page.setContent(
      `<body style="margin:0"><div style="box-sizing:border-box;width:600px;height:900px;padding:72px 56px;display:flex;flex-direction:column;justify-content:space-between;background:${cover.background};color:${cover.ink};font-family:Georgia,serif">
        <div style="font-size:64px;line-height:1.1">${cover.title}</div>
        <div style="font-size:30px;letter-spacing:2px;text-transform:uppercase">${cover.author}</div>
      </div></body>`,
    );
    const image = await page.screenshot({type: 'png'});
    const form = new FormData();
    form.append('files', new Blob([image], {type: 'image/png'}), cover.fileName);
    form.append('fileInfo', JSON.stringify({alternativeText: `Cover of ${cover.title}`, caption: cover.title}));
    // Through the admin API, like the Media Library's upload button, so files land in the root folder.
    const uploaded = (await api(baseUrl, '/upload', {
      method: 'POST',
      headers: {Authorization: `Bearer ${adminToken}`},
      body: form,
    })) as {id: number}[];
    await api(baseUrl, `/api/books/${cover.bookId}`, {
      method: 'PUT',
      headers: {Authorization: `Bearer ${API_TOKEN}`},
      json: {data: {cover: uploaded[0].id}},
    });
  }
  await page.setViewportSize(VIEWPORT);
}

interface ViewConfiguration {
  settings: unknown;
  metadatas: Record<string, {edit: unknown; list: Record<string, unknown>}>;
  layouts: {list: string[]} & Record<string, unknown>;
}

/** Picks the Book list columns the way "Configure the view" does, so the table fits 1440 px. */
async function configureBookListView(baseUrl: string, adminToken: string): Promise<void> {
  const route = `/content-manager/content-types/${encodeURIComponent('api::book.book')}/configuration`;
  const headers = {Authorization: `Bearer ${adminToken}`};
  const current = (await api(baseUrl, route, {headers})) as {data: {contentType: ViewConfiguration}};
  const {settings, metadatas, layouts} = current.data.contentType;
  // The GET answer adds list.mainField to relations; the PUT validation refuses it (the admin UI strips it too).
  for (const metadata of Object.values(metadatas)) delete metadata.list.mainField;
  await api(baseUrl, route, {
    method: 'PUT',
    headers,
    json: {settings, metadatas, layouts: {...layouts, list: ['id', 'cover', 'title', 'author']}},
  });
}

/** The marketplace lists plugins from market-api.strapi.io; without that service the page is empty. */
async function marketplaceReachable(): Promise<boolean> {
  try {
    const response = await fetch('https://market-api.strapi.io/plugins', {signal: AbortSignal.timeout(5000)});
    return response.ok;
  } catch {
    return false;
  }
}

async function logIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/auth/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByText('Remember me').click();
  await page.getByRole('button', {name: 'Login'}).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'));
  // The guided tour opens for a new super admin; screenshots show the admin as it is once dismissed.
  await page.evaluate(() => localStorage.setItem('GUIDED_TOUR_SKIPPED', 'true'));
}

const STILL = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;

async function capture(page: Page, baseUrl: string, shot: Screenshot, theme: (typeof THEMES)[number]): Promise<Buffer> {
  await page.evaluate((value) => localStorage.setItem('STRAPI_THEME', value), theme);
  await page.goto(`${baseUrl}${shot.path}`, {waitUntil: 'networkidle'});
  await page.addStyleTag({content: STILL});
  await page.getByText(shot.waitFor, {exact: false}).first().waitFor({state: 'visible', timeout: 20_000});
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  if (shot.prepare) await shot.prepare(page);
  await page.mouse.move(0, VIEWPORT.height - 1);
  await page.waitForTimeout(400);
  return page.screenshot({type: 'png'});
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const only = new Set(args.filter((arg) => !arg.startsWith('--')));
  const shots = SCREENSHOTS.filter((shot) => !only.size || only.has(shot.name));
  ensureAppInstalled();
  if (!args.includes('--no-build')) {
    console.log('Building the admin panel…');
    console.log(`Admin built in ${buildAdmin().toFixed(0)} s`);
  }
  const app = await startApp({serveAdmin: true, editable: true});
  console.log(`Reference app ready at ${app.url} in ${(app.bootMs / 1000).toFixed(1)} s`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  let failures = 0;
  try {
    const adminToken = await registerAdmin(app.url);
    const context = await browser.newContext({viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'en-US', colorScheme: 'light'});
    const page = await context.newPage();
    await uploadCovers(app.url, page, adminToken);
    await configureBookListView(app.url, adminToken);
    await logIn(page, app.url);
    mkdirSync(outDir, {recursive: true});
    const online = await marketplaceReachable();
    for (const shot of shots) {
      if (shot.needsInternet && !online) {
        console.log(`- ${shot.name}: skipped, ${shot.needsInternet} is not reachable`);
        continue;
      }
      for (const theme of THEMES) {
        const file = path.join(outDir, `${shot.name}-${theme}.png`);
        try {
          const png = await optimisePng(await capture(page, app.url, shot, theme));
          writeFileSync(file, png);
          console.log(`✔ ${path.relative(repoRoot, file)} (${(png.length / 1024).toFixed(0)} KiB)`);
        } catch (error) {
          // Keep what the browser showed, to see why the expected text never appeared.
          const debugFile = path.join(os.tmpdir(), `${shot.name}-${theme}.failed.png`);
          await page.screenshot({path: debugFile}).catch(() => undefined);
          console.log(`✘ ${shot.name}-${theme}: ${(error as Error).message.split('\n')[0]} (page as shown: ${debugFile})`);
          failures += 1;
        }
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  if (failures) {
    console.error(`${failures} screenshot(s) failed.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
