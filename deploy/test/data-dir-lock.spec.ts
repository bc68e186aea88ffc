import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, ownerCookie, type RunningProcess, startProcess } from './process.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const main = join(root, 'api/dist/main.js');
const migrate = join(root, 'api/dist/database/migrate.main.js');

/** Runs a command to its end (bounded), with its exit code and everything it printed. */
function run(
  command: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command.join(' ')} did not stop within 20 s:\n${output}`));
    }, 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

// Issue 16 (8): two API processes on one embedded database folder each saw only their own writes, and
// acknowledged profiles were gone after both stopped. The second now refuses to start.
describe('the embedded database folder belongs to one process', () => {
  let dataDir: string;
  const running: RunningProcess[] = [];
  const env = (port: number): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PORT: String(port),
    RATE_LIMIT_PROFILES: 'off',
  });
  const start = async (): Promise<{ api: RunningProcess; base: string }> => {
    const port = await freePort();
    const api = await startProcess(['node', main], {
      cwd: root,
      env: env(port),
      readyUrl: `http://127.0.0.1:${port}/readyz`,
      timeoutMs: 60_000,
    });
    running.push(api);
    return { api, base: `http://127.0.0.1:${port}` };
  };

  beforeAll(() => {
    if (!existsSync(main))
      throw new Error('api/dist is missing: run `npm run build` first (npm test builds it).');
    dataDir = mkdtempSync(join(tmpdir(), 'ageless-lock-'));
  });

  afterAll(async () => {
    for (const api of running) await api.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process with a clear message and a non-zero exit; after kill -9 the next start takes the folder over with every acknowledged profile', async () => {
    const first = await start();
    const created = await fetch(`${first.base}/api/profiles`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ purpose: 'lock-test', skills: ['Gardening'] }),
    });
    expect(created.status).toBe(201);
    const { profile } = (await created.json()) as { profile: { id: string } };
    const cookie = ownerCookie(created.headers.getSetCookie());

    // A second API and the migration command on the same folder: both refuse before opening it.
    for (const command of [
      ['node', main],
      ['node', migrate],
    ]) {
      const second = await run(command, env(await freePort()));
      expect(second.code).toBe(75);
      expect(second.output).toContain(
        `The embedded database folder ${dataDir} is in use by another Ageless Connect process (pid ${first.api.child.pid} `,
      );
      expect(second.output).toMatch(/use PostgreSQL \(DATABASE_URL\)/);
    }
    // The first is unaffected and still has what it acknowledged.
    const read = await fetch(`${first.base}/api/profiles/${profile.id}`, {
      headers: { Cookie: cookie },
    });
    expect(read.status).toBe(200);

    // kill -9 leaves the lock behind; its process is gone, so the next start takes it over.
    first.api.child.kill('SIGKILL');
    await first.api.exited;
    expect(existsSync(join(dataDir, 'ageless-api.lock'))).toBe(true);
    const next = await start();
    const again = await fetch(`${next.base}/api/profiles/${profile.id}`, {
      headers: { Cookie: cookie },
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { profile: { purpose: string } }).profile.purpose).toBe(
      'lock-test',
    );

    // A clean stop gives the folder back.
    expect(await next.api.stop()).toBe(0);
    expect(existsSync(join(dataDir, 'ageless-api.lock'))).toBe(false);
  });
});
