// Type-checks every workspace against the one strict base config.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/targets.mjs';

const projects = [
  'api/tsconfig.json',
  ...[
    'host-shell',
    'mfe-landing',
    'mfe-onboarding',
    'mfe-matches',
    'mfe-chat',
    'widget-element',
    'e2e',
    'bench',
  ].map((dir) => `${dir}/tsconfig.json`),
].filter((project) => existsSync(join(root, project)));

let failed = false;
const packages = spawnSync(
  'npx',
  ['tsc', '-b', 'packages/contracts', 'packages/i18n', 'packages/ui'],
  { cwd: root, stdio: 'inherit' },
);
failed ||= packages.status !== 0;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`Type errors in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
