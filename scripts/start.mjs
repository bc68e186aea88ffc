// `npm start`: builds what is missing or stale, then one Node process serves the API, the host and
// every remote at http://localhost:3000 (PORT), on the embedded database unless DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build, root } from './build.mjs';

try {
  await build();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { WEB_ROOT: root, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
