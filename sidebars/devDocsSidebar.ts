import type {SidebarConfig} from './types';
import {badge, titled} from './badges';

/** The developer documentation: getting started to upgrading. */
const devDocsSidebar: SidebarConfig = [
  {
    type: 'category',
    label: 'Getting Started',
    link: {type: 'doc', id: 'dev-docs/intro'},
    collapsed: false,
    items: ['dev-docs/intro', 'dev-docs/quick-start', titled('dev-docs/faq', 'Frequently asked questions'), 'dev-docs/usage-information'],
  },
  {
    type: 'category',
    label: 'Setup & Deployment',
    link: {type: 'doc', id: 'dev-docs/setup-deployment'},
    items: [
      'dev-docs/setup-deployment',
      {
        type: 'category',
        label: 'Installation',
        link: {type: 'doc', id: 'dev-docs/installation'},
        items: ['dev-docs/installation', titled('dev-docs/installation/cli', 'Install with the CLI'), 'dev-docs/installation/docker'],
      },
      'dev-docs/project-structure',
      {
        type: 'category',
        label: 'Configuration',
        link: {type: 'doc', id: 'dev-docs/configurations'},
        items: [
          'dev-docs/configurations',
          'dev-docs/configurations/database',
          'dev-docs/configurations/server',
          'dev-docs/configurations/admin-panel',
          'dev-docs/configurations/middlewares',
          'dev-docs/configurations/api',
          'dev-docs/configurations/plugins',
          'dev-docs/configurations/typescript',
          'dev-docs/configurations/api-tokens',
          'dev-docs/configurations/functions',
          'dev-docs/configurations/cron',
          'dev-docs/configurations/environment',
          'dev-docs/configurations/public-assets',
          titled('dev-docs/configurations/sso', 'Single sign-on'),
          'dev-docs/configurations/rbac',
          'dev-docs/configurations/features',
        ],
      },
      {
        type: 'category',
        label: 'Deployment',
        link: {type: 'doc', id: 'dev-docs/deployment'},
        items: [
          'dev-docs/deployment',
          {type: 'doc', id: 'cloud/getting-started/deployment', label: '☁️ Strapi Cloud'},
          {
            type: 'category',
            label: 'Other Hosting Guides',
            link: {type: 'doc', id: 'dev-docs/deployment/hosting-guides'},
            items: [
              'dev-docs/deployment/hosting-guides',
              'dev-docs/deployment/amazon-aws',
              'dev-docs/deployment/azure',
              'dev-docs/deployment/digitalocean-app-platform',
              'dev-docs/deployment/digitalocean',
              'dev-docs/deployment/heroku',
              'dev-docs/deployment/render',
            ],
          },
          {
            type: 'category',
            label: 'Optional Software Guides',
            link: {type: 'doc', id: 'dev-docs/deployment/optional-software-guides'},
            items: [
              'dev-docs/deployment/optional-software-guides',
              'dev-docs/deployment/caddy-proxy',
              'dev-docs/deployment/haproxy-proxy',
              'dev-docs/deployment/nginx-proxy',
              'dev-docs/deployment/process-manager',
            ],
          },
        ],
      },
    ],
  },
  {
    type: 'category',
    label: 'Content API',
    link: {type: 'doc', id: 'dev-docs/api/content-api'},
    items: [
      'dev-docs/api/content-api',
      {
        type: 'category',
        label: 'REST API',
        link: {type: 'doc', id: 'dev-docs/api/rest'},
        items: [
          'dev-docs/api/rest',
          'dev-docs/api/rest/parameters',
          titled('dev-docs/api/rest/populate-select', 'Populate and field selection'),
          'dev-docs/api/rest/filters-locale-publication',
          'dev-docs/api/rest/sort-pagination',
          'dev-docs/api/rest/relations',
          badge('dev-docs/api/rest/interactive-query-builder', 'new'),
          {
            type: 'category',
            label: 'REST guides',
            link: {type: 'doc', id: 'dev-docs/api/rest/guides/intro'},
            items: [
              'dev-docs/api/rest/guides/intro',
              'dev-docs/api/rest/guides/understanding-populate',
              'dev-docs/api/rest/guides/populate-creator-fields',
            ],
          },
        ],
      },
      'dev-docs/api/graphql',
      {
        type: 'category',
        label: 'Integrations',
        link: {type: 'doc', id: 'dev-docs/integrations'},
        items: [
          'dev-docs/integrations',
          ...[
            '11ty', 'angular', 'dart', 'flutter', 'gatsby', 'gridsome', 'go', 'graphql', 'jekyll', 'laravel',
            'next-js', 'nuxt-js', 'php', 'python', 'react', 'ruby', 'sapper', 'svelte', 'vue-js',
          ].map((name) => `dev-docs/integrations/${name}`),
        ],
      },
      {
        type: 'category',
        label: 'Entity Service API',
        link: {type: 'doc', id: 'dev-docs/api/entity-service'},
        items: [
          'dev-docs/api/entity-service',
          'dev-docs/api/entity-service/crud',
          'dev-docs/api/entity-service/filter',
          'dev-docs/api/entity-service/populate',
          'dev-docs/api/entity-service/order-pagination',
          'dev-docs/api/entity-service/components-dynamic-zones',
        ],
      },
      {
        type: 'category',
        label: 'Query Engine API',
        link: {type: 'doc', id: 'dev-docs/api/query-engine'},
        items: [
          'dev-docs/api/query-engine',
          'dev-docs/api/query-engine/single-operations',
          'dev-docs/api/query-engine/bulk-operations',
          'dev-docs/api/query-engine/filtering',
          'dev-docs/api/query-engine/populating',
          'dev-docs/api/query-engine/order-pagination',
        ],
      },
    ],
  },
  {
    type: 'category',
    label: 'Developer Resources',
    items: [
      'dev-docs/cli',
      'dev-docs/typescript',
      'dev-docs/providers',
      {
        type: 'category',
        label: 'Data management',
        link: {type: 'doc', id: 'dev-docs/data-management'},
        items: [
          'dev-docs/data-management',
          'dev-docs/data-management/export',
          'dev-docs/data-management/import',
          'dev-docs/data-management/transfer',
        ],
      },
      'dev-docs/database-migrations',
      'dev-docs/error-handling',
      'dev-docs/testing',
      'dev-docs/templates',
    ],
  },
  {
    type: 'category',
    label: 'Customization',
    link: {type: 'doc', id: 'dev-docs/customization'},
    items: [
      {
        type: 'category',
        label: 'Back-end customization',
        link: {type: 'doc', id: 'dev-docs/backend-customization'},
        items: [
          'dev-docs/backend-customization',
          'dev-docs/backend-customization/requests-responses',
          'dev-docs/backend-customization/routes',
          'dev-docs/backend-customization/policies',
          'dev-docs/backend-customization/middlewares',
          'dev-docs/backend-customization/controllers',
          'dev-docs/backend-customization/services',
          'dev-docs/backend-customization/models',
          'dev-docs/backend-customization/webhooks',
          {
            type: 'category',
            label: 'Examples cookbook',
            link: {type: 'doc', id: 'dev-docs/backend-customization/examples'},
            items: [
              'dev-docs/backend-customization/examples',
              'dev-docs/backend-customization/examples/authentication',
              'dev-docs/backend-customization/examples/services-and-controllers',
              'dev-docs/backend-customization/examples/policies',
              'dev-docs/backend-customization/examples/routes',
              'dev-docs/backend-customization/examples/middlewares',
            ],
          },
        ],
      },
      'dev-docs/admin-panel-customization',
    ],
  },
  {
    type: 'category',
    label: 'Plugins',
    link: {type: 'doc', id: 'dev-docs/plugins'},
    items: [
      'dev-docs/plugins',
      {
        type: 'category',
        label: 'Using plugins',
        link: {type: 'doc', id: 'dev-docs/plugins/using-plugins'},
        items: [
          'dev-docs/plugins/using-plugins',
          'dev-docs/plugins/marketplace',
          'dev-docs/plugins/documentation',
          'dev-docs/plugins/email',
          'dev-docs/plugins/graphql',
          'dev-docs/plugins/i18n',
          'dev-docs/plugins/sentry',
          'dev-docs/plugins/upload',
          'dev-docs/plugins/users-permissions',
        ],
      },
      {
        type: 'category',
        label: 'Developing plugins',
        link: {type: 'doc', id: 'dev-docs/plugins/developing-plugins'},
        items: [
          'dev-docs/plugins/developing-plugins',
          'dev-docs/plugins/development/create-a-plugin',
          'dev-docs/plugins/development/plugin-structure',
          'dev-docs/plugins/development/plugin-cli',
          'dev-docs/api/plugins/admin-panel-api',
          'dev-docs/api/plugins/server-api',
          'dev-docs/custom-fields',
          'dev-docs/plugins-extension',
          {
            type: 'category',
            label: 'Guides',
            items: [
              'dev-docs/plugins/guides/store-and-access-data',
              'dev-docs/plugins/guides/pass-data-from-server-to-admin',
              'dev-docs/plugins/guides/use-the-plugin-cli',
            ],
          },
        ],
      },
    ],
  },
  {
    type: 'category',
    label: 'Update and Migration',
    items: [
      titled('dev-docs/update-version', 'Upgrade to a newer version'),
      {type: 'doc', id: 'dev-docs/migration-guides', label: 'v4.x migration guides'},
      {
        type: 'category',
        label: 'v3 to v4 migration guides',
        items: [
          {
            type: 'category',
            label: 'Code migration',
            link: {type: 'doc', id: 'dev-docs/migration/v3-to-v4/code-migration'},
            items: [
              {
                type: 'category',
                label: 'Back-end migration',
                link: {type: 'doc', id: 'dev-docs/migration/v3-to-v4/code/backend'},
                items: [
                  'configuration', 'content-type-schema', 'controllers', 'dependencies', 'global-middlewares',
                  'graphql', 'policies', 'route-middlewares', 'routes', 'services',
                ].map((name) => `dev-docs/migration/v3-to-v4/code/${name}`),
              },
              {
                type: 'category',
                label: 'Front-end migration',
                link: {type: 'doc', id: 'dev-docs/migration/v3-to-v4/code/frontend'},
                items: ['strapi-global', 'theming', 'translations', 'webpack', 'wysiwyg'].map(
                  (name) => `dev-docs/migration/v3-to-v4/code/${name}`,
                ),
              },
            ],
          },
          {
            type: 'category',
            label: 'Plugin migration',
            link: {type: 'doc', id: 'dev-docs/migration/v3-to-v4/plugin-migration'},
            items: ['update-folder-structure', 'migrate-back-end', 'migrate-front-end', 'enable-plugin'].map(
              (name) => `dev-docs/migration/v3-to-v4/plugin/${name}`,
            ),
          },
          {
            type: 'category',
            label: 'Data migration',
            link: {type: 'doc', id: 'dev-docs/migration/v3-to-v4/data-migration'},
            items: ['sql', 'sql-relations', 'mongo', 'mongo-sql-cheatsheet'].map(
              (name) => `dev-docs/migration/v3-to-v4/data/${name}`,
            ),
          },
        ],
      },
    ],
  },
];

export default devDocsSidebar;
