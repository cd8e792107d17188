import type {SidebarItem} from './types';

/**
 * The way back from the REST and configuration sidebars to the Developer Docs
 * tree. Hidden in the mobile menu, which has its own "Back to main menu"
 * (custom.css), so a phone shows one back link, not two.
 */
export const BACK_TO_DEV_DOCS: SidebarItem = {
  type: 'link',
  label: '← All Developer Docs',
  href: '/dev-docs/intro',
  className: 'sidebar-back-link',
};
