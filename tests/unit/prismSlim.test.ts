/**
 * The slim Prism (src/lib/prismSlim, aliased to prism-react-renderer in the
 * bundles) highlights every code fence of the docs exactly as
 * prism-react-renderer's own bundle does: same tokens, same rendered markup
 * with the site's code themes. The additional languages of the theme config
 * are loaded onto both the way theme-classic loads them. The tokens the build
 * writes for each fence (highlightAtBuild-fs.ts, tokenCodec.ts) render the
 * same markup without Prism.
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
import {BuildTokensContext} from '../../src/lib/prismSlim/buildTokens';
import {decodeTokens, encodeTokens} from '../../src/lib/prismSlim/tokenCodec';
import {ADDITIONAL_LANGUAGES} from '../../src/lib/prismSlim/additionalLanguages';
import {buildPrism, highlightFence} from '../../src/lib/prismSlim/highlightAtBuild-fs';

const ROOT = path.resolve(__dirname, '../..');
/** themeConfig.prism.additionalLanguages in docusaurus.config.ts. */
const ADDITIONAL = ADDITIONAL_LANGUAGES;

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
  prism?: slim.HighlightProps['prism'],
): string {
  return renderToStaticMarkup(
    createElement(highlight, {
      ...(prism ? {prism} : {}),
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

/** The lines of tokens prism-react-renderer's Highlight renders (its useTokenize runs Prism's tokenize hooks, e.g. GraphQL's). */
function libraryTokens(code: string, language: string): library.Token[][] {
  const grammar = library.Prism.languages[language];
  if (!grammar) return library.normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as ReturnType<typeof library.Prism.tokenize>};
  library.Prism.hooks.run('before-tokenize', env);
  env.tokens = library.Prism.tokenize(code, grammar);
  library.Prism.hooks.run('after-tokenize', env);
  return library.normalizeTokens(env.tokens);
}

/** A Prism that fails the test if Highlight uses it: a block with build-time tokens must not tokenize. */
const NO_PRISM = new Proxy(slimPrism, {
  get(_target, key) {
    throw new Error(`Highlight used Prism (${String(key)}) for a block with build-time tokens`);
  },
});

test('the tokens written at build time decode to exactly what Prism gives, for every fence', () => {
  // A Prism of its own, as the build loads it, not the one the tests above registered.
  const prism = buildPrism(ADDITIONAL_LANGUAGES);
  let encoded = 0;
  for (const fence of ALL) {
    const result = highlightFence(prism, {lang: fence.language, meta: null, value: fence.code});
    assert.notEqual(result.kind, 'unknown-language', `${fence.file}:${fence.line} (${fence.language})`);
    if (result.kind !== 'tokens') continue;
    encoded += 1;
    const expected = libraryTokens(fence.code, fence.language);
    assert.deepEqual(
      decodeTokens(result.tokens, fence.code),
      expected,
      `${fence.file}:${fence.line} (${fence.language})`,
    );
  }
  assert.ok(encoded > 500, `only ${encoded} fences highlighted at build time`);
});

test('build-time tokens render the same markup as Prism, light and dark, without calling Prism', () => {
  const prism = buildPrism(ADDITIONAL_LANGUAGES);
  const sample = new Map<string, Fence>();
  for (const fence of ALL) if (!sample.has(fence.language)) sample.set(fence.language, fence);
  for (const fence of sample.values()) {
    const result = highlightFence(prism, {lang: fence.language, meta: null, value: fence.code});
    assert.equal(result.kind, 'tokens', `${fence.file}:${fence.line}`);
    if (result.kind !== 'tokens') continue;
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const expected = render(library.Highlight, theme, fence);
      const fromTokens = (props: slim.HighlightProps) =>
        createElement(BuildTokensContext.Provider, {value: result.tokens}, createElement(slim.Highlight, props));
      assert.equal(
        render(fromTokens, theme, fence, NO_PRISM),
        expected,
        `${fence.file}:${fence.line} (${fence.language})`,
      );
    }
  }
});

test('encoded tokens of other code are refused, not rendered', () => {
  const prism = buildPrism(ADDITIONAL_LANGUAGES);
  const code = "const a = 'x';\n\nfunction f() {\n  return a;\n}";
  const result = highlightFence(prism, {lang: 'js', value: code});
  assert.equal(result.kind, 'tokens');
  if (result.kind !== 'tokens') return;
  assert.ok(decodeTokens(result.tokens, code));
  assert.equal(decodeTokens(result.tokens, code.replace('x', 'y')), null, 'same length, other text');
  assert.equal(decodeTokens(result.tokens, `${code} `), null, 'longer code');
  // Line breaks are the code's own: \r\n and \r split lines as \n does.
  const crlf = code.replaceAll('\n', '\r\n');
  const expected = libraryTokens(crlf, 'js');
  assert.deepEqual(decodeTokens(encodeTokens(expected, crlf), crlf), expected);
});

test('live code, magic comments and unknown languages are not highlighted at build time', () => {
  const prism = buildPrism(ADDITIONAL_LANGUAGES);
  assert.equal(highlightFence(prism, {lang: 'jsx', meta: 'live', value: '<b>hi</b>'}).kind, 'browser');
  assert.equal(highlightFence(prism, {lang: 'js', value: 'a();\n// highlight-next-line\nb();'}).kind, 'browser');
  assert.deepEqual(highlightFence(prism, {lang: 'Cobolish', value: 'x'}), {
    kind: 'unknown-language',
    language: 'Cobolish',
  });
  // Prism's own methods are not grammars.
  assert.equal(highlightFence(prism, {lang: 'extend', value: 'x'}).kind, 'unknown-language');
  assert.equal(highlightFence(prism, {lang: 'PHP', value: '<?php echo 1;'}).kind, 'tokens');
  assert.equal(highlightFence(prism, {lang: null, value: 'plain words'}).kind, 'tokens');
});
