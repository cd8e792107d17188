'use strict';

const pick = require('./pick/schema.json');

module.exports = {
  pick: { schema: pick },
};
