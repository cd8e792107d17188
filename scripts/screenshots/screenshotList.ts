/**
 * What scripts/screenshots/screenshots.ts captures. Names are stable: pages embed
 * /img/screenshots/<name>-light.webp and <name>-dark.webp (plus the -640 and
 * -960 widths) with ThemedImage.
 */
import type {Locator, Page} from '@playwright/test';

/** A numbered box drawn over a real element of the admin, for a caption to refer to. */
export interface Callout {
  label: string;
  target: (page: Page) => Locator;
}

export interface Screenshot {
  /** File name stem under static/img/screenshots. */
  name: string;
  /** Admin route, relative to the server root. */
  path: string;
  /** Text that is on screen once the view has loaded. */
  waitFor: string;
  /** Optional extra step before the shot (open a dialog, scroll). */
  prepare?: (page: Page) => Promise<void>;
  /** Text that is on screen once `prepare` is done. */
  waitAfterPrepare?: string;
  /** Numbered boxes drawn on the shot, in caption order. */
  callouts?: Callout[];
}

const BOOKS = 'api::book.book';
const USERS = 'plugin::users-permissions.user';

/** The settings sub-navigation (its heading is "Settings"). */
const settingsMenuLink = (name: string) => (page: Page) =>
  page.getByRole('navigation', {name: 'Settings'}).getByRole('link', {name}).first();
/** A button or a link (the admin draws some links as buttons and the reverse). */
const control =
  (name: string, exact = false) =>
  (page: Page) =>
    page.getByRole('button', {name, exact}).or(page.getByRole('link', {name, exact})).first();
const button = control;
const link = control;
const text =
  (value: string, exact = false) =>
  (page: Page) =>
    page.getByText(value, {exact}).first();
const dialog = (page: Page) => page.getByRole('dialog').first();
const table = (page: Page) => page.getByRole('grid').or(page.getByRole('table')).first();

export const SCREENSHOTS: Screenshot[] = [
  {
    name: 'admin-home',
    path: '/admin',
    waitFor: 'Welcome',
    callouts: [
      {label: '1', target: (page) => page.getByRole('navigation').first()},
      {label: '2', target: text('Welcome', false)},
    ],
  },
  {
    name: 'content-manager-books-list',
    path: `/admin/content-manager/collection-types/${BOOKS}?page=1&pageSize=10&sort=title:ASC&plugins[i18n][locale]=en`,
    waitFor: 'Parable of the Sower',
    callouts: [
      {label: '1', target: (page) => page.getByRole('navigation', {name: 'Content'})},
      {label: '2', target: link('Create new entry')},
      {label: '3', target: button('Filters')},
      {label: '4', target: table},
    ],
  },
  {
    name: 'content-manager-configure-list-view',
    path: `/admin/content-manager/collection-types/${BOOKS}/configurations/list`,
    waitFor: 'Enable search',
    callouts: [
      {label: '1', target: button('Save', true)},
      {label: '2', target: text('Enable search')},
      {label: '3', target: text('View', true)},
    ],
  },
  {
    name: 'content-manager-book-edit',
    path: `/admin/content-manager/collection-types/${BOOKS}/5?plugins[i18n][locale]=en`,
    waitFor: 'Litany Against Fear',
    callouts: [
      {label: '1', target: button('Unpublish')},
      {label: '2', target: button('Save', true)},
      {label: '3', target: text('Editing published version')},
      {label: '4', target: text('Configure the view')},
    ],
  },
  {
    name: 'content-manager-book-edit-fr',
    // id 7 is the French localization of book 1 (see tests/strapi-app/src/seed/data.js).
    path: `/admin/content-manager/collection-types/${BOOKS}/7?plugins[i18n][locale]=fr`,
    waitFor: 'Le Sorcier de Terremer',
    callouts: [{label: '1', target: text('Internationalization', true)}],
  },
  {
    name: 'content-type-builder-book',
    path: `/admin/plugins/content-type-builder/content-types/${BOOKS}`,
    waitFor: 'releaseDate',
    callouts: [
      {label: '1', target: text('Create new collection type')},
      {label: '2', target: button('Edit', true)},
      {label: '3', target: button('Add another field')},
      {label: '4', target: button('Save', true)},
    ],
  },
  {
    name: 'content-type-builder-field-types',
    path: `/admin/plugins/content-type-builder/content-types/${BOOKS}`,
    waitFor: 'releaseDate',
    prepare: async (page) => {
      await page.getByRole('button', {name: 'Add another field'}).first().click();
    },
    waitAfterPrepare: 'Small or long text',
  },
  {
    name: 'content-type-builder-new-collection-type',
    path: `/admin/plugins/content-type-builder/content-types/${BOOKS}`,
    waitFor: 'releaseDate',
    prepare: async (page) => {
      await page.getByText('Create new collection type').first().click();
    },
    waitAfterPrepare: 'Display name',
    callouts: [
      {label: '1', target: text('Display name', true)},
      {label: '2', target: (page) => page.getByRole('tab', {name: 'Advanced settings'})},
    ],
  },
  {
    name: 'content-type-builder-edit-book-settings',
    path: `/admin/plugins/content-type-builder/content-types/${BOOKS}`,
    waitFor: 'releaseDate',
    prepare: async (page) => {
      await page.getByRole('button', {name: 'Edit', exact: true}).first().click();
      await page.getByRole('dialog').getByRole('tab', {name: 'Advanced settings'}).click();
    },
    waitAfterPrepare: 'Draft & publish',
  },
  {name: 'profile', path: '/admin/me', waitFor: 'Experience'},
  {
    name: 'media-library',
    path: '/admin/plugins/upload',
    waitFor: 'dune-cover',
    callouts: [
      {label: '1', target: button('Add new folder')},
      {label: '2', target: button('Add new assets')},
      {label: '3', target: text('Folders (4)')},
      {label: '4', target: text('Assets (5)')},
    ],
  },
  {
    name: 'media-library-upload-dialog',
    path: '/admin/plugins/upload',
    waitFor: 'dune-cover',
    prepare: async (page) => {
      await page.getByRole('button', {name: 'Add new assets'}).first().click();
    },
    waitAfterPrepare: 'Browse files',
    callouts: [
      {label: '1', target: (page) => page.getByRole('tab', {name: 'From computer'})},
      {label: '2', target: (page) => page.getByRole('tab', {name: 'From url'})},
      {label: '3', target: button('Browse files')},
    ],
  },
  {
    name: 'media-library-asset-details',
    path: '/admin/plugins/upload',
    waitFor: 'dune-cover',
    prepare: async (page) => {
      // Hovering a card reveals its Edit button; clicking the image opens the same details.
      const card = page.locator('article').filter({hasText: 'dune-cover.png'}).first();
      await card.hover({timeout: 5000});
      const edit = card.getByRole('button', {name: /edit/i});
      if (await edit.count()) await edit.first().click();
      else await card.locator('img').first().click();
    },
    waitAfterPrepare: 'Alternative text',
    callouts: [
      {label: '1', target: (page) => dialog(page).getByRole('button', {name: 'Delete'})},
      {label: '2', target: text('Alternative text', true)},
      {label: '3', target: button('Replace media')},
    ],
  },
  {
    name: 'media-library-folder',
    // Folder ids follow the seed order in tests/strapi-app/src/seed/adminFeatures.js: 1 is Covers.
    path: '/admin/plugins/upload?folder=1',
    waitFor: 'Science fiction',
    // Inside the folder, "Covers" only appears in the breadcrumb under the title.
    callouts: [{label: '1', target: text('Covers', true)}],
  },
  {name: 'plugins-list', path: '/admin/list-plugins', waitFor: 'Content Type Builder'},
  {name: 'marketplace', path: '/admin/marketplace', waitFor: 'Marketplace'},
  {
    name: 'settings-overview',
    path: '/admin/settings/application-infos',
    waitFor: 'Strapi version',
    callouts: [
      {label: '1', target: text('Details', true)},
      {label: '2', target: text('Customization', true)},
    ],
  },
  {
    name: 'settings-menu',
    path: '/admin/settings/application-infos',
    waitFor: 'Strapi version',
    callouts: [{label: '1', target: (page) => page.getByRole('navigation', {name: 'Settings'})}],
  },
  {
    name: 'settings-api-tokens',
    path: '/admin/settings/api-tokens',
    waitFor: 'Docs examples',
    callouts: [
      {label: '1', target: settingsMenuLink('API Tokens')},
      {label: '2', target: link('Create new API Token')},
      {label: '3', target: (page) => page.getByRole('row').first()},
    ],
  },
  {name: 'settings-api-token-edit', path: '/admin/settings/api-tokens/1', waitFor: 'Token duration'},
  {
    name: 'settings-transfer-tokens',
    path: '/admin/settings/transfer-tokens',
    waitFor: 'Staging to production',
    callouts: [
      {label: '1', target: settingsMenuLink('Transfer Tokens')},
      {label: '2', target: link('Create new Transfer Token')},
    ],
  },
  {
    name: 'settings-internationalization',
    path: '/admin/settings/internationalization',
    waitFor: 'French (fr)',
    callouts: [
      {label: '1', target: button('Add new locale')},
      {label: '2', target: (page) => page.getByRole('row').filter({hasText: 'English (en)'})},
      {label: '3', target: (page) => page.getByRole('row').filter({hasText: 'French (fr)'})},
    ],
  },
  {
    name: 'settings-internationalization-add-locale',
    path: '/admin/settings/internationalization',
    waitFor: 'French (fr)',
    prepare: async (page) => {
      await page.getByRole('button', {name: 'Add new locale'}).first().click();
    },
    waitAfterPrepare: 'Locale display name',
  },
  {name: 'settings-media-library', path: '/admin/settings/media-library', waitFor: 'Responsive friendly upload'},
  {
    name: 'users-permissions-roles',
    path: '/admin/settings/users-permissions/roles',
    waitFor: 'Authenticated',
    callouts: [
      {
        label: '1',
        target: (page) => page.getByRole('navigation', {name: 'Settings'}).getByText('Users & Permissions plugin'),
      },
      {
        label: '2',
        target: (page) =>
          page
            .getByRole('button', {name: 'Add new role'})
            .or(page.getByRole('link', {name: 'Add new role'}))
            .first(),
      },
    ],
  },
  {name: 'users-permissions-public-role', path: '/admin/settings/users-permissions/roles/2', waitFor: 'Permissions'},
  {name: 'admin-roles', path: '/admin/settings/roles', waitFor: 'Translator FR'},
  {
    name: 'admin-role-editor',
    path: '/admin/settings/roles/2',
    waitFor: 'Collection Types',
    callouts: [
      {label: '1', target: (page) => page.getByRole('tablist').first()},
      {label: '2', target: text('Publish', true)},
    ],
  },
  {
    name: 'admin-users',
    path: '/admin/settings/users',
    waitFor: 'Maya',
    callouts: [{label: '1', target: button('Invite new user')}],
  },
  {
    name: 'content-manager-end-users',
    path: `/admin/content-manager/collection-types/${USERS}?page=1&pageSize=10&sort=username:ASC`,
    waitFor: 'bookworm42',
  },
  // Enterprise features: without a licence, 4.25.9 shows these upgrade pages (admin.flags.promoteEE).
  {
    name: 'releases-ce',
    path: '/admin/plugins/purchase-content-releases',
    waitFor: 'only available as part of a paid plan',
    callouts: [
      {label: '1', target: (page) => page.getByRole('navigation').first().getByRole('link', {name: 'Releases'})},
      {label: '2', target: link('Learn more')},
    ],
  },
  {
    name: 'review-workflows-ce',
    path: '/admin/settings/purchase-review-workflows',
    waitFor: 'only available as part of a paid plan',
    callouts: [
      {label: '1', target: settingsMenuLink('Review Workflows')},
      {label: '2', target: link('Learn more')},
    ],
  },
  {
    name: 'audit-logs-ce',
    path: '/admin/settings/purchase-audit-logs',
    waitFor: 'only available as part of a paid plan',
    callouts: [
      {label: '1', target: settingsMenuLink('Audit Logs')},
      {label: '2', target: link('Learn more')},
    ],
  },
  {
    name: 'single-sign-on-ce',
    path: '/admin/settings/purchase-single-sign-on',
    waitFor: 'only available as part of a paid plan',
    callouts: [
      {label: '1', target: settingsMenuLink('Single Sign-On')},
      {label: '2', target: link('Learn more')},
    ],
  },
];

export interface BookCover {
  bookId: number;
  fileName: string;
  title: string;
  author: string;
  background: string;
  ink: string;
}

/** Generated typographic covers (no third-party artwork) for the published books. */
export const BOOK_COVERS: BookCover[] = [
  {
    bookId: 1,
    fileName: 'a-wizard-of-earthsea-cover.png',
    title: 'A Wizard of Earthsea',
    author: 'Ursula K. Le Guin',
    background: '#1f4e5f',
    ink: '#f4efe1',
  },
  {
    bookId: 2,
    fileName: 'the-left-hand-of-darkness-cover.png',
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    background: '#e8eef2',
    ink: '#1d2a35',
  },
  {
    bookId: 3,
    fileName: 'kindred-cover.png',
    title: 'Kindred',
    author: 'Octavia E. Butler',
    background: '#7a2e1f',
    ink: '#fbe9d0',
  },
  {
    bookId: 4,
    fileName: 'parable-of-the-sower-cover.png',
    title: 'Parable of the Sower',
    author: 'Octavia E. Butler',
    background: '#c9822b',
    ink: '#241605',
  },
  {
    bookId: 5,
    fileName: 'dune-cover.png',
    title: 'Dune',
    author: 'Frank Herbert',
    background: '#d9a55b',
    ink: '#2b1a0a',
  },
];

/** Administrators invited by the screenshot script; `active` ones accept their invitation. */
export const EXTRA_ADMINS = [
  {firstname: 'Maya', lastname: 'Okafor', email: 'maya@bookstore.example', roleCode: 'strapi-editor', active: true},
  {firstname: 'Tom', lastname: 'Lindqvist', email: 'tom@bookstore.example', roleCode: 'strapi-author', active: true},
  {
    firstname: 'Claire',
    lastname: 'Dubois',
    email: 'claire@bookstore.example',
    roleCode: 'translator-fr',
    active: false,
  },
] as const;

/** The custom administrator role the screenshot script creates. */
export const TRANSLATOR_ROLE = {name: 'Translator FR', description: 'Translates books into French.'} as const;
