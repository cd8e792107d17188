import type {SidebarConfig} from './types';
import {titled} from './badges';
import {BACK_TO_DEV_DOCS} from './backLink';

/** Shown on configuration pages (front matter `displayed_sidebar: devDocsConfigSidebar`). */
const devDocsConfigSidebar: SidebarConfig = [
  BACK_TO_DEV_DOCS,
  {
    type: 'category',
    label: 'Configuration',
    link: {type: 'doc', id: 'dev-docs/configurations'},
    collapsible: false,
    items: [
      {
        type: 'category',
        label: 'Base configurations',
        collapsed: false,
        items: [
          'dev-docs/configurations/database',
          'dev-docs/configurations/sqlite',
          'dev-docs/configurations/server',
          'dev-docs/configurations/admin-panel',
          'dev-docs/configurations/middlewares',
          'dev-docs/configurations/api',
        ],
      },
      {
        type: 'category',
        label: 'Additional configurations',
        collapsed: false,
        items: [
          'dev-docs/configurations/plugins',
          'dev-docs/configurations/typescript',
          'dev-docs/configurations/api-tokens',
          'dev-docs/configurations/functions',
          'dev-docs/configurations/cron',
          'dev-docs/configurations/environment',
          titled('dev-docs/configurations/sso', 'Single sign-on'),
          'dev-docs/configurations/features',
        ],
      },
      {
        type: 'category',
        label: 'Guides',
        link: {type: 'doc', id: 'dev-docs/configurations/guides'},
        collapsed: false,
        items: [
          'dev-docs/configurations/rbac',
          'dev-docs/configurations/public-assets',
          titled(
            'dev-docs/configurations/guides/access-cast-environment-variables',
            'Access and cast environment variables',
          ),
          'dev-docs/configurations/guides/access-configuration-values',
        ],
      },
    ],
  },
];

export default devDocsConfigSidebar;
