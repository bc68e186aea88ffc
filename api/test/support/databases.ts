import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database an integration suite runs against, created fresh and dropped afterwards. */
export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  /** Settings for loadConfig-like overrides. */
  settings: { databaseUrl?: string; dataDir: string };
  drop(): Promise<void>;
}

type DatabaseFactory = {
  name: TestDatabase['name'];
  create: (dataDir?: string) => Promise<TestDatabase>;
};

const embedded: DatabaseFactory = {
  name: 'PGlite',
  create: async (dataDir = 'memory://') => ({
    name: 'PGlite',
    settings: { dataDir },
    drop: async () => undefined,
  }),
};

function postgres(serverUrl: string): DatabaseFactory {
  return {
    name: 'PostgreSQL',
    create: async () => {
      const database = `ageless_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${database}"`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${database}`;
      return {
        name: 'PostgreSQL',
        settings: { databaseUrl: url.toString(), dataDir: 'memory://' },
        drop: async () => {
          const client = new pg.Client({ connectionString: serverUrl });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
          await client.end();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL as well when DATABASE_URL names a server. */
export function testDatabases(): DatabaseFactory[] {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? [embedded, postgres(serverUrl)] : [embedded];
}

/**
 * Every test database with each way matching finds candidates (the `match_candidates` index and the
 * scan baseline), for specs that must hold on both paths.
 */
export function testDatabasesAndCandidatePaths(): {
  name: string;
  factory: DatabaseFactory;
  candidates: 'index' | 'scan';
}[] {
  return testDatabases().flatMap((factory) =>
    (['index', 'scan'] as const).map((candidates) => ({
      name: `${factory.name}, ${candidates}`,
      factory,
      candidates,
    })),
  );
}
