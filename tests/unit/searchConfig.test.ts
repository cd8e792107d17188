/** Which search the build ships, from the environment; the admin key never reaches the site config. */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {parseTypesenseNodes, searchSetup, typesenseConfigFromEnv} from '../../config/search';

const TYPESENSE_ENV = {
  TYPESENSE_HOST: 'https://ts-1.example.com,https://ts-2.example.com:8443,http://10.0.0.3:8108/typesense/',
  TYPESENSE_SEARCH_API_KEY: 'search-only-key',
  TYPESENSE_COLLECTION: 'strapi-docs-v4',
};
const ADMIN_KEY = 'admin-key-must-not-leak-7f3a';

describe('parseTypesenseNodes', () => {
  it('reads comma-separated node URLs with default ports', () => {
    assert.deepEqual(parseTypesenseNodes(TYPESENSE_ENV.TYPESENSE_HOST), [
      {host: 'ts-1.example.com', port: 443, protocol: 'https'},
      {host: 'ts-2.example.com', port: 8443, protocol: 'https'},
      {host: '10.0.0.3', port: 8108, protocol: 'http', path: '/typesense'},
    ]);
  });

  it('assumes https for a bare host and rejects other protocols or an empty list', () => {
    assert.deepEqual(parseTypesenseNodes(' search.example.com '), [
      {host: 'search.example.com', port: 443, protocol: 'https'},
    ]);
    assert.throws(() => parseTypesenseNodes('ftp://a.example.com'), /http or https/);
    assert.throws(() => parseTypesenseNodes(' , '), /no node/);
  });
});

describe('searchSetup', () => {
  it('uses the local search when any Typesense variable is missing', () => {
    assert.equal(searchSetup({}).mode, 'local');
    assert.equal(searchSetup({...TYPESENSE_ENV, TYPESENSE_SEARCH_API_KEY: ''}).mode, 'local');
    assert.equal(typesenseConfigFromEnv({TYPESENSE_HOST: 'https://a.example.com', TYPESENSE_COLLECTION: 'docs'}), null);
    const local = searchSetup({});
    assert.deepEqual(local.themeConfig, {});
    assert.equal(JSON.stringify(local.themes).includes('local-search'), true);
  });

  it('switches to docusaurus-theme-search-typesense with contextual search and /search', () => {
    const setup = searchSetup(TYPESENSE_ENV);
    assert.equal(setup.mode, 'typesense');
    assert.deepEqual(setup.themes, ['docusaurus-theme-search-typesense']);
    const typesense = setup.themeConfig.typesense;
    assert.ok(typesense);
    assert.equal(typesense.typesenseCollectionName, 'strapi-docs-v4');
    assert.equal(typesense.typesenseServerConfig.apiKey, 'search-only-key');
    assert.equal(typesense.typesenseServerConfig.nodes.length, 3);
    assert.equal(typesense.contextualSearch, true);
    assert.equal(typesense.searchPagePath, 'search');
  });

  it('never puts the admin key in the config, even when it is in the environment', () => {
    const setup = searchSetup({...TYPESENSE_ENV, TYPESENSE_ADMIN_API_KEY: ADMIN_KEY} as NodeJS.ProcessEnv);
    assert.ok(!JSON.stringify(setup).includes(ADMIN_KEY));
  });

  it('keeps the admin key out of the whole docusaurus config', async () => {
    const saved = {...process.env};
    Object.assign(process.env, TYPESENSE_ENV, {TYPESENSE_ADMIN_API_KEY: ADMIN_KEY});
    try {
      const {default: config} = await import('../../docusaurus.config');
      const serialized = JSON.stringify(config);
      assert.ok(serialized.includes('docusaurus-theme-search-typesense'));
      assert.ok(!serialized.includes(ADMIN_KEY));
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  });
});
