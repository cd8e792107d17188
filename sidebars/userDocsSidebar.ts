import type {SidebarConfig} from './types';

const under = (folder: string, names: string[]) => names.map((name) => `user-docs/${folder}/${name}`);

/** The user guide for content editors and administrators. */
const userDocsSidebar: SidebarConfig = [
  {
    type: 'category',
    label: 'Getting Started',
    link: {type: 'doc', id: 'user-docs/intro'},
    collapsed: false,
    items: ['user-docs/intro', ...under('getting-started', ['user-guide-fundamentals', 'setting-up-admin-panel'])],
  },
  {
    type: 'category',
    label: 'Content Manager',
    link: {type: 'doc', id: 'user-docs/content-manager'},
    items: [
      {type: 'doc', id: 'user-docs/content-manager', label: 'Introduction to the Content Manager'},
      ...under('content-manager', [
        'configuring-view-of-content-type',
        'writing-content',
        'managing-relational-fields',
        'translating-content',
        'reviewing-content',
        'saving-and-publishing-content',
        'adding-content-to-releases',
      ]),
    ],
  },
  {
    type: 'category',
    label: 'Content-type Builder',
    link: {type: 'doc', id: 'user-docs/content-type-builder'},
    items: [
      {type: 'doc', id: 'user-docs/content-type-builder', label: 'Introduction to the Content-type Builder'},
      ...under('content-type-builder', [
        'creating-new-content-type',
        'configuring-fields-content-type',
        'managing-content-types',
      ]),
    ],
  },
  {
    type: 'category',
    label: 'Media Library',
    link: {type: 'doc', id: 'user-docs/media-library'},
    items: [
      {type: 'doc', id: 'user-docs/media-library', label: 'Introduction to the Media Library'},
      ...under('media-library', ['adding-assets', 'managing-assets', 'organizing-assets-with-folders']),
    ],
  },
  {
    type: 'category',
    label: 'Releases',
    link: {type: 'doc', id: 'user-docs/releases/introduction'},
    items: under('releases', ['introduction', 'creating-a-release', 'managing-a-release']),
  },
  {
    type: 'category',
    label: 'Users, Roles & Permissions',
    link: {type: 'doc', id: 'user-docs/users-roles-permissions'},
    items: [
      {type: 'doc', id: 'user-docs/users-roles-permissions', label: 'Introduction to users, roles & permissions'},
      ...under('users-roles-permissions', [
        'configuring-administrator-roles',
        'configuring-end-users-roles',
        'managing-administrators',
        'managing-end-users',
      ]),
    ],
  },
  {
    type: 'category',
    label: 'Plugins',
    link: {type: 'doc', id: 'user-docs/plugins'},
    items: [
      {type: 'doc', id: 'user-docs/plugins', label: 'Introduction to plugins'},
      ...under('plugins', ['installing-plugins-via-marketplace', 'strapi-plugins']),
    ],
  },
  {
    type: 'category',
    label: 'General Settings',
    link: {type: 'doc', id: 'user-docs/settings/introduction'},
    items: [
      ...under('settings', ['introduction', 'configuring-users-permissions-plugin-settings', 'audit-logs']),
      {
        type: 'category',
        label: 'Configuring global settings',
        items: under('settings', [
          'admin-panel',
          'API-tokens',
          'internationalization',
          'media-library-settings',
          'review-workflows',
          'single-sign-on',
          'transfer-tokens',
        ]),
      },
    ],
  },
];

export default userDocsSidebar;
