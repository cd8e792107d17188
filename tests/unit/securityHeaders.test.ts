import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {inlineScriptHashes} from '../../src/plugins/security-headers/inlineScriptHashes';
import {completeHeaders, scriptOrigins, toNginxHeaders} from '../../src/plugins/security-headers/completeHeaders';
import {parseHeadersFile, headersFor} from '../../scripts/serve/staticServer';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('hashes inline scripts only, not external scripts or JSON-LD', () => {
  const html = `<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script type="module">b()</script>`;
  assert.deepEqual(inlineScriptHashes(html), [sha('a()'), sha('b()')]);
});

test('fills the template with sorted, unique hashes and third-party origins', () => {
  const template = "/*\n  Content-Security-Policy: script-src 'self' {{INLINE_SCRIPT_HASHES}} {{THIRD_PARTY_ORIGINS}}; connect-src 'self' {{THIRD_PARTY_ORIGINS}}\n";
  const filled = completeHeaders(template, ["'sha256-b'", "'sha256-a'", "'sha256-b'"], scriptOrigins([{src: 'https://www.googletagmanager.com/gtm.js?id=1'}]));
  assert.equal(
    filled,
    "/*\n  Content-Security-Policy: script-src 'self' 'sha256-a' 'sha256-b' https://www.googletagmanager.com; connect-src 'self' https://www.googletagmanager.com\n",
  );
  assert.equal(completeHeaders(template, ["'sha256-a'"]).includes(' ;'), false);
});

test('a template without the hashes placeholder fails the build', () => {
  assert.throws(() => completeHeaders("/*\n  Content-Security-Policy: script-src 'self'\n", []), /INLINE_SCRIPT_HASHES/);
});

test('the site-wide rule becomes nginx add_header lines', () => {
  const nginx = toNginxHeaders('# comment\n/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: a "b"\n/assets/*\n  Cache-Control: immutable\n');
  assert.match(nginx, /add_header X-Content-Type-Options "nosniff" always;/);
  assert.match(nginx, /add_header Content-Security-Policy "a \\"b\\"" always;/);
  assert.doesNotMatch(nginx, /Cache-Control/);
});

test('the test server applies _headers rules by path', () => {
  const rules = parseHeadersFile('/*\n  A: 1\n/assets/*\n  B: 2\n/exact\n  C: 3\n');
  assert.deepEqual(headersFor(rules, '/assets/x.js'), [['A', '1'], ['B', '2']]);
  assert.deepEqual(headersFor(rules, '/exact'), [['A', '1'], ['C', '3']]);
});
