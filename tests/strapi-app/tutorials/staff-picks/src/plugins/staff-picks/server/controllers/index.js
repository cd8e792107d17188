'use strict';

module.exports = {
  pick: require('./pick'),
};
