module.exports = async ({ strapi }) => {
  const low = await strapi.plugin('inventory').service('stock').lowStock();
  if (low.length > 0) {
    strapi.log.warn(`inventory: ${low.length} book(s) are running low`);
  }
};
