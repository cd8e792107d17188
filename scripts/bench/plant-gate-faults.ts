/**
 * Plants accessibility faults into a copy of the build, to show that the page
 * gate (tests/e2e/gates/pages.spec.ts) still fails on each after a change
 * that makes it faster. The copy is hard-linked (`cp -al`), and each file the
 * script edits (the site stylesheet, one page) is replaced by a real copy
 * first, so the build itself is never touched.
 *
 *   npx tsx scripts/bench/plant-gate-faults.ts [build] [copy]
 *   npx docusaurus serve --dir <copy> --port 4411 --no-open
 *   GATES_BUILD_DIR=<copy> E2E_PORT=4411 npx playwright test tests/e2e/gates/pages.spec.ts \
 *     -g "/user-docs/(settings|users-roles-permissions)/" --workers 1
 *
 * Expected: exactly the six pages of FAULTS fail, each with the rule named
 * there, and the eight other pages of those two folders pass. Every fault is
 * on a page after the first one the worker checks, so a check that runs once
 * per worker (a look, a layout) is exercised on a page it has seen before.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, rmSync, unlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Makes `file` a real copy (not a hard link shared with the build) and returns its text. */
function ownCopy(file: string): string {
  const text = readFileSync(file, 'utf8');
  unlinkSync(file);
  writeFileSync(file, text);
  return text;
}

/** The html element of a doc page carries `docs-doc-id-<id>`; `/` must be escaped in a class selector. */
const doc = (id: string) => `html.docs-doc-id-${id.replaceAll('/', '\\/')}`;

export const FAULTS = [
  {
    page: '/user-docs/settings/audit-logs',
    fault: 'an article <img> without alt',
    rule: 'image-alt (light)',
  },
  {
    page: '/user-docs/settings/review-workflows',
    fault: 'a scrollable element (the h1) with nothing focusable in it',
    rule: 'scrollable-region-focusable (light)',
    css: `${doc('user-docs/settings/review-workflows')} article h1 { height: 0.7em; overflow: auto; }`,
  },
  {
    page: '/user-docs/users-roles-permissions/managing-end-users',
    fault: 'article paragraphs #c8c8c8 in light mode only',
    rule: 'color-contrast (light)',
    css: `${doc('user-docs/users-roles-permissions/managing-end-users')}[data-theme='light'] article p { color: #c8c8c8 !important; }`,
  },
  {
    page: '/user-docs/settings/transfer-tokens',
    fault: 'article paragraphs #444950 in dark mode only',
    rule: 'color-contrast (dark)',
    css: `${doc('user-docs/settings/transfer-tokens')}[data-theme='dark'] article p { color: #444950 !important; }`,
  },
  {
    page: '/user-docs/users-roles-permissions/configuring-administrator-roles',
    fault: 'one sidebar link #d0d0d0 in light mode (chrome, not the article)',
    rule: 'color-contrast (light)',
    css: `${doc('user-docs/users-roles-permissions/configuring-administrator-roles')}[data-theme='light'] .theme-doc-sidebar-item-link-level-2 > .menu__link[href='/user-docs/intro'] { color: #d0d0d0 !important; }`,
  },
  {
    page: '/user-docs/settings/single-sign-on',
    fault: 'links in article paragraphs styled exactly like the text around them, dark mode only',
    rule: 'link-in-text-block (dark)',
    css: `${doc('user-docs/settings/single-sign-on')}[data-theme='dark'] article p a { color: inherit !important; text-decoration: none !important; font: inherit !important; border: 0 !important; background: none !important; }`,
  },
];

function main() {
  const build = path.resolve(process.argv[2] ?? 'build');
  const copy = path.resolve(process.argv[3] ?? 'bench/tmp/planted-build');
  if (!existsSync(path.join(build, 'sitemap.xml'))) throw new Error(`${build} is not a build (no sitemap.xml)`);
  rmSync(copy, {recursive: true, force: true});
  execFileSync('cp', ['-al', build, copy]);

  const cssDir = path.join(copy, 'assets/css');
  const stylesheets = readdirSync(cssDir).filter((name) => /^styles\..*\.css$/.test(name));
  const [name, ...others] = stylesheets;
  if (!name || others.length > 0) throw new Error(`expected one site stylesheet in ${cssDir}, found ${stylesheets.join(', ')}`);
  const stylesheet = path.join(cssDir, name);
  const css = FAULTS.flatMap((fault) => (fault.css ? [fault.css] : [])).join('\n');
  writeFileSync(stylesheet, `${ownCopy(stylesheet)}\n/* planted faults */\n${css}\n`);

  // The first screenshot of the article loses its alt text. React leaves a server-rendered attribute as it is.
  const page = path.join(copy, '/user-docs/settings/audit-logs.html');
  const html = ownCopy(page);
  const article = html.indexOf('<article');
  const image = html.indexOf('<img ', article);
  const alt = /\balt="[^"]*"|\balt=[^ >]+/.exec(html.slice(image));
  if (article < 0 || image < 0 || !alt) throw new Error(`no <img> with alt in the article of ${page}`);
  const start = image + alt.index;
  writeFileSync(page, html.slice(0, start) + html.slice(start + alt[0].length));

  for (const fault of FAULTS) console.log(`${fault.page}: ${fault.fault} → expect ${fault.rule}`);
  console.log(`planted build: ${copy}`);
}

if (require.main === module) main();
