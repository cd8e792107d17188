/**
 * preset-classic with one swap: its docs plugin is registered through
 * docs-version-split (index.ts), with the same `docs` options, so a page loads
 * only its own sidebar. Everything else is preset-classic's.
 */
import path from 'node:path';
import presetClassic, {type Options} from '@docusaurus/preset-classic';
import type {LoadContext, PluginConfig, Preset} from '@docusaurus/types';

export const DOCS_PLUGIN = path.join(__dirname, 'index.ts');

export default function presetWithVersionSplit(context: LoadContext, options: Options = {}): Preset {
  const {docs, ...rest} = options;
  const classic = presetClassic(context, {...rest, docs: false});
  const docsPlugin: PluginConfig[] = docs === false ? [] : [[DOCS_PLUGIN, docs ?? {}]];
  return {themes: classic.themes, plugins: [...docsPlugin, ...(classic.plugins ?? [])]};
}
