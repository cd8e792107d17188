'use strict';

// Server entry point as docs/dev-docs/api/plugins/server-api.md describes it, with the
// parts docs/dev-docs/plugins/guides/store-and-access-data.md adds.
module.exports = {
  contentTypes: require('./content-types'),
  services: require('./services'),
  controllers: require('./controllers'),
  routes: require('./routes'),
};
