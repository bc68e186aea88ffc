import { loadConfig, ConfigError } from './config/app-config.js';
import { databaseKind } from './database/data-source-options.js';
import { createApp } from './app.factory.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.port);
  const url = `http://localhost:${config.port}`;
  const database = databaseKind(config) === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Ageless Connect is running at ${url} (API docs ${url}/api/docs, database: ${database})`);
}

main().catch((error: unknown) => {
  console.error('Ageless Connect could not start:', error);
  process.exit(1);
});
