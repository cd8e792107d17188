'use strict';

const creatorFields = { fields: ['firstname', 'lastname'] };

module.exports = () => {
  return async (ctx, next) => {
    const populate = ctx.query.populate;

    if (populate === undefined) {
      ctx.query.populate = { createdBy: creatorFields, updatedBy: creatorFields };
    } else if (typeof populate === 'object' && !Array.isArray(populate)) {
      ctx.query.populate = { ...populate, createdBy: creatorFields, updatedBy: creatorFields };
    }

    await next();
  };
};
