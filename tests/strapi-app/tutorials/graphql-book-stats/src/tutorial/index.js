module.exports = {
  register({ strapi }) {
    const extension = strapi.plugin('graphql').service('extension');

    extension.use(({ strapi }) => ({
      typeDefs: `
        type BookStats {
          bookId: ID!
          reviewCount: Int!
          averageRating: Float
        }

        extend type Query {
          bookStats(id: ID!): BookStats
        }
      `,
      resolvers: {
        Query: {
          bookStats: {
            async resolve(parent, args) {
              const reviewCount = await strapi.db.query('api::review.review').count({
                where: { book: { id: args.id } },
              });
              const averageRating = await strapi.service('api::book.book').averageRating(args.id);
              return { bookId: args.id, reviewCount, averageRating };
            },
          },
        },
      },
      resolversConfig: {
        'Query.bookStats': {
          auth: false,
        },
      },
    }));
  },
};
