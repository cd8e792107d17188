/**
 * firstScreenBlockCount (src/lib/firstScreen.ts): which of a page's top-level MDX blocks the article renders first
 * after a client navigation. The count must reach two viewports of estimated height, counting wrapped text, code
 * lines and blocks without text, and never more blocks than the page has.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement, type ReactNode} from 'react';
import {blockHeight, charactersPerLine, firstScreenBlockCount} from '../../src/lib/firstScreen';

const paragraph = (text: string) => createElement('p', null, text);
const code = (lines: number) =>
  createElement(
    'pre',
    null,
    createElement('code', null, Array.from({length: lines}, (_, index) => `line ${index}`).join('\n')),
  );
/** MDX puts a line break between top-level blocks. */
const withBreaks = (blocks: ReactNode[]) => blocks.flatMap((block) => [block, '\n']);

const desktop = {width: 1280, height: 800};
const phone = {width: 390, height: 844};

test('a narrow window wraps text into more lines than a wide one', () => {
  assert.ok(charactersPerLine(phone.width) < charactersPerLine(desktop.width));
  const text = paragraph('word '.repeat(200));
  assert.ok(blockHeight(text, phone) > blockHeight(text, desktop));
});

test('a code block is as tall as its lines, nested elements included', () => {
  assert.ok(blockHeight(code(40), desktop) > blockHeight(code(4), desktop) * 5);
  const nested = createElement('div', null, createElement('div', null, code(40)));
  assert.equal(blockHeight(nested, desktop), blockHeight(code(40), desktop));
});

test('a block without text still has a height; the line breaks between blocks have none', () => {
  assert.ok(blockHeight(createElement('img', {src: '/a.png'}), desktop) > 0);
  assert.equal(blockHeight('\n', desktop), 0);
});

test('the first part reaches two viewports of estimated height and stops at the block that does', () => {
  const blocks = withBreaks(Array.from({length: 200}, (_, index) => paragraph(`Paragraph ${index} `.repeat(20))));
  for (const viewport of [desktop, phone]) {
    const count = firstScreenBlockCount(blocks, viewport);
    const height = (n: number) =>
      blocks.slice(0, n).reduce<number>((sum, block) => sum + blockHeight(block, viewport), 0);
    assert.ok(height(count) >= viewport.height * 2, `${viewport.width}: reaches two viewports`);
    assert.ok(height(count - 1) < viewport.height * 2, `${viewport.width}: not one block more than needed`);
    assert.ok(count < blocks.length);
  }
  assert.ok(firstScreenBlockCount(blocks, phone) < firstScreenBlockCount(blocks, desktop) * 2);
});

test('a long code block near the top ends the first part early; a short page is rendered whole', () => {
  const blocks = withBreaks([paragraph('Intro'), code(200), paragraph('After')]);
  assert.equal(firstScreenBlockCount(blocks, desktop), 3);
  const short = withBreaks([paragraph('One'), paragraph('Two')]);
  assert.equal(firstScreenBlockCount(short, desktop), short.length);
});
