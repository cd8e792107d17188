'use strict';

const data = require('./data');

/** Pins created/updated/published timestamps with a raw update (the query layer would overwrite updatedAt). */
async function pinTimestamps(strapi, uid, id, createdAt, published) {
  const { tableName, attributes } = strapi.db.metadata.get(uid);
  const columns = { created_at: createdAt, updated_at: createdAt };
  if (attributes.publishedAt && published) {
    columns.published_at = createdAt;
  }
  await strapi.db.connection(tableName).where({ id }).update(columns);
}

async function createEntries(strapi, uid, entries, { draftAndPublish = false } = {}) {
  for (const { createdAt, draft, ...fields } of entries) {
    const published = draftAndPublish && !draft;
    const entry = await strapi.entityService.create(uid, {
      data: { ...fields, ...(draftAndPublish ? { publishedAt: published ? createdAt : null } : {}) },
    });
    await pinTimestamps(strapi, uid, entry.id, createdAt, published);
  }
}

/**
 * Creates each translation as a localization of its English entry. The i18n
 * decorator links both ways and copies the non-localized fields back to the
 * English entry, which changes its updatedAt, so both timestamps are pinned again.
 */
async function createBookTranslations(strapi, translations) {
  const uid = 'api::book.book';
  for (const { localizationOf, createdAt, ...fields } of translations) {
    const entry = await strapi.entityService.create(uid, {
      data: { ...fields, localizations: [localizationOf], publishedAt: createdAt },
      populate: ['localizations'],
    });
    await pinTimestamps(strapi, uid, entry.id, createdAt, true);
    const original = data.books[localizationOf - 1];
    await pinTimestamps(strapi, uid, localizationOf, original.createdAt, !original.draft);
  }
}

async function addFrenchLocale(strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  if (!(await locales.findByCode('fr'))) {
    await locales.create({ code: 'fr', name: 'French (fr)' });
  }
}

async function grantPublicPermissions(strapi) {
  const publicRole = await strapi
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' } });
  for (const [uid, actions] of Object.entries(data.publicPermissions)) {
    for (const action of actions) {
      await strapi.query('plugin::users-permissions.permission').create({
        data: { action: `${uid}.${action}`, role: publicRole.id },
      });
    }
  }
}

async function createApiToken(strapi) {
  const { accessKey, createdAt, ...attributes } = data.apiToken;
  const tokens = strapi.service('admin::api-token');
  // 4.25.9's create() always generates a random key, so the known key's hash is written afterwards.
  const token = await tokens.create({ ...attributes, lifespan: null });
  await strapi.query('admin::api-token').update({
    where: { id: token.id },
    data: { accessKey: tokens.hash(accessKey) },
  });
  await strapi.db
    .connection(strapi.db.metadata.get('admin::api-token').tableName)
    .where({ id: token.id })
    .update({ created_at: createdAt, updated_at: createdAt });
}

async function seed(strapi) {
  const bookCount = await strapi.query('api::book.book').count();
  if (bookCount > 0) {
    return false;
  }
  await addFrenchLocale(strapi);
  await createEntries(strapi, 'api::category.category', data.categories);
  await createEntries(strapi, 'api::agent.agent', data.agents);
  await createEntries(strapi, 'api::author.author', data.authors, { draftAndPublish: true });
  await createEntries(strapi, 'api::book.book', data.books, { draftAndPublish: true });
  await createBookTranslations(strapi, data.bookTranslations);
  await createEntries(strapi, 'api::review.review', data.reviews);
  await createEntries(strapi, 'api::homepage.homepage', [data.homepage], { draftAndPublish: true });
  await grantPublicPermissions(strapi);
  await createApiToken(strapi);
  return true;
}

module.exports = { seed };
