/**
 * A newcomer adds an MDX component by writing it, registering it in
 * src/theme/MDXComponents.tsx and adding one line to src/lib/mdxComponents.ts.
 * These tests add that one line (to a copy of the registry) and show that the
 * writers' check, the Markdown export and the benchmark baseline all pick it up.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {checkDoc} from '../../scripts/docs/docChecks';
import {stubRegistry} from '../../scripts/bench/baselineSite';
import {mdxBodyToMarkdown} from '../../src/plugins/llms-txt/mdxToMarkdown';
import {
  MDX_COMPONENTS,
  customComponentNames,
  knownComponentNames,
  type MdxComponentRegistry,
} from '../../src/lib/mdxComponents';

const root = path.resolve(__dirname, '../..');
const file = path.join(root, 'docs/dev-docs/example-under-test.md');
const filler = Array.from({length: 320}, (_, i) => `word${i}`).join(' ');
const page = [
  '---',
  'title: Example',
  'description: A page used by the tests.',
  'keywords: ["show a warning sign"]',
  '---',
  '',
  filler,
  '',
  '<WarningSign label="Mind the gap" />',
  '',
  'Released in 4.25 <Since release="4.25" /> for everyone.',
  '',
].join('\n');
const body = page.slice(page.indexOf('---', 3) + 4);
const options = {filePath: file, docsDir: path.join(root, 'docs'), siteUrl: 'https://docs.example'};

const withNewLines: MdxComponentRegistry = {
  ...MDX_COMPONENTS,
  WarningSign: {markdown: {kind: 'block', render: ({attributes}) => `**Warning: ${attributes.label ?? ''}**`}},
  Since: {markdown: {kind: 'inline', render: ({attributes}) => `(since ${attributes.release ?? '?'})`}},
};

test('without its registry line, check:docs rejects the component and the export leaves it out', async () => {
  const problems = await checkDoc(file, page, root);
  assert.deepEqual(
    problems.map(({message}) => message),
    ['unknown component <WarningSign>', 'unknown component <Since>'],
  );
  const markdown = mdxBodyToMarkdown(body, options);
  assert.doesNotMatch(markdown, /Mind the gap/);
  assert.match(markdown, /<Since release="4\.25" \/>/);
});

test('with one registry line each, check:docs accepts them and the export writes their Markdown meaning', async () => {
  assert.deepEqual(await checkDoc(file, page, root, withNewLines), []);
  const markdown = mdxBodyToMarkdown(body, {...options, components: withNewLines});
  assert.match(markdown, /^\*\*Warning: Mind the gap\*\*$/m);
  assert.match(markdown, /^Released in 4\.25 \(since 4\.25\) for everyone\.$/m);
});

test('with its registry line, the benchmark baseline stubs the component and the remark check knows it', () => {
  assert.ok(knownComponentNames(withNewLines).has('WarningSign'));
  const names = customComponentNames(withNewLines);
  assert.ok(names.includes('WarningSign') && names.includes('Since'));
  assert.match(stubRegistry(names), /^ {2}WarningSign: Stub,$/m);
  assert.ok(!customComponentNames().includes('WarningSign'));
});

test("stock theme components stay real in the baseline; the theme's own are not stubbed", () => {
  const baseline = stubRegistry(customComponentNames());
  assert.match(baseline, /^import Tabs from '@theme\/Tabs';$/m);
  assert.doesNotMatch(baseline, /Tabs: Stub|Head: Stub|Details: Stub/);
  assert.match(baseline, /^ {2}ApiCall: Stub,$/m);
});
