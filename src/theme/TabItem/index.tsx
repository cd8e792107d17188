// Wrapped so that, without JavaScript (every panel shown by the <noscript> style of src/lib/noJavaScript.ts),
// each panel starts with its tab's label. The label is an empty hidden element, drawn from data-label by that
// style only, so readers with JavaScript and the search records never see it.
import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type {Props} from '@theme/TabItem';
import {TAB_LABEL_CLASS} from '@site/src/lib/noJavaScript';

export default function TabItemWrapper(props: Props): ReactNode {
  return (
    <TabItem {...props}>
      <span className={TAB_LABEL_CLASS} data-label={props.label ?? props.value} hidden />
      {props.children}
    </TabItem>
  );
}
