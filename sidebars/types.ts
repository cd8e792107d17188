import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One sidebar's items, as each sidebar file declares them. */
export type SidebarConfig = Extract<SidebarsConfig[string], unknown[]>;
export type SidebarItem = SidebarConfig[number];
