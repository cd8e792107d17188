import type {ReaderQuery} from './types';

/**
 * Fresh reader queries, written by a second writer after the concept table
 * and keywords were tuned on the first two halves, from the docs pages alone
 * (never from engine results). Reported on its own line by evaluate.ts and
 * bench:search.
 */
export const FRESH_QUERIES: ReaderQuery[] = [
  {
    query: 'send an email when an entry is created',
    kind: 'task',
    expected: ['/dev-docs/plugins/email', '/dev-docs/backend-customization/models'],
  },
  {query: 'run code when the server starts', kind: 'task', expected: ['/dev-docs/configurations/functions']},
  {
    query: 'add a custom endpoint',
    kind: 'task',
    expected: [
      '/dev-docs/backend-customization/routes',
      '/dev-docs/backend-customization/examples/routes',
      '/dev-docs/backend-customization/controllers',
    ],
  },
  {query: 'change the default port', kind: 'task', expected: ['/dev-docs/configurations/server', '/dev-docs/faq']},
  {query: 'connect strapi to postgres', kind: 'task', expected: ['/dev-docs/configurations/database']},
  {
    query: 'use mysql instead of sqlite',
    kind: 'task',
    expected: ['/dev-docs/configurations/database', '/dev-docs/configurations/sqlite'],
  },
  {
    query: 'store uploaded images on amazon s3',
    kind: 'task',
    expected: ['/dev-docs/plugins/upload', '/dev-docs/providers', '/cloud/advanced/upload'],
  },
  {
    query: 'allow uploads bigger than 200mb',
    kind: 'task',
    expected: ['/dev-docs/plugins/upload', '/dev-docs/configurations/middlewares'],
  },
  {
    query: 'get the logged in user in a controller',
    kind: 'task',
    expected: ['/dev-docs/plugins/users-permissions', '/dev-docs/backend-customization/requests-responses'],
  },
  {
    query: 'call a service from a controller',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/controllers', '/dev-docs/backend-customization/services'],
  },
  {query: 'sort articles by date newest first', kind: 'task', expected: ['/dev-docs/api/rest/sort-pagination']},
  {
    query: 'filter by a field of a related entry',
    kind: 'task',
    expected: [
      '/dev-docs/api/rest/filters-locale-publication',
      '/dev-docs/api/entity-service/filter',
      '/dev-docs/api/query-engine/filtering',
    ],
  },
  {
    query: 'get the french version of an entry from the api',
    kind: 'task',
    expected: ['/dev-docs/api/rest/filters-locale-publication', '/dev-docs/plugins/i18n'],
  },
  {
    query: 'fetch unpublished drafts from the api',
    kind: 'task',
    expected: ['/dev-docs/api/rest/filters-locale-publication'],
  },
  {query: 'link an author to a book with the api', kind: 'task', expected: ['/dev-docs/api/rest/relations']},
  {
    query: 'generate types for my content types',
    kind: 'task',
    expected: ['/dev-docs/typescript', '/dev-docs/configurations/typescript'],
  },
  {query: 'run strapi in a docker container', kind: 'task', expected: ['/dev-docs/installation/docker']},
  {query: 'keep strapi running after I close ssh', kind: 'task', expected: ['/dev-docs/deployment/process-manager']},
  {
    query: 'host the admin panel on a different domain',
    kind: 'task',
    expected: ['/dev-docs/configurations/admin-panel', '/dev-docs/admin-panel-customization'],
  },
  {
    query: 'copy my local content to the production server',
    kind: 'task',
    expected: ['/dev-docs/data-management/transfer'],
  },
  {query: 'back up all my content to a file', kind: 'task', expected: ['/dev-docs/data-management/export']},
  {
    query: 'load seed data into a new project',
    kind: 'task',
    expected: ['/dev-docs/data-management/import', '/dev-docs/templates', '/dev-docs/configurations/functions'],
  },
  {query: 'write integration tests with jest', kind: 'task', expected: ['/dev-docs/testing']},
  {
    query: 'build my own plugin',
    kind: 'task',
    expected: ['/dev-docs/plugins/development/create-a-plugin', '/dev-docs/plugins/developing-plugins'],
  },
  {
    query: 'publish my plugin on npm',
    kind: 'task',
    expected: ['/dev-docs/plugins/guides/use-the-plugin-cli', '/dev-docs/plugins/development/plugin-cli'],
  },
  {
    query: 'add a settings page for my plugin in the admin',
    kind: 'task',
    expected: ['/dev-docs/api/plugins/admin-panel-api'],
  },
  {query: 'create a color picker field', kind: 'task', expected: ['/dev-docs/custom-fields']},
  {
    query: 'use ckeditor instead of the default editor',
    kind: 'task',
    expected: ['/dev-docs/admin-panel-customization'],
  },
  {
    query: 'show the admin panel in german',
    kind: 'task',
    expected: ['/dev-docs/admin-panel-customization', '/user-docs/getting-started/setting-up-admin-panel'],
  },
  {
    query: 'users can only edit their own reviews',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/examples/policies', '/dev-docs/backend-customization/policies'],
  },
  {
    query: 'let users sign in with google',
    kind: 'task',
    expected: [
      '/dev-docs/plugins/users-permissions',
      '/user-docs/settings/configuring-users-permissions-plugin-settings',
    ],
  },
  {
    query: 'rebuild my next.js site when content is published',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/webhooks'],
  },
  {query: 'run a job every day at midnight', kind: 'task', expected: ['/dev-docs/configurations/cron']},
  {
    query: 'populate nested relations two levels deep',
    kind: 'task',
    expected: ['/dev-docs/api/rest/populate-select', '/dev-docs/api/rest/guides/understanding-populate'],
  },
  {query: 'openapi specification for my api', kind: 'task', expected: ['/dev-docs/plugins/documentation']},
  {
    query: 'disable the graphql playground in production',
    kind: 'task',
    expected: ['/dev-docs/plugins/graphql', '/dev-docs/configurations/plugins'],
  },
  {
    query: 'hide a field from the api response',
    kind: 'task',
    expected: ['/dev-docs/configurations/api', '/dev-docs/backend-customization/models'],
  },
  {query: 'change /api prefix to /v1', kind: 'task', expected: ['/dev-docs/configurations/api']},
  {
    query: 'delete many entries at once in code',
    kind: 'task',
    expected: ['/dev-docs/api/query-engine/bulk-operations'],
  },
  {
    query: 'read a boolean from the .env file',
    kind: 'task',
    expected: [
      '/dev-docs/configurations/guides/access-cast-environment-variables',
      '/dev-docs/configurations/environment',
    ],
  },
  {
    query: 'read a config value from a service',
    kind: 'task',
    expected: ['/dev-docs/configurations/guides/access-configuration-values'],
  },
  {query: 'upgrade to the latest 4.x version', kind: 'task', expected: ['/dev-docs/update-version']},
  {
    query: 'move my project from strapi 3',
    kind: 'task',
    expected: [
      '/dev-docs/migration-guides',
      '/dev-docs/migration/v3-to-v4/code-migration',
      '/dev-docs/migration/v3-to-v4/data-migration',
    ],
  },
  {query: 'host on an ec2 instance', kind: 'task', expected: ['/dev-docs/deployment/amazon-aws']},
  {query: 'stop strapi collecting anonymous data', kind: 'task', expected: ['/dev-docs/usage-information']},
  {
    query: 'verify that a webhook request really came from strapi',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/webhooks'],
  },
  {
    query: 'how long does an api token last',
    kind: 'task',
    expected: ['/dev-docs/configurations/api-tokens', '/user-docs/settings/API-tokens'],
  },
  {query: 'strapi.db.query', kind: 'identifier', expected: ['/dev-docs/api/query-engine']},
  {
    query: "strapi.service('api::book.book')",
    kind: 'identifier',
    expected: ['/dev-docs/backend-customization/services'],
  },
  {
    query: 'ctx.badRequest',
    kind: 'identifier',
    expected: ['/dev-docs/backend-customization/requests-responses', '/dev-docs/error-handling'],
  },
  {
    query: 'pagination[withCount]',
    kind: 'identifier',
    expected: ['/dev-docs/api/rest/sort-pagination', '/dev-docs/configurations/api'],
  },
  {
    query: '$notNull',
    kind: 'identifier',
    expected: [
      '/dev-docs/api/rest/filters-locale-publication',
      '/dev-docs/api/entity-service/filter',
      '/dev-docs/api/query-engine/filtering',
    ],
  },
  {
    query: 'findPage',
    kind: 'identifier',
    expected: [
      '/dev-docs/api/entity-service/order-pagination',
      '/dev-docs/api/entity-service/crud',
      '/dev-docs/api/query-engine/order-pagination',
    ],
  },
  {
    query: 'APP_KEYS',
    kind: 'identifier',
    expected: ['/dev-docs/configurations/environment', '/dev-docs/configurations/server'],
  },
  {
    query: 'API_TOKEN_SALT',
    kind: 'identifier',
    expected: ['/dev-docs/configurations/api-tokens', '/dev-docs/configurations/environment'],
  },
  {query: 'DATABASE_SSL', kind: 'identifier', expected: ['/dev-docs/configurations/database']},
  {
    query: 'ctx.state.user',
    kind: 'identifier',
    expected: ['/dev-docs/plugins/users-permissions', '/dev-docs/backend-customization/requests-responses'],
  },
  {query: 'config/cron-tasks.js', kind: 'identifier', expected: ['/dev-docs/configurations/cron']},
  {query: 'strapi::cors', kind: 'identifier', expected: ['/dev-docs/configurations/middlewares']},
  {
    query: 'strapi transfer --to',
    kind: 'identifier',
    expected: ['/dev-docs/data-management/transfer', '/dev-docs/cli'],
  },
  {query: 'afterUpdate', kind: 'identifier', expected: ['/dev-docs/backend-customization/models']},
  {
    query: 'ValidationError: 2 errors occurred',
    kind: 'error',
    expected: ['/dev-docs/error-handling', '/dev-docs/api/rest'],
  },
  {query: 'Invalid parameter releasedate', kind: 'error', expected: ['/dev-docs/api/rest/parameters']},
  {
    query: '403 Forbidden on /api/books',
    kind: 'error',
    expected: ['/dev-docs/faq', '/user-docs/users-roles-permissions/configuring-end-users-roles'],
  },
  {
    query: 'Too many requests, please try again later',
    kind: 'error',
    expected: ['/dev-docs/error-handling', '/dev-docs/plugins/users-permissions'],
  },
  {
    query: 'connect ECONNREFUSED 127.0.0.1:5432',
    kind: 'error',
    expected: ['/dev-docs/configurations/database', '/dev-docs/installation/docker'],
  },
  {query: '413 payload too large', kind: 'error', expected: ['/dev-docs/configurations/middlewares']},
  {
    query: "blocked by CORS policy: No 'Access-Control-Allow-Origin' header",
    kind: 'error',
    expected: ['/dev-docs/configurations/middlewares'],
  },
  {
    query: 'api never returns more than 100 entries',
    kind: 'symptom',
    expected: ['/dev-docs/api/rest/sort-pagination', '/dev-docs/configurations/api'],
  },
  {
    query: 'images not showing in production',
    kind: 'symptom',
    expected: ['/dev-docs/plugins/upload', '/dev-docs/configurations/middlewares', '/cloud/advanced/upload'],
  },
  {query: 'CORS error from my react app', kind: 'symptom', expected: ['/dev-docs/configurations/middlewares']},
  {
    query: 'relations are missing in the response',
    kind: 'symptom',
    expected: ['/dev-docs/api/rest/populate-select', '/dev-docs/faq'],
  },
  {
    query: "new entry doesn't show up in the api",
    kind: 'symptom',
    expected: [
      '/dev-docs/faq',
      '/dev-docs/api/rest/filters-locale-publication',
      '/user-docs/content-manager/saving-and-publishing-content',
    ],
  },
  {
    query: "can't add fields on the production server",
    kind: 'symptom',
    expected: ['/user-docs/content-type-builder', '/dev-docs/faq'],
  },
  {
    query: "my admin customizations don't appear",
    kind: 'symptom',
    expected: ['/dev-docs/admin-panel-customization', '/dev-docs/faq'],
  },
  {query: 'image url has no domain', kind: 'symptom', expected: ['/dev-docs/faq', '/dev-docs/configurations/server']},
  {query: 'password reset emails are never received', kind: 'symptom', expected: ['/dev-docs/plugins/email']},
  {query: 'large video upload times out', kind: 'symptom', expected: ['/dev-docs/plugins/upload']},
  {
    query: 'schedule a post',
    kind: 'editor',
    expected: ['/user-docs/content-manager/saving-and-publishing-content', '/user-docs/releases/creating-a-release'],
  },
  {
    query: "why can't I see the publish button",
    kind: 'editor',
    expected: [
      '/user-docs/content-manager/saving-and-publishing-content',
      '/user-docs/users-roles-permissions/configuring-administrator-roles',
    ],
  },
  {
    query: 'move fields around in the edit form',
    kind: 'editor',
    expected: ['/user-docs/content-manager/configuring-view-of-content-type'],
  },
  {query: 'crop a picture', kind: 'editor', expected: ['/user-docs/media-library/managing-assets']},
  {
    query: 'alt text for images',
    kind: 'editor',
    expected: ['/user-docs/media-library/managing-assets', '/user-docs/media-library/adding-assets'],
  },
  {query: 'add spanish as a language', kind: 'editor', expected: ['/user-docs/settings/internationalization']},
  {
    query: 'copy an existing article',
    kind: 'editor',
    expected: ['/user-docs/content-manager', '/user-docs/content-manager/writing-content'],
  },
  {query: 'send an article to a reviewer', kind: 'editor', expected: ['/user-docs/content-manager/reviewing-content']},
  {query: 'change my password', kind: 'editor', expected: ['/user-docs/getting-started/setting-up-admin-panel']},
  {
    query: 'dark theme',
    kind: 'editor',
    expected: [
      '/user-docs/getting-started/setting-up-admin-panel',
      '/user-docs/getting-started/user-guide-fundamentals',
    ],
  },
  {
    query: 'invite a new editor',
    kind: 'editor',
    expected: ['/user-docs/users-roles-permissions/managing-administrators'],
  },
  {query: 'ban a user', kind: 'editor', expected: ['/user-docs/users-roles-permissions/managing-end-users']},
  {
    query: 'make a field mandatory',
    kind: 'editor',
    expected: ['/user-docs/content-type-builder/configuring-fields-content-type'],
  },
  {query: 'who deleted this entry', kind: 'editor', expected: ['/user-docs/settings/audit-logs']},
  {
    query: 'editors can only see their own entries',
    kind: 'editor',
    expected: ['/user-docs/users-roles-permissions/configuring-administrator-roles'],
  },
  {query: 'download invoice', kind: 'cloud', expected: ['/cloud/account/account-billing', '/cloud/projects/settings']},
  {query: 'invite a collaborator to my cloud project', kind: 'cloud', expected: ['/cloud/projects/collaboration']},
  {query: 'use my own domain name', kind: 'cloud', expected: ['/cloud/projects/settings']},
  {query: 'deploy failed', kind: 'cloud', expected: ['/cloud/projects/deploys', '/cloud/projects/deploys-history']},
  {query: 'see console.log output on cloud', kind: 'cloud', expected: ['/cloud/projects/runtime-logs']},
  {query: 'upgrade node on strapi cloud', kind: 'cloud', expected: ['/cloud/projects/settings']},
  {query: 'restore a backup', kind: 'task', expected: ['/cloud/projects/settings', '/dev-docs/data-management/import']},
  {
    query: 'deploy from the terminal',
    kind: 'cloud',
    expected: ['/cloud/getting-started/deployment-cli', '/cloud/cli/cloud-cli'],
  },
  {query: 'set environment variables on cloud', kind: 'cloud', expected: ['/cloud/projects/settings']},
  {
    query: 'what happens if I go over my plan limits',
    kind: 'cloud',
    expected: ['/cloud/getting-started/usage-billing'],
  },
  {query: 'change payment method', kind: 'cloud', expected: ['/cloud/account/account-billing']},
  {query: 'cache-control headers on cloud', kind: 'cloud', expected: ['/cloud/getting-started/caching']},
  {query: 'pagniation', kind: 'typo', expected: ['/dev-docs/api/rest/sort-pagination']},
  {query: 'lifecyle hooks', kind: 'typo', expected: ['/dev-docs/backend-customization/models']},
  {query: 'enviroment variables', kind: 'typo', expected: ['/dev-docs/configurations/environment']},
  {
    query: 'dynmic zone',
    kind: 'typo',
    expected: [
      '/dev-docs/api/entity-service/components-dynamic-zones',
      '/user-docs/content-type-builder/configuring-fields-content-type',
    ],
  },
  {query: 'grapql', kind: 'typo', expected: ['/dev-docs/plugins/graphql', '/dev-docs/api/graphql']},
  {query: 'deploymnet', kind: 'typo', expected: ['/dev-docs/deployment']},
  {
    query: 'permisions public role',
    kind: 'typo',
    expected: ['/user-docs/users-roles-permissions/configuring-end-users-roles'],
  },
  {query: 'cors', kind: 'reader-word', expected: ['/dev-docs/configurations/middlewares']},
  {query: 'jwt', kind: 'reader-word', expected: ['/dev-docs/plugins/users-permissions']},
  {
    query: 'logo',
    kind: 'reader-word',
    expected: ['/user-docs/settings/admin-panel', '/dev-docs/admin-panel-customization'],
  },
  {query: 'seats', kind: 'reader-word', expected: ['/cloud/getting-started/usage-billing', '/cloud/projects/settings']},
  {query: 'sso', kind: 'reader-word', expected: ['/dev-docs/configurations/sso', '/user-docs/settings/single-sign-on']},
  {query: 'docker', kind: 'reader-word', expected: ['/dev-docs/installation/docker']},
  {
    query: 'localization',
    kind: 'reader-word',
    expected: [
      '/dev-docs/plugins/i18n',
      '/user-docs/content-manager/translating-content',
      '/user-docs/settings/internationalization',
    ],
  },
  {query: 'transfer token', kind: 'reader-word', expected: ['/user-docs/settings/transfer-tokens']},
];
