/**
 * The Docusaurus plugin of the build-time diagrams, registered in the config
 * beside its remark plugin (remarkMermaidSvg.ts, which draws them): closes the diagram renderer's
 * Chromium as soon as the build is done, so the build process exits at once.
 */
import type {Plugin} from '@docusaurus/types';
import {closeMermaidRenderer} from './renderMermaid';

export default function mermaidSvgPlugin(): Plugin<undefined> {
  return {
    name: 'mermaid-svg',
    async postBuild() {
      await closeMermaidRenderer();
    },
  };
}
