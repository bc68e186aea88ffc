import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import { createApp } from '../../src/app.factory.js';
import { type AppConfig, loadConfig, RATE_LIMITED_CALLS } from '../../src/config/app-config.js';
import type { TestDatabase } from './databases.js';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  /** One browser that keeps its cookies (the profile owner's key) between requests. */
  owner: ReturnType<typeof request.agent>;
  /** Another browser with its own cookies. */
  browser(): ReturnType<typeof request.agent>;
  dataSource: DataSource;
  close(): Promise<void>;
}

// Suites send many requests from one address; the ones about limits set them explicitly.
const NO_RATE_LIMITS = {
  ...Object.fromEntries(
    RATE_LIMITED_CALLS.map((call) => [`RATE_LIMIT_${call.toUpperCase()}`, 'off']),
  ),
  FREE_CONVERSATIONS_PER_ADDRESS: '1000000',
  HTTP_IN_FLIGHT_PER_CLIENT: 'off',
  // Suites make their people with one browser; the suites about the ceiling set it.
  PROFILES_PER_BROWSER: 'off',
  // The shared line for expensive reads keeps its width but turns no suite's crowd away.
  EXPENSIVE_READS_QUEUE: '100000',
  EXPENSIVE_READS_MAX_WAIT_MS: '600000',
};

/** The real application (same factory as main.ts) on the given database, quiet logs, no rate limits. */
export async function startTestApp(
  database: TestDatabase,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      ...NO_RATE_LIMITS,
    }),
    ...database.settings,
    ...overrides,
  };
  const app = await createApp(config);
  await app.init();
  const server = app.getHttpServer();
  return {
    app,
    http: request(server),
    owner: request.agent(server),
    browser: () => request.agent(server),
    dataSource: app.get<DataSource>(getDataSourceToken()),
    close: () => app.close(),
  };
}
