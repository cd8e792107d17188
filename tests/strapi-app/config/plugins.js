module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', 'bookstore-users-permissions-jwt-secret'),
    },
  },
  // Writes the OpenAPI document of the REST API at start-up (src/extensions/documentation/…);
  // `npm run openapi:generate` in the docs site copies it, with its overrides, into the site.
  documentation: {
    config: {
      info: {
        version: '1.0.0',
        title: 'Bookstore reference app REST API',
        description: 'The REST API of the Strapi 4.25.9 bookstore app the documentation uses as its example.',
      },
      servers: [{ url: 'http://localhost:1337/api', description: 'Strapi on your machine' }],
      'x-strapi-config': {
        plugins: ['upload', 'users-permissions'],
      },
    },
  },
});
