'use strict';

const { createCoreController } = require('@strapi/strapi').factories;

module.exports = createCoreController('api::book.book', ({ strapi }) => ({
  async update(ctx) {
    const { id } = ctx.params;
    const { data } = ctx.request.body;

    if (data && data.price !== undefined && Number(data.price) < 0) {
      return ctx.badRequest('The price of a book cannot be negative', { id, price: data.price });
    }

    strapi.log.info(`Book ${id} updated by ${ctx.state.user ? ctx.state.user.username : 'an API token'}`);
    return super.update(ctx);
  },
}));
