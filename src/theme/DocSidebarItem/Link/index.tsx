// Wrapped so that `customProps.badge` on a sidebar item ('new' | 'updated') shows a badge after its label, and
// `customProps.label` (see sidebars/badges.ts) wins over a page's `sidebar_label` front matter.
import React from 'react';
import clsx from 'clsx';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LinkType>;

export default function LinkWrapper(props: Props) {
  const {badge, label} = props.item.customProps ?? {};
  const item = typeof label === 'string' ? {...props.item, label} : props.item;
  if (badge !== 'new' && badge !== 'updated') return <Link {...props} item={item} />;
  return (
    <Link
      {...props}
      item={{...item, className: clsx(item.className, 'sidebar-item--badge', `sidebar-item--${badge}`)}}
    />
  );
}
