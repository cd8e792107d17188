/**
 * Takes the user-guide screenshots from the Strapi 4.25.9 reference app
 * (tests/strapi-app) in the light and dark admin themes.
 *
 * Usage: npx tsx scripts/screenshots/screenshots.ts [--no-build] [name ...]
 *
 * Builds the admin panel (skip with --no-build when tests/strapi-app/build is
 * current), starts the app with a fresh database, registers the first
 * administrator through the admin API, invites more administrators, uploads
 * generated book covers, logs in with Chromium and writes
 * static/img/screenshots/<name>-<theme>.webp (1440×900) plus the same shot at
 * 960 and 640 pixels wide (<name>-<theme>-960.webp, -640.webp) for srcset.
 * Numbered callouts listed for a shot are drawn over the real elements before
 * capture. Pass names to take only some shots (`npm run screenshots -- --no-build
 * settings-overview profile`).
 *
 * The app starts with BOOKSTORE_ADMIN_SEED=true (folders, extra API and transfer
 * tokens, readers: tests/strapi-app/src/seed/adminFeatures.js) and
 * FLAG_PROMOTE_EE=true, so the Community Edition shows its entries for the
 * Enterprise features (releases, review workflows, audit logs, SSO).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {createRequire} from 'node:module';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from '../../src/lib/chromium';
import {API_TOKEN, appDir, buildAdmin, ensureAppInstalled, repoRoot, startApp} from '../examples/referenceApp';
import {SCREENSHOT_WIDTHS} from '../../src/components/ThemedImage/srcSet';
import {BOOK_COVERS, EXTRA_ADMINS, SCREENSHOTS, TRANSLATOR_ROLE, type Screenshot} from './screenshotList';

export const ADMIN = {
  firstname: 'Robin',
  lastname: 'Archer',
  email: 'admin@bookstore.example',
  password: 'Bookstore-Docs-4259',
} as const;

const VIEWPORT = {width: 1440, height: 900};
const THEMES = ['light', 'dark'] as const;
const outDir = path.join(repoRoot, 'static', 'img', 'screenshots');

/** Widths written besides the full 1440 px shot; ThemedImage lists them in srcset. */
const SMALLER_WIDTHS = SCREENSHOT_WIDTHS;

interface SharpPipeline {
  resize(options: {width: number; kernel?: string}): SharpPipeline;
  webp(options: Record<string, unknown>): SharpPipeline;
  toBuffer(): Promise<Buffer>;
}

/** sharp ships with the reference app (no new dependency for the docs site). */
const sharp = createRequire(path.join(appDir, 'package.json'))('sharp') as (input: Buffer) => SharpPipeline;

/** WebP at the full width and at each smaller width; text-heavy UI keeps quality 82 with smart subsampling. */
async function encodeWebp(input: Buffer, width?: number): Promise<Buffer> {
  const pipeline = sharp(input);
  if (width) pipeline.resize({width, kernel: 'lanczos3'});
  return pipeline.webp({quality: 82, effort: 6, smartSubsample: true}).toBuffer();
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
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Creates the first administrator, as the registration form does, and returns its admin JWT. */
async function registerAdmin(baseUrl: string): Promise<string> {
  const answer = (await api(baseUrl, '/admin/register-admin', {method: 'POST', json: ADMIN})) as {
    data: {token: string};
  };
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
    const [file] = uploaded;
    if (!file) throw new Error(`The upload of ${cover.fileName} answered with no file.`);
    await api(baseUrl, `/api/books/${cover.bookId}`, {
      method: 'PUT',
      headers: {Authorization: `Bearer ${API_TOKEN}`},
      json: {data: {cover: file.id}},
    });
  }
  await page.setViewportSize(VIEWPORT);
}

/** Creates the Translator FR role and invites the other administrators, as Settings > Users does. */
async function inviteAdministrators(baseUrl: string, adminToken: string): Promise<void> {
  const headers = {Authorization: `Bearer ${adminToken}`};
  const created = (await api(baseUrl, '/admin/roles', {method: 'POST', headers, json: TRANSLATOR_ROLE})) as {
    data: {id: number};
  };
  const roles = (await api(baseUrl, '/admin/roles', {headers})) as {data: {id: number; code: string}[]};
  for (const admin of EXTRA_ADMINS) {
    const roleId =
      admin.roleCode === 'translator-fr'
        ? created.data.id
        : roles.data.find((role) => role.code === admin.roleCode)?.id;
    if (!roleId) throw new Error(`No administrator role ${admin.roleCode}`);
    const {active, roleCode: _roleCode, ...fields} = admin;
    const invited = (await api(baseUrl, '/admin/users', {
      method: 'POST',
      headers,
      json: {...fields, roles: [roleId]},
    })) as {
      data: {registrationToken: string};
    };
    if (active) {
      // What the invitation link's form sends.
      await api(baseUrl, '/admin/register', {
        method: 'POST',
        json: {
          registrationToken: invited.data.registrationToken,
          userInfo: {firstname: fields.firstname, lastname: fields.lastname, password: ADMIN.password},
        },
      });
    }
  }
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

/** One colour readable on the admin's light and dark themes. */
const CALLOUT_COLOUR = '#e5484d';

/** Draws a box and a numbered badge over each callout's element (overlay only; the admin is untouched). */
async function drawCallouts(page: Page, shot: Screenshot): Promise<void> {
  const boxes: {label: string; x: number; y: number; width: number; height: number}[] = [];
  for (const callout of shot.callouts ?? []) {
    const box = await callout.target(page).boundingBox({timeout: 5000});
    if (!box) throw new Error(`callout ${callout.label} of ${shot.name}: element not visible`);
    boxes.push({label: callout.label, ...box});
  }
  await page.evaluate(
    ({boxes, colour}) => {
      const layer = document.createElement('div');
      layer.setAttribute('data-docs-callouts', '');
      layer.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647';
      for (const box of boxes) {
        // Keep the frame inside the viewport (a table may overflow its scroll area).
        const pad = 4;
        const x1 = Math.max(2, box.x - pad);
        const y1 = Math.max(2, box.y - pad);
        const x2 = Math.min(window.innerWidth - 2, box.x + box.width + pad);
        const y2 = Math.min(window.innerHeight - 2, box.y + box.height + pad);
        const frame = document.createElement('div');
        frame.style.cssText = `position:absolute;left:${x1}px;top:${y1}px;width:${x2 - x1}px;height:${y2 - y1}px;border:3px solid ${colour};border-radius:6px;box-sizing:border-box`;
        const badge = document.createElement('div');
        badge.textContent = box.label;
        // The badge sits just outside the frame's top-left corner so it hides almost nothing of the
        // target; it is pulled inside when the frame touches the edge of the viewport.
        const left = x1 < 26 ? x1 + 4 : x1 - 22;
        const top = y1 < 26 ? y1 + 4 : y1 - 22;
        badge.style.cssText = `position:absolute;left:${left}px;top:${top}px;width:28px;height:28px;border-radius:50%;background:${colour};color:#fff;font:700 16px/28px system-ui,sans-serif;text-align:center;box-shadow:0 0 0 2px #fff`;
        layer.append(frame, badge);
      }
      document.body.append(layer);
    },
    {boxes, colour: CALLOUT_COLOUR},
  );
}

async function capture(page: Page, baseUrl: string, shot: Screenshot, theme: (typeof THEMES)[number]): Promise<Buffer> {
  await page.evaluate((value) => localStorage.setItem('STRAPI_THEME', value), theme);
  await page.goto(`${baseUrl}${shot.path}`, {waitUntil: 'networkidle'});
  await page.addStyleTag({content: STILL});
  await page.getByText(shot.waitFor, {exact: false}).first().waitFor({state: 'visible', timeout: 20_000});
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  if (shot.prepare) await shot.prepare(page);
  if (shot.waitAfterPrepare) {
    await page.getByText(shot.waitAfterPrepare, {exact: false}).first().waitFor({state: 'visible', timeout: 20_000});
  }
  await page.mouse.move(0, VIEWPORT.height - 1);
  await page.waitForTimeout(400);
  await drawCallouts(page, shot);
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
  const app = await startApp({
    serveAdmin: true,
    editable: true,
    env: {BOOKSTORE_ADMIN_SEED: 'true', FLAG_PROMOTE_EE: 'true'},
  });
  console.log(`Reference app ready at ${app.url} in ${(app.bootMs / 1000).toFixed(1)} s`);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS],
  });
  let failures = 0;
  try {
    const adminToken = await registerAdmin(app.url);
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      locale: 'en-US',
      colorScheme: 'light',
    });
    const page = await context.newPage();
    await inviteAdministrators(app.url, adminToken);
    await uploadCovers(app.url, page, adminToken);
    await configureBookListView(app.url, adminToken);
    await logIn(page, app.url);
    mkdirSync(outDir, {recursive: true});
    for (const shot of shots) {
      for (const theme of THEMES) {
        const file = path.join(outDir, `${shot.name}-${theme}.webp`);
        try {
          const png = await capture(page, app.url, shot, theme);
          const full = await encodeWebp(png);
          writeFileSync(file, full);
          const sizes = [`${(full.length / 1024).toFixed(0)} KiB`];
          for (const width of SMALLER_WIDTHS) {
            const smaller = await encodeWebp(png, width);
            writeFileSync(path.join(outDir, `${shot.name}-${theme}-${width}.webp`), smaller);
            sizes.push(`${width}: ${(smaller.length / 1024).toFixed(0)} KiB`);
          }
          console.log(`✔ ${path.relative(repoRoot, file)} (${sizes.join(', ')})`);
        } catch (error) {
          // Keep what the browser showed, to see why the expected text never appeared.
          const debugFile = path.join(os.tmpdir(), `${shot.name}-${theme}.failed.png`);
          await page.screenshot({path: debugFile}).catch(() => undefined);
          console.log(
            `✘ ${shot.name}-${theme}: ${(error as Error).message.split('\n')[0]} (page as shown: ${debugFile})`,
          );
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
