import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {tableKind} from '../../src/components/ScrollableTable/tableKind';

describe('tableKind', () => {
  it('stacks tables with one row per item', () => {
    assert.equal(tableKind(['Parameter', 'Type', 'Default', 'What it does', 'Example']), 'reference');
    assert.equal(tableKind(['Option', 'Type', 'Default', 'Description']), 'reference');
    assert.equal(tableKind(['Syntax', 'Example', 'What is populated']), 'reference');
  });

  it('keeps comparison grids (plans, versions, empty corner cell) as columns', () => {
    assert.equal(tableKind(['Included per project', 'Free trial', 'Developer', 'Pro', 'Team']), 'comparison');
    assert.equal(tableKind(['Item', 'v3 MongoDB', 'v3 SQL', 'v4 SQL']), 'comparison');
    assert.equal(tableKind(['', 'Strapi v3', 'Strapi v4']), 'comparison');
    assert.equal(tableKind(['Resource', 'Minimum', 'Recommended']), 'comparison');
  });

  it('never stacks a two-column table', () => {
    assert.equal(tableKind(['Provider option', 'Description']), 'comparison');
  });
});
