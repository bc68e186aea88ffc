// `node api/dist/database/migrate.main.js`: applies pending migrations and exits. Used by the compose
// `migrate` service and the Kubernetes migration Job, so serving replicas start with RUN_MIGRATIONS=false.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { holdEmbeddedDataDir } from './data-dir-lock.js';
import { databaseKind, dataSourceOptions } from './data-source-options.js';
import { runPendingMigrations } from './migrate.js';

async function migrate(): Promise<void> {
  const config = loadConfig();
  holdEmbeddedDataDir(config);
  const dataSource = await new DataSource({
    ...dataSourceOptions(config),
    migrationsRun: false,
  }).initialize();
  try {
    await runPendingMigrations(dataSource, databaseKind(config));
    console.log('Migrations are up to date.');
  } finally {
    await dataSource.destroy();
  }
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
