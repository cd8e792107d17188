/**
 * Issue 24, item 1: a request the docs show is one the reader can run as copied. Every ```http block sits in a
 * <Request>, which copies it as curl or fetch with host, method, token header and body; a bare ```http block
 * only shows the request line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code} from 'mdast';
import {visitParents} from 'unist-util-visit-parents';
import {listMarkdownFiles} from '../../scripts/docs/docFiles';
import {isJsxElement, readMdx} from '../../src/lib/mdxReader-fs';

const root = path.resolve(__dirname, '../..');

test('every ```http block of the docs is inside a <Request>, so it copies as curl and fetch', () => {
  const bare: string[] = [];
  let blocks = 0;
  for (const file of listMarkdownFiles([path.join(root, 'docs')])) {
    const {tree} = readMdx(readFileSync(file, 'utf8'));
    visitParents(tree, 'code', (node: Code, ancestors) => {
      if (node.lang !== 'http') return;
      blocks += 1;
      if (!ancestors.some((ancestor) => isJsxElement(ancestor) && ancestor.name === 'Request'))
        bare.push(`${path.relative(root, file)}:${node.position?.start.line ?? '?'} ${node.value.split('\n')[0]}`);
    });
  }
  assert.ok(blocks > 50, `only ${blocks} http blocks found: is the reader still finding the docs?`);
  assert.deepEqual(bare, []);
});
