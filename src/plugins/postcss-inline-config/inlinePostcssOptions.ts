/**
 * The PostCSS options of the site's CSS loader with nothing left to look up per file (build speed, issue 22;
 * bench/perf7.md). postcss-loader, given no `config: false`, runs a fresh cosmiconfig search for a PostCSS config
 * file up the folders of every CSS file it loads (the site has none, and Docusaurus passes its plugins inline), and
 * loads a plugin given by name anew for every file. Here the search is off and each named plugin is made once, as
 * the loader and PostCSS would make it: with options, the creator called with them; without, the creator called
 * with nothing (what PostCSS does with a creator it is given), or the module itself if it is not a creator.
 */
import type {PostCssOptions} from '@docusaurus/types';

type PluginCreator = ((options?: unknown) => unknown) & {default?: PluginCreator; postcss?: boolean};

/** The plugin PostCSS runs for one entry of `postcssOptions.plugins`; `load` is `require` (a parameter for tests). */
export function loadPostcssPlugin(entry: unknown, load: (name: string) => unknown): unknown {
  const [name, options]: unknown[] =
    typeof entry === 'string' ? [entry] : Array.isArray(entry) ? (entry as unknown[]) : [];
  if (typeof name !== 'string') return entry;
  const loaded = load(name) as PluginCreator;
  const creator = loaded.default ?? loaded;
  const hasOptions = typeof options === 'object' && options !== null && Object.keys(options).length > 0;
  if (hasOptions) return creator(options);
  return creator.postcss === true ? creator() : creator;
}

export function inlinePostcssOptions(options: PostCssOptions, load: (name: string) => unknown): PostCssOptions {
  return {...options, config: false, plugins: options.plugins.map((entry) => loadPostcssPlugin(entry, load))};
}
