'use strict';

const { createCoreRouter } = require('@strapi/strapi').factories;

const ownerOrStaff = {
  name: 'api::review.is-review-owner-or-staff',
  config: { staffRoles: ['staff'] },
};

module.exports = createCoreRouter('api::review.review', {
  config: {
    update: { policies: [ownerOrStaff] },
    delete: { policies: [ownerOrStaff] },
  },
});
