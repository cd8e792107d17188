/**
 * One table of URL forms and the answer each must get, sent to both servers
 * of the build (tests/unit/staticServer.test.ts, tests/deploy/nginx.test.ts)
 * so that they agree. The canonical form is the one the site's links and
 * sitemap use (trailingSlash: false): `/dev-docs/intro`, `/guide`, `/`.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Files the table needs in the served root, with a marker text each. */
export const CANONICAL_URL_FILES: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'dev-docs/intro.html': '<h1>Introduction</h1>',
  'dev-docs/intro.md': '# Introduction',
  'guide/index.html': '<h1>Guide</h1>',
};

export function writeCanonicalUrlFiles(root: string): void {
  for (const [file, text] of Object.entries(CANONICAL_URL_FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), `${text}${'<p>Strapi 4 documentation page.</p>'.repeat(20)}`);
  }
}

/** [request path, status, Location for a 301]: one redirect, straight to the canonical URL. */
export const CANONICAL_URL_CASES: ReadonlyArray<readonly [string, number, string?]> = [
  ['/', 200],
  ['/dev-docs/intro', 200],
  ['/dev-docs/intro.md', 200],
  ['/guide', 200],
  ['/dev-docs/intro/', 301, '/dev-docs/intro'],
  ['/dev-docs/intro.html', 301, '/dev-docs/intro'],
  ['/dev-docs/intro.html?x=1', 301, '/dev-docs/intro?x=1'],
  ['/dev-docs/intro.html/', 301, '/dev-docs/intro'],
  ['/dev-docs/intro/index', 301, '/dev-docs/intro'],
  ['/dev-docs/intro/index.html', 301, '/dev-docs/intro'],
  ['/guide/', 301, '/guide'],
  ['/guide/index', 301, '/guide'],
  ['/guide/index.html', 301, '/guide'],
  ['/index.html', 301, '/'],
  ['/index', 301, '/'],
  ['/index.html?x=1', 301, '/?x=1'],
  ['/dev-docs', 404],
  ['/dev-docs/', 404],
  ['/missing/', 404],
  ['/missing.html', 404],
];
