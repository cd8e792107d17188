import {test} from 'node:test';
import assert from 'node:assert/strict';
import {declaredNames} from '../../src/plugins/remark-known-components/declaredNames';
import {knownComponentNames} from '../../src/lib/mdxComponents';
import remarkKnownComponents from '../../src/plugins/remark-known-components';

test("knows the components of src/lib/mdxComponents.ts, the theme's included", () => {
  const names = knownComponentNames();
  for (const name of ['Tabs', 'TabItem', 'ApiCall', 'Columns', 'Badge', 'Head', 'Details'])
    assert.ok(names.has(name), name);
});

test('reads the names a page imports or exports', () => {
  assert.deepEqual(
    declaredNames("import A from 'a';\nimport {B, C as D} from 'b';\nimport * as E from 'e';\nexport const F = 1;"),
    ['A', 'B', 'D', 'E', 'F'],
  );
});

test('fails on an unknown component with its position, passes registered and imported ones', () => {
  const element = (name: string, line: number) => ({
    type: 'mdxJsxFlowElement',
    name,
    position: {start: {line, column: 1}},
    children: [],
  });
  const tree = {
    type: 'root',
    children: [
      {type: 'mdxjsEsm', value: "import Local from './local';"},
      element('Tabs', 3),
      element('Local', 4),
      element('Nope', 5),
    ],
  };
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
    [5],
  );
});
