import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { createEmbeddedPostgres } from './embedded-postgres.driver.js';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

export type DatabaseKind = 'postgres' | 'embedded';

export function databaseKind(config: Pick<AppConfig, 'databaseUrl'>): DatabaseKind {
  return config.databaseUrl ? 'postgres' : 'embedded';
}

/** The same entities and migrations for PostgreSQL and the embedded database; never synchronize. */
export function dataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities,
    migrations,
    // Migrations run through runPendingMigrations (DatabaseModule) so replicas can take turns.
    migrationsRun: false,
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+ and PGlite; no extension to install.
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
  };
  if (config.databaseUrl) {
    // connectTimeoutMS is pg's connectionTimeoutMillis: it also bounds the wait for a free pool slot, so
    // with the database unreachable a request ends in a 503 (the error filter) instead of hanging.
    return { ...common, url: config.databaseUrl, poolSize: 20, connectTimeoutMS: 5000 };
  }
  return { ...common, driver: createEmbeddedPostgres(config.dataDir).driver, poolSize: 1 };
}
