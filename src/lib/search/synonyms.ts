/**
 * The reviewed concept table of search: readers' words and phrasings (left)
 * and the words the docs use for the same thing (right). Expansion is one
 * way, reader -> docs: a query with a reader word also matches the docs
 * words, while a docs word is never widened into a reader's loose word.
 *
 * Used by the local engine (src/lib/search/queryUnderstanding.ts) and pushed
 * to Typesense as one-way synonyms by `npm run search:index`, so both
 * backends read the same table. Keep each reader phrase specific: a phrase
 * that is also an ordinary docs word (e.g. "production") would widen every
 * query that contains it. Entries are matched after lowercasing, stop-word
 * removal and stemming, on whole words.
 */
export interface Concept {
  /** Stable id (used as the Typesense synonym id prefix). */
  id: string;
  /** Words and phrases the docs use. */
  docs: string[];
  /** What readers type for it. */
  readers: string[];
}

export const CONCEPTS: Concept[] = [
  {
    id: 'i18n',
    docs: ['i18n', 'internationalization', 'locales'],
    readers: ['translation', 'translations', 'translate', 'multilingual', 'multi-language', 'multiple languages', 'language', 'languages', 'localization', 'localisation', 'internationalisation', 'localize', 'localise'],
  },
  {
    id: 'cron',
    docs: ['cron'],
    readers: ['scheduled job', 'scheduled task', 'schedule a task', 'schedule a job', 'recurring task', 'recurring job', 'periodic task', 'every night', 'every day', 'every hour', 'every minute', 'nightly', 'midnight', 'hourly', 'daily job', 'background job', 'timer'],
  },
  {
    id: 'scheduled-publishing',
    docs: ['releases', 'schedule'],
    readers: ['publish later', 'later date', 'publish at a date', 'scheduled publishing', 'schedule publishing', 'future date', 'publish on a date', 'timed publishing'],
  },
  {
    id: 'auth',
    docs: ['users permissions'],
    readers: ['auth', 'authentication', 'login', 'log in', 'sign in', 'signin', 'sign up', 'signup', 'register users', 'registration', 'end users', 'front-end users'],
  },
  {
    id: 'social-login',
    docs: ['providers', 'users permissions'],
    readers: ['social login', 'social provider', 'login with google', 'google login', 'facebook login', 'github login', 'oauth', 'oauth2'],
  },
  {
    id: 'sso',
    docs: ['single sign-on', 'sso'],
    readers: ['okta', 'azure ad', 'active directory', 'entra', 'saml', 'openid', 'oidc', 'ldap', 'google workspace', 'microsoft login'],
  },
  {
    id: 'media',
    docs: ['media library', 'upload'],
    readers: ['image', 'images', 'picture', 'pictures', 'photo', 'photos', 'video', 'videos', 'file upload', 'assets'],
  },
  {
    id: 'upload-provider',
    docs: ['upload provider', 'providers'],
    readers: ['s3', 'amazon s3', 'aws s3', 'cloudinary', 'bucket', 'external storage', 'cloud storage', 'store images', 'store files'],
  },
  {
    id: 'email',
    docs: ['email plugin', 'email provider'],
    readers: ['smtp', 'send email', 'send mail', 'sending emails', 'mailer', 'nodemailer', 'sendgrid', 'mailgun', 'amazon ses', 'mail'],
  },
  {
    id: 'documentation-plugin',
    docs: ['documentation plugin', 'openapi'],
    readers: ['swagger', 'api docs', 'api documentation', 'api reference docs', 'api spec', 'openapi spec', 'redoc', 'documentation generator'],
  },
  {
    id: 'transfer',
    docs: ['data transfer', 'transfer'],
    readers: ['copy content', 'move content', 'move data', 'sync content', 'synchronize', 'staging to production', 'between environments', 'between instances', 'another instance', 'push content', 'migrate content'],
  },
  {
    id: 'backup',
    docs: ['export', 'import'],
    readers: ['backup', 'back up', 'restore', 'dump', 'snapshot'],
  },
  {
    id: 'webhooks',
    docs: ['webhooks'],
    readers: ['rebuild', 'trigger a build', 'trigger build', 'netlify', 'vercel', 'notify my frontend', 'notify frontend', 'callback url', 'static site rebuild', 'content changes'],
  },
  {
    id: 'plugin-development',
    docs: ['create a plugin', 'developing plugins'],
    readers: ['write a plugin', 'write my own plugin', 'build a plugin', 'make a plugin', 'own plugin', 'custom plugin', 'plugin development'],
  },
  {
    id: 'ownership',
    docs: ['is creator', 'policies', 'conditions'],
    readers: ['only the author', 'author only', 'own content', 'own entries', 'own articles', 'their own', 'owner', 'ownership', 'only edit', 'only update', 'created by me'],
  },
  {
    id: 'pagination',
    docs: ['pagination', 'pageSize', 'defaultLimit', 'maxLimit'],
    readers: ['only 25', '25 results', '25 items', '25 entries', 'first page', 'all entries', 'all results', 'more than 25', 'more than 100', 'per page', 'page size', 'limit results', 'paging', 'paginate'],
  },
  {
    id: 'populate',
    docs: ['populate'],
    readers: ['relations missing', 'missing relations', 'not in response', 'not in the response', 'not in api response', 'not in the api response', 'missing in api response', 'not returned', 'missing in response', 'missing from response', 'nested relations', 'deep relations', 'include relations', 'nested component', 'nested', 'deep populate'],
  },
  {
    id: 'forbidden',
    docs: ['permissions', 'public role', 'ForbiddenError'],
    readers: ['forbidden', '403', '401', 'unauthorized', 'access denied', 'not allowed', 'permission denied'],
  },
  {
    id: 'cors',
    docs: ['cors', 'origin'],
    readers: ['blocked by cors', 'cross origin', 'cross-origin', 'access-control-allow-origin', 'cors error'],
  },
  {
    id: 'body-size',
    docs: ['sizeLimit', 'maxFileSize', 'jsonLimit', 'formLimit'],
    readers: ['too large', 'entity too large', 'payload too large', 'file too large', 'max file size', 'upload limit', '413', 'file size limit'],
  },
  {
    id: 'rate-limit',
    docs: ['rate limit', 'ratelimit'],
    readers: ['too many requests', '429', 'throttle', 'throttling', 'brute force'],
  },
  {
    id: 'dev-mode-only',
    docs: ['development mode'],
    readers: ['greyed out', 'grayed out', 'disabled in production', 'not available in production', 'cannot create content type', 'read only', 'read-only'],
  },
  {
    id: 'env',
    docs: ['environment variables'],
    readers: ['env vars', 'env var', 'env file', 'dotenv', 'environment variable', '.env'],
  },
  {
    id: 'hosting',
    docs: ['deployment', 'hosting'],
    readers: ['self hosting', 'self-hosting', 'self host', 'vps', 'production server', 'host strapi', 'hosting'],
  },
  {
    id: 'reverse-proxy',
    docs: ['reverse proxy', 'nginx', 'caddy'],
    readers: ['https', 'ssl', 'tls', 'certificate', 'lets encrypt', 'proxy'],
  },
  {
    id: 'process-manager',
    docs: ['pm2', 'process manager'],
    readers: ['keep running', 'keep strapi running', 'daemon', 'restart on crash', 'close ssh', 'systemd', 'forever', 'background process'],
  },
  {
    id: 'upgrade',
    docs: ['upgrade', 'update version'],
    readers: ['latest version', 'new version', 'update strapi', 'upgrading', 'bump version', 'newer version'],
  },
  {
    id: 'review-workflows',
    docs: ['review workflows', 'review stages'],
    readers: ['approval', 'approve', 'moderation', 'editorial workflow', 'review process', 'sign off', 'content review'],
  },
  {
    id: 'audit-logs',
    docs: ['audit logs'],
    readers: ['activity log', 'activity history', 'who changed', 'history of changes', 'change log', 'track changes', 'admin actions', 'user activity'],
  },
  {
    id: 'uid',
    docs: ['uid'],
    readers: ['slug', 'url friendly', 'url-friendly', 'permalink', 'seo url'],
  },
  {
    id: 'draft-publish',
    docs: ['draft', 'publicationState'],
    readers: ['unpublished', 'drafts', 'draft entries', 'not published', 'draft content'],
  },
  {
    id: 'models',
    docs: ['models', 'schema.json', 'attributes'],
    readers: ['schema', 'model definition', 'data model', 'content type file', 'content-type file'],
  },
  {
    id: 'components',
    docs: ['repeatable component', 'components'],
    readers: ['repeatable group', 'group of fields', 'repeater', 'field group', 'fieldset'],
  },
  {
    id: 'dynamic-zones',
    docs: ['dynamic zones'],
    readers: ['page builder', 'flexible sections', 'flexible content', 'modular content', 'section builder'],
  },
  {
    id: 'admin-roles',
    docs: ['administrator roles', 'roles'],
    readers: ['user roles', 'editor role', 'author role', 'admin vs editor', 'roles for editors', 'permissions for editors'],
  },
  {
    id: 'api-tokens',
    docs: ['api tokens'],
    readers: ['api key', 'api keys', 'access token', 'bearer token', 'bearer', 'secret key'],
  },
  {
    id: 'billing',
    docs: ['billing', 'invoices', 'subscription', 'plan'],
    readers: ['cost', 'price', 'pricing', 'how much', 'pay', 'payment', 'credit card', 'card', 'invoice', 'receipt', 'upgrade plan', 'downgrade', 'charged'],
  },
  {
    id: 'collaboration',
    docs: ['collaborators', 'collaboration'],
    readers: ['team', 'team members', 'colleague', 'coworker', 'co-worker', 'invite people', 'add people', 'share project', 'teammate', 'teammates'],
  },
  {
    id: 'custom-domain',
    docs: ['custom domain', 'domains'],
    readers: ['own domain', 'domain name', 'dns', 'cname'],
  },
  {
    id: 'lifecycle-hooks',
    docs: ['lifecycle hooks', 'lifecycles', 'beforeCreate', 'afterCreate'],
    readers: ['when an entry is created', 'entry is created', 'entry is deleted', 'entry is updated', 'after save', 'before save', 'on save', 'on create', 'on delete', 'after delete', 'run code when', 'trigger on create', 'hooks'],
  },
  {
    id: 'startup',
    docs: ['bootstrap', 'lifecycle functions'],
    readers: ['on startup', 'at startup', 'when strapi starts', 'seed', 'seeding', 'initial data', 'startup', 'server starts'],
  },
  {
    id: 'testing',
    docs: ['testing', 'jest'],
    readers: ['test', 'tests', 'unit test', 'integration test', 'e2e', 'supertest'],
  },
  {
    id: 'admin-branding',
    docs: ['admin panel customization'],
    readers: ['admin colors', 'admin colours', 'admin theme', 'branding', 'white label', 'white-label', 'rebrand', 'customize admin', 'customise admin'],
  },
  {
    id: 'rich-text',
    docs: ['wysiwyg', 'rich text'],
    readers: ['text editor', 'ckeditor', 'markdown editor', 'richtext', 'rich-text'],
  },
  {
    id: 'admin-password',
    docs: ['admin:reset-user-password', 'reset password', 'forgot password'],
    readers: ['lost password', 'locked out', 'reset my password', 'recover password', 'forgotten password', 'forgot my password'],
  },
  {
    id: 'invite-admin',
    docs: ['invite', 'administrators'],
    readers: ['invite editor', 'invite a new editor', 'add admin user', 'new admin user', 'add a user', 'new editor', 'add an editor'],
  },
  {
    id: 'cli',
    docs: ['cli', 'command line'],
    readers: ['terminal', 'from the terminal', 'command', 'commands', 'shell'],
  },
  {
    id: 'docker',
    docs: ['docker'],
    readers: ['container', 'containers', 'docker compose', 'docker-compose', 'kubernetes'],
  },
  {
    id: 'database',
    docs: ['database', 'postgresql'],
    readers: ['db', 'postgres', 'pg', 'mariadb'],
  },
  {
    id: 'filters',
    docs: ['filters', '$containsi', '$between'],
    readers: ['search entries', 'where clause', 'containing', 'contains', 'filter by', 'query by', 'date range', 'between dates'],
  },
  {
    id: 'relations',
    docs: ['relations', 'connect', 'disconnect'],
    readers: ['link entries', 'associate', 'link two entries', 'attach', 'unlink'],
  },
  {
    id: 'graphql',
    docs: ['graphql'],
    readers: ['gql', 'apollo'],
  },
  {
    id: 'alt-text',
    docs: ['alternative text'],
    readers: ['alt text', 'alt attribute', 'image description'],
  },
  {
    id: 'edit-view',
    docs: ['configure the view', 'edit view', 'list view'],
    readers: ['rearrange fields', 'field order', 'order of fields', 'reorder fields', 'layout of the form', 'form layout'],
  },
  {
    id: 'dark-mode',
    docs: ['dark mode', 'interface mode'],
    readers: ['dark theme', 'light mode', 'light theme', 'night mode'],
  },
  {
    id: 'session',
    docs: ['expiresIn', 'session'],
    readers: ['session expiry', 'session timeout', 'token expiration', 'token expiry', 'stay logged in', 'logged out', 'login expires'],
  },
  {
    id: 'cloud-deploy-logs',
    docs: ['deploys history', 'build logs'],
    readers: ['deploy failed', 'build failed', 'failed deployment', 'deployment failed', 'deployment logs'],
  },
  {
    id: 'cloud-cli-deploy',
    docs: ['cloud cli', 'deploy with the cli'],
    readers: ['without github', 'without git', 'without gitlab', 'from the command line', 'no git'],
  },
  {
    id: 'telemetry',
    docs: ['usage information', 'telemetry'],
    readers: ['analytics', 'tracking', 'data collection', 'opt out'],
  },
  {
    id: 'private-field',
    docs: ['private'],
    readers: ['hide field', 'hide a field', 'hidden field', 'hide from api', 'exclude field', 'remove field from response', 'remove password', 'sensitive field'],
  },
  {
    id: 'field-selection',
    docs: ['field selection', 'fields'],
    readers: ['only some fields', 'specific fields', 'return only', 'which fields', 'select fields'],
  },
  {
    id: 'count',
    docs: ['count', 'total', 'withCount'],
    readers: ['number of entries', 'how many entries', 'total number', 'count entries'],
  },
  {
    id: 'unique',
    docs: ['unique'],
    readers: ['duplicate value', 'already exists', 'already taken'],
  },
];

/**
 * Question words and filler readers put around what they look for: dropped
 * from queries (never from the index) unless nothing else is left.
 */
export const QUERY_FILLER = [
  'how', 'do', 'does', 'did', 'can', 'could', 'should', 'would', 'what', 'whats', 'which', 'where', 'why', 'who', 'when',
  'i', 'me', 'my', 'mine', 'we', 'us', 'our', 'you', 'your', 'want', 'wants', 'need', 'needs', 'way', 'ways', 'possible',
  'please', 'help', 'strapi', 'is', 'are', 'to', 'the', 'a', 'an', 'there', 'any', 'some', 'get', 'make', 'let', 'just',
  'using', 'use', 'with', 'after', 'only', 'all', 'not', 'doesnt', 'dont', 'cant', 'cannot', 'working', 'work', 'works',
  'instead', 'of', 'on', 'in', 'for', 'from', 'it', 'this', 'that', 'them', 'their', 'new', 'add', 'set', 'up', 'change',
];
