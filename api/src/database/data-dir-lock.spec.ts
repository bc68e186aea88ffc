import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';

describe('lockDataDir (the embedded database folder is for one process)', () => {
  let dataDir: string;
  const lockPath = () => join(dataDir, LOCK_FILE);
  const plant = (owner: { pid: number; host: string }) =>
    writeFileSync(lockPath(), JSON.stringify({ ...owner, startedAt: '2026-11-23T05:00:00.000Z' }));

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ageless-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses while another live process on this machine holds the folder, naming it', () => {
    plant({ pid: process.ppid, host: hostname() });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(
      new RegExp(`in use by another Ageless Connect process \\(pid ${process.ppid} on `),
    );
    // The holder's lock is left alone.
    expect(JSON.parse(readFileSync(lockPath(), 'utf8')).pid).toBe(process.ppid);
  });

  it('takes over a lock whose process is gone (killed with SIGKILL), and gives it back on release', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    plant({ pid: gone, host: hostname() });
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockPath(), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(lockPath())).toBe(false);
  });

  it('takes over its own pid from an earlier life (a container restarts as pid 1 again)', () => {
    plant({ pid: process.pid, host: hostname() });
    lockDataDir(dataDir).release();
  });

  it('honours a lock from another machine while its heartbeat is fresh, not once it is a minute old', () => {
    plant({ pid: 4242, host: 'other-host' });
    expect(() => lockDataDir(dataDir)).toThrow(/pid 4242 on other-host/);
    const old = new Date(Date.now() - 61_000);
    utimesSync(lockPath(), old, old);
    lockDataDir(dataDir).release();
  });

  it('treats an unreadable lock as abandoned', () => {
    writeFileSync(lockPath(), '{"pid": 12');
    lockDataDir(dataDir).release();
  });

  it('never removes, on release, a lock another process has taken over meanwhile', () => {
    const first = lockDataDir(dataDir);
    plant({ pid: process.ppid, host: hostname() });
    first.release();
    expect(JSON.parse(readFileSync(lockPath(), 'utf8')).pid).toBe(process.ppid);
  });
});
