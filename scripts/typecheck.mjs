// Type-checks every workspace against the one strict base config.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bin, FRONT_ENDS, root } from './lib/targets.mjs';

const APPS = ['api', ...FRONT_ENDS, 'e2e', 'bench', 'deploy'];
const projects = APPS.map((dir) => `${dir}/tsconfig.json`).filter((project) =>
  existsSync(join(root, project)),
);

// Shared libraries are composite projects, built in dependency order by `tsc -b`.
const libraries = readdirSync(join(root, 'packages'))
  .map((name) => `packages/${name}`)
  .filter((dir) => existsSync(join(root, dir, 'tsconfig.json')));

let failed =
  spawnSync(bin('tsc'), ['-b', ...libraries], { cwd: root, stdio: 'inherit' }).status !== 0;
for (const project of projects) {
  const result = spawnSync(bin('tsc'), ['--noEmit', '-p', project], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`Type errors in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
