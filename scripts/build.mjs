// Builds the product: `--all` rebuilds everything, otherwise only what is missing or stale.
import { spawnSync } from 'node:child_process';
import { describe, isStale, markBuilt, root, targets } from './lib/targets.mjs';

export function build({ all = false, quiet = false } = {}) {
  const todo = targets.filter((target) => all || isStale(target));
  for (const target of todo) {
    const started = Date.now();
    if (!quiet) console.log(`Building ${describe(target)}...`);
    const result = spawnSync(target.command[0], target.command.slice(1), {
      cwd: target.dir,
      stdio: quiet ? 'pipe' : 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      if (quiet) process.stderr.write(result.stdout ?? '');
      if (quiet) process.stderr.write(result.stderr ?? '');
      throw new Error(`Build of ${target.name} failed`);
    }
    markBuilt(target);
    if (!quiet)
      console.log(`Built ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return todo.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const count = build({ all: process.argv.includes('--all') });
    if (count === 0) console.log('Everything is built and up to date.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
export { root };
