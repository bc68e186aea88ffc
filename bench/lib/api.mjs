// Builds the API once and imports its compiled modules, for benchmarks that run it in their own
// process (bench/chat, bench/guide).
import { execFileSync } from 'node:child_process';

const root = new URL('../../', import.meta.url);

/** Compiles contracts and the API (unless skipped) and returns an importer for api/dist modules. */
export function builtApi({ skipBuild = false } = {}) {
  if (!skipBuild) {
    console.log('building the API …');
    execFileSync('npx', ['tsc', '-b', 'packages/contracts'], { cwd: root, stdio: 'inherit' });
    execFileSync('npx', ['tsc', '-p', 'api/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
    execFileSync(process.execPath, ['api/scripts/copy-assets.mjs'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  return (path) => import(new URL(`api/dist/${path}`, root).href);
}
