// Starts the built product for Playwright on E2E_PORT with a throwaway embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, root } from './build.mjs';

build({ quiet: true });
const dataDir = mkdtempSync(join(tmpdir(), 'ageless-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3210',
  DATA_DIR: dataDir,
  WEB_ROOT: root,
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
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
