'use strict';

const { createCoreService } = require('@strapi/strapi').factories;

module.exports = createCoreService('api::book.book', ({ strapi }) => ({
  async averageRating(bookId) {
    const reviews = await strapi.entityService.findMany('api::review.review', {
      filters: { book: { id: bookId } },
      fields: ['rating'],
    });
    if (reviews.length === 0) return null;
    const sum = reviews.reduce((total, review) => total + review.rating, 0);
    return Math.round((sum / reviews.length) * 10) / 10;
  },
}));
