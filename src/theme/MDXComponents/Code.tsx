// Swizzled so inline code does not import CodeBlock: theme-classic's version imports it on every doc page. Code fences
// never reach this component: remark-on-demand-components renders each as the CodeBlock its page imports.
import React, {Children, type ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/MDXComponents/Code';

/** theme-classic's test: inline code is text without a line break (an empty fence has no children). */
function isInline(children: ReactNode): boolean {
  return (
    typeof children !== 'undefined' &&
    Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'))
  );
}

export default function MDXCode(props: Props): ReactNode {
  if (!isInline(props.children)) {
    throw new Error(
      'A code fence reached MDXComponents/Code: its page was compiled without remark-on-demand-components, ' +
        'which renders fences as CodeBlock (add the plugin to the MDX loader that compiles the page).',
    );
  }
  return <CodeInline {...props} />;
}
