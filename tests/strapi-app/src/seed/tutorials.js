'use strict';

/**
 * Tutorial pages build code (controllers, routes, policies, plugins) and
 * change settings in the admin panel. The code lives in
 * tests/strapi-app/tutorials/<name>/, laid over this app by the example
 * verifier (scripts/examples/referenceApp.ts) for the pages whose front matter says
 * `verify_app: <name>`, with BOOKSTORE_TUTORIAL=<name>. This file replays the
 * admin-panel steps of that tutorial after the bookstore seed, and runs the
 * tutorial's own ./src/index.js (copied to src/tutorial/index.js) if it has
 * one. Without BOOKSTORE_TUTORIAL nothing here runs.
 */

const at = (iso) => new Date(iso);

async function roleOfType(strapi, type) {
  return strapi.query('plugin::users-permissions.role').findOne({ where: { type } });
}

/** Ticks actions for a role, as Settings → Users & Permissions plugin → Roles does. */
async function grant(strapi, role, permissions) {
  for (const [uid, actions] of Object.entries(permissions)) {
    for (const action of actions) {
      await strapi.query('plugin::users-permissions.permission').create({
        data: { action: `${uid}.${action}`, role: role.id },
      });
    }
  }
}

/** "Add new role" in the admin panel: the type is the name in snake case. */
async function createRole(strapi, { name, description, type, createdAt }) {
  const role = await strapi.query('plugin::users-permissions.role').create({ data: { name, description, type } });
  await strapi.db
    .connection(strapi.db.metadata.get('plugin::users-permissions.role').tableName)
    .where({ id: role.id })
    .update({ created_at: createdAt, updated_at: createdAt });
  return role;
}

/** Creates entries with the Entity Service, then pins their timestamps (the query layer sets them to now). */
async function createPinned(strapi, uid, entries) {
  const { tableName } = strapi.db.metadata.get(uid);
  for (const { createdAt, ...data } of entries) {
    const entry = await strapi.entityService.create(uid, { data });
    await strapi.db.connection(tableName).where({ id: entry.id }).update({ created_at: createdAt, updated_at: createdAt });
  }
}

const tutorials = {
  /** docs/dev-docs/backend-customization/examples: chapter 1 steps 2 and 3, chapter 4 step 3. */
  async 'reviews-cookbook'(strapi) {
    const readerPermissions = {
      'api::review.review': ['create', 'find', 'findOne', 'update', 'delete', 'mine'],
      'api::book.book': ['find', 'findOne'],
    };
    await grant(strapi, await roleOfType(strapi, 'authenticated'), readerPermissions);
    const staff = await createRole(strapi, {
      name: 'Staff',
      description: 'Bookstore moderators',
      type: 'staff',
      createdAt: at('2024-05-14T13:50:00.000Z'),
    });
    await grant(strapi, staff, readerPermissions);
  },
  /** docs/dev-docs/backend-customization/policies.md: readers may call delete, the has-role policy decides. */
  async policies(strapi) {
    await grant(strapi, await roleOfType(strapi, 'authenticated'), {
      'api::review.review': ['find', 'findOne', 'update', 'delete'],
    });
  },

  /** docs/dev-docs/migration/v3-to-v4/plugin: stock levels an editor entered, and lowStock allowed for Public (enable-plugin.md, step 4). */
  async inventory(strapi) {
    await createPinned(strapi, 'plugin::inventory.stock-level', [
      { book: 3, quantity: 2, createdAt: at('2024-05-02T09:00:00.000Z') },
      { book: 5, quantity: 12, createdAt: at('2024-05-02T09:05:00.000Z') },
    ]);
    await grant(strapi, await roleOfType(strapi, 'public'), { 'plugin::inventory.stock': ['lowStock'] });
  },

  /** docs/dev-docs/plugins/guides/store-and-access-data.md: picks entered in the Content Manager, featured allowed for Public (step 3). */
  async 'staff-picks'(strapi) {
    await createPinned(strapi, 'plugin::staff-picks.pick', [
      {
        book: 1,
        staffMember: 'Tenar',
        note: 'The best entry point into Earthsea.',
        featured: true,
        createdAt: at('2024-05-14T13:00:00.000Z'),
      },
      {
        book: 3,
        staffMember: 'Ogion',
        note: 'Read it in one sitting.',
        featured: false,
        createdAt: at('2024-05-14T13:05:00.000Z'),
      },
    ]);
    await grant(strapi, await roleOfType(strapi, 'public'), { 'plugin::staff-picks.pick': ['featured'] });
  },

  /**
   * docs/dev-docs/api/rest/guides/populate-creator-fields.md: two administrators, Mira
   * (who created the books in the admin panel) and Tom (who saved Dune last).
   */
  async 'creator-fields'(strapi) {
    const superAdmin = await strapi.service('admin::role').getSuperAdmin();
    const admins = [
      { firstname: 'Mira', lastname: 'Okafor', email: 'mira@bookstore.example' },
      { firstname: 'Tom', lastname: 'Lindqvist', email: 'tom@bookstore.example' },
    ];
    for (const admin of admins) {
      await strapi.service('admin::user').create({
        ...admin,
        password: 'Bookstore-Admin-4259',
        isActive: true,
        roles: superAdmin ? [superAdmin.id] : [],
      });
    }
    const books = strapi.db.connection(strapi.db.metadata.get('api::book.book').tableName);
    await books.update({ created_by_id: 1, updated_by_id: 1 });
    await books.where({ id: 5 }).update({ updated_by_id: 2 });
  },

  /**
   * docs/dev-docs/plugins/upload.md: the Dune cover uploaded in the Media Library as
   * file 14 (ids 1-13 belonged to files deleted since). The row is written
   * directly: the example reads and edits its information, not its bytes.
   */
  async 'dune-cover'(strapi) {
    const createdAt = at('2024-05-14T11:00:00.000Z');
    const file = await strapi.query('plugin::upload.file').create({
      data: {
        id: 14,
        name: 'dune-cover.jpg',
        alternativeText: 'Cover of Dune',
        caption: 'First edition cover',
        width: 800,
        height: 1200,
        formats: {
          thumbnail: {
            name: 'thumbnail_dune-cover.jpg',
            hash: 'thumbnail_dune_cover_a1b2c3',
            ext: '.jpg',
            mime: 'image/jpeg',
            width: 104,
            height: 156,
            size: 4.1,
            url: '/uploads/thumbnail_dune_cover_a1b2c3.jpg',
            path: null,
          },
        },
        hash: 'dune_cover_a1b2c3',
        ext: '.jpg',
        mime: 'image/jpeg',
        size: 101.7,
        url: '/uploads/dune_cover_a1b2c3.jpg',
        previewUrl: null,
        provider: 'local',
        provider_metadata: null,
        folderPath: '/',
      },
    });
    await strapi.db
      .connection(strapi.db.metadata.get('plugin::upload.file').tableName)
      .where({ id: file.id })
      .update({ created_at: createdAt, updated_at: createdAt });
  },
};

/** The tutorial's own ./src/index.js, if the overlay brought one. */
function tutorialIndex() {
  try {
    return require('../tutorial');
  } catch (error) {
    if (error.code === 'MODULE_NOT_FOUND' && String(error.message).includes("'../tutorial'")) {
      return {};
    }
    throw error;
  }
}

function currentTutorial() {
  return process.env.BOOKSTORE_TUTORIAL || '';
}

function registerTutorial({ strapi }) {
  const index = currentTutorial() ? tutorialIndex() : {};
  if (typeof index.register === 'function') {
    return index.register({ strapi });
  }
  return undefined;
}

/** Runs after the bookstore seed, on a fresh database only. */
async function seedTutorial(strapi) {
  const name = currentTutorial();
  if (!name) {
    return false;
  }
  if (tutorials[name]) {
    await tutorials[name](strapi);
  }
  const index = tutorialIndex();
  if (typeof index.bootstrap === 'function') {
    await index.bootstrap({ strapi });
  }
  return true;
}

module.exports = { registerTutorial, seedTutorial };
