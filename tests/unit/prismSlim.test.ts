/**
 * The slim Prism (src/lib/prismSlim, aliased to prism-react-renderer in the
 * bundles) highlights every code fence of the docs exactly as
 * prism-react-renderer's own bundle does: same tokens, same rendered markup
 * with the site's code themes. The additional languages of the theme config
 * are loaded onto both the way theme-classic loads them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as library from 'prism-react-renderer';
import * as slim from '../../src/lib/prismSlim';
import slimPrism from '../../src/lib/prismSlim/languages';
import {registerPrism} from '../../src/lib/prismSlim/store';
import {darkCodeTheme, lightCodeTheme} from '../../config/prismThemes';
import type {Code} from 'mdast';
import {visit} from 'unist-util-visit';
import {listMarkdownFiles} from '../../scripts/docs/docFiles';
import {parseMdx} from '../../src/lib/mdxReader-fs';

const ROOT = path.resolve(__dirname, '../..');
/** themeConfig.prism.additionalLanguages in docusaurus.config.ts. */
const ADDITIONAL = ['bash', 'php', 'ruby', 'dart', 'nginx', 'docker', 'http'];

type PrismLib = typeof slimPrism;

const loadGrammar = createRequire(__filename);

/** Registers the additional grammars on one Prism instance, as theme-classic's prism-include-languages does. */
function addLanguages(prism: PrismLib): void {
  const scope = globalThis as {Prism?: PrismLib};
  scope.Prism = prism;
  for (const lang of ADDITIONAL) {
    for (const file of lang === 'php' ? ['prism-markup-templating', 'prism-php'] : [`prism-${lang}`]) {
      const resolved = loadGrammar.resolve(`prismjs/components/${file}.js`);
      delete loadGrammar.cache[resolved];
      // The grammar files are scripts that register themselves on the global Prism.
      loadGrammar(resolved);
    }
  }
  delete scope.Prism;
}
addLanguages(slimPrism);
// What src/lib/prismSlim/register.ts does in the bundle, where pages with code import it.
registerPrism(slimPrism);
addLanguages(library.Prism);

interface Fence {
  file: string;
  line: number;
  language: string;
  code: string;
}

/** Every code fence of the docs, as the MDX reader (and so the build) sees it. */
function fences(): Fence[] {
  const found: Fence[] = [];
  for (const file of listMarkdownFiles([path.join(ROOT, 'docs')])) {
    visit(parseMdx(readFileSync(file, 'utf8')), 'code', (node: Code) => {
      if (!node.lang) return;
      found.push({
        file: path.relative(ROOT, file),
        line: node.position?.start.line ?? 0,
        language: node.lang.toLowerCase(),
        code: node.value,
      });
    });
  }
  return found;
}

const ALL = fences().filter((fence) => fence.language !== 'mermaid');

test('the docs have code fences in the languages the slim Prism is meant for', () => {
  const languages = new Set(ALL.map((fence) => fence.language));
  for (const expected of ['js', 'ts', 'bash', 'json', 'http', 'graphql', 'jsx', 'tsx', 'html', 'php', 'yaml']) {
    assert.ok(languages.has(expected), `no ${expected} fence found; the fence reader is broken`);
  }
  assert.ok(ALL.length > 500, `only ${ALL.length} fences read`);
});

test('every fence language but plain text has a grammar in the slim Prism', () => {
  const missing = ALL.filter((fence) => fence.language !== 'text' && !slimPrism.languages[fence.language]);
  assert.deepEqual(
    missing.map((fence) => `${fence.file}:${fence.line} ${fence.language}`),
    [],
  );
});

test('every fence tokenizes exactly as with prism-react-renderer', () => {
  for (const fence of ALL) {
    const ours = slimPrism.languages[fence.language];
    const theirs = library.Prism.languages[fence.language];
    if (!ours && !theirs) continue;
    assert.ok(ours && theirs, `${fence.file}:${fence.line}: ${fence.language} known to one Prism only`);
    const expected = library.normalizeTokens(library.Prism.tokenize(fence.code, theirs));
    const actual = slim.normalizeTokens(slimPrism.tokenize(fence.code, ours));
    assert.deepEqual(actual, expected, `${fence.file}:${fence.line} (${fence.language})`);
  }
});

function render(
  highlight: (props: slim.HighlightProps) => ReactElement,
  theme: slim.HighlightProps['theme'],
  fence: Fence,
): string {
  return renderToStaticMarkup(
    createElement(highlight, {
      theme,
      language: fence.language,
      code: fence.code,
      children: ({className, style, tokens, getLineProps, getTokenProps}: slim.RenderProps) =>
        createElement(
          'pre',
          {className, style},
          tokens.map((line, i) =>
            createElement(
              'span',
              {key: i, ...getLineProps({line})},
              line.map((token, k) => createElement('span', {key: k, ...getTokenProps({token})})),
            ),
          ),
        ),
    }),
  );
}

test('Highlight renders the same markup as prism-react-renderer with the site themes', () => {
  const sample = new Map<string, Fence>();
  for (const fence of ALL) if (!sample.has(fence.language)) sample.set(fence.language, fence);
  for (const fence of sample.values()) {
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const expected = render(library.Highlight, theme, fence);
      assert.equal(render(slim.Highlight, theme, fence), expected, `${fence.file}:${fence.line} (${fence.language})`);
    }
  }
});
