// What `npm start` and `npm test` build, in dependency order, and how to tell whether a build is stale.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import frontEnds from '../../packages/contracts/src/front-ends.json' with { type: 'json' };

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** A tool installed by `npm ci`, run directly: many parallel `npx` calls were seen to stall here. */
export const bin = (name) => join(root, 'node_modules', '.bin', name);

const SHARED_SOURCES = [
  'packages/contracts/src',
  'packages/i18n/src',
  'packages/ui/src',
  'packages/api-client/src',
  'packages/chat/src',
  'packages/webpack-config',
];
/** Every front end's folder, from the one list: the host, each remote, the widget. */
export const FRONT_ENDS = frontEnds.apps.map((app) => app.folder);

/**
 * `after` names the targets that must be built first; the rest build side by side.
 * @type {{name: string, dir: string, inputs: string[], output: string, command: string[], after?: string[]}[]}
 */
export const targets = [
  {
    // The API imports the contracts at run time; front ends compile every package from source.
    name: 'contracts',
    dir: root,
    inputs: ['packages/contracts/src', 'packages/contracts/tsconfig.json'],
    output: 'packages/contracts/dist',
    command: [bin('tsc'), '-b', 'packages/contracts'],
  },
  {
    name: 'api',
    dir: root,
    inputs: ['api/src', 'api/scripts', 'packages/contracts/src', 'api/tsconfig.build.json'],
    output: 'api/dist',
    // The package's own build: compiles, then copies the shipped knowledge articles.
    command: ['npm', 'run', 'build', '-w', 'api'],
    after: ['contracts'],
  },
  ...FRONT_ENDS.filter((app) => existsSync(join(root, app, 'webpack.config.cjs'))).map((app) => ({
    name: app,
    dir: join(root, app),
    inputs: [`${app}/src`, `${app}/webpack.config.cjs`, `${app}/package.json`, ...SHARED_SOURCES],
    output: `${app}/dist`,
    command: [bin('webpack'), '--mode', 'production'],
  })),
];

const STAMP = '.build-stamp';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** A target is stale when its output is missing or any input changed after its last build. */
export function isStale(target) {
  const stamp = join(root, target.output, STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return target.inputs.some((input) => newestMtime(join(root, input)) > built);
}

export function markBuilt(target) {
  writeFileSync(join(root, target.output, STAMP), new Date().toISOString());
}

export function describe(target) {
  return `${target.name} (${relative(root, join(root, target.output))})`;
}
