// Starts the built product for Playwright on E2E_PORT with a throwaway embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, root } from './build.mjs';

await build({ quiet: true });
const dataDir = mkdtempSync(join(tmpdir(), 'ageless-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3210',
  DATA_DIR: dataDir,
  WEB_ROOT: root,
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
// The widget tests embed the chat in a third-party page served on this port (another origin).
// Every e2e test comes from one address; keep the limits, but far above what a suite sends.
Object.assign(env, {
  RATE_LIMIT_CHAT: '600/60',
  RATE_LIMIT_CLICKS: '600/60',
  RATE_LIMIT_PROFILES: '200/60',
  RATE_LIMIT_PROFILEEDITS: '200/60',
  RATE_LIMIT_UPLOAD: '200/60',
  RATE_LIMIT_PLACES: '600/60',
  RATE_LIMIT_MATCHES: '600/60',
  RATE_LIMIT_MYPROFILES: '600/60',
  RATE_LIMIT_CALCULATORS: '600/60',
  // The line for expensive reads keeps its width; a slow CI machine is no crowd to turn away.
  EXPENSIVE_READS_QUEUE: '1000',
  EXPENSIVE_READS_MAX_WAIT_MS: '60000',
  FREE_CONVERSATIONS_PER_ADDRESS: '10000',
  // Parallel workers' pages all come from 127.0.0.1.
  HTTP_IN_FLIGHT_PER_CLIENT: '64',
});
env.CORS_ORIGINS = `http://127.0.0.1:${process.env.E2E_WIDGET_PAGE_PORT ?? '3391'}`;
const server = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
