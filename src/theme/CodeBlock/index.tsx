// Wrapped to hand the tokens the build highlighted (src/lib/prismSlim/highlightAtBuild-fs.ts) to the code block's Highlight, so it needs no Prism.
import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {BuildTokensContext} from '@site/src/lib/prismSlim/buildTokens';

export default function CodeBlockWrapper({prismTokens, ...props}: Props) {
  return (
    <BuildTokensContext.Provider value={prismTokens}>
      <CodeBlock {...props} />
    </BuildTokensContext.Provider>
  );
}
