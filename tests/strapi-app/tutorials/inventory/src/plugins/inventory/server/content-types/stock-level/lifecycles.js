'use strict';

const { errors } = require('@strapi/utils');

module.exports = {
  beforeUpdate(event) {
    const { data } = event.params;
    if (typeof data.quantity === 'number' && data.quantity < 0) {
      throw new errors.ApplicationError('The stock cannot be negative');
    }
  },
};
