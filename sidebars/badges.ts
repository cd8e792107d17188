import type {SidebarItem} from './types';

/** Badges a sidebar item can carry; rendered by the wrapped DocSidebarItem/Link. */
export type SidebarBadge = 'new' | 'updated';

/** A doc item that shows a New or Updated badge next to its label in the sidebar. */
export function badge(id: string, kind: SidebarBadge, label?: string): SidebarItem {
  return {type: 'doc', id, ...(label ? {label} : {}), customProps: {badge: kind, ...(label ? {label} : {})}};
}

/**
 * A doc item with the label given here. Docusaurus lets a page's
 * `sidebar_label` front matter win over a sidebar's `label`; the wrapped
 * DocSidebarItem/Link reads `customProps.label` so the sidebar file decides
 * (used to make labels match page titles).
 */
export function titled(id: string, label: string): SidebarItem {
  return {type: 'doc', id, label, customProps: {label}};
}
