import {
  linkSync,
  mkdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';

/** The lock's file inside the embedded database folder. */
export const LOCK_FILE = 'ageless-api.lock';
/** How often the holder touches its lock, so another machine sharing the folder can tell it lives. */
const HEARTBEAT_MS = 10_000;
/** A lock from another machine untouched for this long belongs to a process that is gone. */
const ABANDONED_MS = 60_000;

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** Another process holds the embedded database folder: starting a second one would lose data. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: LockOwner) {
    super(
      `The embedded database folder ${dataDir} is in use by another Ageless Connect process ` +
        `(pid ${owner.pid} on ${owner.host}, started ${owner.startedAt}). Two processes on one folder ` +
        'would each see only their own writes and lose data. Stop that process first, or set DATA_DIR ' +
        'to another folder; to run more than one API process, use PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * For the process entry points (the API, the migration command): holds the embedded database folder
 * for the life of the process, or explains and exits with 75 (EX_TEMPFAIL) when another process has it.
 * Nothing to hold for PostgreSQL or an in-memory database.
 */
export function holdEmbeddedDataDir(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): void {
  if (config.databaseUrl || config.dataDir.startsWith('memory://')) return;
  try {
    lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(75);
  }
}

function readOwner(
  path: string,
): { owner: LockOwner; text: string; touchedAt: number } | undefined {
  try {
    const text = readFileSync(path, 'utf8');
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    const owner: LockOwner = {
      pid: Number(parsed.pid),
      host: String(parsed.host),
      startedAt: String(parsed.startedAt),
    };
    return { owner, text, touchedAt: statSync(path).mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // Unreadable or half-written (a crash while writing it): nobody can be shown to hold it.
    return { owner: { pid: 0, host: '?', startedAt: '?' }, text: '', touchedAt: 0 };
  }
}

/**
 * Takes the embedded database folder for this process, like PostgreSQL's postmaster.pid: the lock
 * file is created exclusively (O_EXCL); an existing one is honoured while its process lives (same
 * machine: the pid is checked; another machine: its heartbeat is under a minute old). A lock left by a
 * process killed with SIGKILL is taken over. Released when the process exits.
 */
export function lockDataDir(dataDir: string, now: () => number = Date.now): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date(now()).toISOString(),
  };
  const mine = JSON.stringify(me);
  mkdirSync(dataDir, { recursive: true });
  // Written in full under a name of its own, then linked into place: link() fails if the lock exists,
  // so the lock appears atomically and never half-written.
  const draft = `${path}.${process.pid}`;
  writeFileSync(draft, mine, { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      }
      const found = readOwner(path);
      if (!found) continue;
      const { owner, text, touchedAt } = found;
      // Our own pid on this machine is a lock from an earlier life of this container (pid 1 again).
      const held =
        owner.host === me.host
          ? owner.pid !== process.pid && owner.pid > 0 && isAlive(owner.pid)
          : now() - touchedAt < ABANDONED_MS;
      if (held) throw new DataDirInUseError(dataDir, owner);
      // Stale: remove it only if it is still the file we judged, then race for it again.
      if (readOwner(path)?.text === text) {
        try {
          unlinkSync(path);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
    }
  } finally {
    unlinkSync(draft);
  }

  const heartbeat = setInterval(() => {
    try {
      const date = new Date(now());
      utimesSync(path, date, date);
    } catch {
      // The folder went away; the database will report that itself.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    // Only our own lock: never remove one another process took over.
    if (readOwner(path)?.text === mine) unlinkSync(path);
  };
  process.on('exit', release);
  return { release };
}
