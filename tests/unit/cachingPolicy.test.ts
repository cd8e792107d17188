/**
 * The one caching policy (src/lib/cachingPolicy.ts) as each server receives
 * it: the function the static server calls, the `_headers` rules and the
 * nginx lines. tests/deploy/nginx.test.ts runs the nginx side for real.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cacheControlFor, toHeadersFileRules, toNginxCacheMap} from '../../src/lib/cachingPolicy';
import {headersFor, parseHeadersFile} from '../../src/plugins/security-headers/headersFile';
import {toNginxHeaders} from '../../src/plugins/security-headers/completeHeaders';

const YEAR = 'public, max-age=31536000, immutable';

test('pages, the search index and the exports revalidate; hashed assets are immutable; errors are never stored', () => {
  for (const urlPath of [
    '/',
    '/dev-docs/intro',
    '/search-index.json',
    '/search-text/ab12.json',
    '/dev-docs/intro.md',
    '/llms.txt',
    '/llms-full.txt',
    '/img/logo.svg',
  ]) {
    assert.equal(cacheControlFor(urlPath, 200), 'no-cache', urlPath);
  }
  assert.equal(cacheControlFor('/assets/js/main.0123abcd.js', 200), YEAR);
  assert.equal(cacheControlFor('/assets/js/main.0123abcd.js', 304), YEAR);
  assert.equal(cacheControlFor('/assets/js/x.js/', 301), 'no-cache', 'a redirect under /assets/ is not the file');
  for (const status of [400, 403, 404, 405, 416, 500]) {
    assert.equal(cacheControlFor('/assets/js/main.0123abcd.js', status), 'no-store', `${status}`);
    assert.equal(cacheControlFor('/dev-docs/intro', status), 'no-store', `${status}`);
  }
});

test('the _headers rules give each path one Cache-Control, never joined with another rule', () => {
  const rules = parseHeadersFile(`/*\n  X-Frame-Options: DENY\n\n${toHeadersFileRules()}`);
  const cacheControl = (urlPath: string) =>
    headersFor(rules, urlPath)
      .filter(([name]) => name.toLowerCase() === 'cache-control')
      .map(([, value]) => value);
  assert.deepEqual(cacheControl('/dev-docs/intro'), ['no-cache']);
  assert.deepEqual(cacheControl('/search-index.json'), ['no-cache']);
  assert.deepEqual(cacheControl('/assets/js/main.js'), [YEAR]);
  // Cloudflare Pages joins a header set by two matching rules unless the narrower one detaches it.
  const assetRule = rules.find(({pattern}) => pattern === '/assets/*');
  assert.deepEqual(assetRule?.detach, ['Cache-Control']);
});

test('nginx gets one Cache-Control line, read from a map on status and path', () => {
  const headers = toNginxHeaders(`/*\n  X-Frame-Options: DENY\n\n${toHeadersFileRules()}`);
  assert.deepEqual(
    headers.split('\n').filter((line) => /Cache-Control/i.test(line)),
    ['add_header Cache-Control $strapi_docs_cache_control always;'],
  );
  const map = toNginxCacheMap();
  assert.match(map, /^map "\$status:\$uri" \$strapi_docs_cache_control \{$/m);
  assert.match(map, /^ {4}default "no-cache";$/m);
  // nginx tries regexes in order: errors first, so a 403 or 404 under /assets/ is never immutable.
  assert.ok(map.indexOf('"~^[45]" "no-store"') < map.indexOf(YEAR));
  assert.match(map, /"~\^\(200\|206\|304\):\/assets\/" "public, max-age=31536000, immutable"/);
});
