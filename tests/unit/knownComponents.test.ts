import {test} from 'node:test';
import assert from 'node:assert/strict';
import {declaredNames} from '../../src/plugins/remark-known-components/declaredNames';
import {knownComponentNames, onDemandComponents} from '../../src/lib/mdxComponents';
import remarkKnownComponents from '../../src/plugins/remark-known-components';

test("knows the components of src/lib/mdxComponents.ts, the theme's included", () => {
  const names = knownComponentNames();
  for (const name of ['Tabs', 'TabItem', 'ApiCall', 'Columns', 'Badge', 'Head', 'Details'])
    assert.ok(names.has(name), name);
});

test('the on-demand components are known, and only they leave the global registry', async () => {
  const {readFileSync} = await import('node:fs');
  const registry = readFileSync(require.resolve('../../src/theme/MDXComponents.tsx'), 'utf8');
  const onDemand = [...onDemandComponents().keys()];
  assert.deepEqual(onDemand.sort(), [
    'ApiCall',
    'Column',
    'Columns',
    'CustomDocCard',
    'CustomDocCardsWrapper',
    'DocCardList',
    'Request',
    'Response',
    'SubtleCallout',
    'TabItem',
    'Tabs',
    'ThemedImage',
  ]);
  for (const name of onDemand) {
    assert.ok(knownComponentNames().has(name), name);
    assert.doesNotMatch(
      registry,
      new RegExp(`^\\s*${name},$`, 'm'),
      `${name} is both registered and imported on demand`,
    );
  }
});

test('imports the on-demand components a page uses, once, unless the page imports them itself', () => {
  const element = (name: string) => ({
    type: 'mdxJsxFlowElement',
    name,
    position: {start: {line: 1, column: 1}},
    children: [],
  });
  const tree = {
    type: 'root',
    children: [
      {type: 'mdxjsEsm', value: "import Columns from './mine';"},
      element('Tabs'),
      element('TabItem'),
      element('TabItem'),
      element('Request'),
      element('Columns'),
      element('Badge'),
    ],
  };
  const file = {path: 'docs/page.md', fail: (reason: string): never => assert.fail(reason)};
  remarkKnownComponents()(tree, file);
  const added = tree.children[0] as {
    type: string;
    value: string;
    data: {estree: {body: Array<{source: {value: string}; specifiers: Array<{type: string; local: {name: string}}>}>}};
  };
  assert.equal(added.type, 'mdxjsEsm');
  assert.equal(
    added.value,
    "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport {Request} from '@site/src/components/ApiCall';",
  );
  assert.deepEqual(
    added.data.estree.body.map((declaration) => [
      declaration.source.value,
      declaration.specifiers.map((specifier) => `${specifier.type}:${specifier.local.name}`),
    ]),
    [
      ['@theme/Tabs', ['ImportDefaultSpecifier:Tabs']],
      ['@theme/TabItem', ['ImportDefaultSpecifier:TabItem']],
      ['@site/src/components/ApiCall', ['ImportSpecifier:Request']],
    ],
  );
  assert.equal(tree.children.length, 8);
});

test('imports on-demand components used in expressions, attributes and ESM, which MDX also takes from the registry', async () => {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const source = [
    "export const Aside = () => <SubtleCallout title='x' />;",
    '',
    '{open && <Tabs.Group />}',
    '',
    '<Badge label={<Column />} />',
  ].join('\n');
  const tree = unified().use(remarkParse).use(remarkMdx).parse(source);
  const file = {path: 'docs/page.mdx', fail: (reason: string): never => assert.fail(reason)};
  remarkKnownComponents()(tree as never, file);
  const added = tree.children[0] as {type: string; value?: string};
  assert.equal(added.type, 'mdxjsEsm');
  assert.equal(
    added.value,
    "import SubtleCallout from '@site/src/components/SubtleCallout';\nimport Tabs from '@theme/Tabs';\nimport {Column} from '@site/src/components/Columns';",
  );
});

test('a page using no on-demand component gets no import', () => {
  const tree = {
    type: 'root',
    children: [{type: 'mdxJsxFlowElement', name: 'Badge', position: {start: {line: 1, column: 1}}, children: []}],
  };
  remarkKnownComponents()(tree, {path: 'docs/page.md', fail: (reason: string): never => assert.fail(reason)});
  assert.equal(tree.children.length, 1);
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
