'use strict';

const { createCoreController } = require('@strapi/strapi').factories;

module.exports = createCoreController('api::review.review', ({ strapi }) => ({
  // create: chapter 2 (services-and-controllers.md), step 2
  async create(ctx) {
    const user = ctx.state.user;
    if (!user) {
      return ctx.unauthorized('Log in with a reader account to post a review');
    }

    const data = (ctx.request.body && ctx.request.body.data) || {};
    const rating = Number(data.rating);
    const bookId = Number(data.book);

    if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
      return ctx.badRequest('The rating must be a whole number from 1 to 5', { rating: data.rating });
    }

    const book = await strapi.entityService.findOne('api::book.book', bookId, { fields: ['title'] });
    if (!book) {
      return ctx.badRequest('This book does not exist', { book: data.book });
    }

    const reviewService = strapi.service('api::review.review');
    if (await reviewService.hasReviewed(user.username, bookId)) {
      return ctx.badRequest(`You already reviewed "${book.title}"`, { book: bookId });
    }

    ctx.request.body.data = { ...data, rating, book: bookId, reviewer: user.username };
    return super.create(ctx);
  },

  async summary(ctx) {
    const bookId = Number(ctx.params.id);
    const book = await strapi.entityService.findOne('api::book.book', bookId, { fields: ['title'] });
    if (!book) {
      return ctx.notFound('This book does not exist');
    }
    const summary = await strapi.service('api::review.review').summaryForBook(bookId);
    ctx.body = { data: { ...summary, title: book.title } };
  },

  async mine(ctx) {
    const user = ctx.state.user;
    if (!user) {
      return ctx.unauthorized();
    }
    ctx.query = {
      ...ctx.query,
      filters: { reviewer: user.username },
      populate: { book: { fields: ['title', 'slug'] } },
      sort: 'createdAt:desc',
    };
    return super.find(ctx);
  },
}));
