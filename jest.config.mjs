// Unit tests: fast, no database server. `npm test` runs these, then the API integration suite.
import { esmPreset } from './jest.preset.mjs';

export default {
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
  ],
};
