import {test} from 'node:test';
import assert from 'node:assert/strict';
import {strippedPath} from '../../src/theme/NotFound/Content/strippedPath';

test('unknown paths lose a trailing .html or /index', () => {
  assert.equal(strippedPath('/dev-docs/intro.html'), '/dev-docs/intro');
  assert.equal(strippedPath('/dev-docs/intro/index'), '/dev-docs/intro');
  assert.equal(strippedPath('/dev-docs/intro/index.html'), '/dev-docs/intro');
  assert.equal(strippedPath('/index.html'), '/');
  assert.equal(strippedPath('/dev-docs/intro'), null);
  assert.equal(strippedPath('/dev-docs/indexing'), null);
});
