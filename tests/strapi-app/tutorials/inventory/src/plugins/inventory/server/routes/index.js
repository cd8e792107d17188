module.exports = {
  'content-api': {
    type: 'content-api',
    routes: [
      {
        method: 'GET',
        path: '/low-stock',
        handler: 'stock.lowStock',
        config: { policies: [] },
      },
    ],
  },
  admin: {
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/low-stock',
        handler: 'stock.lowStock',
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  },
};
