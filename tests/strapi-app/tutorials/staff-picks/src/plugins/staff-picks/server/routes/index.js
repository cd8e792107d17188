'use strict';

module.exports = {
  'content-api': {
    type: 'content-api',
    routes: [
      { method: 'GET', path: '/featured', handler: 'pick.featured' },
    ],
  },
};
