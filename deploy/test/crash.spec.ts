import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type TestDatabase, testDatabases } from '../../api/test/support/databases.js';
import { freePort, ownerCookie, startProcess } from './process.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const main = join(root, 'api/dist/main.js');
const SKILLS = ['Gardening', 'Cooking', 'Repair'];

// Kills the API with SIGKILL while writes are in flight: every write it acknowledged must be there
// after a restart, and no profile may be half-written.
describe.each(testDatabases())('a crash under write load on $name', (factory) => {
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    if (!existsSync(main))
      throw new Error('api/dist is missing: run `npm run build` first (npm test builds it).');
    dataDir = mkdtempSync(join(tmpdir(), 'ageless-crash-'));
    database = await factory.create(dataDir);
  });

  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged write and leaves nothing half-written', async () => {
    const env = {
      PATH: process.env.PATH,
      LOG_LEVEL: 'silent',
      DATA_DIR: database.settings.dataDir,
      DATABASE_URL: database.settings.databaseUrl,
      RATE_LIMIT_PROFILES: 'off',
    };
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = await startProcess(['node', main], {
      cwd: root,
      env: { ...env, PORT: String(port) },
      readyUrl: `${base}/readyz`,
    });

    const acknowledged: { id: string; cookie: string }[] = [];
    let attempted = 0;
    let stop = false;
    const writer = async (worker: number): Promise<void> => {
      while (!stop) {
        attempted += 1;
        try {
          const response = await fetch(`${base}/api/profiles`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              purpose: `crash-test ${worker}-${attempted}`,
              skills: SKILLS,
              needsHousing: true,
            }),
          });
          if (response.status === 201)
            acknowledged.push({
              id: ((await response.json()) as { profile: { id: string } }).profile.id,
              cookie: ownerCookie(response.headers.getSetCookie()),
            });
        } catch {
          // the connection died with the process: not acknowledged
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, worker) => writer(worker));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    api.child.kill('SIGKILL');
    await api.exited;
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(10);

    const port2 = await freePort();
    const base2 = `http://127.0.0.1:${port2}`;
    const restarted = await startProcess(['node', main], {
      cwd: root,
      env: { ...env, PORT: String(port2) },
      readyUrl: `${base2}/readyz`,
      timeoutMs: 60_000,
    });
    try {
      const missing: string[] = [];
      for (const { id, cookie } of acknowledged) {
        const read = await fetch(`${base2}/api/profiles/${id}`, { headers: { Cookie: cookie } });
        if (read.status !== 200) missing.push(id);
        else {
          const { profile } = (await read.json()) as {
            profile: { skills: string[]; needsHousing: boolean; purpose: string };
          };
          expect(profile.skills).toEqual(SKILLS);
          expect(profile.needsHousing).toBe(true);
          expect(profile.purpose).toMatch(/^crash-test /);
        }
      }
      expect(missing).toEqual([]);
    } finally {
      await restarted.stop();
    }

    // Writes that were never acknowledged may or may not be there, but never in part.
    const rows = await queryStored(
      "SELECT skills, needs_housing FROM profiles WHERE purpose LIKE 'crash-test %'",
    );
    expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(rows.length).toBeLessThanOrEqual(attempted);
    for (const row of rows) expect(row).toEqual({ skills: SKILLS, needs_housing: true });
  });

  async function queryStored(sql: string): Promise<Record<string, unknown>[]> {
    if (database.settings.databaseUrl) {
      const client = new pg.Client({ connectionString: database.settings.databaseUrl });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    }
    const embedded = await PGlite.create(database.settings.dataDir);
    try {
      return (await embedded.query<Record<string, unknown>>(sql)).rows;
    } finally {
      await embedded.close();
    }
  }
});
