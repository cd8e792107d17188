/**
 * The fixed query list of `npm run bench:search`: what readers type (words,
 * prefixes, typos) and the pages that answer it. A query hits when one of
 * its pages is among the first three results.
 */
export interface BenchQuery {
  query: string;
  expected: string[];
}

export const BENCH_QUERIES: BenchQuery[] = [
  {query: 'populate', expected: ['/dev-docs/api/rest/populate-select']},
  {query: 'webhooks', expected: ['/dev-docs/backend-customization/webhooks']},
  {query: 'deploy heroku', expected: ['/dev-docs/deployment/heroku']},
  {query: 'docker', expected: ['/dev-docs/installation/docker']},
  {query: 'api tokens', expected: ['/dev-docs/configurations/api-tokens', '/user-docs/settings/API-tokens']},
  {query: 'cron jobs', expected: ['/dev-docs/configurations/cron']},
  {
    query: 'graphql',
    expected: ['/dev-docs/plugins/graphql', '/dev-docs/api/graphql', '/dev-docs/integrations/graphql'],
  },
  {query: 'media library', expected: ['/user-docs/media-library', '/user-docs/settings/media-library-settings']},
  {query: 'single sign-on', expected: ['/user-docs/settings/single-sign-on', '/dev-docs/configurations/sso']},
  {
    query: 'environment variables',
    expected: [
      '/dev-docs/configurations/environment',
      '/dev-docs/configurations/guides/access-cast-environment-variables',
    ],
  },
  {query: 'sort pagination', expected: ['/dev-docs/api/rest/sort-pagination']},
  {
    query: 'filters',
    expected: [
      '/dev-docs/api/rest/filters-locale-publication',
      '/dev-docs/api/entity-service/filter',
      '/dev-docs/api/query-engine/filtering',
    ],
  },
  {query: 'lifecycle hooks', expected: ['/dev-docs/backend-customization/models']},
  {query: 'controllers', expected: ['/dev-docs/backend-customization/controllers']},
  {query: 'policies', expected: ['/dev-docs/backend-customization/policies']},
  {
    query: 'middlewares',
    expected: ['/dev-docs/backend-customization/middlewares', '/dev-docs/configurations/middlewares'],
  },
  {query: 'custom fields', expected: ['/dev-docs/custom-fields']},
  {query: 'typescript', expected: ['/dev-docs/typescript', '/dev-docs/configurations/typescript']},
  {query: 'upload provider', expected: ['/dev-docs/plugins/upload', '/dev-docs/providers', '/cloud/advanced/upload']},
  {query: 'email provider', expected: ['/dev-docs/plugins/email', '/cloud/advanced/email', '/dev-docs/providers']},
  {query: 'nginx', expected: ['/dev-docs/deployment/nginx-proxy']},
  {query: 'pm2', expected: ['/dev-docs/deployment/process-manager']},
  {query: 'data transfer', expected: ['/dev-docs/data-management/transfer']},
  {query: 'export data', expected: ['/dev-docs/data-management/export']},
  {query: 'i18n', expected: ['/dev-docs/plugins/i18n', '/user-docs/settings/internationalization']},
  {
    query: 'releases',
    expected: [
      '/user-docs/releases/introduction',
      '/user-docs/releases/creating-a-release',
      '/user-docs/releases/managing-a-release',
      '/user-docs/content-manager/adding-content-to-releases',
    ],
  },
  {
    query: 'review workflows',
    expected: ['/user-docs/settings/review-workflows', '/user-docs/content-manager/reviewing-content'],
  },
  {query: 'audit logs', expected: ['/user-docs/settings/audit-logs']},
  {query: 'cloud cli', expected: ['/cloud/cli/cloud-cli', '/cloud/getting-started/deployment-cli']},
  {query: 'runtime logs', expected: ['/cloud/projects/runtime-logs']},
  {query: 'next.js', expected: ['/dev-docs/integrations/next-js']},
  {query: 'mongodb migration', expected: ['/dev-docs/migration/v3-to-v4/data/mongo']},
  {query: 'entity service', expected: ['/dev-docs/api/entity-service']},
  {query: 'query engine', expected: ['/dev-docs/api/query-engine']},
  {
    query: 'users permissions',
    expected: [
      '/dev-docs/plugins/users-permissions',
      '/user-docs/settings/configuring-users-permissions-plugin-settings',
      '/user-docs/users-roles-permissions',
    ],
  },
  {
    query: 'relations',
    expected: ['/dev-docs/api/rest/relations', '/user-docs/content-manager/managing-relational-fields'],
  },
  {query: 'admin panel customization', expected: ['/dev-docs/admin-panel-customization']},
  {query: 'database configuration', expected: ['/dev-docs/configurations/database']},
  {query: 'content type builder', expected: ['/user-docs/content-type-builder']},
  {query: 'transfer tokens', expected: ['/user-docs/settings/transfer-tokens']},
  {query: 'sentry', expected: ['/dev-docs/plugins/sentry']},
  {
    query: 'plugin cli',
    expected: ['/dev-docs/plugins/development/plugin-cli', '/dev-docs/plugins/guides/use-the-plugin-cli'],
  },
  // Prefixes, as typed before the word is finished.
  {query: 'webho', expected: ['/dev-docs/backend-customization/webhooks']},
  {query: 'interactive que', expected: ['/dev-docs/api/rest/interactive-query-builder']},
  // Typos.
  {query: 'webhoks', expected: ['/dev-docs/backend-customization/webhooks']},
  {
    query: 'popluate',
    expected: ['/dev-docs/api/rest/populate-select', '/dev-docs/api/rest/guides/understanding-populate'],
  },
  {query: 'deployement options', expected: ['/cloud/getting-started/deployment-options']},
  {
    query: 'midleware',
    expected: ['/dev-docs/backend-customization/middlewares', '/dev-docs/configurations/middlewares'],
  },
];
