import type {ReaderQuery} from './types';

/**
 * Fourth fresh set (issue 26, second round): 120 queries written before the
 * engine, the concept table or any engine result of this round were read,
 * as developers, content editors and Strapi Cloud customers would type
 * them: questions, error lines pasted from 4.25.9 (each message found in
 * /work/strapi-src and quoted by the expected page), identifiers, everyday
 * words, typos and two-concept queries. Expected pages were judged by
 * reading the Markdown in docs/ (headings and text), never from results.
 * Committed before its first run.
 */
export const FRESH4_QUERIES: ReaderQuery[] = [
  // Pasted error lines.
  {
    query: 'Cannot delete the default locale',
    kind: 'error',
    expected: ['/user-docs/settings/internationalization', '/dev-docs/plugins/i18n'],
  },
  {query: 'Cannot replace a file with multiple ones', kind: 'error', expected: ['/dev-docs/plugins/upload']},
  {
    query: 'GraphQLError: Cannot use both page & offset pagination in the same query',
    kind: 'error',
    expected: ['/dev-docs/plugins/graphql', '/dev-docs/api/graphql'],
  },
  {
    query: 'CreateMany expects data to be an array',
    kind: 'error',
    expected: ['/dev-docs/api/query-engine/bulk-operations'],
  },
  {
    query: 'Delete requires a where parameter',
    kind: 'error',
    expected: ['/dev-docs/api/query-engine/single-operations'],
  },
  {query: 'ApplicationError: Email is already taken', kind: 'error', expected: ['/dev-docs/plugins/users-permissions']},
  {
    query: 'Exactly one remote source (from) or destination (to) option must be provided',
    kind: 'error',
    expected: ['/dev-docs/data-management/transfer'],
  },
  {query: 'Failed to get encryption key', kind: 'error', expected: ['/dev-docs/data-management/export']},
  {
    query: 'File is not a valid image',
    kind: 'error',
    expected: ['/user-docs/media-library/adding-assets', '/dev-docs/plugins/upload'],
  },
  {
    query: 'Following attributes are missing from your email template : html',
    kind: 'error',
    expected: ['/dev-docs/plugins/email', '/dev-docs/configurations/admin-panel'],
  },
  {
    query: "Invalid 'page' parameter. Expected an integer > 0, received: 0",
    kind: 'error',
    expected: ['/dev-docs/api/entity-service/order-pagination'],
  },
  {
    query: 'Invalid admin url config. Make sure the url defined in server.js is valid.',
    kind: 'error',
    expected: ['/dev-docs/configurations/admin-panel'],
  },
  {
    query: 'Invalid format, expected yyyy-MM-dd',
    kind: 'error',
    expected: ['/dev-docs/api/rest/filters-locale-publication'],
  },
  {
    query: "Invalid publicationState. Expected one of 'preview','live'",
    kind: 'error',
    expected: ['/dev-docs/api/rest/filters-locale-publication'],
  },
  {query: 'Missing "data" payload in the request body', kind: 'error', expected: ['/dev-docs/error-handling']},
  {
    query: 'Missing apiToken.salt. Please set apiToken.salt in config/admin.js',
    kind: 'error',
    expected: [
      '/dev-docs/configurations/api-tokens',
      '/dev-docs/configurations/admin-panel',
      '/user-docs/settings/API-tokens',
      '/dev-docs/testing',
    ],
  },
  {
    query: 'Operator and non-operator keys cannot be mixed in a relation where clause',
    kind: 'error',
    expected: ['/dev-docs/api/query-engine/filtering'],
  },
  {
    query: 'Strapi is in production mode, editing content types is disabled',
    kind: 'error',
    expected: [
      '/user-docs/content-type-builder',
      '/user-docs/content-type-builder/managing-content-types',
      '/dev-docs/quick-start',
    ],
  },
  {
    query: 'The GraphQL schema has not been generated because it is empty',
    kind: 'error',
    expected: ['/dev-docs/plugins/graphql'],
  },
  {
    query: 'The NODE_ENV is not set to production. This may result in unexpected behavior.',
    kind: 'error',
    expected: ['/dev-docs/configurations/environment', '/dev-docs/deployment'],
  },
  {
    query: 'This provider is disabled',
    kind: 'error',
    expected: [
      '/user-docs/settings/configuring-users-permissions-plugin-settings',
      '/dev-docs/plugins/users-permissions',
    ],
  },
  {
    query: 'You are using a third party provider for login. Make sure to set an absolute url in config/server.js',
    kind: 'error',
    expected: ['/dev-docs/plugins/users-permissions'],
  },
  {
    query: 'Flags conflict: both silent and debug mode are enabled, exiting...',
    kind: 'error',
    expected: ['/dev-docs/typescript'],
  },
  {
    query: 'The import will delete your existing data! Are you sure you want to proceed?',
    kind: 'error',
    expected: ['/dev-docs/data-management/import'],
  },

  // Identifiers.
  {
    query: "strapi.query('api::article.article').updateMany",
    kind: 'identifier',
    expected: ['/dev-docs/api/query-engine/bulk-operations'],
  },
  {
    query: '$between',
    kind: 'identifier',
    expected: [
      '/dev-docs/api/rest/filters-locale-publication',
      '/dev-docs/api/query-engine/filtering',
      '/dev-docs/api/entity-service/filter',
    ],
  },
  {
    query: 'sort[0]=title:asc&sort[1]=createdAt:desc',
    kind: 'identifier',
    expected: ['/dev-docs/api/rest/sort-pagination'],
  },
  {query: 'fields[0]=title&fields[1]=slug', kind: 'identifier', expected: ['/dev-docs/api/rest/populate-select']},
  {query: 'strapi::body formLimit', kind: 'identifier', expected: ['/dev-docs/configurations/middlewares']},
  {query: "strapi.plugin('upload').service('upload')", kind: 'identifier', expected: ['/dev-docs/plugins/upload']},
  {query: 'strapi.cron.add', kind: 'identifier', expected: ['/dev-docs/configurations/cron']},
  {query: 'admin.auth.options.expiresIn', kind: 'identifier', expected: ['/dev-docs/configurations/admin-panel']},
  {query: 'app.addMenuLink', kind: 'identifier', expected: ['/dev-docs/api/plugins/admin-panel-api']},
  {query: 'injectComponent', kind: 'identifier', expected: ['/dev-docs/api/plugins/admin-panel-api']},
  {
    query: 'strapi-server.js',
    kind: 'identifier',
    expected: [
      '/dev-docs/api/plugins/server-api',
      '/dev-docs/plugins/development/plugin-structure',
      '/dev-docs/plugins-extension',
    ],
  },
  {query: 'beforeDelete lifecycle hook', kind: 'identifier', expected: ['/dev-docs/backend-customization/models']},
  {query: 'ctx.request.body', kind: 'identifier', expected: ['/dev-docs/backend-customization/requests-responses']},
  {query: 'policyContext', kind: 'identifier', expected: ['/dev-docs/backend-customization/policies']},
  {
    query: 'STRAPI_ADMIN_BACKEND_URL',
    kind: 'identifier',
    expected: ['/dev-docs/configurations/environment', '/dev-docs/deployment'],
  },
  {query: 'strapi configuration:dump', kind: 'identifier', expected: ['/dev-docs/cli']},
  {
    query: 'X-Forwarded-Proto',
    kind: 'identifier',
    expected: [
      '/dev-docs/configurations/server',
      '/dev-docs/deployment/nginx-proxy',
      '/dev-docs/deployment/caddy-proxy',
      '/dev-docs/deployment/haproxy-proxy',
    ],
  },

  // Editors' everyday words.
  {
    query: 'pull an article back off the website',
    kind: 'editor',
    expected: ['/user-docs/content-manager/saving-and-publishing-content'],
  },
  {
    query: 'put photos into albums',
    kind: 'editor',
    expected: ['/user-docs/media-library/organizing-assets-with-folders'],
  },
  {query: 'change the caption under a picture', kind: 'editor', expected: ['/user-docs/media-library/managing-assets']},
  {
    query: 'link a book to the person who wrote it',
    kind: 'editor',
    expected: ['/user-docs/content-manager/managing-relational-fields'],
  },
  {
    query: 'change the order of the linked categories',
    kind: 'editor',
    expected: ['/user-docs/content-manager/managing-relational-fields'],
  },
  {query: 'make a word bold in an article', kind: 'editor', expected: ['/user-docs/content-manager/writing-content']},
  {
    query: 'see who an article is assigned to',
    kind: 'editor',
    expected: ['/user-docs/content-manager/reviewing-content'],
  },
  {
    query: 'mark an article as ready to be checked',
    kind: 'editor',
    expected: ['/user-docs/content-manager/reviewing-content', '/user-docs/settings/review-workflows'],
  },
  {
    query: 'a freelancer should only see blog posts',
    kind: 'editor',
    expected: ['/user-docs/users-roles-permissions/configuring-administrator-roles'],
  },
  {
    query: 'pick which field names an entry in the list',
    kind: 'editor',
    expected: ['/user-docs/content-manager/configuring-view-of-content-type'],
  },
  {
    query: 'make the summary box wider in the form',
    kind: 'editor',
    expected: ['/user-docs/content-manager/configuring-view-of-content-type'],
  },
  {
    query: 'remove many old posts at once',
    kind: 'editor',
    expected: ['/user-docs/content-manager', '/user-docs/content-manager/saving-and-publishing-content'],
  },
  {
    query: 'publish several articles together on friday',
    kind: 'editor',
    expected: [
      '/user-docs/releases/introduction',
      '/user-docs/releases/creating-a-release',
      '/user-docs/releases/managing-a-release',
      '/user-docs/content-manager/adding-content-to-releases',
      '/user-docs/content-manager/saving-and-publishing-content',
    ],
  },
  {
    query: 'photos look blurry after upload',
    kind: 'editor',
    expected: ['/user-docs/settings/media-library-settings', '/user-docs/media-library/adding-assets'],
  },
  {
    query: 'show only the french articles in the list',
    kind: 'editor',
    expected: ['/user-docs/content-manager/translating-content'],
  },
  {
    query: 'change my email address in the admin',
    kind: 'editor',
    expected: ['/user-docs/getting-started/setting-up-admin-panel'],
  },
  {
    query: 'night mode for the editing screen',
    kind: 'editor',
    expected: [
      '/user-docs/getting-started/setting-up-admin-panel',
      '/user-docs/getting-started/user-guide-fundamentals',
    ],
  },
  {
    query: 'the invitation link my colleague got has expired',
    kind: 'editor',
    expected: ['/user-docs/users-roles-permissions/managing-administrators'],
  },
  {
    query: 'put a video in a blog post',
    kind: 'editor',
    expected: ['/user-docs/media-library/adding-assets', '/user-docs/content-manager/writing-content'],
  },
  {query: 'replace our logo in the menu', kind: 'editor', expected: ['/user-docs/settings/admin-panel']},
  {
    query: 'move a picture to another folder',
    kind: 'editor',
    expected: ['/user-docs/media-library/organizing-assets-with-folders'],
  },
  {
    query: 'change the steps an article goes through before publishing',
    kind: 'editor',
    expected: ['/user-docs/settings/review-workflows', '/user-docs/content-manager/reviewing-content'],
  },
  {query: 'get a link to share a picture', kind: 'editor', expected: ['/user-docs/media-library/managing-assets']},

  // Strapi Cloud customers.
  {query: 'stop a deploy that is stuck', kind: 'cloud', expected: ['/cloud/projects/deploys']},
  {
    query: 'deploy from the develop branch instead of main',
    kind: 'cloud',
    expected: ['/cloud/projects/settings', '/cloud/getting-started/deployment'],
  },
  {query: 'stop deploying every time I push to git', kind: 'cloud', expected: ['/cloud/projects/settings']},
  {query: 'remove my card from strapi cloud', kind: 'cloud', expected: ['/cloud/account/account-billing']},
  {query: 'delete my strapi cloud account', kind: 'cloud', expected: ['/cloud/account/account-settings']},
  {query: 'why did my cloud site crash last night', kind: 'cloud', expected: ['/cloud/projects/runtime-logs']},
  {query: 'dns record for my domain on cloud', kind: 'cloud', expected: ['/cloud/projects/settings']},
  {
    query: 'log in to strapi cloud from the terminal',
    kind: 'cloud',
    expected: ['/cloud/getting-started/deployment-cli', '/cloud/cli/cloud-cli'],
  },
  {
    query: 'use my existing postgres database with strapi cloud',
    kind: 'cloud',
    expected: ['/cloud/advanced/database'],
  },
  {query: 'send mail over smtp from strapi cloud', kind: 'cloud', expected: ['/cloud/advanced/email']},
  {
    query: 'which region is my cloud project in',
    kind: 'cloud',
    expected: ['/cloud/getting-started/deployment', '/cloud/projects/overview'],
  },
  {
    query: 'how many requests are included in my plan',
    kind: 'cloud',
    expected: ['/cloud/getting-started/usage-billing'],
  },
  {query: 'make a backup before a big change on cloud', kind: 'cloud', expected: ['/cloud/projects/settings']},
  {query: 'remove a maintainer from my project', kind: 'cloud', expected: ['/cloud/projects/collaboration']},
  {
    query: 'deploy to cloud from my local admin panel',
    kind: 'cloud',
    expected: ['/cloud/getting-started/deployment-options'],
  },

  // Typos.
  {
    query: 'webhoks',
    kind: 'typo',
    expected: ['/dev-docs/backend-customization/webhooks', '/user-docs/settings/introduction'],
  },
  {
    query: 'middlewear',
    kind: 'typo',
    expected: ['/dev-docs/backend-customization/middlewares', '/dev-docs/configurations/middlewares'],
  },
  {query: 'polcies', kind: 'typo', expected: ['/dev-docs/backend-customization/policies']},
  {query: 'cusotm fields', kind: 'typo', expected: ['/dev-docs/custom-fields']},
  {query: 'relashionships api', kind: 'typo', expected: ['/dev-docs/api/rest/relations']},
  {query: 'medai library folders', kind: 'typo', expected: ['/user-docs/media-library/organizing-assets-with-folders']},
  {
    query: 'strapi clod deploy',
    kind: 'typo',
    expected: ['/cloud/getting-started/deployment', '/cloud/getting-started/deployment-cli', '/cloud/projects/deploys'],
  },
  {query: 'bootsrap function', kind: 'typo', expected: ['/dev-docs/configurations/functions']},
  {
    query: 'typesript support',
    kind: 'typo',
    expected: ['/dev-docs/typescript', '/dev-docs/configurations/typescript'],
  },
  {
    query: 'populaet components',
    kind: 'typo',
    expected: [
      '/dev-docs/api/rest/populate-select',
      '/dev-docs/api/rest/guides/understanding-populate',
      '/dev-docs/api/entity-service/components-dynamic-zones',
    ],
  },
  {query: 'gaphql playground', kind: 'typo', expected: ['/dev-docs/plugins/graphql']},
  {
    query: 'interationalization plugin',
    kind: 'typo',
    expected: ['/dev-docs/plugins/i18n', '/user-docs/settings/internationalization'],
  },
  {
    query: 'sigle sign on',
    kind: 'typo',
    expected: ['/dev-docs/configurations/sso', '/user-docs/settings/single-sign-on'],
  },

  // Questions.
  {
    query: 'how do I let visitors read articles without logging in',
    kind: 'task',
    expected: ['/user-docs/users-roles-permissions/configuring-end-users-roles', '/dev-docs/plugins/users-permissions'],
  },
  {
    query: 'how do I make the email field unique',
    kind: 'task',
    expected: [
      '/user-docs/content-type-builder/configuring-fields-content-type',
      '/dev-docs/backend-customization/models',
    ],
  },
  {query: 'why does my cron job never run', kind: 'symptom', expected: ['/dev-docs/configurations/cron']},
  {
    query: 'can I hide the content type builder from editors',
    kind: 'task',
    expected: ['/user-docs/users-roles-permissions/configuring-administrator-roles'],
  },
  {
    query: 'how do I get an entry by its slug instead of the id',
    kind: 'task',
    expected: [
      '/dev-docs/api/rest/filters-locale-publication',
      '/dev-docs/backend-customization/examples/services-and-controllers',
    ],
  },
  {
    query: 'why are relations empty when I create an entry through the api',
    kind: 'symptom',
    expected: ['/dev-docs/api/rest/relations'],
  },
  {
    query: 'how do I upload a file from my frontend',
    kind: 'task',
    expected: ['/dev-docs/plugins/upload', '/dev-docs/api/rest/reference/upload-file'],
  },
  {
    query: 'what is the difference between a component and a dynamic zone',
    kind: 'reader-word',
    expected: [
      '/user-docs/content-type-builder/configuring-fields-content-type',
      '/user-docs/content-type-builder/creating-new-content-type',
      '/dev-docs/backend-customization/models',
    ],
  },
  {
    query: 'is it possible to have several admins with different rights',
    kind: 'task',
    expected: [
      '/user-docs/users-roles-permissions/configuring-administrator-roles',
      '/user-docs/users-roles-permissions',
    ],
  },
  {
    query: 'can I change the plural name used in the api urls',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/models', '/dev-docs/backend-customization/routes'],
  },
  {
    query: 'why does the api return 401 with my token',
    kind: 'symptom',
    expected: ['/user-docs/settings/API-tokens', '/dev-docs/configurations/api-tokens'],
  },
  {
    query: 'how do I add a button to the edit view of the content manager',
    kind: 'task',
    expected: ['/dev-docs/api/plugins/admin-panel-api'],
  },
  {
    query: 'can I run code before an entry is saved',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/models'],
  },
  {
    query: 'how do I see the sql queries strapi runs',
    kind: 'task',
    expected: ['/dev-docs/configurations/database'],
  },
  {
    query: 'is it possible to turn off sign up for new users',
    kind: 'task',
    expected: [
      '/user-docs/settings/configuring-users-permissions-plugin-settings',
      '/dev-docs/plugins/users-permissions',
    ],
  },
  {
    query: 'how do I stop strapi from checking for updates',
    kind: 'task',
    expected: ['/dev-docs/configurations/environment', '/dev-docs/configurations/server'],
  },
  {
    query: 'what does the transfer command need on the remote server',
    kind: 'task',
    expected: ['/dev-docs/data-management/transfer', '/user-docs/settings/transfer-tokens'],
  },

  // Two concepts.
  {
    query: 'german drafts through the rest api',
    kind: 'task',
    expected: ['/dev-docs/api/rest/filters-locale-publication'],
  },
  {
    query: 'components and dynamic zones with entityService.create',
    kind: 'identifier',
    expected: ['/dev-docs/api/entity-service/components-dynamic-zones'],
  },
  {
    query: 'sort by a related field with the entity service',
    kind: 'task',
    expected: ['/dev-docs/api/entity-service/order-pagination'],
  },
  {query: 'pm2 with a typescript project', kind: 'task', expected: ['/dev-docs/deployment/process-manager']},
  {
    query: 'amazon ses email provider',
    kind: 'task',
    expected: ['/dev-docs/providers', '/dev-docs/plugins/email'],
  },
  {query: 'cloudinary uploads on strapi cloud', kind: 'cloud', expected: ['/cloud/advanced/upload']},
  {
    query: 'api token for graphql requests',
    kind: 'task',
    expected: ['/dev-docs/plugins/graphql', '/dev-docs/api/graphql', '/dev-docs/integrations/graphql'],
  },
  {query: 'nginx in front of strapi with https', kind: 'task', expected: ['/dev-docs/deployment/nginx-proxy']},
  {query: 'docker image with a postgres database', kind: 'task', expected: ['/dev-docs/installation/docker']},
  {
    query: 'webhook when an entry is published',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/webhooks', '/user-docs/settings/introduction'],
  },
  {
    query: 'custom field from a plugin in the content type builder',
    kind: 'task',
    expected: ['/dev-docs/custom-fields', '/user-docs/content-type-builder/configuring-fields-content-type'],
  },
];
