import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts a command as a container would, and waits until `readyUrl` answers 200. */
export async function startProcess(
  command: string[],
  options: {
    cwd: string;
    env: Record<string, string | undefined>;
    readyUrl: string;
    timeoutMs?: number;
  },
): Promise<RunningProcess> {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: options.cwd,
    env: options.env as NodeJS.ProcessEnv,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    try {
      if ((await fetch(options.readyUrl)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (exitedEarly || Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`${command.join(' ')} did not become ready:\n${output}`);
  }
  return {
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * The `name=value` of a response's profile-owner cookie: only the browser that created a profile
 * may read it back, so these tests send it like that browser would.
 */
export function ownerCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const owner = cookies
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith('ageless_profile_owner='));
  if (!owner) throw new Error('The response set no profile owner cookie');
  return owner;
}
