'use strict';

module.exports = {
  'stock-level': {
    schema: require('./stock-level/schema.json'),
    lifecycles: require('./stock-level/lifecycles'),
  },
};
