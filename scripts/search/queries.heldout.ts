/**
 * Held-out half of the reader query set (see types.ts). Written before any
 * tuning and never tuned on: `npm run bench:search` reports it separately.
 * Expected pages were judged by reading docs/, not from engine results.
 */
import type {ReaderQuery} from './types';

export const HELDOUT_QUERIES: ReaderQuery[] = [
  // Tasks, as a reader phrases them.
  {query: 'how do i run a job every night at midnight', kind: 'task', expected: ['/dev-docs/configurations/cron']},
  {
    query: 'copy content from staging to production',
    kind: 'task',
    expected: ['/dev-docs/data-management/transfer', '/user-docs/settings/transfer-tokens'],
  },
  {
    query: 'only let the author edit their own articles',
    kind: 'task',
    expected: [
      '/user-docs/users-roles-permissions/configuring-administrator-roles',
      '/dev-docs/configurations/rbac',
      '/dev-docs/backend-customization/examples/policies',
    ],
  },
  {
    query: 'trigger netlify rebuild when content is published',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/webhooks'],
  },
  {
    query: 'write my own plugin',
    kind: 'task',
    expected: ['/dev-docs/plugins/development/create-a-plugin', '/dev-docs/plugins/developing-plugins'],
  },
  {
    query: 'add a custom route',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/routes', '/dev-docs/backend-customization/examples/routes'],
  },
  {
    query: 'change the admin panel logo',
    kind: 'task',
    expected: ['/dev-docs/admin-panel-customization', '/user-docs/settings/admin-panel'],
  },
  {
    query: 'send an email when someone signs up',
    kind: 'task',
    expected: [
      '/dev-docs/plugins/email',
      '/dev-docs/backend-customization/models',
      '/dev-docs/plugins/users-permissions',
    ],
  },
  {query: 'store images on amazon s3', kind: 'task', expected: ['/dev-docs/providers', '/dev-docs/plugins/upload']},
  {
    query: 'backup my database',
    kind: 'task',
    expected: ['/dev-docs/data-management/export', '/dev-docs/data-management'],
  },
  {query: 'restore a backup', kind: 'task', expected: ['/dev-docs/data-management/import']},
  {query: 'give a colleague access to my cloud project', kind: 'task', expected: ['/cloud/projects/collaboration']},
  {query: 'connect my own domain name to cloud', kind: 'task', expected: ['/cloud/projects/settings']},
  {query: 'use postgres instead of sqlite', kind: 'task', expected: ['/dev-docs/configurations/database']},
  {
    query: 'run strapi behind a reverse proxy',
    kind: 'task',
    expected: [
      '/dev-docs/deployment/nginx-proxy',
      '/dev-docs/deployment/caddy-proxy',
      '/dev-docs/deployment/haproxy-proxy',
      '/dev-docs/deployment/optional-software-guides',
    ],
  },
  {query: 'keep strapi running after i close ssh', kind: 'task', expected: ['/dev-docs/deployment/process-manager']},
  {query: 'upgrade strapi to latest version', kind: 'task', expected: ['/dev-docs/update-version']},
  {
    query: 'add a field to an existing collection type',
    kind: 'task',
    expected: [
      '/user-docs/content-type-builder/managing-content-types',
      '/user-docs/content-type-builder/configuring-fields-content-type',
    ],
  },
  {
    query: 'make a field required',
    kind: 'task',
    expected: [
      '/user-docs/content-type-builder/configuring-fields-content-type',
      '/dev-docs/backend-customization/models',
    ],
  },
  {
    query: 'publish an article at a later date',
    kind: 'task',
    expected: [
      '/user-docs/releases/managing-a-release',
      '/user-docs/releases/introduction',
      '/user-docs/content-manager/saving-and-publishing-content',
      '/user-docs/releases/creating-a-release',
    ],
  },
  {query: 'put images in folders', kind: 'task', expected: ['/user-docs/media-library/organizing-assets-with-folders']},
  {query: 'register users from my react app', kind: 'task', expected: ['/dev-docs/plugins/users-permissions']},
  {
    query: 'login with google',
    kind: 'task',
    expected: [
      '/dev-docs/plugins/users-permissions',
      '/user-docs/settings/configuring-users-permissions-plugin-settings',
      '/dev-docs/configurations/sso',
      '/user-docs/settings/single-sign-on',
    ],
  },
  {
    query: 'let editors log in with microsoft azure ad',
    kind: 'task',
    expected: ['/dev-docs/configurations/sso', '/user-docs/settings/single-sign-on'],
  },
  {
    query: 'change the port strapi listens on',
    kind: 'task',
    expected: ['/dev-docs/configurations/server', '/dev-docs/configurations/environment'],
  },
  {query: 'create an admin user from the terminal', kind: 'task', expected: ['/dev-docs/cli']},
  {
    query: 'get the total number of entries',
    kind: 'task',
    expected: [
      '/dev-docs/api/rest/sort-pagination',
      '/dev-docs/api/query-engine/single-operations',
      '/dev-docs/api/entity-service/crud',
    ],
  },
  {query: 'seed the database on startup', kind: 'task', expected: ['/dev-docs/configurations/functions']},
  {query: 'write tests for my api', kind: 'task', expected: ['/dev-docs/testing']},
  {
    query: 'hide a field from the api response',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/models', '/dev-docs/api/rest/populate-select'],
  },
  {
    query: 'fetch only some fields',
    kind: 'task',
    expected: ['/dev-docs/api/rest/populate-select', '/dev-docs/api/entity-service/populate'],
  },
  {
    query: 'get a nested component in the response',
    kind: 'task',
    expected: ['/dev-docs/api/rest/populate-select', '/dev-docs/api/rest/guides/understanding-populate'],
  },
  {
    query: 'search entries by title containing a word',
    kind: 'task',
    expected: ['/dev-docs/api/rest/filters-locale-publication'],
  },
  {query: 'connect two entries with a relation via api', kind: 'task', expected: ['/dev-docs/api/rest/relations']},
  {
    query: 'deploy without github',
    kind: 'task',
    expected: ['/cloud/getting-started/deployment-cli', '/cloud/cli/cloud-cli'],
  },
  {
    query: 'add a language to my content',
    kind: 'task',
    expected: ['/user-docs/settings/internationalization', '/user-docs/content-manager/translating-content'],
  },
  {
    query: 'customize the rich text editor',
    kind: 'task',
    expected: ['/dev-docs/admin-panel-customization', '/dev-docs/migration/v3-to-v4/code/wysiwyg'],
  },
  {query: 'override a plugin controller', kind: 'task', expected: ['/dev-docs/plugins-extension']},
  {
    query: 'run code when an entry is created',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/models', '/dev-docs/backend-customization/webhooks'],
  },
  {query: 'run strapi in docker compose', kind: 'task', expected: ['/dev-docs/installation/docker']},
  // Reader words the docs spell differently.
  {query: 'swagger', kind: 'reader-word', expected: ['/dev-docs/plugins/documentation']},
  {
    query: 'multilingual site',
    kind: 'reader-word',
    expected: [
      '/dev-docs/plugins/i18n',
      '/user-docs/settings/internationalization',
      '/user-docs/content-manager/translating-content',
    ],
  },
  {
    query: 'localisation',
    kind: 'reader-word',
    expected: [
      '/dev-docs/plugins/i18n',
      '/user-docs/settings/internationalization',
      '/user-docs/content-manager/translating-content',
    ],
  },
  {
    query: 'upload pictures',
    kind: 'reader-word',
    expected: ['/user-docs/media-library/adding-assets', '/dev-docs/plugins/upload', '/user-docs/media-library'],
  },
  {
    query: 'team members cloud',
    kind: 'reader-word',
    expected: ['/cloud/projects/collaboration', '/cloud/projects/settings'],
  },
  {
    query: 'how much does cloud cost',
    kind: 'reader-word',
    expected: ['/cloud/getting-started/usage-billing', '/cloud/account/account-billing'],
  },
  {query: 'change my credit card', kind: 'reader-word', expected: ['/cloud/account/account-billing']},
  {
    query: 'login session expiry',
    kind: 'reader-word',
    expected: ['/dev-docs/configurations/admin-panel', '/dev-docs/plugins/users-permissions'],
  },
  {
    query: 'sign in with social provider',
    kind: 'reader-word',
    expected: [
      '/dev-docs/plugins/users-permissions',
      '/user-docs/settings/configuring-users-permissions-plugin-settings',
    ],
  },
  {
    query: 'content moderation approval',
    kind: 'reader-word',
    expected: ['/user-docs/settings/review-workflows', '/user-docs/content-manager/reviewing-content'],
  },
  {query: 'activity history who changed what', kind: 'reader-word', expected: ['/user-docs/settings/audit-logs']},
  {
    query: 'seo slug field',
    kind: 'reader-word',
    expected: ['/user-docs/content-type-builder/configuring-fields-content-type'],
  },
  {
    query: 'drafts',
    kind: 'reader-word',
    expected: [
      '/user-docs/content-manager/saving-and-publishing-content',
      '/dev-docs/api/rest/filters-locale-publication',
    ],
  },
  {query: 'schema of a content type file', kind: 'reader-word', expected: ['/dev-docs/backend-customization/models']},
  {
    query: 'env vars',
    kind: 'reader-word',
    expected: [
      '/dev-docs/configurations/environment',
      '/dev-docs/configurations/guides/access-cast-environment-variables',
    ],
  },
  {
    query: 'hosting',
    kind: 'reader-word',
    expected: ['/dev-docs/deployment', '/dev-docs/deployment/hosting-guides', '/cloud/intro'],
  },
  {
    query: 'repeatable group of fields',
    kind: 'reader-word',
    expected: [
      '/user-docs/content-type-builder/configuring-fields-content-type',
      '/user-docs/content-type-builder/creating-new-content-type',
    ],
  },
  {
    query: 'page builder flexible sections',
    kind: 'reader-word',
    expected: [
      '/user-docs/content-type-builder/configuring-fields-content-type',
      '/user-docs/content-manager/writing-content',
      '/dev-docs/api/entity-service/components-dynamic-zones',
    ],
  },
  {
    query: 'user roles admin vs editor',
    kind: 'reader-word',
    expected: [
      '/user-docs/users-roles-permissions/configuring-administrator-roles',
      '/user-docs/users-roles-permissions',
    ],
  },
  {
    query: 'api key',
    kind: 'reader-word',
    expected: ['/dev-docs/configurations/api-tokens', '/user-docs/settings/API-tokens'],
  },
  // Symptoms and error messages.
  {
    query: 'only 25 results returned',
    kind: 'symptom',
    expected: ['/dev-docs/api/rest/sort-pagination', '/dev-docs/configurations/api'],
  },
  {
    query: '403 forbidden on public api',
    kind: 'symptom',
    expected: ['/user-docs/users-roles-permissions/configuring-end-users-roles', '/dev-docs/plugins/users-permissions'],
  },
  {
    query: 'relations missing in response',
    kind: 'symptom',
    expected: ['/dev-docs/api/rest/populate-select', '/dev-docs/api/rest/guides/understanding-populate'],
  },
  {query: 'Invalid parameter', kind: 'error', expected: ['/dev-docs/api/rest/parameters']},
  {
    query: 'Policy Failed',
    kind: 'error',
    expected: ['/dev-docs/backend-customization/policies', '/dev-docs/error-handling'],
  },
  {query: 'KnexTimeoutError', kind: 'error', expected: ['/dev-docs/configurations/database']},
  {
    query: 'content type builder disabled in production',
    kind: 'symptom',
    expected: [
      '/user-docs/content-type-builder',
      '/user-docs/content-type-builder/creating-new-content-type',
      '/dev-docs/faq',
    ],
  },
  {query: 'cors error from my frontend', kind: 'symptom', expected: ['/dev-docs/configurations/middlewares']},
  {
    query: 'images not showing after deploy',
    kind: 'symptom',
    expected: [
      '/dev-docs/configurations/middlewares',
      '/dev-docs/providers',
      '/dev-docs/plugins/upload',
      '/cloud/advanced/upload',
    ],
  },
  {
    query: 'file too large upload fails',
    kind: 'symptom',
    expected: ['/dev-docs/plugins/upload', '/dev-docs/configurations/middlewares'],
  },
  {
    query: 'too many requests',
    kind: 'error',
    expected: ['/dev-docs/error-handling', '/dev-docs/plugins/users-permissions'],
  },
  {
    query: 'admin panel changes not showing',
    kind: 'symptom',
    expected: ['/dev-docs/admin-panel-customization', '/dev-docs/cli', '/dev-docs/configurations/admin-panel'],
  },
  {
    query: 'deploy failed cloud',
    kind: 'symptom',
    expected: ['/cloud/projects/deploys-history', '/cloud/projects/deploys'],
  },
  {
    query: 'draft entries not returned by api',
    kind: 'symptom',
    expected: ['/dev-docs/api/rest/filters-locale-publication'],
  },
  {
    query: 'ctx.state.user undefined',
    kind: 'symptom',
    expected: ['/dev-docs/backend-customization/requests-responses'],
  },
  {
    query: 'This attribute must be unique',
    kind: 'error',
    expected: [
      '/user-docs/content-type-builder/configuring-fields-content-type',
      '/dev-docs/backend-customization/models',
    ],
  },
  // Identifiers, as pasted from code.
  {
    query: 'strapi.entityService.findMany',
    kind: 'identifier',
    expected: ['/dev-docs/api/entity-service/crud', '/dev-docs/api/entity-service'],
  },
  {
    query: 'strapi.db.query',
    kind: 'identifier',
    expected: ['/dev-docs/api/query-engine', '/dev-docs/api/query-engine/single-operations'],
  },
  {
    query: 'populate=*',
    kind: 'identifier',
    expected: ['/dev-docs/api/rest/populate-select', '/dev-docs/api/rest/guides/understanding-populate'],
  },
  {
    query: '$containsi',
    kind: 'identifier',
    expected: ['/dev-docs/api/rest/filters-locale-publication', '/dev-docs/api/entity-service/filter'],
  },
  {
    query: 'ADMIN_JWT_SECRET',
    kind: 'identifier',
    expected: ['/dev-docs/configurations/admin-panel', '/dev-docs/configurations/environment'],
  },
  {
    query: 'APP_KEYS',
    kind: 'identifier',
    expected: ['/dev-docs/configurations/server', '/dev-docs/configurations/environment'],
  },
  {
    query: 'env.int',
    kind: 'identifier',
    expected: [
      '/dev-docs/configurations/guides/access-cast-environment-variables',
      '/dev-docs/configurations/environment',
    ],
  },
  {
    query: 'strapi.config.get',
    kind: 'identifier',
    expected: ['/dev-docs/configurations/guides/access-configuration-values'],
  },
  {
    query: 'sanitizeOutput',
    kind: 'identifier',
    expected: ['/dev-docs/backend-customization/controllers', '/dev-docs/api/entity-service'],
  },
  {query: 'pagination[pageSize]', kind: 'identifier', expected: ['/dev-docs/api/rest/sort-pagination']},
  {query: 'beforeCreate', kind: 'identifier', expected: ['/dev-docs/backend-customization/models']},
  {
    query: 'ts:generate-types',
    kind: 'identifier',
    expected: ['/dev-docs/typescript', '/dev-docs/cli', '/dev-docs/configurations/typescript'],
  },
  {query: 'shadowCRUD', kind: 'identifier', expected: ['/dev-docs/plugins/graphql']},
  {
    query: 'STRAPI_TELEMETRY_DISABLED',
    kind: 'identifier',
    expected: ['/dev-docs/usage-information', '/dev-docs/configurations/environment'],
  },
  {query: 'createCoreController', kind: 'identifier', expected: ['/dev-docs/backend-customization/controllers']},
  // Editors' questions.
  {
    query: 'change the order of fields in the edit view',
    kind: 'editor',
    expected: ['/user-docs/content-manager/configuring-view-of-content-type'],
  },
  {query: 'crop an image', kind: 'editor', expected: ['/user-docs/media-library/managing-assets']},
  {
    query: 'invite a new editor',
    kind: 'editor',
    expected: ['/user-docs/users-roles-permissions/managing-administrators'],
  },
  {
    query: 'reset my admin password',
    kind: 'editor',
    expected: [
      '/user-docs/getting-started/setting-up-admin-panel',
      '/dev-docs/cli',
      '/user-docs/users-roles-permissions/managing-administrators',
    ],
  },
  {query: 'unpublish an entry', kind: 'editor', expected: ['/user-docs/content-manager/saving-and-publishing-content']},
  {
    query: 'dark theme admin',
    kind: 'editor',
    expected: ['/user-docs/getting-started/setting-up-admin-panel', '/user-docs/settings/admin-panel'],
  },
  // Typos.
  {
    query: 'internationalisation',
    kind: 'typo',
    expected: ['/dev-docs/plugins/i18n', '/user-docs/settings/internationalization'],
  },
  {query: 'lifecyle hooks', kind: 'typo', expected: ['/dev-docs/backend-customization/models']},
  {
    query: 'permisions',
    kind: 'typo',
    expected: [
      '/user-docs/users-roles-permissions',
      '/dev-docs/plugins/users-permissions',
      '/user-docs/users-roles-permissions/configuring-end-users-roles',
      '/user-docs/users-roles-permissions/configuring-administrator-roles',
    ],
  },
  {
    query: 'enviroment variables',
    kind: 'typo',
    expected: [
      '/dev-docs/configurations/environment',
      '/dev-docs/configurations/guides/access-cast-environment-variables',
    ],
  },
  {
    query: 'dynamik zone',
    kind: 'typo',
    expected: [
      '/dev-docs/api/entity-service/components-dynamic-zones',
      '/user-docs/content-type-builder/configuring-fields-content-type',
      '/user-docs/content-manager/writing-content',
    ],
  },
];
