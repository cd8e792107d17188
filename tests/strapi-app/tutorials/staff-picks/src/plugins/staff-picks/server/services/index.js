'use strict';

module.exports = {
  pick: require('./pick'),
  settings: require('./settings'),
};
