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
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';

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

/** What the plugin leaves on a page: its added ESM, and the build-time token props of each code fence. */
function highlighted(source: string): {imports: string[]; fences: Array<Record<string, unknown>>} {
  const tree = parse(source);
  remarkOnDemandComponents()(tree);
  const fences: Array<Record<string, unknown>> = [];
  visit(tree, 'code', (node: Code) => {
    fences.push({...(node.data as {hProperties?: Record<string, unknown>} | undefined)?.hProperties});
  });
  return {imports: tree.children.flatMap((node) => (node.type === 'mdxjsEsm' ? [node.value] : [])), fences};
}

const REGISTER = "import '@site/src/lib/prismSlim/register';";

test('static code fences get their tokens at build time and the page imports no Prism', () => {
  for (const source of [
    'Text.\n\n```js\nconst a = 1;\n```\n',
    '```\nno language\n```\n',
    '<Tabs>\n<TabItem value="a">\n\n```bash\nnpm i\n```\n\n</TabItem>\n</Tabs>\n',
  ]) {
    const {imports, fences} = highlighted(source);
    assert.ok(!imports.includes(REGISTER), source);
    assert.equal(fences.length, 1);
    assert.match(String(fences[0]?.prismTokens), /^\w+~[\w |-]+~[\w.,;]+$/, source);
  }
  assert.deepEqual(highlighted('Text.\n\n```mermaid\nflowchart LR\n  A --> B\n```\n').imports, []);
  assert.deepEqual(highlighted('Text with `inline code` only.\n').imports, []);
});

test('live code and magic comments import the Prism registration; their fences get no tokens', () => {
  for (const [source, fenceImport] of [
    ['```jsx live\n<b>Hi</b>\n```\n', "import MdxLiveCodeFence from '@theme/LiveCodeBlock';"],
    ['```js\n// highlight-next-line\nconst a = 1;\n```\n', "import MdxCodeFence from '@theme/CodeBlock';"],
  ] as const) {
    const {imports, fences} = highlighted(source);
    assert.deepEqual(imports, [REGISTER, fenceImport], source);
    assert.equal(fences[0]?.prismTokens, undefined, source);
  }
});

test("an http fence in ApiCall's Request carries the tokens of the lines after its request line", () => {
  const request = (code: string) =>
    highlighted(`<ApiCall>\n<Request>\n\n\`\`\`http\n${code}\n\`\`\`\n\n</Request>\n</ApiCall>\n`);
  const withBody = request('POST /api/books?locale=fr\nContent-Type: application/json\n\n{"data": {}}');
  assert.ok(!withBody.imports.includes(REGISTER));
  assert.equal(withBody.fences[0]?.prismTokens, undefined);
  assert.match(String(withBody.fences[0]?.prismRestTokens), /header/);
  // Only a request line: nothing else is a code block.
  assert.deepEqual(request('GET /api/books?sort=title').fences, [{}]);
  // No query string: Request shows the fence as it is.
  assert.match(String(request('GET /api/books').fences[0]?.prismTokens), /~/);
});

test('a fence in an unknown language fails with its line', () => {
  const tree = parse('Text.\n\n```cobolish\nDISPLAY 1\n```\n');
  let place: unknown;
  const file = {
    fail: (reason: string, position?: unknown): never => {
      place = position;
      throw new Error(reason);
    },
  };
  assert.throws(() => remarkOnDemandComponents()(tree, file), /unknown language "cobolish"/);
  assert.equal((place as {start?: {line?: number}} | undefined)?.start?.line, 3);
});

/** The element name each non-Mermaid fence renders as (mdast `data.hName`), and the page's added ESM. */
function fenceElements(source: string): {imports: string[]; names: unknown[]} {
  const tree = parse(source);
  remarkOnDemandComponents()(tree);
  const names: unknown[] = [];
  visit(tree, 'code', (node: Code) => {
    names.push((node.data as {hName?: unknown} | undefined)?.hName);
  });
  return {imports: tree.children.flatMap((node) => (node.type === 'mdxjsEsm' ? [node.value] : [])), names};
}

const CODE_BLOCK_IMPORT = "import MdxCodeFence from '@theme/CodeBlock';";

test('a page with code fences imports CodeBlock itself and its fences render as it, live ones as LiveCodeBlock; inline code and Mermaid do not', () => {
  const fenced = fenceElements('Some `inline` code.\n\n```js\nconst a = 1;\n```\n\n```\nplain\n```\n');
  assert.deepEqual(fenced.imports, [CODE_BLOCK_IMPORT]);
  assert.deepEqual(fenced.names, ['MdxCodeFence', 'MdxCodeFence']);
  // In tabs, in an API request, live: every fence, once.
  const nested = fenceElements(
    '<Tabs>\n<TabItem value="a">\n\n```bash\nnpm i\n```\n\n</TabItem>\n</Tabs>\n\n```jsx live\n<b>Hi</b>\n```\n',
  );
  assert.deepEqual(nested.imports.slice(1, 3), [
    CODE_BLOCK_IMPORT,
    "import MdxLiveCodeFence from '@theme/LiveCodeBlock';",
  ]);
  assert.deepEqual(nested.names, ['MdxCodeFence', 'MdxLiveCodeFence']);
  assert.deepEqual(fenceElements('Text with `inline code` only.\n').imports, []);
  const diagram = fenceElements('```mermaid\nflowchart LR\n  A --> B\n```\n');
  assert.deepEqual(diagram, {imports: [], names: [undefined]});
});

test('a page that declares the name its fences render as fails with the line of its first fence', () => {
  const tree = parse("import MdxCodeFence from './Mine';\n\nText.\n\n```js\nconst a = 1;\n```\n");
  let place: unknown;
  const file = {
    fail: (reason: string, position?: unknown): never => {
      place = position;
      throw new Error(reason);
    },
  };
  assert.throws(() => remarkOnDemandComponents()(tree, file), /declares MdxCodeFence/);
  assert.equal((place as {start?: {line?: number}} | undefined)?.start?.line, 5);
});
