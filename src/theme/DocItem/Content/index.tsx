// Wrapped to put the "Copy page as Markdown" toolbar above every doc, and the reading-progress bar on pages whose
// front matter asks for it (`decoration: progress`).
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '@site/src/components/CopyPageButton';
import {pageDecoration} from '@site/src/decorations/pageDecoration';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props) {
  const {frontMatter} = useDoc();
  const decoration = pageDecoration('decoration' in frontMatter ? frontMatter.decoration : undefined);
  return (
    <>
      {/* Empty and unsized: the bar inside it is fixed to the window, so nothing on the page moves. */}
      {decoration ? <div data-decoration={decoration} /> : null}
      <CopyPageButton />
      <Content {...props} />
    </>
  );
}
