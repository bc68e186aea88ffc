// API integration tests against real databases: embedded PostgreSQL always, PostgreSQL when
// DATABASE_URL is set. One worker, so suites never fight over a database.
import { esmPreset } from '../jest.preset.mjs';

export default {
  ...esmPreset,
  displayName: 'api-integration',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/api/test/**/*.integration-spec.ts'],
  maxWorkers: 1,
  // Each suite starts whole apps (their guide models, embedded databases); what one suite leaves in
  // the heap made the next slower (one process grew past 5 GB, suites took twice as long). A worker
  // that ends a suite above this is replaced by a fresh one.
  workerIdleMemoryLimit: '1200MB',
  // Also the time a suite's beforeAll may take to start its app: on a busy machine a start cut off
  // at 60 s left Nest starting inside a torn-down environment, and its package look-up ended Jest.
  testTimeout: 180000,
};
