'use strict';

const { createCoreService } = require('@strapi/strapi').factories;

module.exports = createCoreService('api::review.review', ({ strapi }) => ({
  async hasReviewed(username, bookId) {
    const count = await strapi.db.query('api::review.review').count({
      where: { reviewer: username, book: { id: bookId } },
    });
    return count > 0;
  },

  async summaryForBook(bookId) {
    const reviews = await strapi.entityService.findMany('api::review.review', {
      filters: { book: { id: bookId } },
      fields: ['rating'],
    });

    const count = reviews.length;
    const total = reviews.reduce((sum, review) => sum + review.rating, 0);
    const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    reviews.forEach((review) => {
      distribution[review.rating] += 1;
    });

    return {
      bookId: Number(bookId),
      count,
      average: count ? Math.round((total / count) * 10) / 10 : null,
      distribution,
    };
  },
}));
