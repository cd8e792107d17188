'use strict';

/**
 * Data that only the admin panel shows, for the user guide's screenshots
 * (scripts/screenshots/screenshots.ts sets BOOKSTORE_ADMIN_SEED=true). The example
 * verifier does not set it, so the API answers stay as documented. Extra
 * administrators and an admin role are created by the screenshot script through
 * the admin API, after it registers the first administrator.
 *
 * Review workflows, audit logs, SSO and releases are Enterprise features in
 * 4.25.9 (gated by strapi.ee.features): without a licence there is nothing to seed.
 */

const folders = [
  { key: 'covers', name: 'Covers' },
  { key: 'authors', name: 'Authors' },
  { key: 'events', name: 'Events' },
  { key: 'catalogues', name: 'Catalogues' },
  { key: 'sf', name: 'Science fiction', parent: 'covers' },
  { key: 'fantasy', name: 'Fantasy', parent: 'covers' },
];

const apiTokens = [
  {
    name: 'Website build',
    description: 'Read-only token for the Next.js site build.',
    type: 'read-only',
    lifespan: 90 * 24 * 60 * 60 * 1000,
  },
  {
    name: 'Catalogue import',
    description: 'Nightly import of new titles from the distributor.',
    type: 'custom',
    lifespan: 30 * 24 * 60 * 60 * 1000,
    permissions: [
      'api::book.book.find',
      'api::book.book.findOne',
      'api::book.book.create',
      'api::book.book.update',
      'api::author.author.find',
      'api::category.category.find',
    ],
  },
];

const transferTokens = [
  {
    name: 'Staging to production',
    description: 'Lets the staging project push content to production.',
    permissions: ['push'],
    lifespan: 30 * 24 * 60 * 60 * 1000,
  },
  {
    name: 'Nightly backup pull',
    description: 'Lets the backup server pull content every night.',
    permissions: ['pull'],
    lifespan: null,
  },
];

/** Readers registered on the website (Users & Permissions users). */
const readers = [
  { username: 'ana.reads', email: 'ana@readers.example', confirmed: true, blocked: false },
  { username: 'bookworm42', email: 'bookworm42@readers.example', confirmed: true, blocked: false },
  { username: 'lee.k', email: 'lee@readers.example', confirmed: false, blocked: false },
  { username: 'spam-account', email: 'spam@readers.example', confirmed: true, blocked: true },
];

async function createFolders(strapi) {
  const service = strapi.plugin('upload').service('folder');
  const ids = {};
  for (const { key, name, parent } of folders) {
    const folder = await service.create({ name, parent: parent ? ids[parent] : null });
    ids[key] = folder.id;
  }
}

async function createTokens(strapi) {
  const api = strapi.service('admin::api-token');
  for (const token of apiTokens) {
    await api.create({ ...token });
  }
  const transfer = strapi.service('admin::transfer').token;
  for (const token of transferTokens) {
    await transfer.create({ ...token });
  }
}

async function createReaders(strapi) {
  const authenticated = await strapi
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } });
  const users = strapi.plugin('users-permissions').service('user');
  for (const reader of readers) {
    await users.add({
      ...reader,
      provider: 'local',
      password: 'Reader-Docs-4259',
      role: authenticated.id,
    });
  }
}

async function seedAdminFeatures(strapi) {
  if (process.env.BOOKSTORE_ADMIN_SEED !== 'true') {
    return false;
  }
  await createFolders(strapi);
  await createTokens(strapi);
  await createReaders(strapi);
  return true;
}

module.exports = { seedAdminFeatures };
