'use strict';

module.exports = (policyContext, config, { strapi }) => {
  const user = policyContext.state.user;
  const allowedRoles = config.roles || [];

  if (!user || !user.role) {
    return false;
  }

  return allowedRoles.includes(user.role.type);
};
