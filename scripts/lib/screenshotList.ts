/**
 * What scripts/screenshots.ts captures. Names are stable: pages embed
 * /img/screenshots/<name>-light.png and <name>-dark.png with ThemedImage.
 */
import type {Page} from '@playwright/test';

export interface Screenshot {
  /** File name stem under static/img/screenshots. */
  name: string;
  /** Admin route, relative to the server root. */
  path: string;
  /** Text that is on screen once the view has loaded. */
  waitFor: string;
  /** A host the view loads its content from; the shot is skipped when it is unreachable. */
  needsInternet?: string;
  /** Optional extra step before the shot (open a tab, scroll). */
  prepare?: (page: Page) => Promise<void>;
}

const BOOKS = 'api::book.book';

export const SCREENSHOTS: Screenshot[] = [
  {name: 'admin-home', path: '/admin', waitFor: 'Welcome'},
  {
    name: 'content-manager-books-list',
    path: `/admin/content-manager/collection-types/${BOOKS}?page=1&pageSize=10&sort=title:ASC&plugins[i18n][locale]=en`,
    waitFor: 'Parable of the Sower',
  },
  {
    name: 'content-manager-book-edit',
    path: `/admin/content-manager/collection-types/${BOOKS}/5?plugins[i18n][locale]=en`,
    waitFor: 'Litany Against Fear',
  },
  {
    name: 'content-type-builder-book',
    path: `/admin/plugins/content-type-builder/content-types/${BOOKS}`,
    waitFor: 'releaseDate',
  },
  {name: 'media-library', path: '/admin/plugins/upload', waitFor: 'dune-cover'},
  {name: 'settings-api-tokens', path: '/admin/settings/api-tokens', waitFor: 'Docs examples'},
  {name: 'settings-api-token-edit', path: '/admin/settings/api-tokens/1', waitFor: 'Token duration'},
  {name: 'settings-internationalization', path: '/admin/settings/internationalization', waitFor: 'French (fr)'},
  {name: 'users-permissions-roles', path: '/admin/settings/users-permissions/roles', waitFor: 'Authenticated'},
  {name: 'users-permissions-public-role', path: '/admin/settings/users-permissions/roles/2', waitFor: 'Permissions'},
  {name: 'marketplace', path: '/admin/marketplace', waitFor: 'Marketplace', needsInternet: 'market-api.strapi.io'},
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
  {bookId: 1, fileName: 'a-wizard-of-earthsea-cover.png', title: 'A Wizard of Earthsea', author: 'Ursula K. Le Guin', background: '#1f4e5f', ink: '#f4efe1'},
  {bookId: 2, fileName: 'the-left-hand-of-darkness-cover.png', title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', background: '#e8eef2', ink: '#1d2a35'},
  {bookId: 3, fileName: 'kindred-cover.png', title: 'Kindred', author: 'Octavia E. Butler', background: '#7a2e1f', ink: '#fbe9d0'},
  {bookId: 4, fileName: 'parable-of-the-sower-cover.png', title: 'Parable of the Sower', author: 'Octavia E. Butler', background: '#c9822b', ink: '#241605'},
  {bookId: 5, fileName: 'dune-cover.png', title: 'Dune', author: 'Frank Herbert', background: '#d9a55b', ink: '#2b1a0a'},
];
