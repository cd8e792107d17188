'use strict';

const { errors } = require('@strapi/utils');
const { ApplicationError } = errors;

module.exports = async (policyContext, config, { strapi }) => {
  const user = policyContext.state.user;
  const review = await strapi.entityService.findOne('api::review.review', policyContext.params.id);

  if (!review) {
    return true; // let the controller answer 404
  }

  if (!user || review.reviewer !== user.username) {
    throw new ApplicationError('Only the author of a review can change it', {
      reviewId: review.id,
    });
  }

  return true;
};
