/**
 * A newcomer adds an MDX component by writing it, registering it in
 * src/theme/MDXComponents.tsx and adding one line to src/lib/mdxComponents.ts.
 * These tests add that one line (to a copy of the registry, so no other test
 * sees it) and show that the writers' check, the build's remark check, the
 * Markdown export and the benchmark baseline all pick it up.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {checkDoc} from '../../scripts/docs/docChecks';
import {stubRegistry} from '../../scripts/bench/baselineSite';
import {docToMarkdown} from '../../src/plugins/llms-txt/mdxToMarkdown';
import remarkKnownComponents from '../../src/plugins/remark-known-components';
import {parseMdx} from '../../src/lib/mdxReader-fs';
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
  '<WarningSign label="Mind the gap">',
  '',
  'Stand back from the [edge](../dev-docs/intro.md).',
  '',
  '</WarningSign>',
  '',
  'Released in 4.25 <Since release="4.25" /> for everyone.',
  '',
].join('\n');
const options = {filePath: file, docsDir: path.join(root, 'docs'), siteUrl: 'https://docs.example'};

/** The one line each a newcomer adds to MDX_COMPONENTS. */
const withNewLines: MdxComponentRegistry = {
  ...MDX_COMPONENTS,
  WarningSign: {markdown: {kind: 'block', render: ({attributes}) => `**Warning: ${attributes.label ?? ''}**`}},
  Since: {markdown: {kind: 'inline', render: ({attributes}) => `(since ${attributes.release ?? '?'})`}},
};

/** Runs the build's remark check on the page; returns its failure, or null. */
function remarkFailure(components?: MdxComponentRegistry): string | null {
  const fail = (reason: string): never => {
    throw new Error(reason);
  };
  try {
    remarkKnownComponents({components})(parseMdx(page), {path: file, fail});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

test('without its registry line, check:docs and the build reject the component and the export has no label', async () => {
  const problems = await checkDoc(file, page, root);
  assert.deepEqual(
    problems.map(({message}) => message),
    ['unknown component <WarningSign>', 'unknown component <Since>'],
  );
  assert.match(remarkFailure() ?? '', /Unknown component <WarningSign>/);
  const markdown = docToMarkdown(page, options);
  assert.doesNotMatch(markdown, /Mind the gap/);
  assert.match(markdown, /^Stand back from the \[edge\]\(https:\/\/docs\.example\/dev-docs\/intro\)\.$/m);
  assert.match(markdown, /<Since release="4\.25" \/>/);
});

test('with one registry line each, check:docs and the build accept them and the export writes their meaning', async () => {
  assert.deepEqual(await checkDoc(file, page, root, withNewLines), []);
  assert.equal(remarkFailure(withNewLines), null);
  const markdown = docToMarkdown(page, {...options, components: withNewLines});
  assert.match(
    markdown,
    /^\*\*Warning: Mind the gap\*\*\n\nStand back from the \[edge\]\(https:\/\/docs\.example\/dev-docs\/intro\)\.$/m,
  );
  assert.match(markdown, /^Released in 4\.25 \(since 4\.25\) for everyone\.$/m);
  assert.doesNotMatch(markdown, /<\/?(WarningSign|Since)\b/);
});

test('with its registry line, the benchmark baseline stubs the component', () => {
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
