'use strict';

module.exports = {
  routes: [
    {
      method: 'GET',
      path: '/books/:id(\\d+)/review-summary',
      handler: 'api::review.review.summary',
      config: {
        auth: false,
      },
    },
    {
      method: 'GET',
      path: '/reviews/mine',
      handler: 'api::review.review.mine',
      config: {
        policies: [],
      },
    },
  ],
};
