'use strict';

/**
 * Tutorial pages build code (controllers, routes, policies, plugins) and
 * change settings in the admin panel. The code lives in
 * tests/strapi-app/tutorials/<name>/, laid over this app by the example
 * verifier (scripts/lib/referenceApp.ts) for the pages whose front matter says
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
