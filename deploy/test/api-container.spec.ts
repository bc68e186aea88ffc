import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { type TestDatabase, testDatabases } from '../../api/test/support/databases.js';
import { freePort, ownerCookie, startProcess } from './process.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const main = join(root, 'api/dist/main.js');
const migrate = join(root, 'api/dist/database/migrate.main.js');

// The API image's commands (CMD and the migration Job's), run with node against a fresh database.
describe.each(testDatabases())('API container commands on $name', (factory) => {
  let database: TestDatabase;
  let dataDir: string;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    if (!existsSync(main))
      throw new Error('api/dist is missing: run `npm run build` first (npm test builds it).');
    dataDir = mkdtempSync(join(tmpdir(), 'ageless-container-'));
    database = await factory.create(dataDir);
    env = {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      RUN_MIGRATIONS: 'false',
      DATA_DIR: database.settings.dataDir,
      DATABASE_URL: database.settings.databaseUrl,
    };
  });

  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates once with the Job command, then serves without migrating', async () => {
    const migration = spawnSync('node', [migrate], {
      cwd: root,
      env: env as NodeJS.ProcessEnv,
      encoding: 'utf8',
    });
    expect(migration.stderr).toBe('');
    expect(migration.stdout).toContain('Migrations are up to date.');
    expect(migration.status).toBe(0);

    const port = await freePort();
    const api = await startProcess(['node', main], {
      cwd: root,
      env: { ...env, PORT: String(port) },
      readyUrl: `http://127.0.0.1:${port}/readyz`,
    });
    try {
      const created = await fetch(`http://127.0.0.1:${port}/api/profiles`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"location":"Austin, TX"}',
      });
      expect(created.status).toBe(201);
    } finally {
      expect(await api.stop()).toBe(0);
    }
  });

  it('finishes a request that is in flight when SIGTERM arrives, then exits cleanly', async () => {
    const port = await freePort();
    const api = await startProcess(['node', main], {
      cwd: root,
      env: { ...env, PORT: String(port) },
      readyUrl: `http://127.0.0.1:${port}/readyz`,
    });
    const body = JSON.stringify({ purpose: 'Drained, not dropped', skills: ['Gardening'] });

    // Send half the body, stop the server, then send the rest: the request must still complete.
    const answer = new Promise<{ status: number; body: string; setCookie?: string[] }>(
      (resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/profiles',
            headers: {
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(body),
            },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: text,
                setCookie: res.headers['set-cookie'],
              }),
            );
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          api.child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 300);
        }, 200);
      },
    );

    const response = await answer;
    expect(response.status).toBe(201);
    expect(await api.exited).toBe(0);

    // The acknowledged write is really stored: read it back from a fresh process.
    const id = (JSON.parse(response.body) as { profile: { id: string } }).profile.id;
    const port2 = await freePort();
    const again = await startProcess(['node', main], {
      cwd: root,
      env: { ...env, PORT: String(port2) },
      readyUrl: `http://127.0.0.1:${port2}/readyz`,
    });
    try {
      const read = await fetch(`http://127.0.0.1:${port2}/api/profiles/${id}`, {
        headers: { Cookie: ownerCookie(response.setCookie) },
      });
      expect(((await read.json()) as { profile: { purpose: string } }).profile.purpose).toBe(
        'Drained, not dropped',
      );
    } finally {
      await again.stop();
    }
  });
});
