import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {inlineScriptHashes} from '../../src/plugins/security-headers/inlineScriptHashes';
import {
  completeHeaders,
  scriptOrigins,
  toNginxCspMap,
  toNginxHeaders,
} from '../../src/plugins/security-headers/completeHeaders';
import {addLiveCodeRules, hasLiveCode, withUnsafeEval} from '../../src/plugins/security-headers/liveCodePolicy';
import {routeOfHtmlFile} from '../../src/lib/builtHtml-fs';
import {parseHeadersFile, headersFor} from '../../src/plugins/security-headers/headersFile';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('hashes inline scripts only, not external scripts or JSON-LD', () => {
  const html = `<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script type="module">b()</script>`;
  assert.deepEqual(inlineScriptHashes(html), [sha('a()'), sha('b()')]);
});

test("hashes only the site's own inline scripts, not one a page's content wrote", () => {
  // As Docusaurus writes a page: template scripts, then the React root holding the page; a page's <head> block arrives through react-helmet (data-rh).
  const html = [
    '<html><head><script data-rh="true">fromPageHead()</script><script>siteHeadTag()</script></head>',
    '<body><script>colourMode()</script><div id=__docusaurus><main><script>alert(1)</script></main></div></body></html>',
  ].join('');
  assert.deepEqual(inlineScriptHashes(html), [sha('siteHeadTag()'), sha('colourMode()')]);
  assert.deepEqual(inlineScriptHashes(html.replace('id=__docusaurus', 'id="__docusaurus"')), [
    sha('siteHeadTag()'),
    sha('colourMode()'),
  ]);
});

test('fills the template with sorted, unique hashes and third-party origins', () => {
  const template =
    "/*\n  Content-Security-Policy: script-src 'self' {{INLINE_SCRIPT_HASHES}} {{THIRD_PARTY_ORIGINS}}; connect-src 'self' {{THIRD_PARTY_ORIGINS}}\n";
  const filled = completeHeaders(
    template,
    ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
    scriptOrigins([{src: 'https://www.googletagmanager.com/gtm.js?id=1'}]),
  );
  assert.equal(
    filled,
    "/*\n  Content-Security-Policy: script-src 'self' 'sha256-a' 'sha256-b' https://www.googletagmanager.com; connect-src 'self' https://www.googletagmanager.com\n",
  );
  assert.equal(completeHeaders(template, ["'sha256-a'"]).includes(' ;'), false);
});

test('a template without the hashes placeholder fails the build', () => {
  assert.throws(
    () => completeHeaders("/*\n  Content-Security-Policy: script-src 'self'\n", []),
    /INLINE_SCRIPT_HASHES/,
  );
});

test('the site-wide rule becomes nginx add_header lines, the CSP from the per-path map', () => {
  const nginx = toNginxHeaders(
    '# comment\n/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: a "b"\n/assets/*\n  Cache-Control: immutable\n',
  );
  assert.match(nginx, /add_header X-Content-Type-Options "nosniff" always;/);
  assert.match(nginx, /add_header Content-Security-Policy \$strapi_docs_csp always;/);
  assert.doesNotMatch(nginx, /Cache-Control/);
});

test("live-code pages get the site policy plus 'unsafe-eval', in _headers and in the nginx map", () => {
  const site = "default-src 'self'; script-src 'self' 'sha256-a'; object-src 'none'";
  const headers = addLiveCodeRules(`/*\n  Content-Security-Policy: ${site}\n  X-Frame-Options: DENY\n`, [
    '/snippets/live',
    '/snippets/live',
  ]);
  const rules = parseHeadersFile(headers);
  assert.deepEqual(headersFor(rules, '/dev-docs/intro'), [
    ['Content-Security-Policy', site],
    ['X-Frame-Options', 'DENY'],
  ]);
  assert.deepEqual(headersFor(rules, '/snippets/live'), [
    ['X-Frame-Options', 'DENY'],
    ['Content-Security-Policy', "default-src 'self'; script-src 'self' 'unsafe-eval' 'sha256-a'; object-src 'none'"],
  ]);
  assert.equal(rules.filter(({pattern}) => pattern === '/snippets/live').length, 1);
  assert.match(headers, /^\/snippets\/live\n {2}! Content-Security-Policy\n/m);
  const map = toNginxCspMap(headers);
  assert.match(map, /map \$uri \$strapi_docs_csp \{/);
  assert.match(map, new RegExp(`default "${site}";`));
  assert.match(map, /"\/snippets\/live" "[^"]*'unsafe-eval'/);
  assert.match(map, /"\/snippets\/live\.html" "[^"]*'unsafe-eval'/);
  assert.equal(
    addLiveCodeRules(`/*\n  Content-Security-Policy: ${site}\n`, []),
    `/*\n  Content-Security-Policy: ${site}\n`,
  );
});

test('finds live code blocks and the route of a built page', () => {
  assert.equal(hasLiveCode('<div data-live-code-block=""><div class="playground">'), true);
  assert.equal(hasLiveCode('<p>data-live-code-block is the attribute</p>'), false);
  assert.equal(routeOfHtmlFile('snippets/writing-components.html'), '/snippets/writing-components');
  assert.equal(routeOfHtmlFile('index.html'), '/');
  assert.equal(routeOfHtmlFile('dev-docs/index.html'), '/dev-docs');
  assert.equal(withUnsafeEval("script-src 'self' x"), "script-src 'self' 'unsafe-eval' x");
  assert.throws(() => withUnsafeEval("default-src 'self'"), /script-src/);
});

test('the test server applies _headers rules by path', () => {
  const rules = parseHeadersFile('/*\n  A: 1\n/assets/*\n  B: 2\n/exact\n  C: 3\n');
  assert.deepEqual(headersFor(rules, '/assets/x.js'), [
    ['A', '1'],
    ['B', '2'],
  ]);
  assert.deepEqual(headersFor(rules, '/exact'), [
    ['A', '1'],
    ['C', '3'],
  ]);
});
