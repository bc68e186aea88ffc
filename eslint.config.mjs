// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import frontEnds from './packages/contracts/src/front-ends.json' with { type: 'json' };
import { featureBoundaries } from './scripts/eslint/feature-boundaries.mjs';

// ---- API module boundaries (issue 28; docs/ARCHITECTURE.md, "Allowed arrows") ----
// A module (a folder of api/src) is used by others only through its index.ts; common, config and
// figures are shared by all and import no module; database (every module's tables and migrations)
// and the app's files in api/src wire the modules together, and no module imports database.
// api/src/module-graph.spec.ts keeps the import graph free of cycles.
const apiShared = ['common', 'config', 'figures'];
const apiModules = readdirSync('api/src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...apiShared, 'database'].includes(entry.name))
  .map((entry) => entry.name);
const isOptional = {
  name: 'class-validator',
  importNames: ['IsOptional'],
  message: 'Use OptionalField (api/src/common/http/optional-field.decorator.ts).',
};
// A relative import into one of these folders ('../geo/geocoder.js', '../../pension/index.js').
const into = (folders, rest = '') => `^(?:\\.\\.?/)+(?:${folders.join('|')})/${rest}`;
const throughIndex = (others) => ({
  regex: into(others, '(?!index\\.js$)'),
  message:
    "Another API module only through its index.ts, its public face: what a module's other files " +
    'hold may change without telling anyone, and a deep import makes cycles (issue 28).',
});
const apiBoundaries = (folder) =>
  apiShared.includes(folder)
    ? [
        {
          regex: into([...apiModules, 'database']),
          message: `api/src/${folder} is shared by every module and imports none: that would make a cycle.`,
        },
      ]
    : [
        throughIndex(apiModules.filter((other) => other !== folder)),
        ...(folder === 'app'
          ? []
          : [
              {
                regex: into(['database']),
                message: 'database wires every module together; a module never imports it.',
              },
            ]),
      ];
// These replace the IsOptional block's rule in api/src (one rule, one set of options per file).
const isOptionalAllowed = [
  'api/src/common/http/optional-field.decorator.ts',
  'api/src/chat/dto/chat-request.dto.ts',
];
const apiFolders = [
  ['app', ['api/src/*.ts']],
  ...[...apiModules, ...apiShared].map((folder) => [folder, [`api/src/${folder}/**/*.ts`]]),
];
const apiBoundaryConfigs = apiFolders.flatMap(([folder, files]) => [
  {
    files,
    // Tests may reach into any module to set up what they check.
    ignores: ['**/*.spec.ts', ...isOptionalAllowed],
    rules: {
      'no-restricted-imports': ['error', { paths: [isOptional], patterns: apiBoundaries(folder) }],
    },
  },
  ...isOptionalAllowed
    .filter((file) => file.startsWith(`api/src/${folder}/`))
    .map((file) => ({
      files: [file],
      rules: { 'no-restricted-imports': ['error', { patterns: apiBoundaries(folder) }] },
    })),
]);
// ---- end of the API module boundaries ----

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
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
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
  // API module boundaries: see the block above the config list.
  ...apiBoundaryConfigs,
);
