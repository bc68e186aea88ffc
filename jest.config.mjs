// Unit tests: fast, no database server. `npm test` runs these, then the API integration suite.
import { esmPreset } from './jest.preset.mjs';

export default {
  // Some suites start real processes and databases; a wrong result still fails at once.
  testTimeout: 60000,
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
      testMatch: [
        '<rootDir>/packages/*/src/**/*.spec.{ts,tsx}',
        '<rootDir>/{host-shell,mfe-landing,mfe-onboarding,mfe-matches,mfe-chat,widget-element}/src/**/*.spec.{ts,tsx}',
      ],
    },
    {
      ...esmPreset,
      displayName: 'deploy',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/deploy/test/**/*.spec.ts'],
    },
  ],
};
