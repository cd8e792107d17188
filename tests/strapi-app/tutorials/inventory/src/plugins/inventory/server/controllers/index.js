'use strict';

// "Export it from server/controllers/index.js as { stock }, exactly like the services" (migrate-back-end.md).
const stock = require('./stock');

module.exports = { stock };
