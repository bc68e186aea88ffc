// Builds the product: `--all` rebuilds everything, otherwise only what is missing or stale.
// Builds run side by side, as many as the machine has cores: each webpack build spends most of its
// time on one core, so on two cores a new user's first `npm start` waits about half as long.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { describe, isStale, markBuilt, root, targets } from './lib/targets.mjs';

function run(target, quiet) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    if (!quiet) console.log(`Building ${describe(target)}...`);
    // Output is collected and printed whole, so two builds' lines never interleave.
    const child = spawn(target.command[0], target.command.slice(1), {
      cwd: target.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      if (code !== 0) {
        process.stderr.write(text);
        reject(new Error(`Build of ${target.name} failed`));
        return;
      }
      if (!quiet) process.stdout.write(text);
      markBuilt(target);
      if (!quiet)
        console.log(`Built ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/** Builds what is stale (or everything); resolves to how many targets were built. */
export async function build({ all = false, quiet = false } = {}) {
  const todo = targets.filter((target) => all || isStale(target));
  const done = new Set(targets.filter((target) => !todo.includes(target)).map((t) => t.name));
  const waiting = [...todo];
  const slots = Math.max(1, availableParallelism());
  let failure;
  async function worker() {
    while (waiting.length > 0 && !failure) {
      // The next target whose inputs are built; the contracts come first for the API.
      const index = waiting.findIndex((target) => (target.after ?? []).every((n) => done.has(n)));
      if (index < 0) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      const [target] = waiting.splice(index, 1);
      try {
        await run(target, quiet);
        done.add(target.name);
      } catch (error) {
        failure ??= error;
      }
    }
  }
  await Promise.all(Array.from({ length: slots }, worker));
  if (failure) throw failure;
  return todo.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const count = await build({ all: process.argv.includes('--all') });
    if (count === 0) console.log('Everything is built and up to date.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
export { root };
