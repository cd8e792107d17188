'use strict';

const { createCoreRouter } = require('@strapi/strapi').factories;

module.exports = createCoreRouter('api::book.book', {
  config: {
    find: { middlewares: ['api::book.populate-creators'] },
    findOne: { middlewares: ['api::book.populate-creators'] },
  },
});
