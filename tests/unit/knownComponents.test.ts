import {test} from 'node:test';
import assert from 'node:assert/strict';
import {knownComponentNames} from '../../src/lib/mdxComponents';
import {declaredNames, parseMdx} from '../../src/lib/mdxReader-fs';
import remarkKnownComponents from '../../src/plugins/remark-known-components';

test("knows the components of src/lib/mdxComponents.ts, the theme's included", () => {
  const names = knownComponentNames();
  for (const name of ['Tabs', 'TabItem', 'ApiCall', 'Columns', 'Badge', 'Head', 'Details'])
    assert.ok(names.has(name), name);
});

test('reads the names a page imports or exports', () => {
  const tree = parseMdx(
    "import A from 'a';\nimport {B, C as D} from 'b';\nimport * as E from 'e';\nexport const F = 1;\nexport function G() {}\n\nText.",
  );
  assert.deepEqual([...declaredNames(tree)].sort(), ['A', 'B', 'D', 'E', 'F', 'G']);
});

test('fails on an unknown component with its position, passes registered, imported and exported ones', () => {
  const tree = parseMdx(
    [
      "import Local from './local';",
      'export const Inline = () => null;',
      '',
      '<Tabs />',
      '<Local />',
      '<Inline />',
      '',
      '<Nope />',
    ].join('\n'),
  );
  const failures: Array<{reason: string; line?: number}> = [];
  const file = {
    path: 'docs/page.md',
    fail(reason: string, place?: {start: {line: number}}): never {
      failures.push({reason, line: place?.start.line});
      throw new Error(reason);
    },
  };
  assert.throws(() => remarkKnownComponents()(tree, file), /Unknown component <Nope>/);
  assert.deepEqual(
    failures.map(({line}) => line),
    [8],
  );
});
