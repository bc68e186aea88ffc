// Lighthouse (mobile) on the landing page, plus each front end's JavaScript size, in one run:
//   node bench/lighthouse/run.mjs            builds what is stale, starts the product, measures
//   node bench/lighthouse/run.mjs --url URL  measures a running deployment instead
//   --runs N (default 3): reports the run with the median performance score, as Lighthouse's
//   docs advise; single runs vary by several points with the machine's load.
// Needs Debian's Chromium (/usr/bin/chromium, or CHROME_PATH). Writes bench/.results/lighthouse.json.
import { spawn, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, root } from '../../scripts/build.mjs';
import { bin } from '../../scripts/lib/targets.mjs';
import frontEnds from '../../packages/contracts/src/front-ends.json' with { type: 'json' };

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '3450' },
    runs: { type: 'string', default: '3' },
  },
});
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function jsSizes(app) {
  const dist = join(root, app, 'dist');
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.js')) files.push(path);
    }
  };
  walk(dist);
  const total = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length,
    0,
  );
  return { files: files.length, gzipKB: Math.round((total / 1024) * 10) / 10 };
}

async function waitFor(url) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** One Lighthouse run (mobile, simulated throttling); returns its report. */
function lighthouse(report, attempt = 1) {
  const result = spawnSync(
    bin('lighthouse'),
    [
      url,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${report}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    // Chromium under load now and then loses the trace (NO_NAVSTART); one more try, not more.
    if (attempt === 1) return lighthouse(report, 2);
    throw new Error(`lighthouse failed:\n${result.stderr}`);
  }
  return JSON.parse(readFileSync(report, 'utf8'));
}

let server;
let dataDir;
let url = values.url;
if (!url) {
  await build({ quiet: true });
  dataDir = mkdtempSync(join(tmpdir(), 'ageless-lighthouse-'));
  server = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: values.port,
      DATA_DIR: dataDir,
      WEB_ROOT: root,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  url = `http://127.0.0.1:${values.port}/`;
  await waitFor(`${url}healthz`);
}

try {
  const outDir = join(root, 'bench/.results');
  mkdirSync(outDir, { recursive: true });
  const report = join(outDir, 'lighthouse-report.json');
  const runs = [];
  for (let run = 0; run < Number(values.runs); run += 1) runs.push(lighthouse(report));
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = runs[Math.floor((runs.length - 1) / 2)];
  // The full report on disk is the median run's.
  writeFileSync(report, JSON.stringify(lhr));
  const score = (id, result = lhr) => Math.round(result.categories[id].score * 100);
  const metric = (id) => lhr.audits[id].displayValue;
  const summary = {
    url,
    date: new Date().toISOString(),
    formFactor: lhr.configSettings.formFactor,
    performance: score('performance'),
    performanceRuns: runs.map((result) => score('performance', result)),
    // Each run's paints too: under load the score moves with total blocking time, the paints less.
    runMetrics: runs.map((result) => ({
      performance: score('performance', result),
      firstContentfulPaint: result.audits['first-contentful-paint'].displayValue,
      largestContentfulPaint: result.audits['largest-contentful-paint'].displayValue,
      totalBlockingTime: result.audits['total-blocking-time'].displayValue,
      speedIndex: result.audits['speed-index'].displayValue,
    })),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    firstContentfulPaint: metric('first-contentful-paint'),
    largestContentfulPaint: metric('largest-contentful-paint'),
    totalBlockingTime: metric('total-blocking-time'),
    cumulativeLayoutShift: metric('cumulative-layout-shift'),
    failedAccessibilityAudits: Object.values(lhr.audits)
      .filter(
        (audit) =>
          lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id) &&
          audit.score === 0,
      )
      .map((audit) => audit.id),
    javascript: Object.fromEntries(frontEnds.apps.map(({ folder }) => [folder, jsSizes(folder)])),
  };
  writeFileSync(join(outDir, 'lighthouse.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(JSON.stringify(summary, null, 2));
} finally {
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
