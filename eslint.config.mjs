// @ts-check
/**
 * ESLint flat config: typescript-eslint with type information over the code
 * (src, scripts, tests, config and the root config files), React hooks and
 * jsx-a11y for components. Formatting is Prettier's job (`npm run format`).
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import {builtinModules} from 'node:module';

/** Code outside tests/ must not import from tests/ (the rule of every file of the product). */
const NO_TESTS_IMPORT = {
  regex: '^(?:\\./|(?:\\.\\./)+|@site/)tests(?:/|$)',
  message: 'Code outside tests/ must not import from tests/; move the shared code to scripts/ or src/lib.',
};

/**
 * Code that runs in the browser: the theme, components, pages, client modules, decorations, the client side
 * of plugins, and the modules of src/lib not named `-fs`. Node-only modules (file system, processes, Node's
 * built-ins, or packages that need them) are named with an `-fs` suffix, and browser code may not import them.
 */
const BROWSER_FILES = [
  'src/theme/**/*.{ts,tsx}',
  'src/components/**/*.{ts,tsx}',
  'src/clientModules/**/*.{ts,tsx}',
  'src/pages/**/*.{ts,tsx}',
  'src/decorations/**/*.{ts,tsx}',
  'src/plugins/*/client/**/*.{ts,tsx}',
  'src/plugins/*/components/**/*.{ts,tsx}',
  'src/plugins/*/theme/**/*.{ts,tsx}',
  'src/lib/**/*.{ts,tsx}',
];
/** Node-only modules of src/lib: named `-fs`, plus the search record walk of src/lib/search (its own helper's area). */
const NODE_ONLY_LIB_FILES = ['src/lib/**/*-fs.ts'];
const NODE_ONLY_MESSAGE = 'Browser code must not import Node-only code; move what both need to a module without -fs.';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      'node_modules/**',
      'tests/strapi-app/**',
      'bench/tmp/**',
      'test-results/**',
      'playwright-report/**',
      'static/**',
      'docs/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
    rules: {
      // node:test's test() returns a promise the runner awaits itself.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {allowForKnownSafeCalls: [{from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite']}]},
      ],
      // noUncheckedIndexedAccess is on: narrow a possibly missing value instead of asserting it.
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {varsIgnorePattern: '^_', argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_'},
      ],
    },
  },
  {
    // Tests import scripts and site code, never the other way round: shared code lives in scripts/ or src/lib.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'config/**/*.ts', 'sidebars/**/*.ts', '*.ts'],
    ignores: ['playwright.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_TESTS_IMPORT],
        },
      ],
    },
  },
  {
    // Browser code (one rule replaces the other for a file, so the tests/ pattern is repeated here).
    files: BROWSER_FILES,
    ignores: NODE_ONLY_LIB_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...builtinModules.map((name) => ({name, message: NODE_ONLY_MESSAGE})),
            {name: '@docusaurus/utils', message: `${NODE_ONLY_MESSAGE} (@docusaurus/utils-common is browser-safe)`},
          ],
          patterns: [
            NO_TESTS_IMPORT,
            {regex: '^node:', message: NODE_ONLY_MESSAGE},
            {regex: '-fs(?:\\.tsx?)?$', message: NODE_ONLY_MESSAGE},
          ],
        },
      ],
    },
  },
  {
    // Test doubles mimic async APIs without awaiting anything.
    files: ['tests/**/*.ts'],
    rules: {'@typescript-eslint/require-await': 'off'},
  },
  {
    files: ['src/**/*.tsx'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
