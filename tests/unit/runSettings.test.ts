/**
 * The Request panels' run settings (src/components/ApiCall/runSettings.ts): with nothing stored, the first client
 * snapshot is the server's own object, so React does not force a synchronous re-render of the page after
 * hydration (it compares the snapshots by identity); stored settings still come through.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DEFAULT_RUN_SETTINGS, storedRunSettings} from '../../src/components/ApiCall/runSettings';
import {DEFAULT_BASE_URL} from '../../src/lib/runnableRequest';

const storage = (entries: Record<string, string>) => (key: string) => entries[key] ?? null;

test('nothing stored, or only the default base URL: the server snapshot itself', () => {
  assert.equal(storedRunSettings(storage({})), DEFAULT_RUN_SETTINGS);
  assert.equal(storedRunSettings(storage({'strapi-docs:api-base-url': DEFAULT_BASE_URL})), DEFAULT_RUN_SETTINGS);
});

test('a stored base URL or token is read', () => {
  const baseUrl = 'https://cms.example.test';
  assert.deepEqual(storedRunSettings(storage({'strapi-docs:api-base-url': baseUrl})), {
    baseUrl,
    token: '',
    rememberToken: false,
  });
  assert.deepEqual(storedRunSettings(storage({'strapi-docs:api-token': 'abc'})), {
    baseUrl: DEFAULT_BASE_URL,
    token: 'abc',
    rememberToken: true,
  });
  // An empty stored token still means "remember": not the server's settings.
  assert.notEqual(storedRunSettings(storage({'strapi-docs:api-token': ''})), DEFAULT_RUN_SETTINGS);
});
