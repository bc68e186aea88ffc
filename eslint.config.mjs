// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import frontEnds from './packages/contracts/src/front-ends.json' with { type: 'json' };
import { apiBoundaries } from './scripts/eslint/api-boundaries.mjs';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.mjs';

// The project's own lint rules (scripts/eslint, each with its reason in its messages; tested in
// scripts/eslint/boundaries.spec.ts). One plugin object: flat config refuses a name given twice.
const local = {
  rules: { 'feature-boundaries': featureBoundaries, 'api-boundaries': apiBoundaries },
};

// Every front end of the one list: the host, each remote, the widget.
const apps = frontEnds.apps.map((app) => app.folder);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '.deploy-test/**',
      '**/node_modules/**',
      '**/.data/**',
      'e2e/.artifacts/**',
      'bench/.results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The chat package is front-end code too, and reads no app's source either.
    files: [...apps, 'packages/chat'].map((folder) => `${folder}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Apps meet only through federation or packages/*, never through each other's source.
      'no-restricted-imports': [
        'error',
        {
          patterns: apps.map((app) => ({
            group: [`**/${app}/**`, `@ageless/${app}`, `@ageless/${app}/**`],
            message: 'Apps meet through federation or packages/*.',
          })),
        },
      ],
    },
  },
  {
    // Inside each front end: features do not import each other or src/app/; shared folders import
    // neither (scripts/eslint/feature-boundaries.mjs says why). Specs may assemble the whole app to
    // test a feature in its place.
    files: apps.map((folder) => `${folder}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    plugins: { local },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    files: ['api/src/**/*.ts', 'api/test/**/*.ts'],
    rules: {
      // Nest reads constructor parameter types at run time (emitDecoratorMetadata): an `import type`
      // would erase the class and break dependency injection.
      '@typescript-eslint/consistent-type-imports': 'off',
      // Configuration is read in one place (api/src/config).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through AppConfig.' },
      ],
    },
  },
  {
    // Every pattern the API runs on what people send (chat messages, place names, uploads) must cost
    // time linear in its input: one crafted message once held the event loop for seconds (issue 25,
    // item 1). The rules prove it for each pattern, including those built with `new RegExp`.
    files: ['api/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // IsOptional lets null past every other rule of a field ("startAge": null gave a 500, issue 25
    // item 14); OptionalField refuses it unless the field says null means "not answered". The chat
    // DTO moves over with its module's next change.
    files: ['api/src/**/*.ts'],
    ignores: [
      'api/src/common/http/optional-field.decorator.ts',
      'api/src/chat/dto/chat-request.dto.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['IsOptional'],
              message: 'Use OptionalField (api/src/common/http/optional-field.decorator.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/config/**/*.ts', 'api/src/**/*.spec.ts', 'api/test/**/*.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The API's modules meet only through each one's index.ts; common, config and figures import
    // no module; no module imports database (scripts/eslint/api-boundaries.mjs says why). Tests may
    // reach into any module to set up what they check.
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    plugins: { local },
    rules: { 'local/api-boundaries': 'error' },
  },
);
