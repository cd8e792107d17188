// Wrapped to put the "Copy page as Markdown" toolbar above every doc.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageButton from '@site/src/components/CopyPageButton';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props) {
  return (
    <>
      <CopyPageButton />
      <Content {...props} />
    </>
  );
}
