import {test} from 'node:test';
import assert from 'node:assert/strict';
import {thirdPartyScripts} from '../../config/thirdParty';

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
