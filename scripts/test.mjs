// `npm test`: lint, type-check, build, unit and deploy tests, API integration tests (embedded PostgreSQL, and
// PostgreSQL too when DATABASE_URL is set), then Playwright e2e in Chromium. Ends with one line
// "N passed, N failed" counting every test and check, so a run that executed nothing shows as such.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, root } from './build.mjs';
import { bin } from './lib/targets.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2eRequired = process.env.CI === 'true' || process.env.E2E_REQUIRED === '1';
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(title, command, args, options = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  return result.status === 0;
}

function check(title, command, args, options) {
  const ok = run(title, command, args, options);
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(title);
  }
  return ok;
}

function countJest(title, file, ok) {
  if (!existsSync(file)) {
    totals.failed += 1;
    failures.push(`${title} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (!ok || report.numFailedTests > 0 || report.numFailedTestSuites > 0) failures.push(title);
  if (report.numFailedTestSuites > 0 && report.numFailedTests === 0)
    totals.failed += report.numFailedTestSuites;
}

// `node`: another Node binary to run Jest with (the API suites on Node 24, below).
function jest(title, configArgs, reportName, { node, env = {} } = {}) {
  const file = join(reports, reportName);
  const args = [...configArgs, '--json', `--outputFile=${file}`];
  const ok = run(title, node ?? bin('jest'), node ? [bin('jest'), ...args] : args, {
    env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning', ...env },
  });
  countJest(title, file, ok);
}

function countPlaywright(file, ok) {
  if (!existsSync(file)) {
    totals.failed += 1;
    failures.push('e2e (no report)');
    return;
  }
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  // Passed on CI's second try (playwright.config.ts): counted as passed, never silently.
  if (stats.flaky > 0)
    console.warn(`\n!!! e2e: ${stats.flaky} test(s) failed once and passed on the retry (flaky).`);
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (!ok || stats.unexpected > 0) failures.push('e2e');
}

check('lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']);
check('format (prettier)', bin('prettier'), ['--check', '.']);
check('type-check', 'node', [join(root, 'scripts', 'typecheck.mjs')]);

// Production dependencies must have no high or critical advisory. A registry that refuses audits
// (405 here) leaves it unchecked: reported loudly and counted as skipped, never as passed.
console.log('\n=== npm audit (production dependencies)');
const audit = spawnSync('node', [join(root, 'scripts', 'audit.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (audit.status === 0) totals.passed += 1;
else if (audit.status === 2) {
  console.warn('\n!!! SKIPPED: npm audit is not available from this registry.');
  totals.skipped += 1;
} else {
  totals.failed += 1;
  failures.push('npm audit');
}

// The deploy suite runs the built API as its container would, and e2e serves the built front ends.
console.log('\n=== build (what is missing or stale)');
let built = false;
try {
  await build();
  built = true;
  totals.passed += 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  totals.failed += 1;
  failures.push('build');
}

jest('unit and deploy tests', [], 'unit.json');
if (!process.env.DATABASE_URL) {
  console.log(
    '\nDATABASE_URL is not set: API integration tests run on embedded PostgreSQL (PGlite) only.',
  );
}
jest('API integration tests', ['-c', 'api/jest.integration.config.mjs'], 'integration.json');

// The containers run Node 24 (the current LTS) while `npm start` still supports Node 20.19+: with
// NODE24_BIN (a Node 24 binary; .ci/run installs it from npm's `node` package) the API's unit tests run
// again on it, and the integration suites where the runtime itself is what is tested: the embedded
// database's WebAssembly and migrations, the guide's models, Word files, Node's HTTP server under
// slow and broken connections. Every suite twice took about a third of CI's 90 minutes on the
// 2-core machine; PostgreSQL's path is the same code through the pure-JavaScript `pg` driver, so it
// is left to the Node 20 run.
const NODE24_INTEGRATION_SUITES = ['migrations', 'guide', 'knowledge', 'slow-connections'];
if (process.env.NODE24_BIN) {
  const node = process.env.NODE24_BIN;
  jest('API unit tests on Node 24', ['--selectProjects', 'api'], 'unit-node24.json', { node });
  jest(
    'API integration tests on Node 24 (PGlite)',
    [
      '-c',
      'api/jest.integration.config.mjs',
      '--testPathPatterns',
      `api/test/(${NODE24_INTEGRATION_SUITES.join('|')})\\.integration-spec\\.ts$`,
    ],
    'integration-node24.json',
    { node, env: { DATABASE_URL: '' } },
  );
}

if (!existsSync(CHROMIUM)) {
  const message = `Chromium not found at ${CHROMIUM}: end-to-end tests cannot run (apt-get install -y chromium).`;
  if (e2eRequired) {
    console.error(`\n!!! ${message} They are required here (CI).`);
    totals.failed += 1;
    failures.push('e2e (no browser)');
  } else {
    console.warn(`\n!!!!!!!!!!\n!!! SKIPPED: ${message}\n!!!!!!!!!!`);
    totals.skipped += 1;
  }
} else if (built) {
  // e2e/playwright.config.ts writes its JSON report there.
  const file = join(root, 'e2e', '.artifacts', 'results.json');
  rmSync(file, { force: true });
  const ok = run('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], {
    cwd: join(root, 'e2e'),
  });
  countPlaywright(file, ok);
}

console.log('');
if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
