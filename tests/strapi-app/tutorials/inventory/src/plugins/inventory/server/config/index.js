module.exports = {
  default: {
    threshold: 3,
  },
  validator(config) {
    if (!Number.isInteger(config.threshold) || config.threshold < 0) {
      throw new Error('inventory: threshold must be a positive integer');
    }
  },
};
