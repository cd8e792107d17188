module.exports = ({ env }) => ({
  // SERVE_ADMIN=false lets `strapi start` run without a built admin panel (used by verify-examples).
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
  auth: {
    secret: env('ADMIN_JWT_SECRET', 'bookstore-admin-jwt-secret'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT', 'bookstore-api-token-salt'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT', 'bookstore-transfer-token-salt'),
    },
  },
  flags: {
    nps: env.bool('FLAG_NPS', false),
    promoteEE: env.bool('FLAG_PROMOTE_EE', false),
  },
});
