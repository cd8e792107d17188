import type {SidebarConfig} from './types';
import {badge} from './badges';

/** Strapi Cloud documentation. */
const cloudSidebar: SidebarConfig = [
  {
    type: 'category',
    label: 'Getting Started',
    link: {type: 'doc', id: 'cloud/intro'},
    collapsed: false,
    items: [
      'cloud/intro',
      {type: 'doc', id: 'cloud/getting-started/cloud-fundamentals', label: 'Cloud fundamentals'},
      {
        type: 'category',
        label: 'Project deployment',
        link: {type: 'doc', id: 'cloud/getting-started/deployment-options'},
        items: ['cloud/getting-started/deployment', 'cloud/getting-started/deployment-cli'],
      },
      'cloud/getting-started/usage-billing',
      'cloud/getting-started/caching',
      {type: 'doc', id: 'cloud/projects/notifications', label: 'Notifications'},
    ],
  },
  {
    type: 'category',
    label: 'Projects management',
    link: {type: 'doc', id: 'cloud/projects/overview'},
    items: [
      'cloud/projects/overview',
      'cloud/projects/settings',
      'cloud/projects/collaboration',
      'cloud/projects/runtime-logs',
    ],
  },
  {
    type: 'category',
    label: 'Deployments',
    link: {type: 'doc', id: 'cloud/projects/deploys'},
    items: ['cloud/projects/deploys', 'cloud/projects/deploys-history'],
  },
  {
    type: 'category',
    label: 'Account management',
    link: {type: 'doc', id: 'cloud/account/account-settings'},
    items: [
      'cloud/account/account-settings',
      {type: 'doc', id: 'cloud/account/account-billing', label: 'Account billing & invoices'},
    ],
  },
  {
    type: 'category',
    label: 'Command Line Interface',
    link: {type: 'doc', id: 'cloud/cli/cloud-cli'},
    items: [badge('cloud/cli/cloud-cli', 'new', 'Strapi Cloud CLI')],
  },
  {
    type: 'category',
    label: 'Advanced configuration',
    link: {type: 'doc', id: 'cloud/advanced/database'},
    items: [
      'cloud/advanced/database',
      {type: 'doc', id: 'cloud/advanced/email', label: 'Email provider'},
      {type: 'doc', id: 'cloud/advanced/upload', label: 'Upload provider'},
    ],
  },
];

export default cloudSidebar;
