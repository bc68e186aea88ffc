import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, ownerCookie, type RunningProcess, startProcess } from './process.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const main = join(root, 'api/dist/main.js');

// CI has Debian's PostgreSQL 15 server binaries; PG_BIN points elsewhere when they live elsewhere.
function postgresBinaries(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => join(base, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'pg_ctl')));
}

const bin = postgresBinaries();
const asRoot = process.getuid?.() === 0;
if (!bin) {
  console.warn(
    '\n!!!!!!!!!!\n!!! SKIPPED: PostgreSQL server binaries (initdb, pg_ctl) not found under ' +
      '/usr/lib/postgresql/*/bin or PG_BIN: the "PostgreSQL restarted under the API" test cannot run ' +
      '(apt-get install -y postgresql).\n!!!!!!!!!!',
  );
}

/** A throwaway PostgreSQL cluster of its own, so stopping it disturbs no one else's database. */
class ThrowawayCluster {
  readonly dir = mkdtempSync(join(tmpdir(), 'ageless-pg-restart-'));
  readonly data = join(this.dir, 'data');

  constructor(readonly port: number) {
    // The server refuses to run as root: when the tests do, the cluster belongs to `postgres`.
    if (asRoot) {
      const { uid, gid } = userInfoOf('postgres');
      chownSync(this.dir, uid, gid);
    }
    this.run('initdb', ['-D', this.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run('pg_ctl', [
      '-D',
      this.data,
      '-l',
      join(this.dir, 'server.log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
  }

  /** What a crash or a failover looks like to clients: connections cut, no clean goodbye. */
  stopImmediately(): void {
    this.run('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', 'stop']);
  }

  remove(): void {
    if (existsSync(join(this.data, 'postmaster.pid'))) this.stopImmediately();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private run(tool: string, args: string[]): void {
    const command = [join(bin!, tool), ...args];
    const [file, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...command] : command;
    const result = spawnSync(file!, rest, { encoding: 'utf8', cwd: this.dir });
    if (result.status !== 0) {
      throw new Error(`${command.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    }
  }
}

function userInfoOf(name: string): { uid: number; gid: number } {
  const id = (flag: string): number =>
    Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A request and how long it took, so "fails fast" is measured, not assumed. */
async function timed(
  url: string,
  init?: RequestInit,
): Promise<{
  status: number;
  body: unknown;
  ms: number;
  retryAfter: string | null;
  setCookie: string[];
}> {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  const body: unknown = await response.json().catch(() => undefined);
  return {
    status: response.status,
    body,
    ms: Date.now() - started,
    retryAfter: response.headers.get('retry-after'),
    setCookie: response.headers.getSetCookie(),
  };
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

(bin ? describe : describe.skip)('PostgreSQL restarted under the running API', () => {
  let cluster: ThrowawayCluster;
  let api: RunningProcess | undefined;
  let base: string;

  beforeAll(async () => {
    if (!existsSync(main))
      throw new Error('api/dist is missing: run `npm run build` first (npm test builds it).');
    cluster = new ThrowawayCluster(await freePort());
    cluster.start();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = await startProcess(['node', main], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        // As in production: what the API logs about the outage must not carry people's texts.
        LOG_LEVEL: 'info',
        DATABASE_URL: cluster.url,
        PORT: String(port),
        RATE_LIMIT_PROFILES: 'off',
        RATE_LIMIT_CHAT: 'off',
      },
      readyUrl: `${base}/readyz`,
    });
  });

  afterAll(async () => {
    await api?.stop();
    cluster?.remove();
  });

  it('answers 503 fast while the database is down, says so on /readyz, and recovers by itself', async () => {
    const secret = `OutageSecret-${Date.now()}`;
    const before = await timed(
      `${base}/api/profiles`,
      json({ purpose: 'written before the outage' }),
    );
    expect(before.status).toBe(201);
    const id = (before.body as { profile: { id: string } }).profile.id;

    cluster.stopImmediately();

    // Every call that needs the database: a clear 503 in the one error shape, well under two seconds.
    const calls: [string, RequestInit | undefined][] = [
      ['/api/profiles', json({ purpose: 'written during the outage' })],
      [`/api/profiles/${id}`, undefined],
      [`/api/profiles/${id}/matches`, undefined],
      ['/api/free-tags?region=US', undefined],
      ['/api/chat', json({ sessionId: 'outage-session-1', message: `Is anyone there? ${secret}` })],
    ];
    for (const [path, init] of calls) {
      const result = await timed(`${base}${path}`, init);
      expect({ path, status: result.status }).toEqual({ path, status: 503 });
      expect(result.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: expect.any(String),
        code: 'service_unavailable',
      });
      expect(result.retryAfter).not.toBeNull();
      expect(result.ms).toBeLessThan(2000);
    }
    const ready = await timed(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(3000);
    expect((await timed(`${base}/healthz`)).status).toBe(200);
    expect(api!.child.exitCode).toBeNull();
    // The failures are logged, without the texts of the requests that failed.
    expect(api!.output()).toMatch(/Dependency unavailable/);
    expect(api!.output()).not.toContain(secret);

    cluster.start();

    // No restart of the API: its pool drops the dead connections and opens new ones.
    const deadline = Date.now() + 15_000;
    let readyAgain = 0;
    while (Date.now() < deadline && readyAgain !== 200) {
      readyAgain = (await timed(`${base}/readyz`)).status;
      if (readyAgain !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(readyAgain).toBe(200);
    const after = await timed(`${base}/api/profiles`, json({ purpose: 'written after recovery' }));
    expect(after.status).toBe(201);
    const reread = await timed(`${base}/api/profiles/${id}`, {
      headers: { Cookie: ownerCookie(before.setCookie) },
    });
    expect(reread.status).toBe(200);
    expect(reread.body).toMatchObject({ profile: { purpose: 'written before the outage' } });
    expect(api!.child.exitCode).toBeNull();
  });
});
