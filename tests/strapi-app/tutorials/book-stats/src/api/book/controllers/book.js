'use strict';

const { createCoreController } = require('@strapi/strapi').factories;

module.exports = createCoreController('api::book.book', ({ strapi }) => ({
  async stats(ctx) {
    const bookId = Number(ctx.params.id);
    const reviews = await strapi.entityService.findMany('api::review.review', {
      filters: { book: { id: bookId } },
      fields: ['rating'],
    });

    const total = reviews.reduce((sum, review) => sum + review.rating, 0);
    ctx.body = {
      data: {
        bookId,
        reviewCount: reviews.length,
        averageRating: reviews.length ? total / reviews.length : null,
      },
    };
  },

  async countByCategory(ctx) {
    const categories = await strapi.entityService.findMany('api::category.category', {
      fields: ['name'],
      populate: { books: { fields: ['id'] } },
    });
    ctx.body = {
      data: categories.map((category) => ({ name: category.name, books: category.books.length })),
    };
  },
}));
