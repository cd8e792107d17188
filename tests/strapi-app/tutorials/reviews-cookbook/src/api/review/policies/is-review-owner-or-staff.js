'use strict';

const { errors } = require('@strapi/utils');

const { PolicyError } = errors;

module.exports = async (policyContext, config, { strapi }) => {
  const user = policyContext.state.user;

  if (!user) {
    return false;
  }

  const staffRoles = config.staffRoles || ['staff'];
  if (user.role && staffRoles.includes(user.role.type)) {
    return true;
  }

  const review = await strapi.entityService.findOne('api::review.review', policyContext.params.id, {
    fields: ['reviewer'],
  });

  if (!review) {
    // Let the controller answer with a 404
    return true;
  }

  if (review.reviewer !== user.username) {
    throw new PolicyError('You can only change your own reviews', { reviewId: review.id });
  }

  return true;
};
