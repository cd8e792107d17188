/** Turns off postcss-loader's per-file config search and loads the PostCSS plugins once (inlinePostcssOptions.ts). */
import type {Plugin} from '@docusaurus/types';
import {inlinePostcssOptions} from './inlinePostcssOptions';

export default function postcssInlineConfigPlugin(): Plugin<undefined> {
  return {
    name: 'postcss-inline-config',
    configurePostCss(options) {
      return inlinePostcssOptions(options, require);
    },
  };
}
