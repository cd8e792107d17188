// Wrapped so that `customProps.badge` on a sidebar item ('new' | 'updated') shows a badge after its label.
import React from 'react';
import clsx from 'clsx';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LinkType>;

export default function LinkWrapper(props: Props) {
  const badge = props.item.customProps?.badge;
  if (badge !== 'new' && badge !== 'updated') return <Link {...props} />;
  return <Link {...props} item={{...props.item, className: clsx(props.item.className, 'sidebar-item--badge', `sidebar-item--${badge}`)}} />;
}
