/**
 * `themeConfig.prism.additionalLanguages`: the languages the docs use that
 * languages.ts does not load (bash, php, ruby, dart, nginx, docker, http).
 * Read by docusaurus.config.ts (for the browser's Prism) and by the build-time
 * highlighting (highlightAtBuild-fs.ts), so both Prisms know the same ones.
 */
export const ADDITIONAL_LANGUAGES = ['bash', 'php', 'ruby', 'dart', 'nginx', 'docker', 'http'];
