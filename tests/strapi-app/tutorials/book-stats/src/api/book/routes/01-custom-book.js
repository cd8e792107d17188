'use strict';

module.exports = {
  routes: [
    {
      method: 'GET',
      path: '/books/count-by-category',
      handler: 'book.countByCategory',
      config: {
        auth: false,
      },
    },
    {
      method: 'GET',
      path: '/books/:id/stats',
      handler: 'api::book.book.stats',
      config: {
        policies: [],
        middlewares: [],
      },
    },
  ],
};
