module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', 'bookstore-users-permissions-jwt-secret'),
    },
  },
});
