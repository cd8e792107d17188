'use strict';

module.exports = ({ strapi }) => ({
  async lowStock(ctx) {
    ctx.body = await strapi.plugin('inventory').service('stock').lowStock();
  },
});
