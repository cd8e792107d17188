/**
 * src/plugins/postcss-inline-config: the CSS loader's PostCSS options without the per-file config search and with
 * the plugins made once must give the CSS that postcss-loader gives with Docusaurus' options, and turning the
 * search off is only right while no PostCSS config file exists for the site's CSS.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import postcss, {type AcceptedPlugin} from 'postcss';
import {inlinePostcssOptions, loadPostcssPlugin} from '../../src/plugins/postcss-inline-config/inlinePostcssOptions';

const ROOT = path.resolve(__dirname, '../..');
/** Loads CommonJS modules by path, as postcss-loader does. */
const load = createRequire(__filename);
/** The preset Docusaurus' style loader names (@docusaurus/bundler, loaders/styleLoader.js). */
const PRESET_ENV = require.resolve('postcss-preset-env', {paths: [require.resolve('@docusaurus/bundler')]});

/** Every CSS file of the site's src/ and of the theme it styles. */
function cssFiles(): string[] {
  const dirs = [path.join(ROOT, 'src'), path.dirname(require.resolve('@docusaurus/theme-classic'))];
  return dirs.flatMap((dir) =>
    readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.css'))
      .map((file) => path.join(dir, file)),
  );
}

describe('inlinePostcssOptions', () => {
  it('turns the config search off and makes each named plugin once, as postcss-loader would', () => {
    const made: unknown[] = [];
    const creator = Object.assign((options?: unknown) => (made.push(options ?? 'none'), {postcssPlugin: 'p'}), {
      postcss: true as const,
    });
    const plain = () => undefined;
    const instance = {postcssPlugin: 'given'};
    const modules: Record<string, unknown> = {'/creator.js': creator, '/plain.js': {default: plain}};
    const options = inlinePostcssOptions(
      {ident: 'postcss', plugins: [['/creator.js', {}], ['/creator.js', {stage: 2}], '/plain.js', instance]},
      (name) => modules[name],
    );
    assert.equal(options.config, false);
    assert.equal(options.ident, 'postcss');
    assert.deepEqual(options.plugins, [{postcssPlugin: 'p'}, {postcssPlugin: 'p'}, plain, instance]);
    assert.deepEqual(made, ['none', {stage: 2}]);
    assert.equal(
      loadPostcssPlugin(42, () => assert.fail('nothing to load')),
      42,
    );
  });

  it('gives the CSS of the loader path (the preset given by name to each file) on every CSS file of the site and theme', async () => {
    const files = cssFiles();
    assert.ok(files.length > 50, `found ${files.length} CSS files`);
    const {plugins} = inlinePostcssOptions({plugins: [[PRESET_ENV, {}]]}, load);
    // What postcss-loader does per file with Docusaurus' options: the preset's creator, called by PostCSS.
    const perFile = () => [load(PRESET_ENV) as AcceptedPlugin];
    for (const file of files) {
      const css = readFileSync(file, 'utf8');
      const processOptions = {from: file, to: file, map: false as const};
      const expected = await postcss(perFile()).process(css, processOptions);
      const actual = await postcss(plugins as AcceptedPlugin[]).process(css, processOptions);
      assert.equal(actual.css, expected.css, file);
    }
  });

  it('is only right while postcss-loader would find no PostCSS config for any of them', async () => {
    const {loadConfig} = load('postcss-loader/dist/utils') as {
      loadConfig: (context: object, config: true, options: object) => Promise<{filepath?: string}>;
    };
    for (const dir of new Set(cssFiles().map((file) => path.dirname(file)))) {
      const context = {resourcePath: path.join(dir, 'x.css'), fs, addBuildDependency() {}, addDependency() {}};
      const found = await loadConfig(context, true, {});
      assert.equal(found.filepath, undefined, `a PostCSS config at ${found.filepath}: drop config: false`);
    }
  });
});
