// Wrapped to tell assistive technology whether "On this page" is open: the theme's button has no aria-expanded.
import React, {type ReactNode} from 'react';
import OriginalCollapseButton from '@theme-original/TOCCollapsible/CollapseButton';
import type CollapseButtonType from '@theme/TOCCollapsible/CollapseButton';
import type {Props} from '@theme/TOCCollapsible/CollapseButton';

// @theme-original/* is typed `any`; it is the theme's own button.
const CollapseButton = OriginalCollapseButton as typeof CollapseButtonType;

export default function CollapseButtonWrapper(props: Props): ReactNode {
  return <CollapseButton {...props} aria-expanded={!props.collapsed} />;
}
