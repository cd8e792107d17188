'use strict';

const { createCoreRouter } = require('@strapi/strapi').factories;

module.exports = createCoreRouter('api::review.review', {
  config: {
    update: {
      policies: [{ name: 'global::has-role', config: { roles: ['editor', 'authenticated'] } }],
    },
    delete: {
      policies: [{ name: 'global::has-role', config: { roles: ['editor'] } }],
    },
  },
});
