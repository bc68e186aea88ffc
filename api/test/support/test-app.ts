import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import { createApp } from '../../src/app.factory.js';
import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import type { TestDatabase } from './databases.js';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  close(): Promise<void>;
}

/** The real application (same factory as main.ts) on the given database, quiet logs. */
export async function startTestApp(
  database: TestDatabase,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    ...database.settings,
    ...overrides,
  };
  const app = await createApp(config);
  await app.init();
  const server = app.getHttpServer();
  return {
    app,
    http: request(server),
    dataSource: app.get<DataSource>(getDataSourceToken()),
    close: () => app.close(),
  };
}
