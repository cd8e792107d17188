'use strict';

module.exports = ({ strapi }) => ({
  async listFeatured() {
    const limit = strapi.plugin('staff-picks').config('maxPicksOnHomepage') || 3;
    return strapi.entityService.findMany('plugin::staff-picks.pick', {
      filters: { featured: true },
      populate: { book: { fields: ['title', 'slug'] } },
      sort: 'createdAt:desc',
      limit,
    });
  },

  async create({ bookId, staffMember, note }) {
    return strapi.entityService.create('plugin::staff-picks.pick', {
      data: { book: bookId, staffMember, note },
    });
  },

  async countForBook(bookId) {
    return strapi.db.query('plugin::staff-picks.pick').count({
      where: { book: { id: bookId } },
    });
  },
});
