'use strict';

const fs = require('fs');
const path = require('path');
const { seed } = require('./seed/seed');
const { seedAdminFeatures } = require('./seed/adminFeatures');
const { registerTutorial, seedTutorial } = require('./seed/tutorials');

/**
 * Deletes the SQLite file (and uploaded files) so every start begins from the
 * same seed. BOOKSTORE_KEEP_DB=true keeps both; BOOKSTORE_RESET_UPLOADS=false
 * keeps uploads (set by the verifier, which runs several instances at once).
 */
function resetStorage(strapi) {
  if (process.env.BOOKSTORE_KEEP_DB === 'true') {
    return;
  }
  const filename = strapi.config.get('database.connection.connection.filename');
  for (const suffix of ['', '-journal', '-wal', '-shm']) {
    fs.rmSync(`${filename}${suffix}`, { force: true });
  }
  if (process.env.BOOKSTORE_RESET_UPLOADS === 'false') {
    return;
  }
  const uploads = path.join(strapi.dirs.static.public, 'uploads');
  if (fs.existsSync(uploads)) {
    for (const name of fs.readdirSync(uploads)) {
      if (name !== '.gitkeep') {
        fs.rmSync(path.join(uploads, name), { recursive: true, force: true });
      }
    }
  }
}

module.exports = {
  // register() runs before Strapi opens the database, so the file can still be removed here.
  register({ strapi }) {
    resetStorage(strapi);
    registerTutorial({ strapi });
  },

  async bootstrap({ strapi }) {
    if (await seed(strapi)) {
      strapi.log.info('Bookstore seed data created.');
      if (await seedAdminFeatures(strapi)) {
        strapi.log.info('Admin panel seed data created.');
      }
      if (await seedTutorial(strapi)) {
        strapi.log.info(`Tutorial ${process.env.BOOKSTORE_TUTORIAL} set up.`);
      }
    }
  },
};
