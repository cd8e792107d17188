/**
 * Puts the site's one inline script (src/lib/earlyScripts.ts) at the top of <body>. Site plugins inject after
 * the preset's theme, so it runs right after Docusaurus' colour-mode script and can correct its default.
 */
import type {Plugin} from '@docusaurus/types';
import {earlyInlineScript} from '../../lib/earlyScripts';

export default function earlyScriptsPlugin(): Plugin<undefined> {
  return {
    name: 'early-scripts',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: earlyInlineScript()}]};
    },
  };
}
