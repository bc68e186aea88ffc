import { loadConfig, ConfigError } from './config/app-config.js';
import { holdEmbeddedDataDir } from './database/data-dir-lock.js';
import { databaseKind } from './database/data-source-options.js';
import { createApp } from './app.factory.js';
import { loadPlaceData } from './geo/index.js';

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
  // Before anything opens the embedded database: a second process on its folder must not start.
  holdEmbeddedDataDir(config);
  const app = await createApp(config);
  // The place data takes about 2 s of the one thread to load: now, while nothing is listening, rather
  // than on the first place a request names, with every other request waiting behind it.
  loadPlaceData();
  await app.listen(config.port);
  // SIGTERM (Kubernetes, compose) and Ctrl+C: stop accepting connections, let requests in flight
  // finish, close the database pool, then exit 0 so orchestrators see a clean stop.
  const shutdown = (signal: NodeJS.Signals): void => {
    console.log(`Received ${signal}: finishing requests in flight, then stopping.`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  const url = `http://localhost:${config.port}`;
  const database =
    databaseKind(config) === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL';
  console.log(
    `Ageless Connect is running at ${url} (API docs ${url}/api/docs, database: ${database})`,
  );
}

main().catch((error: unknown) => {
  console.error('Ageless Connect could not start:', error);
  process.exit(1);
});
