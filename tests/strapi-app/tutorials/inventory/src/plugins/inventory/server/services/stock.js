'use strict';

module.exports = ({ strapi }) => ({
  async lowStock() {
    const threshold = strapi.plugin('inventory').config('threshold');

    return strapi.entityService.findMany('plugin::inventory.stock-level', {
      filters: { quantity: { $lt: threshold } },
      populate: { book: { fields: ['title'] } },
    });
  },
});
