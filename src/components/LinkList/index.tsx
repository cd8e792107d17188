import React from 'react';
import Link from '@docusaurus/Link';

export interface PageLink {
  label: string;
  to: string;
}

/** Site links as a list, one link an item: the doc-set cards on `/`, the paths and tasks on /home. */
export default function LinkList({
  links,
  ordered = false,
  className,
}: {
  links: readonly PageLink[];
  ordered?: boolean;
  className?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </List>
  );
}
