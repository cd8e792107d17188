/** Stands in for theme-classic's `prism-include-languages` client module (see src/plugins/prism-slim): Prism loads with the pages that have code. */
export {};
