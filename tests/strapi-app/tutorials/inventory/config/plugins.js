// The reference app's config/plugins.js with the inventory entry of
// docs/dev-docs/migration/v3-to-v4/plugin/enable-plugin.md, step 1, next to it.
module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', 'bookstore-users-permissions-jwt-secret'),
    },
  },
  inventory: {
    enabled: true,
    resolve: './src/plugins/inventory',
    config: {
      threshold: env.int('INVENTORY_THRESHOLD', 5),
    },
  },
});
