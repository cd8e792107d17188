import type {ReaderQuery} from './types';

/**
 * Second fresh set: 120 queries written by a third writer as developers,
 * content editors and Strapi Cloud customers would type them (errors pasted
 * from a terminal or console, config keys, API names, tasks, words from other
 * CMSs, typos), with the expected pages judged by reading the pages, before
 * the concept table, the keywords or any engine result were read. Committed
 * before its first run; reported on its own line by evaluate.ts and
 * bench:search.
 */
export const FRESH2_QUERIES: ReaderQuery[] = [
  {
    query: '403 Forbidden fetching /api/restaurants',
    kind: 'error',
    expected: [
      '/dev-docs/faq',
      '/user-docs/users-roles-permissions/configuring-end-users-roles',
      '/dev-docs/plugins/users-permissions',
    ],
  },
  {
    query: 'ValidationError 400 when creating an entry',
    kind: 'error',
    // Judging corrected after the first run: the REST page's "Create an entry" says a field that fails validation returns 400 ValidationError.
    expected: ['/dev-docs/error-handling', '/dev-docs/api/rest'],
  },
  {query: "Cannot find module 'pg'", kind: 'error', expected: ['/dev-docs/configurations/database']},
  {
    query: 'Error: listen EADDRINUSE: address already in use :::1337',
    kind: 'error',
    expected: ['/dev-docs/configurations/server', '/dev-docs/quick-start', '/dev-docs/faq'],
  },
  {query: 'has been blocked by CORS policy', kind: 'error', expected: ['/dev-docs/configurations/middlewares']},
  {
    query: '413 Payload Too Large uploading a video',
    kind: 'error',
    expected: ['/dev-docs/plugins/upload', '/dev-docs/configurations/middlewares'],
  },
  {query: 'Missing jwtSecret', kind: 'error', expected: ['/dev-docs/plugins/users-permissions']},
  {
    query: 'Refused to load the image because it violates the Content Security Policy',
    kind: 'error',
    expected: ['/dev-docs/plugins/upload', '/dev-docs/configurations/middlewares', '/cloud/advanced/upload'],
  },
  {query: 'Missing or invalid credentials', kind: 'error', expected: ['/dev-docs/plugins/users-permissions']},
  {query: 'password authentication failed for user', kind: 'error', expected: ['/dev-docs/configurations/database']},
  {query: 'throw ApplicationError in a service', kind: 'error', expected: ['/dev-docs/error-handling']},
  {
    query: 'Cannot find module @strapi/provider-upload-aws-s3',
    kind: 'error',
    expected: ['/dev-docs/providers', '/dev-docs/plugins/upload'],
  },
  {query: 'cron job timezone tz', kind: 'identifier', expected: ['/dev-docs/configurations/cron']},
  {
    query: 'strapi::security contentSecurityPolicy',
    kind: 'identifier',
    expected: ['/dev-docs/configurations/middlewares', '/dev-docs/plugins/upload'],
  },
  {query: 'meta.pagination.total', kind: 'identifier', expected: ['/dev-docs/api/rest/sort-pagination']},
  {
    query: 'filters[author][name][$eq]',
    kind: 'identifier',
    expected: ['/dev-docs/api/rest/filters-locale-publication'],
  },
  {
    query: 'case insensitive $containsi filter',
    kind: 'identifier',
    expected: [
      '/dev-docs/api/rest/filters-locale-publication',
      '/dev-docs/api/entity-service/filter',
      '/dev-docs/api/query-engine/filtering',
    ],
  },
  {query: 'strapi.entityService.update', kind: 'identifier', expected: ['/dev-docs/api/entity-service/crud']},
  {query: 'findWithCount', kind: 'identifier', expected: ['/dev-docs/api/query-engine/single-operations']},
  {query: 'createCoreRouter', kind: 'identifier', expected: ['/dev-docs/backend-customization/routes']},
  {
    query: 'ctx.unauthorized',
    kind: 'identifier',
    expected: ['/dev-docs/error-handling', '/dev-docs/backend-customization/requests-responses'],
  },
  {
    query: 'locale=all',
    kind: 'identifier',
    expected: ['/dev-docs/plugins/i18n', '/dev-docs/api/rest/filters-locale-publication'],
  },
  {query: 'TRANSFER_TOKEN_SALT', kind: 'identifier', expected: ['/dev-docs/configurations/admin-panel']},
  {
    query: 'config/env/production/database.js',
    kind: 'identifier',
    // Judging corrected after the first run: the deployment page's first step is writing config/env/production/ (it replaces the environment page, which only names the folder).
    expected: ['/dev-docs/configurations', '/dev-docs/configurations/database', '/dev-docs/deployment'],
  },
  {
    query: 'contentTypes.d.ts',
    kind: 'identifier',
    expected: ['/dev-docs/typescript', '/dev-docs/configurations/typescript'],
  },
  {query: 'strapi import -f', kind: 'identifier', expected: ['/dev-docs/data-management/import', '/dev-docs/cli']},
  {query: 'graphql extension service', kind: 'identifier', expected: ['/dev-docs/plugins/graphql']},
  {query: 'beforeUpdate event.params.data', kind: 'identifier', expected: ['/dev-docs/backend-customization/models']},
  {query: 'validateQuery', kind: 'identifier', expected: ['/dev-docs/backend-customization/controllers']},
  {
    query: "make a field private so the api doesn't return it",
    kind: 'task',
    expected: [
      '/dev-docs/backend-customization/models',
      '/dev-docs/configurations/api',
      '/user-docs/content-type-builder/configuring-fields-content-type',
    ],
  },
  {
    query: 'return more than 100 items per request',
    kind: 'task',
    expected: ['/dev-docs/configurations/api', '/dev-docs/api/rest/sort-pagination'],
  },
  {
    query: 'filter entries by a relation two levels deep',
    kind: 'task',
    expected: ['/dev-docs/api/rest/filters-locale-publication'],
  },
  {
    query: 'populate components inside a dynamic zone',
    kind: 'task',
    expected: ['/dev-docs/api/rest/populate-select', '/dev-docs/api/rest/guides/understanding-populate'],
  },
  {
    query: 'count entries in a collection from code',
    kind: 'task',
    expected: ['/dev-docs/api/entity-service/crud', '/dev-docs/api/query-engine/bulk-operations'],
  },
  {
    query: 'send email through gmail smtp',
    kind: 'task',
    expected: ['/dev-docs/plugins/email', '/dev-docs/providers', '/cloud/advanced/email'],
  },
  {
    query: 'upload a file and attach it to an entry in one request',
    kind: 'task',
    expected: ['/dev-docs/plugins/upload'],
  },
  {query: 'call an external api every 10 minutes', kind: 'task', expected: ['/dev-docs/configurations/cron']},
  {
    query: "check the user's role in a policy",
    kind: 'task',
    expected: ['/dev-docs/backend-customization/policies', '/dev-docs/backend-customization/examples/policies'],
  },
  {
    query: 'facebook login',
    kind: 'task',
    expected: [
      '/dev-docs/plugins/users-permissions',
      '/user-docs/settings/configuring-users-permissions-plugin-settings',
    ],
  },
  {
    query: 'admin login with microsoft azure ad',
    kind: 'task',
    expected: ['/dev-docs/configurations/sso', '/user-docs/settings/single-sign-on'],
  },
  {query: 'change how long the jwt is valid', kind: 'task', expected: ['/dev-docs/plugins/users-permissions']},
  {
    query: 'log in a user from the frontend with email and password',
    kind: 'task',
    expected: [
      '/dev-docs/plugins/users-permissions',
      '/dev-docs/api/rest/reference/users-permissions-auth',
      '/dev-docs/backend-customization/examples/authentication',
    ],
  },
  {query: 'save extra fields when a user registers', kind: 'task', expected: ['/dev-docs/plugins/users-permissions']},
  {query: 'override the users/me controller', kind: 'task', expected: ['/dev-docs/plugins-extension']},
  {
    query: 'rebuild netlify site when an article is published',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/webhooks'],
  },
  {
    query: 'seed data on first start',
    kind: 'task',
    expected: ['/dev-docs/configurations/functions', '/dev-docs/templates'],
  },
  {query: 'run a migration script before the server starts', kind: 'task', expected: ['/dev-docs/database-migrations']},
  {
    query: 'switch from sqlite to postgresql',
    kind: 'task',
    expected: ['/dev-docs/configurations/sqlite', '/dev-docs/configurations/database'],
  },
  {
    query: 'serve strapi under /cms',
    kind: 'task',
    expected: [
      '/dev-docs/configurations/server',
      '/dev-docs/deployment/nginx-proxy',
      '/dev-docs/deployment/caddy-proxy',
    ],
  },
  {
    query: 'move my content to a new server',
    kind: 'task',
    expected: [
      '/dev-docs/data-management/transfer',
      '/dev-docs/data-management/export',
      '/dev-docs/data-management/import',
    ],
  },
  {
    query: 'backup strapi data to a file',
    kind: 'task',
    expected: ['/dev-docs/data-management/export', '/dev-docs/cli'],
  },
  {query: 'upgrade to the latest strapi 4', kind: 'task', expected: ['/dev-docs/update-version']},
  {
    query: 'migrate from strapi v3',
    kind: 'task',
    expected: [
      '/dev-docs/migration-guides',
      '/dev-docs/migration/v3-to-v4/code-migration',
      '/dev-docs/migration/v3-to-v4/data-migration',
    ],
  },
  {query: 'add a custom graphql resolver', kind: 'task', expected: ['/dev-docs/plugins/graphql']},
  {query: 'turn off the graphql playground in production', kind: 'task', expected: ['/dev-docs/plugins/graphql']},
  {
    query: 'add a menu link to the admin for my plugin',
    kind: 'task',
    expected: ['/dev-docs/api/plugins/admin-panel-api'],
  },
  {
    query: 'change admin logo and primary color',
    kind: 'task',
    expected: ['/dev-docs/admin-panel-customization', '/user-docs/settings/admin-panel'],
  },
  {query: 'translate the admin panel into german', kind: 'task', expected: ['/dev-docs/admin-panel-customization']},
  {query: 'test my api with jest and supertest', kind: 'task', expected: ['/dev-docs/testing']},
  {query: 'fetch strapi data in next.js app router', kind: 'task', expected: ['/dev-docs/integrations/next-js']},
  {query: 'send errors to sentry', kind: 'task', expected: ['/dev-docs/plugins/sentry']},
  {query: 'use an env variable in the admin panel', kind: 'task', expected: ['/dev-docs/configurations/environment']},
  {
    query: 'read a config value inside a service',
    kind: 'task',
    expected: ['/dev-docs/configurations/guides/access-configuration-values'],
  },
  {
    query: 'entity service vs query engine',
    kind: 'task',
    expected: ['/dev-docs/api/entity-service', '/dev-docs/api/query-engine'],
  },
  {
    query: 'deleteMany with a where clause',
    kind: 'identifier',
    expected: ['/dev-docs/api/query-engine/bulk-operations'],
  },
  {
    query: 'show who created an entry in the api response',
    kind: 'task',
    expected: ['/dev-docs/api/rest/guides/populate-creator-fields', '/dev-docs/api/rest/populate-select'],
  },
  {
    query: 'custom permission condition for admin roles',
    kind: 'task',
    expected: ['/dev-docs/configurations/rbac', '/user-docs/users-roles-permissions/configuring-administrator-roles'],
  },
  {query: 'postgres ssl self signed certificate', kind: 'task', expected: ['/dev-docs/configurations/database']},
  {query: 'docker compose with postgres', kind: 'task', expected: ['/dev-docs/installation/docker']},
  {
    query: 'deploy to an ubuntu droplet with nginx and pm2',
    kind: 'task',
    expected: [
      '/dev-docs/deployment/digitalocean',
      '/dev-docs/deployment/nginx-proxy',
      '/dev-docs/deployment/process-manager',
    ],
  },
  {
    query: 'image field is null in the response',
    kind: 'symptom',
    expected: [
      '/dev-docs/faq',
      '/dev-docs/api/rest/populate-select',
      '/dev-docs/api/rest/guides/understanding-populate',
    ],
  },
  {query: 'data.attributes is undefined', kind: 'symptom', expected: ['/dev-docs/api/rest']},
  {
    query: 'admin panel changes not showing after deploy',
    kind: 'symptom',
    expected: ['/dev-docs/admin-panel-customization', '/dev-docs/deployment', '/dev-docs/cli'],
  },
  {
    query: 'new field missing from the api response',
    kind: 'symptom',
    expected: ['/dev-docs/faq', '/dev-docs/api/rest/populate-select'],
  },
  {
    query: 'collections and singletons',
    kind: 'reader-word',
    expected: [
      '/user-docs/getting-started/user-guide-fundamentals',
      '/user-docs/content-type-builder/creating-new-content-type',
    ],
  },
  {
    query: 'slug field',
    kind: 'reader-word',
    expected: [
      '/user-docs/content-type-builder/configuring-fields-content-type',
      '/user-docs/content-manager/writing-content',
    ],
  },
  {query: 'webhook secret', kind: 'reader-word', expected: ['/dev-docs/backend-customization/webhooks']},
  {
    query: 'custom post type',
    kind: 'reader-word',
    expected: ['/user-docs/content-type-builder/creating-new-content-type', '/user-docs/content-type-builder'],
  },
  {
    query: 'blocks rich text editor',
    kind: 'reader-word',
    expected: [
      '/user-docs/content-manager/writing-content',
      '/user-docs/content-type-builder/configuring-fields-content-type',
    ],
  },
  {
    query: 'repeatable component',
    kind: 'reader-word',
    expected: [
      '/user-docs/content-type-builder/configuring-fields-content-type',
      '/dev-docs/backend-customization/models',
      '/user-docs/content-type-builder/creating-new-content-type',
    ],
  },
  {
    query: 'preview unpublished content in my frontend',
    kind: 'reader-word',
    expected: ['/dev-docs/api/rest/filters-locale-publication'],
  },
  {query: 'lifecylce afterCreate', kind: 'typo', expected: ['/dev-docs/backend-customization/models']},
  {
    query: 'enviroment variables not loaded from .env',
    kind: 'typo',
    expected: ['/dev-docs/configurations/environment'],
  },
  {
    query: 'permisions for public role',
    kind: 'typo',
    expected: ['/user-docs/users-roles-permissions/configuring-end-users-roles'],
  },
  {query: 'grapql filters', kind: 'typo', expected: ['/dev-docs/api/graphql']},
  {query: 'postgress connection', kind: 'typo', expected: ['/dev-docs/configurations/database']},
  {
    query: 'cloudinery upload provider',
    kind: 'typo',
    expected: [
      '/dev-docs/providers',
      '/dev-docs/plugins/upload',
      '/cloud/advanced/upload',
      '/dev-docs/deployment/render',
    ],
  },
  {
    query: 'multilingual website',
    kind: 'reader-word',
    expected: [
      '/dev-docs/plugins/i18n',
      '/user-docs/settings/internationalization',
      '/user-docs/content-manager/translating-content',
    ],
  },
  {query: 'authentification jwt', kind: 'typo', expected: ['/dev-docs/plugins/users-permissions']},
  {
    query: 'schedule a post to go live tomorrow',
    kind: 'editor',
    expected: ['/user-docs/content-manager/saving-and-publishing-content', '/user-docs/releases/creating-a-release'],
  },
  {
    query: 'why is my entry not showing on the website',
    kind: 'editor',
    expected: ['/dev-docs/faq', '/user-docs/content-manager/saving-and-publishing-content'],
  },
  {
    query: 'add alt text to an image',
    kind: 'editor',
    expected: ['/user-docs/media-library/managing-assets', '/user-docs/media-library/adding-assets'],
  },
  {
    query: 'invite a colleague to the admin panel',
    kind: 'editor',
    expected: ['/user-docs/users-roles-permissions/managing-administrators'],
  },
  {
    query: 'editors can only edit their own articles',
    kind: 'editor',
    expected: ['/user-docs/users-roles-permissions/configuring-administrator-roles'],
  },
  {
    query: 'hide a column in the list view',
    kind: 'editor',
    expected: ['/user-docs/content-manager/configuring-view-of-content-type', '/user-docs/content-manager'],
  },
  {query: 'add spanish locale', kind: 'editor', expected: ['/user-docs/settings/internationalization']},
  {query: 'assign an entry to a reviewer', kind: 'editor', expected: ['/user-docs/content-manager/reviewing-content']},
  {
    query: 'publish several entries at once',
    kind: 'editor',
    expected: ['/user-docs/content-manager/saving-and-publishing-content', '/user-docs/content-manager'],
  },
  {
    query: 'create a read-only api token',
    kind: 'editor',
    expected: ['/user-docs/settings/API-tokens', '/dev-docs/configurations/api-tokens'],
  },
  {
    query: 'create subfolders in the media library',
    kind: 'editor',
    expected: ['/user-docs/media-library/organizing-assets-with-folders'],
  },
  {
    query: 'add a field to an existing content type',
    kind: 'editor',
    expected: [
      '/user-docs/content-type-builder/managing-content-types',
      '/user-docs/content-type-builder/configuring-fields-content-type',
    ],
  },
  {query: 'block a user account', kind: 'editor', expected: ['/user-docs/users-roles-permissions/managing-end-users']},
  {
    query: 'switch the admin to dark mode',
    kind: 'editor',
    expected: ['/user-docs/getting-started/setting-up-admin-panel'],
  },
  {query: 'release failed to publish', kind: 'editor', expected: ['/user-docs/releases/managing-a-release']},
  {
    query: 'install a plugin from the marketplace',
    kind: 'editor',
    expected: ['/user-docs/plugins/installing-plugins-via-marketplace', '/dev-docs/plugins/marketplace'],
  },
  {query: 'connect my own domain to strapi cloud', kind: 'cloud', expected: ['/cloud/projects/settings']},
  {
    query: 'environment variables on strapi cloud',
    kind: 'cloud',
    expected: [
      '/cloud/projects/settings',
      '/cloud/getting-started/deployment',
      '/cloud/getting-started/cloud-fundamentals',
    ],
  },
  {
    query: 'download an invoice',
    kind: 'cloud',
    expected: ['/cloud/account/account-billing', '/cloud/projects/settings'],
  },
  {query: 'see server logs on strapi cloud', kind: 'cloud', expected: ['/cloud/projects/runtime-logs']},
  {
    query: 'deploy to strapi cloud from the terminal',
    kind: 'cloud',
    expected: ['/cloud/getting-started/deployment-cli', '/cloud/cli/cloud-cli'],
  },
  {query: 'restore a cloud backup', kind: 'cloud', expected: ['/cloud/projects/settings']},
  {
    query: 'cloud build failed',
    kind: 'cloud',
    expected: ['/cloud/projects/deploys-history', '/cloud/projects/deploys'],
  },
  {query: 'give a teammate access to my cloud project', kind: 'cloud', expected: ['/cloud/projects/collaboration']},
  {query: 'use aws s3 on strapi cloud', kind: 'cloud', expected: ['/cloud/advanced/upload']},
  {query: 'strapi cloud pricing', kind: 'cloud', expected: ['/cloud/getting-started/usage-billing', '/cloud/intro']},
  {query: 'change the node version on cloud', kind: 'cloud', expected: ['/cloud/projects/settings']},
  {
    query: 'what happens if I go over my api request quota',
    kind: 'cloud',
    expected: ['/cloud/getting-started/usage-billing'],
  },
  {
    query: 'how do I get the logged in user inside a lifecycle hook',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/requests-responses', '/dev-docs/backend-customization/models'],
  },
  {
    query: 'what is the difference between a policy and a middleware',
    kind: 'task',
    expected: [
      '/dev-docs/backend-customization/policies',
      '/dev-docs/backend-customization/middlewares',
      '/dev-docs/backend-customization',
    ],
  },
  {query: 'why does my cron job run on every instance', kind: 'symptom', expected: ['/dev-docs/configurations/cron']},
];
