// The reference app's config/plugins.js with the local staff-picks plugin of
// docs/dev-docs/plugins/guides/store-and-access-data.md enabled.
module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', 'bookstore-users-permissions-jwt-secret'),
    },
  },
  'staff-picks': {
    enabled: true,
    resolve: './src/plugins/staff-picks',
  },
});
