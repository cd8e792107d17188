/**
 * The Docusaurus plugin of the build-time diagrams, registered in the config
 * beside its remark plugin (remarkMermaidSvg.ts, which draws them).
 *
 * When diagrams are drawn at build time (`prefetch: true`, the production
 * build), it reads the docs' ```mermaid fences while the site loads and starts
 * drawing them at once (findDiagrams.ts), so Chromium starts and draws while
 * Rspack compiles instead of holding up the pages that have a diagram; the
 * remark plugin then gets each drawing from memory. And it closes the diagram
 * renderer's Chromium as soon as the build is done, so the build process exits
 * at once.
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {closeMermaidRenderer, prefetchMermaid} from './renderMermaid';
import {findMermaidDiagrams} from './findDiagrams';

export interface MermaidSvgPluginOptions {
  /** Start drawing the diagrams of these folders (relative to the site) while the site loads. */
  prefetchFrom?: string[];
}

/** The ```mermaid diagrams of every .md/.mdx file under `directory`. */
export async function diagramsUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, {recursive: true, withFileTypes: true});
  const files = entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const sources = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  return sources.filter((source) => source.includes('mermaid')).flatMap(findMermaidDiagrams);
}

export default function mermaidSvgPlugin(
  context: LoadContext,
  options: MermaidSvgPluginOptions = {},
): Plugin<undefined> {
  return {
    name: 'mermaid-svg',
    async loadContent() {
      for (const folder of options.prefetchFrom ?? [])
        prefetchMermaid(await diagramsUnder(path.resolve(context.siteDir, folder)));
    },
    async postBuild() {
      await closeMermaidRenderer();
    },
  };
}
