import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {closestPages, parseLlmsTxt} from '../../src/theme/NotFound/Content/closestPages';

const LLMS = `# Site

## Developer Docs

- [Populate and field selection](https://docs-v4.strapi.io/dev-docs/api/rest/populate-select.md): Choose fields.
- [REST API parameters](https://docs-v4.strapi.io/dev-docs/api/rest/parameters.md): Parameters.
- [Database configuration](https://docs-v4.strapi.io/dev-docs/configurations/database.md): Connect a database.
- [Entity Service populate and field selection](https://docs-v4.strapi.io/dev-docs/api/entity-service/populate.md): Populate.
- [Quick start](https://docs-v4.strapi.io/dev-docs/quick-start.md): Start.

## Strapi Cloud

- [Usage and billing](https://docs-v4.strapi.io/cloud/getting-started/usage-billing.md): Plans.
`;

describe('parseLlmsTxt', () => {
  it('reads titles and site paths without the .md ending', () => {
    const pages = parseLlmsTxt(LLMS);
    assert.equal(pages.length, 6);
    assert.deepEqual(pages[0], {title: 'Populate and field selection', path: '/dev-docs/api/rest/populate-select'});
  });
});

describe('closestPages', () => {
  const pages = parseLlmsTxt(LLMS);

  it('finds the page behind a typo in the last segment', () => {
    assert.equal(closestPages('/dev-docs/api/rest/populat', pages)[0]?.path, '/dev-docs/api/rest/populate-select');
    assert.equal(closestPages('/dev-docs/configurations/databse', pages)[0]?.path, '/dev-docs/configurations/database');
  });

  it('finds a page that moved to another folder by its words', () => {
    assert.equal(closestPages('/cloud/billing', pages)[0]?.path, '/cloud/getting-started/usage-billing');
    assert.equal(closestPages('/quickstart', pages)[0]?.path, '/dev-docs/quick-start');
  });

  it('returns nothing for a path unrelated to any page', () => {
    assert.deepEqual(closestPages('/xyzzy/plugh', pages), []);
    assert.deepEqual(closestPages('/', pages), []);
  });
});
