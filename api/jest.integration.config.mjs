// API integration tests against real databases: embedded PostgreSQL always, PostgreSQL when
// DATABASE_URL is set. One worker, so suites never fight over a database.
import { esmPreset } from '../jest.preset.mjs';

export default {
  ...esmPreset,
  displayName: 'api-integration',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/api/test/**/*.integration-spec.ts'],
  maxWorkers: 1,
  testTimeout: 60000,
};
