'use strict';

const stock = require('./stock');

module.exports = { stock };
