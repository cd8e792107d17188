import type {ReaderQuery} from './types';

/**
 * Third fresh set (issue 26): 120 queries written before the engine, the
 * concept table or any engine result were read, as developers, content
 * editors and Strapi Cloud customers would type them: questions, error lines
 * pasted from 4.25.9 (each message checked in the package sources and quoted
 * by the expected page), identifiers, everyday words, hosting products the
 * docs never name, typos and two-concept queries. Expected pages were judged
 * by reading the Markdown in docs/. Committed before its first run.
 */
export const FRESH3_QUERIES: ReaderQuery[] = [
  // Pasted error lines (messages of the 4.25.9 code, quoted by the pages).
  {
    query: 'The relation with id 4 is already connected. You cannot connect the same relation twice.',
    kind: 'error',
    expected: ['/dev-docs/api/rest/relations'],
  },
  {query: "Custom fields require a 'name' and 'type' key", kind: 'error', expected: ['/dev-docs/custom-fields']},
  {
    query: 'The upload provider "r2" doesn\'t implement the delete method.',
    kind: 'error',
    expected: ['/dev-docs/providers'],
  },
  {
    query: 'Register action is currently disabled',
    kind: 'error',
    expected: [
      '/dev-docs/plugins/users-permissions',
      '/user-docs/settings/configuring-users-permissions-plugin-settings',
    ],
  },
  {
    query: 'Your account has been blocked by an administrator',
    kind: 'error',
    expected: ['/user-docs/users-roles-permissions/managing-end-users', '/dev-docs/plugins/users-permissions'],
  },
  {
    query: 'Key may not be present unless encryption is used',
    kind: 'error',
    expected: ['/dev-docs/data-management/export'],
  },
  {query: 'No key entered, aborting import.', kind: 'error', expected: ['/dev-docs/data-management/import']},
  {
    query: 'Failed to initialize the connection: Data transfer is not enabled on the remote host',
    kind: 'error',
    expected: ['/dev-docs/data-management/transfer'],
  },
  {
    query: 'Invalid server url config. Make sure the url defined in server.js is valid.',
    kind: 'error',
    expected: ['/dev-docs/configurations/server'],
  },
  {
    query: "You can't register new conditions outside of the bootstrap function.",
    kind: 'error',
    expected: ['/dev-docs/configurations/rbac'],
  },
  {
    query: 'Invalid pagination parameters. Expected either start/limit or page/pageSize',
    kind: 'error',
    expected: ['/dev-docs/configurations/api', '/dev-docs/api/rest/sort-pagination'],
  },
  {
    query: 'Plugin name "seoHelper" is not in kebab (an-example-of-kebab-case)',
    kind: 'error',
    expected: ['/dev-docs/configurations/plugins'],
  },
  {
    query:
      "Error loading the plugin seo because seo is not installed. Please either install the plugin or remove it's configuration.",
    kind: 'error',
    expected: ['/dev-docs/configurations/plugins'],
  },
  {
    query: 'Missing required middlewares in configuration. Add the following middlewares: "strapi::query".',
    kind: 'error',
    expected: ['/dev-docs/configurations/middlewares'],
  },
  {query: 'You must provide a name to remove a cron job.', kind: 'error', expected: ['/dev-docs/configurations/cron']},
  {
    query: 'Invalid password. Expected a minimum of 8 characters with at least one number and one uppercase letter',
    kind: 'error',
    expected: ['/dev-docs/cli'],
  },
  {
    query: 'Missing transfer.token.salt: Data transfer features have been disabled.',
    kind: 'error',
    expected: ['/dev-docs/configurations/admin-panel', '/dev-docs/data-management/transfer'],
  },
  {
    query: 'The uploaded file exceeds the maximum allowed asset size.',
    kind: 'error',
    expected: ['/user-docs/media-library/adding-assets', '/dev-docs/plugins/upload'],
  },
  {
    query: 'A folder with this name already exists',
    kind: 'error',
    expected: ['/user-docs/media-library/organizing-assets-with-folders'],
  },
  {
    query: 'Could not find Custom Field: plugin::color-picker.color',
    kind: 'error',
    expected: ['/user-docs/content-manager/writing-content', '/dev-docs/custom-fields'],
  },

  // Identifiers.
  {query: 'findWithCount pagination', kind: 'identifier', expected: ['/dev-docs/api/query-engine/single-operations']},
  {
    query: 'strapi.store.set',
    kind: 'identifier',
    expected: ['/dev-docs/configurations/database', '/dev-docs/plugins/guides/store-and-access-data'],
  },
  {
    query: 'env.oneOf',
    kind: 'identifier',
    expected: [
      '/dev-docs/configurations/environment',
      '/dev-docs/configurations/guides/access-cast-environment-variables',
    ],
  },
  {
    query: 'STRAPI_DISABLE_REMOTE_DATA_TRANSFER',
    kind: 'identifier',
    expected: ['/dev-docs/configurations/environment', '/dev-docs/data-management/transfer'],
  },
  {query: 'ctx.state.auth', kind: 'identifier', expected: ['/dev-docs/backend-customization/requests-responses']},
  {query: 'sanitizeOutput', kind: 'identifier', expected: ['/dev-docs/backend-customization/controllers']},
  {query: 'rateLimit.whitelist', kind: 'identifier', expected: ['/dev-docs/configurations/admin-panel']},
  {
    query: 'webhooks.populateRelations',
    kind: 'identifier',
    expected: ['/dev-docs/backend-customization/webhooks', '/dev-docs/configurations/server'],
  },
  {query: 'pagination[withCount]', kind: 'identifier', expected: ['/dev-docs/api/rest/sort-pagination']},
  {query: 'strapi ts:generate-types', kind: 'identifier', expected: ['/dev-docs/typescript']},
  {
    query: 'plugin:watch:link',
    kind: 'identifier',
    expected: ['/dev-docs/plugins/development/plugin-cli', '/dev-docs/plugins/guides/use-the-plugin-cli'],
  },
  {
    query: 'onConnectionSuccess',
    kind: 'identifier',
    expected: ['/dev-docs/configurations/sso', '/dev-docs/configurations/admin-panel'],
  },

  // Developers' questions and tasks in their own words.
  {query: 'how do I run something every night at 2am', kind: 'task', expected: ['/dev-docs/configurations/cron']},
  {
    query: 'put strapi behind /cms on my domain',
    kind: 'task',
    expected: [
      '/dev-docs/configurations/server',
      '/dev-docs/deployment/nginx-proxy',
      '/dev-docs/deployment/caddy-proxy',
    ],
  },
  {
    query: 'is it possible to use mongodb with strapi 4',
    kind: 'reader-word',
    expected: ['/dev-docs/faq', '/dev-docs/configurations/database'],
  },
  {
    query: 'how do I get more than 100 items from the api',
    kind: 'task',
    expected: ['/dev-docs/configurations/api', '/dev-docs/api/rest/sort-pagination'],
  },
  {query: 'only return the title and price fields', kind: 'task', expected: ['/dev-docs/api/rest/populate-select']},
  {
    query: 'why does my api response not include the image',
    kind: 'symptom',
    expected: [
      '/dev-docs/faq',
      '/dev-docs/api/rest/populate-select',
      '/dev-docs/api/rest/guides/understanding-populate',
    ],
  },
  {query: 'full text search on articles via rest', kind: 'task', expected: ['/dev-docs/api/rest/parameters']},
  {
    query: 'fetch unpublished drafts through the api',
    kind: 'task',
    expected: ['/dev-docs/api/rest/filters-locale-publication'],
  },
  {
    query: 'who is the logged in user inside my controller',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/requests-responses', '/dev-docs/plugins/users-permissions'],
  },
  {query: 'how long is the login token valid', kind: 'reader-word', expected: ['/dev-docs/plugins/users-permissions']},
  {
    query: 'let people sign in with their google account on my website',
    kind: 'task',
    expected: [
      '/dev-docs/plugins/users-permissions',
      '/user-docs/settings/configuring-users-permissions-plugin-settings',
    ],
  },
  {
    query: 'stop brute force on the admin login',
    kind: 'reader-word',
    expected: ['/dev-docs/configurations/admin-panel'],
  },
  {query: 'make a backup of all my content to a file', kind: 'task', expected: ['/dev-docs/data-management/export']},
  {
    query: 'move content from staging to production server',
    kind: 'task',
    expected: ['/dev-docs/data-management/transfer', '/dev-docs/faq'],
  },
  {
    query: 'stop strapi from sending analytics',
    kind: 'reader-word',
    expected: ['/dev-docs/usage-information', '/dev-docs/faq'],
  },
  {
    query: 'keep the app alive after I close the ssh session',
    kind: 'symptom',
    expected: ['/dev-docs/deployment/process-manager'],
  },
  {
    query: 'add my own endpoint that returns top rated books',
    kind: 'task',
    expected: [
      '/dev-docs/backend-customization/routes',
      '/dev-docs/backend-customization/examples/routes',
      '/dev-docs/backend-customization/controllers',
    ],
  },
  {
    query: 'only the owner of a review may edit it',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/examples/policies', '/dev-docs/backend-customization/policies'],
  },
  {
    query: 'change the data before it is sent back to the client',
    kind: 'task',
    expected: ['/dev-docs/backend-customization/controllers', '/dev-docs/backend-customization/middlewares'],
  },
  {query: 'add a phone number to the users collection', kind: 'task', expected: ['/dev-docs/plugins-extension']},
  {query: 'swap the markdown editor for ckeditor', kind: 'task', expected: ['/dev-docs/admin-panel-customization']},
  {
    query: 'can I rename /admin to something else',
    kind: 'task',
    expected: ['/dev-docs/admin-panel-customization', '/dev-docs/faq'],
  },
  {
    query: 'run a script once to fix old rows when deploying',
    kind: 'task',
    expected: ['/dev-docs/database-migrations'],
  },
  {
    query: 'what happens first register or bootstrap',
    kind: 'reader-word',
    expected: ['/dev-docs/configurations/functions'],
  },
  {
    query: 'I forgot the admin password and there is no email set up',
    kind: 'symptom',
    expected: ['/dev-docs/faq', '/dev-docs/cli'],
  },
  {
    query: 'why does the content type builder disappear in production',
    kind: 'symptom',
    expected: ['/dev-docs/faq', '/user-docs/content-type-builder'],
  },
  {
    query: 'my uploads are gone after every deploy',
    kind: 'symptom',
    expected: ['/dev-docs/faq', '/dev-docs/plugins/upload'],
  },
  {
    query: 'image links come back without the domain name',
    kind: 'symptom',
    expected: ['/dev-docs/faq', '/dev-docs/plugins/upload'],
  },
  {
    query: 'how big can uploaded files be',
    kind: 'reader-word',
    expected: ['/dev-docs/plugins/upload', '/dev-docs/configurations/middlewares'],
  },
  {
    query: 'does the entity service check permissions',
    kind: 'reader-word',
    expected: ['/dev-docs/api/entity-service/populate', '/dev-docs/api/entity-service'],
  },
  {
    query: 'make a field invisible in the json output',
    kind: 'task',
    expected: ['/dev-docs/configurations/api', '/dev-docs/backend-customization/models'],
  },

  // Content editors' words (admin panel).
  {
    query: 'set an article to go live next monday morning',
    kind: 'editor',
    expected: ['/user-docs/content-manager/saving-and-publishing-content', '/user-docs/releases/creating-a-release'],
  },
  {
    query: 'take a page offline without deleting it',
    kind: 'editor',
    expected: ['/user-docs/content-manager/saving-and-publishing-content'],
  },
  {
    query: 'choose which columns show in the list of entries',
    kind: 'editor',
    expected: ['/user-docs/content-manager/configuring-view-of-content-type', '/user-docs/content-manager'],
  },
  {query: 'cut a picture to a square', kind: 'editor', expected: ['/user-docs/media-library/managing-assets']},
  {
    query: 'describe an image for blind visitors',
    kind: 'editor',
    expected: ['/user-docs/media-library/adding-assets', '/user-docs/media-library/managing-assets'],
  },
  {
    query: 'swap a photo for a newer one everywhere it is used',
    kind: 'editor',
    expected: ['/user-docs/media-library/managing-assets'],
  },
  {
    query: 'give a new colleague access to the admin',
    kind: 'editor',
    expected: ['/user-docs/users-roles-permissions/managing-administrators'],
  },
  {
    query: 'switch the admin to a dark theme',
    kind: 'editor',
    expected: [
      '/user-docs/getting-started/setting-up-admin-panel',
      '/user-docs/getting-started/user-guide-fundamentals',
    ],
  },
  {
    query: 'write the german version of a blog post',
    kind: 'editor',
    expected: ['/user-docs/content-manager/translating-content'],
  },
  {
    query: 'copy the english text into the spanish version to start from',
    kind: 'editor',
    expected: ['/user-docs/content-manager/translating-content'],
  },
  {
    query: 'add a dropdown with fixed choices to a content type',
    kind: 'editor',
    expected: ['/user-docs/content-type-builder/configuring-fields-content-type'],
  },
  {
    query: 'make a field compulsory',
    kind: 'editor',
    expected: ['/user-docs/content-type-builder/configuring-fields-content-type'],
  },
  {
    query: 'send an article to my boss for approval before it goes out',
    kind: 'editor',
    expected: ['/user-docs/content-manager/reviewing-content', '/user-docs/settings/review-workflows'],
  },
  {query: 'see who modified what and when', kind: 'editor', expected: ['/user-docs/settings/audit-logs']},
  {
    query: 'put our company logo on the login screen',
    kind: 'editor',
    expected: ['/user-docs/settings/admin-panel', '/dev-docs/admin-panel-customization'],
  },
  {
    query: 'ban a user from the website',
    kind: 'editor',
    expected: ['/user-docs/users-roles-permissions/managing-end-users'],
  },
  {
    query: 'attach a writer to a book',
    kind: 'editor',
    expected: ['/user-docs/content-manager/managing-relational-fields'],
  },
  {
    query: 'images are too large, shrink them automatically when uploading',
    kind: 'editor',
    expected: ['/user-docs/settings/media-library-settings', '/user-docs/media-library/adding-assets'],
  },
  {query: 'can I upload pdf files', kind: 'editor', expected: ['/user-docs/media-library/adding-assets']},
  {
    query: 'only allow the french team to edit french content',
    kind: 'editor',
    expected: ['/user-docs/users-roles-permissions/configuring-administrator-roles'],
  },
  {
    query: 'writers should only change their own posts',
    kind: 'editor',
    expected: ['/user-docs/users-roles-permissions/configuring-administrator-roles'],
  },
  {
    query: 'group several changes and publish them together',
    kind: 'editor',
    expected: [
      '/user-docs/releases/introduction',
      '/user-docs/releases/creating-a-release',
      '/user-docs/releases/managing-a-release',
    ],
  },
  {
    query: 'content for the homepage that exists only once',
    kind: 'editor',
    expected: [
      '/user-docs/content-type-builder/creating-new-content-type',
      '/user-docs/getting-started/user-guide-fundamentals',
    ],
  },
  {
    query: 'rename a field without losing what was typed',
    kind: 'editor',
    expected: ['/user-docs/content-type-builder/managing-content-types'],
  },

  // Strapi Cloud customers.
  {query: 'use my own domain name on strapi cloud', kind: 'cloud', expected: ['/cloud/projects/settings']},
  {query: "bring back yesterday's database on cloud", kind: 'cloud', expected: ['/cloud/projects/settings']},
  {
    query: 'where do I download my invoice',
    kind: 'cloud',
    expected: ['/cloud/account/account-billing', '/cloud/projects/settings'],
  },
  {
    query: 'why was my cloud project suspended',
    kind: 'cloud',
    expected: ['/cloud/getting-started/usage-billing', '/cloud/projects/overview'],
  },
  {
    query: 'cloud build failed, where are the logs',
    kind: 'cloud',
    expected: ['/cloud/projects/deploys-history', '/cloud/projects/deploys'],
  },
  {
    query: 'see console.log output of the running app in cloud',
    kind: 'cloud',
    expected: ['/cloud/projects/runtime-logs'],
  },
  {
    query: 'secret keys for the cloud app',
    kind: 'cloud',
    expected: ['/cloud/projects/settings', '/cloud/getting-started/deployment'],
  },
  {
    query: 'deploy to cloud from my terminal without github',
    kind: 'cloud',
    expected: ['/cloud/getting-started/deployment-cli', '/cloud/cli/cloud-cli'],
  },
  {query: 'move my cloud project from github to gitlab', kind: 'cloud', expected: ['/cloud/projects/settings']},
  {
    query: 'api answers are slow on cloud, can responses be cached',
    kind: 'cloud',
    expected: ['/cloud/getting-started/caching'],
  },
  {query: 'send emails from a strapi cloud app with sendgrid', kind: 'cloud', expected: ['/cloud/advanced/email']},
  {query: 'keep media on my own s3 bucket with strapi cloud', kind: 'cloud', expected: ['/cloud/advanced/upload']},
  {
    query: 'what happens when I go over the api request limit',
    kind: 'cloud',
    expected: ['/cloud/getting-started/usage-billing'],
  },
  {query: 'close my strapi cloud project for good', kind: 'cloud', expected: ['/cloud/projects/settings']},

  // Hosting products the docs never name.
  {
    query: 'deploy strapi on a vps',
    kind: 'reader-word',
    expected: ['/dev-docs/deployment', '/dev-docs/deployment/digitalocean', '/dev-docs/deployment/hosting-guides'],
  },
  {query: 'supabase postgres connection string', kind: 'reader-word', expected: ['/dev-docs/configurations/database']},
  {
    query: 'run strapi on kubernetes',
    kind: 'reader-word',
    expected: ['/dev-docs/installation/docker', '/dev-docs/deployment', '/dev-docs/faq'],
  },
  {query: 'host strapi on netlify functions', kind: 'reader-word', expected: ['/dev-docs/faq']},
  {
    query: 'traefik in front of strapi',
    kind: 'reader-word',
    expected: [
      '/dev-docs/configurations/server',
      '/dev-docs/deployment/nginx-proxy',
      '/dev-docs/deployment/caddy-proxy',
      '/dev-docs/deployment/haproxy-proxy',
    ],
  },
  {
    query: 'rebuild my netlify site when content changes',
    kind: 'reader-word',
    expected: ['/dev-docs/backend-customization/webhooks'],
  },

  // Typos.
  {query: 'webhok payload', kind: 'typo', expected: ['/dev-docs/backend-customization/webhooks']},
  {
    query: 'populat relations',
    kind: 'typo',
    expected: ['/dev-docs/api/rest/populate-select', '/dev-docs/api/rest/guides/understanding-populate'],
  },
  {query: 'midleware order', kind: 'typo', expected: ['/dev-docs/configurations/middlewares']},
  {
    query: 'enviroment variabels',
    kind: 'typo',
    expected: [
      '/dev-docs/configurations/environment',
      '/dev-docs/configurations/guides/access-cast-environment-variables',
    ],
  },
  {
    query: 'internationalisation locale',
    kind: 'typo',
    expected: ['/user-docs/settings/internationalization', '/dev-docs/plugins/i18n'],
  },
  {query: 'dokcer compose postgres', kind: 'typo', expected: ['/dev-docs/installation/docker']},
  {
    query: 'sheduled publishing',
    kind: 'typo',
    expected: ['/user-docs/content-manager/saving-and-publishing-content', '/user-docs/releases/creating-a-release'],
  },
  {query: 'typscript types generate', kind: 'typo', expected: ['/dev-docs/typescript']},

  // Two concepts in one query.
  {query: 'graphql filter by locale', kind: 'task', expected: ['/dev-docs/api/graphql', '/dev-docs/plugins/i18n']},
  {
    query: 'api token read only for one content type',
    kind: 'task',
    expected: ['/user-docs/settings/API-tokens', '/dev-docs/configurations/api-tokens'],
  },
  {
    query: 'email a moderator when a review is created',
    kind: 'task',
    expected: [
      '/dev-docs/plugins/email',
      '/dev-docs/backend-customization/models',
      '/dev-docs/backend-customization/examples/services-and-controllers',
    ],
  },
  {query: 'sso google restrict to company domain', kind: 'task', expected: ['/dev-docs/configurations/sso']},
  {query: 'docker with mysql instead of postgres', kind: 'task', expected: ['/dev-docs/installation/docker']},
];
