// A throwaway database for one benchmark run: a new PostgreSQL database on the server (dropped after),
// or a folder for the embedded one (removed after). Returns the API's environment and the cleanup.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `postgres` or `pglite`, named `<prefix>_…` on the server or `ageless-<prefix>-…` as a folder. */
export async function throwawayDatabase(kind, prefix) {
  if (kind === 'postgres') {
    const database = `ageless_${prefix}_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    const url = new URL(SERVER_URL);
    url.pathname = `/${database}`;
    return {
      env: { DATABASE_URL: url.toString() },
      cleanup: async () => {
        const client = new pg.Client({ connectionString: SERVER_URL });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), `ageless-${prefix}-`));
  return {
    env: { DATA_DIR: join(dir, 'data') },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
