import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {ON_DEMAND_COMPONENTS, knownComponentNames, onDemandComponents} from '../../src/lib/mdxComponents';
import remarkOnDemandComponents from '../../src/plugins/remark-on-demand-components';
import {usedComponentNames} from '../../src/plugins/remark-on-demand-components/onDemandImports';
import type {Root} from 'mdast';

function parse(source: string): Root {
  return unified().use(remarkParse).use(remarkMdx).parse(source);
}

/** The import the plugin adds in front of the page, or undefined when it adds none. */
function addedImport(source: string): string | undefined {
  const tree = parse(source);
  const before = tree.children.length;
  remarkOnDemandComponents()(tree);
  const first = tree.children[0] as {type: string; value?: string} | undefined;
  return tree.children.length > before ? first?.value : undefined;
}

test('every on-demand component is a known component that the global registry does not register', () => {
  const registry = readFileSync(path.resolve(__dirname, '../../src/theme/MDXComponents.tsx'), 'utf8');
  for (const name of Object.keys(ON_DEMAND_COMPONENTS)) {
    assert.ok(knownComponentNames().has(name), name);
    assert.doesNotMatch(registry, new RegExp(`^\\s*${name},$`, 'm'), `${name} is registered and imported on demand`);
  }
  assert.equal(onDemandComponents().size, Object.keys(ON_DEMAND_COMPONENTS).length);
});

test('imports the on-demand components a page uses, once per module, default before named', () => {
  const source = [
    '<Tabs>',
    '<TabItem value="a">',
    '<Request />',
    '<ApiCall />',
    '</TabItem>',
    '</Tabs>',
    '',
    '<Badge />',
  ];
  assert.equal(
    addedImport(source.join('\n')),
    [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import ApiCall, {Request} from '@site/src/components/ApiCall';",
    ].join('\n'),
  );
});

test("a page's own import or export of a name wins", () => {
  const source = [
    "import Tabs from './MyTabs';",
    'export const Columns = () => null;',
    '',
    '<Tabs />',
    '<Columns />',
    '<Column />',
  ];
  assert.equal(addedImport(source.join('\n')), "import {Column} from '@site/src/components/Columns';");
});

test('finds components used inside expressions, attribute values and ESM, which MDX also takes from the registry', () => {
  const source = [
    "export const Aside = () => <SubtleCallout title='x' />;",
    '',
    '{open && <Tabs.Group />}',
    '',
    'Text with <Badge label={<Column />} /> inside.',
  ];
  assert.deepEqual([...usedComponentNames(parse(source.join('\n')))].sort(), [
    'Badge',
    'Column',
    'SubtleCallout',
    'Tabs',
  ]);
  assert.equal(
    addedImport(source.join('\n')),
    [
      "import SubtleCallout from '@site/src/components/SubtleCallout';",
      "import Tabs from '@theme/Tabs';",
      "import {Column} from '@site/src/components/Columns';",
    ].join('\n'),
  );
});

test('the added import carries the ESTree MDX compiles from', () => {
  const tree = parse('<CustomDocCardsWrapper>\n<CustomDocCard title="x" />\n</CustomDocCardsWrapper>');
  remarkOnDemandComponents()(tree);
  const added = tree.children[0] as unknown as {
    data: {estree: {body: Array<{source: {value: string}; specifiers: Array<{type: string; local: {name: string}}>}>}};
  };
  assert.deepEqual(
    added.data.estree.body.map((declaration) => [
      declaration.source.value,
      declaration.specifiers.map((specifier) => `${specifier.type}:${specifier.local.name}`),
    ]),
    [
      [
        '@site/src/components/CustomDocCard',
        ['ImportDefaultSpecifier:CustomDocCard', 'ImportSpecifier:CustomDocCardsWrapper'],
      ],
    ],
  );
});

test('a page using no on-demand component gets no import', () => {
  assert.equal(addedImport('# Title\n\n<Badge />\n\n<NewBadge />'), undefined);
});

test('a page or partial with a code block imports the Prism registration; Mermaid fences and plain text do not', () => {
  const imports = (source: string) => {
    const tree = parse(source);
    remarkOnDemandComponents()(tree);
    return tree.children.flatMap((node) => (node.type === 'mdxjsEsm' ? [node.value] : []));
  };
  assert.deepEqual(imports('Text.\n\n```js\nconst a = 1;\n```\n'), ["import '@site/src/lib/prismSlim/register';"]);
  assert.deepEqual(imports('```\nno language\n```\n'), ["import '@site/src/lib/prismSlim/register';"]);
  assert.deepEqual(imports('Text.\n\n```mermaid\nflowchart LR\n  A --> B\n```\n'), []);
  assert.deepEqual(imports('Text with `inline code` only.\n'), []);
  const tabbed = imports('<Tabs>\n<TabItem value="a">\n\n```bash\nnpm i\n```\n\n</TabItem>\n</Tabs>\n');
  assert.equal(tabbed.length, 2);
  assert.equal(tabbed[0], "import '@site/src/lib/prismSlim/register';");
});
