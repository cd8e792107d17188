/**
 * Tuning half of the reader query set (see types.ts): the synonym table,
 * keywords and ranking were adjusted while looking at these results.
 * Expected pages were judged by reading docs/, not from engine results.
 */
import type {ReaderQuery} from './types';

export const TUNING_QUERIES: ReaderQuery[] = [
  // Tasks.
  {query: 'schedule a task every hour', kind: 'task', expected: ['/dev-docs/configurations/cron']},
  {query: 'move data between two strapi instances', kind: 'task', expected: ['/dev-docs/data-management/transfer']},
  {
    query: 'users can only update their own content',
    kind: 'task',
    expected: [
      '/dev-docs/backend-customization/examples/policies',
      '/user-docs/users-roles-permissions/configuring-administrator-roles',
      '/dev-docs/configurations/rbac',
    ],
  },
  {
    query: 'notify my frontend when content changes',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/webhooks'],
  },
  {
    query: 'create a plugin',
    kind: 'task',
    expected: ['/dev-docs/plugins/development/create-a-plugin', '/dev-docs/plugins/developing-plugins'],
  },
  {
    query: 'publish my plugin to npm',
    kind: 'task',
    expected: ['/dev-docs/plugins/guides/use-the-plugin-cli', '/dev-docs/plugins/development/plugin-cli'],
  },
  {
    query: 'protect a route with a policy',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/policies', '/dev-docs/backend-customization/routes'],
  },
  {query: 'customize the admin colors', kind: 'task', expected: ['/dev-docs/admin-panel-customization']},
  {
    query: 'configure smtp',
    kind: 'task',
    expected: ['/dev-docs/plugins/email', '/dev-docs/providers', '/cloud/advanced/email'],
  },
  {
    query: 'use cloudinary for media',
    kind: 'task',
    expected: ['/cloud/advanced/upload', '/dev-docs/providers', '/dev-docs/plugins/upload'],
  },
  {query: 'export all content to a file', kind: 'task', expected: ['/dev-docs/data-management/export']},
  {query: 'import data from a tar file', kind: 'task', expected: ['/dev-docs/data-management/import']},
  {query: 'invite people to my strapi cloud project', kind: 'task', expected: ['/cloud/projects/collaboration']},
  {query: 'set environment variables on cloud', kind: 'task', expected: ['/cloud/projects/settings']},
  {query: 'connect mysql database', kind: 'task', expected: ['/dev-docs/configurations/database']},
  {
    query: 'serve strapi over https',
    kind: 'task',
    expected: [
      '/dev-docs/deployment/nginx-proxy',
      '/dev-docs/deployment/caddy-proxy',
      '/dev-docs/deployment/haproxy-proxy',
    ],
  },
  {
    query: 'run strapi in production',
    kind: 'task',
    expected: ['/dev-docs/deployment', '/dev-docs/deployment/process-manager'],
  },
  {query: 'update strapi version', kind: 'task', expected: ['/dev-docs/update-version']},
  {
    query: 'create a collection type',
    kind: 'task',
    expected: ['/user-docs/content-type-builder/creating-new-content-type'],
  },
  {
    query: 'set a default value for a field',
    kind: 'task',
    expected: [
      '/user-docs/content-type-builder/configuring-fields-content-type',
      '/dev-docs/backend-customization/models',
    ],
  },
  {
    query: 'schedule publishing',
    kind: 'task',
    expected: [
      '/user-docs/releases/managing-a-release',
      '/user-docs/releases/introduction',
      '/user-docs/releases/creating-a-release',
      '/user-docs/content-manager/saving-and-publishing-content',
    ],
  },
  {query: 'replace an uploaded file', kind: 'task', expected: ['/user-docs/media-library/managing-assets']},
  {query: 'login a user and get a jwt', kind: 'task', expected: ['/dev-docs/plugins/users-permissions']},
  {
    query: 'set up okta sso',
    kind: 'task',
    expected: ['/dev-docs/configurations/sso', '/user-docs/settings/single-sign-on'],
  },
  {query: 'change the admin url path', kind: 'task', expected: ['/dev-docs/configurations/admin-panel']},
  {
    query: 'create the first admin account',
    kind: 'task',
    expected: ['/user-docs/getting-started/setting-up-admin-panel', '/dev-docs/quick-start'],
  },
  {
    query: 'count entries with the query engine',
    kind: 'task',
    expected: ['/dev-docs/api/query-engine/single-operations'],
  },
  {query: 'run code on startup', kind: 'task', expected: ['/dev-docs/configurations/functions']},
  {query: 'how to test my api endpoints', kind: 'task', expected: ['/dev-docs/testing']},
  {
    query: 'remove password from user response',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/models', '/dev-docs/backend-customization/controllers'],
  },
  {query: 'select which fields are returned', kind: 'task', expected: ['/dev-docs/api/rest/populate-select']},
  {
    query: 'populate deeply nested relations',
    kind: 'task',
    expected: ['/dev-docs/api/rest/populate-select', '/dev-docs/api/rest/guides/understanding-populate'],
  },
  {
    query: 'filter by date range',
    kind: 'task',
    expected: ['/dev-docs/api/rest/filters-locale-publication', '/dev-docs/api/entity-service/filter'],
  },
  {query: 'disconnect a relation', kind: 'task', expected: ['/dev-docs/api/rest/relations']},
  {
    query: 'deploy from the terminal to cloud',
    kind: 'task',
    expected: ['/cloud/getting-started/deployment-cli', '/cloud/cli/cloud-cli'],
  },
  {query: 'translate an entry into french', kind: 'task', expected: ['/user-docs/content-manager/translating-content']},
  {query: 'add a custom field to the admin', kind: 'task', expected: ['/dev-docs/custom-fields']},
  {query: 'extend the users permissions plugin', kind: 'task', expected: ['/dev-docs/plugins-extension']},
  {
    query: 'do something after an entry is deleted',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/models', '/dev-docs/backend-customization/webhooks'],
  },
  {query: 'deploy to aws ec2', kind: 'task', expected: ['/dev-docs/deployment/amazon-aws']},
  // Reader words.
  {query: 'openapi', kind: 'reader-word', expected: ['/dev-docs/plugins/documentation']},
  {query: 'api documentation generator', kind: 'reader-word', expected: ['/dev-docs/plugins/documentation']},
  {
    query: 'translations',
    kind: 'reader-word',
    expected: [
      '/dev-docs/plugins/i18n',
      '/user-docs/settings/internationalization',
      '/user-docs/content-manager/translating-content',
      '/dev-docs/admin-panel-customization',
    ],
  },
  {
    query: 'localization',
    kind: 'reader-word',
    expected: [
      '/dev-docs/plugins/i18n',
      '/user-docs/settings/internationalization',
      '/user-docs/content-manager/translating-content',
    ],
  },
  {
    query: 'image upload',
    kind: 'reader-word',
    expected: ['/dev-docs/plugins/upload', '/user-docs/media-library/adding-assets', '/user-docs/media-library'],
  },
  {
    query: 'add seats to my plan',
    kind: 'cloud',
    expected: ['/cloud/getting-started/usage-billing', '/cloud/projects/settings'],
  },
  {
    query: 'upgrade cloud plan',
    kind: 'cloud',
    expected: ['/cloud/getting-started/usage-billing', '/cloud/projects/settings'],
  },
  {query: 'download invoice', kind: 'cloud', expected: ['/cloud/account/account-billing']},
  {
    query: 'authentication',
    kind: 'reader-word',
    expected: ['/dev-docs/plugins/users-permissions', '/dev-docs/backend-customization/examples/authentication'],
  },
  {
    query: 'oauth providers',
    kind: 'reader-word',
    expected: [
      '/dev-docs/plugins/users-permissions',
      '/user-docs/settings/configuring-users-permissions-plugin-settings',
    ],
  },
  {
    query: 'editorial workflow',
    kind: 'reader-word',
    expected: ['/user-docs/settings/review-workflows', '/user-docs/content-manager/reviewing-content'],
  },
  {query: 'change log of admin actions', kind: 'reader-word', expected: ['/user-docs/settings/audit-logs']},
  {
    query: 'url friendly identifier',
    kind: 'reader-word',
    expected: ['/user-docs/content-type-builder/configuring-fields-content-type'],
  },
  {query: 'unpublished content api', kind: 'reader-word', expected: ['/dev-docs/api/rest/filters-locale-publication']},
  {query: 'model definition', kind: 'reader-word', expected: ['/dev-docs/backend-customization/models']},
  {query: 'dotenv', kind: 'reader-word', expected: ['/dev-docs/configurations/environment']},
  {
    query: 'self hosting',
    kind: 'reader-word',
    expected: ['/dev-docs/deployment', '/dev-docs/deployment/hosting-guides'],
  },
  {
    query: 'wysiwyg',
    kind: 'reader-word',
    expected: [
      '/dev-docs/admin-panel-customization',
      '/dev-docs/migration/v3-to-v4/code/wysiwyg',
      '/user-docs/content-manager/writing-content',
    ],
  },
  {
    query: 'roles and permissions for editors',
    kind: 'reader-word',
    expected: [
      '/user-docs/users-roles-permissions/configuring-administrator-roles',
      '/user-docs/users-roles-permissions',
    ],
  },
  {
    query: 'bearer token',
    kind: 'reader-word',
    expected: [
      '/dev-docs/configurations/api-tokens',
      '/user-docs/settings/API-tokens',
      '/dev-docs/plugins/users-permissions',
    ],
  },
  // Symptoms and errors.
  {
    query: 'api returns only 25 items',
    kind: 'symptom',
    expected: ['/dev-docs/api/rest/sort-pagination', '/dev-docs/configurations/api'],
  },
  {
    query: 'get all entries not just first page',
    kind: 'symptom',
    expected: ['/dev-docs/api/rest/sort-pagination', '/dev-docs/configurations/api'],
  },
  {
    query: 'forbidden error public role',
    kind: 'symptom',
    expected: ['/user-docs/users-roles-permissions/configuring-end-users-roles', '/dev-docs/plugins/users-permissions'],
  },
  {
    query: 'images not in api response',
    kind: 'symptom',
    expected: ['/dev-docs/api/rest/populate-select', '/dev-docs/api/rest/guides/understanding-populate'],
  },
  {query: 'ValidationError', kind: 'error', expected: ['/dev-docs/error-handling']},
  {
    query: 'ForbiddenError',
    kind: 'error',
    expected: ['/dev-docs/error-handling', '/dev-docs/backend-customization/policies'],
  },
  {query: 'Knex: Timeout acquiring a connection', kind: 'error', expected: ['/dev-docs/configurations/database']},
  {
    query: 'cannot create content type in production',
    kind: 'symptom',
    expected: [
      '/user-docs/content-type-builder',
      '/user-docs/content-type-builder/creating-new-content-type',
      '/dev-docs/faq',
    ],
  },
  {query: 'blocked by cors policy', kind: 'symptom', expected: ['/dev-docs/configurations/middlewares']},
  {
    query: 'uploaded images broken on s3',
    kind: 'symptom',
    expected: ['/dev-docs/configurations/middlewares', '/dev-docs/providers', '/dev-docs/plugins/upload'],
  },
  {
    query: 'request entity too large',
    kind: 'symptom',
    expected: ['/dev-docs/configurations/middlewares', '/dev-docs/plugins/upload'],
  },
  {
    query: 'rate limit login',
    kind: 'symptom',
    expected: ['/dev-docs/plugins/users-permissions', '/dev-docs/configurations/admin-panel'],
  },
  {
    query: 'admin not updated after code change',
    kind: 'symptom',
    expected: ['/dev-docs/cli', '/dev-docs/admin-panel-customization', '/dev-docs/configurations/admin-panel'],
  },
  {query: 'build logs cloud', kind: 'cloud', expected: ['/cloud/projects/deploys-history', '/cloud/projects/deploys']},
  {
    query: 'Invalid pagination',
    kind: 'error',
    expected: ['/dev-docs/error-handling', '/dev-docs/api/rest/sort-pagination'],
  },
  // Identifiers.
  {query: 'strapi.entityService.create', kind: 'identifier', expected: ['/dev-docs/api/entity-service/crud']},
  {
    query: 'strapi.db.query findMany',
    kind: 'identifier',
    expected: ['/dev-docs/api/query-engine/single-operations', '/dev-docs/api/query-engine'],
  },
  {query: 'populate[0]', kind: 'identifier', expected: ['/dev-docs/api/rest/populate-select']},
  {
    query: '$eq',
    kind: 'identifier',
    expected: [
      '/dev-docs/api/rest/filters-locale-publication',
      '/dev-docs/api/entity-service/filter',
      '/dev-docs/api/query-engine/filtering',
    ],
  },
  {
    query: 'JWT_SECRET',
    kind: 'identifier',
    expected: ['/dev-docs/plugins/users-permissions', '/dev-docs/configurations/environment'],
  },
  {
    query: 'API_TOKEN_SALT',
    kind: 'identifier',
    expected: [
      '/dev-docs/configurations/api-tokens',
      '/dev-docs/configurations/admin-panel',
      '/dev-docs/configurations/environment',
    ],
  },
  {
    query: 'env.bool',
    kind: 'identifier',
    expected: [
      '/dev-docs/configurations/guides/access-cast-environment-variables',
      '/dev-docs/configurations/environment',
    ],
  },
  {
    query: 'strapi.plugin',
    kind: 'identifier',
    expected: ['/dev-docs/api/plugins/server-api', '/dev-docs/configurations/guides/access-configuration-values'],
  },
  {query: 'createCoreService', kind: 'identifier', expected: ['/dev-docs/backend-customization/services']},
  {query: 'publicationState=preview', kind: 'identifier', expected: ['/dev-docs/api/rest/filters-locale-publication']},
  {query: 'afterUpdate lifecycle', kind: 'identifier', expected: ['/dev-docs/backend-customization/models']},
  {
    query: 'strapi develop --watch-admin',
    kind: 'identifier',
    expected: ['/dev-docs/cli', '/dev-docs/admin-panel-customization'],
  },
  {query: 'depthLimit', kind: 'identifier', expected: ['/dev-docs/plugins/graphql']},
  {query: 'config/plugins.js', kind: 'identifier', expected: ['/dev-docs/configurations/plugins']},
  {
    query: 'ctx.badRequest',
    kind: 'identifier',
    expected: ['/dev-docs/backend-customization/requests-responses', '/dev-docs/error-handling'],
  },
  // Editors.
  {
    query: 'rearrange fields in the list view',
    kind: 'editor',
    expected: ['/user-docs/content-manager/configuring-view-of-content-type'],
  },
  {query: 'edit image alternative text', kind: 'editor', expected: ['/user-docs/media-library/managing-assets']},
  {
    query: 'add a new admin user',
    kind: 'editor',
    expected: ['/user-docs/users-roles-permissions/managing-administrators'],
  },
  {
    query: 'forgot password admin',
    kind: 'editor',
    expected: ['/user-docs/getting-started/setting-up-admin-panel', '/dev-docs/cli'],
  },
  {
    query: 'duplicate an entry',
    kind: 'editor',
    expected: ['/user-docs/content-manager/writing-content', '/user-docs/content-manager'],
  },
  // Typos.
  {
    query: 'internationalizaton',
    kind: 'typo',
    expected: ['/dev-docs/plugins/i18n', '/user-docs/settings/internationalization'],
  },
  {query: 'controlers', kind: 'typo', expected: ['/dev-docs/backend-customization/controllers']},
  {query: 'pagniation', kind: 'typo', expected: ['/dev-docs/api/rest/sort-pagination']},
  {
    query: 'relatoins',
    kind: 'typo',
    expected: ['/dev-docs/api/rest/relations', '/user-docs/content-manager/managing-relational-fields'],
  },
  {query: 'graphgl', kind: 'typo', expected: ['/dev-docs/plugins/graphql', '/dev-docs/api/graphql']},
];
