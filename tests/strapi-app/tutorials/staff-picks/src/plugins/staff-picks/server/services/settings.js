'use strict';

const DEFAULTS = { picksOnHomepage: 3, showStaffNames: true };

module.exports = ({ strapi }) => {
  const store = strapi.store({ type: 'plugin', name: 'staff-picks', key: 'settings' });

  return {
    async get() {
      const saved = await store.get();
      return { ...DEFAULTS, ...(saved || {}) };
    },
    async set(values) {
      const current = await this.get();
      await store.set({ value: { ...current, ...values } });
      return this.get();
    },
  };
};
