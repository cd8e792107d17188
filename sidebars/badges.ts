import type {SidebarItem} from './types';

/** Badges a sidebar item can carry; rendered by the wrapped DocSidebarItem/Link. */
export type SidebarBadge = 'new' | 'updated';

/** A doc item that shows a New or Updated badge next to its label in the sidebar. */
export function badge(id: string, kind: SidebarBadge, label?: string): SidebarItem {
  return {type: 'doc', id, ...(label ? {label} : {}), customProps: {badge: kind}};
}
