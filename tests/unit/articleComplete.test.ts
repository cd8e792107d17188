/**
 * articleComplete (src/lib/articleComplete.ts), which image zoom waits on after a client navigation: a callback
 * runs at once when no article is waiting for its second part, else when the last one is complete, once.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {articleIncomplete, whenArticleComplete} from '../../src/lib/articleComplete';

test('runs at once when the article is complete', () => {
  let runs = 0;
  whenArticleComplete(() => (runs += 1));
  assert.equal(runs, 1);
});

test('waits for the article, runs once, and a second completion of the same part changes nothing', () => {
  const complete = articleIncomplete();
  let runs = 0;
  whenArticleComplete(() => (runs += 1));
  assert.equal(runs, 0);
  complete();
  assert.equal(runs, 1);
  complete();
  const again = articleIncomplete();
  complete();
  whenArticleComplete(() => (runs += 1));
  assert.equal(runs, 1, 'the completed part does not complete the next one');
  again();
  assert.equal(runs, 2);
});
