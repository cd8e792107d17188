import {test} from 'node:test';
import assert from 'node:assert/strict';
import {decorationsAllowed} from '../../src/decorations/policy';
import {strippedPath} from '../../src/theme/NotFound/Content/strippedPath';
import {thirdPartyScripts} from '../../config/thirdParty';

test('decorations never run on 2g, with saveData or with reduced motion', () => {
  assert.equal(decorationsAllowed({effectiveType: '4g', saveData: false, prefersReducedMotion: false}), true);
  assert.equal(decorationsAllowed({prefersReducedMotion: false}), true);
  assert.equal(decorationsAllowed({effectiveType: '2g', prefersReducedMotion: false}), false);
  assert.equal(decorationsAllowed({effectiveType: 'slow-2g', prefersReducedMotion: false}), false);
  assert.equal(decorationsAllowed({effectiveType: '4g', saveData: true, prefersReducedMotion: false}), false);
  assert.equal(decorationsAllowed({effectiveType: '4g', prefersReducedMotion: true}), false);
});

test('unknown paths lose a trailing .html or /index', () => {
  assert.equal(strippedPath('/dev-docs/intro.html'), '/dev-docs/intro');
  assert.equal(strippedPath('/dev-docs/intro/index'), '/dev-docs/intro');
  assert.equal(strippedPath('/dev-docs/intro/index.html'), '/dev-docs/intro');
  assert.equal(strippedPath('/index.html'), '/');
  assert.equal(strippedPath('/dev-docs/intro'), null);
  assert.equal(strippedPath('/dev-docs/indexing'), null);
});

test('third-party scripts load only when their environment variable is set', () => {
  assert.deepEqual(thirdPartyScripts({}), []);
  const scripts = thirdPartyScripts({GTM_CONTAINER_ID: 'GTM-ABC123', HOTJAR_SITE_ID: '12345'});
  assert.deepEqual(
    scripts.map((script) => new URL(script.src).hostname),
    ['www.googletagmanager.com', 'static.hotjar.com'],
  );
  assert.ok(scripts.every((script) => script.async));
  assert.throws(() => thirdPartyScripts({HUBSPOT_ACCOUNT_ID: '1"><script>'}), /HUBSPOT_ACCOUNT_ID/);
});
