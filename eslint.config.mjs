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
          patterns: [
            {
              regex: '^(?:\\./|(?:\\.\\./)+|@site/)tests(?:/|$)',
              message: 'Code outside tests/ must not import from tests/; move the shared code to scripts/ or src/lib.',
            },
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
