'use strict';

const { sanitize } = require('@strapi/utils');

module.exports = ({ strapi }) => ({
  async featured(ctx) {
    const picks = await strapi.plugin('staff-picks').service('pick').listFeatured();
    const schema = strapi.contentType('plugin::staff-picks.pick');
    ctx.body = {
      data: await sanitize.contentAPI.output(picks, schema, { auth: ctx.state.auth }),
    };
  },
});
