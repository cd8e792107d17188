// Wrapped to hand the tokens the build highlighted (src/lib/prismSlim/highlightAtBuild-fs.ts) to the code block's Highlight, so it needs no Prism.
// It wraps theme-classic's CodeBlock (@theme-init), not theme-live-codeblock's, which only chooses between the two: a live
// fence renders as @theme/LiveCodeBlock itself (remark-on-demand-components), so pages without live code do not load its wrapper.
import React from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {BuildTokensContext} from '@site/src/lib/prismSlim/buildTokens';

export default function CodeBlockWrapper({prismTokens, ...props}: Props) {
  if ((props as {live?: boolean}).live) {
    // Only a fence compiled without remark-on-demand-components gets here with `live`: it would show as static code.
    const message =
      'A live code block reached @theme/CodeBlock: live fences render as @theme/LiveCodeBlock (remark-on-demand-components)';
    if (typeof window === 'undefined') throw new Error(message);
    console.error(message);
  }
  return (
    <BuildTokensContext.Provider value={prismTokens}>
      <CodeBlock {...props} />
    </BuildTokensContext.Provider>
  );
}
