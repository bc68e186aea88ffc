// Unit tests: fast, no database server. `npm test` runs these, then the API integration suite.
import frontEnds from './packages/contracts/src/front-ends.json' with { type: 'json' };
import { esmPreset } from './jest.preset.mjs';

const frontEndFolders = frontEnds.apps.map((app) => app.folder).join(',');

export default {
  // Some suites start real processes and databases; a wrong result still fails at once.
  testTimeout: 60000,
  // The API's suites load the guide's models and start embedded databases; without this the one
  // process Jest runs in on a 2-core machine kept every suite's leftovers and grew slower by the suite.
  // A worker that ends a suite above this is replaced by a fresh one.
  workerIdleMemoryLimit: '1200MB',
  projects: [
    {
      ...esmPreset,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/api/src/**/*.spec.ts'],
    },
    {
      ...esmPreset,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/jest.web-setup.mjs'],
      testMatch: [
        '<rootDir>/packages/*/src/**/*.spec.{ts,tsx}',
        `<rootDir>/{${frontEndFolders}}/src/**/*.spec.{ts,tsx}`,
      ],
    },
    {
      // The project's own lint rules (RuleTester cases).
      ...esmPreset,
      displayName: 'lint',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/scripts/eslint/**/*.spec.ts'],
    },
    {
      ...esmPreset,
      displayName: 'deploy',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/deploy/test/**/*.spec.ts'],
    },
  ],
};
