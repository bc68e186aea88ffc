// Ten addresses at their in-flight cap on the expensive reads (issue 25, ninth hostile pass #5), one
// command:
//   node bench/expensive-reads/run.mjs [--database both|pglite|postgres] [--port 3410]
//     [--dist api/dist] [--seconds 20] [--limits both|shipped|off]
//
// Runs the production build (`node <dist>/main.js`, NODE_ENV=production, TRUST_PROXY=loopback so the
// script can play any client address with X-Forwarded-For) on a throwaway PostgreSQL database (from
// DATABASE_URL, default the local server) and on PGlite in a temporary DATA_DIR. `--limits shipped`
// runs the product as shipped; `--limits off` lifts the two defences of pass #5 (RATE_LIMIT_MYPROFILES
// off, EXPENSIVE_READS_CONCURRENCY and _QUEUE at their maximum): the "before" figures, same build.
// Each of ten IPv4 addresses is a browser with ten profiles and loops, six requests at a time (each
// address's in-flight cap is 8), on
//   1. GET /api/my-profiles, then
//   2. GET /api/profiles/:id/matches,
// for --seconds each, waiting Retry-After after a 429 (as a browser's script would) and asking again at
// once after a 503. Meanwhile another process asks `/healthz`, and a bystander (an eleventh address)
// its own profile, every 100 ms: their worst and median times are what the flood cost everyone else.
// Nothing is built: run `npm run build -w api` first (or pass --dist to another build).
// Results go to bench/.results/expensive-reads-<database>.json.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { throwawayDatabase } from '../lib/database.mjs';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'both' },
    port: { type: 'string', default: '3410' },
    dist: { type: 'string', default: 'api/dist' },
    seconds: { type: 'string', default: '20' },
    limits: { type: 'string', default: 'both' },
  },
});
const PORT = Number(values.port);
const SECONDS = Number(values.seconds);
const ADDRESSES = 10;
const AT_ONCE = 6;
const PROFILES_EACH = 10;
const root = fileURLToPath(new URL('../../', import.meta.url));
const main = join(resolve(root, values.dist), 'main.js');
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const LIMITS_OFF = {
  RATE_LIMIT_MYPROFILES: 'off',
  EXPENSIVE_READS_CONCURRENCY: '10000',
  EXPENSIVE_READS_QUEUE: '100000',
};

async function startApi(env) {
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      TRUST_PROXY: 'loopback',
      // Setting up ten browsers with ten profiles each is not the attack.
      RATE_LIMIT_PROFILES: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logged = { error: 0, busy: 0 };
  const count = (chunk) => {
    const text = String(chunk);
    logged.error += text.split('"level":50').length - 1;
    logged.busy += text.split('Answered 503').length - 1;
  };
  child.stdout.on('data', count);
  child.stderr.on('data', count);
  const exited = new Promise((done) => child.on('exit', done));
  const startedAt = Date.now();
  while (Date.now() - startedAt < 120_000 && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  if (child.exitCode !== null || Date.now() - startedAt >= 120_000) {
    child.kill('SIGKILL');
    throw new Error('the API did not become ready');
  }
  return {
    logged,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

// The prober runs in a process of its own: in this one, the flood's own sixty loops would delay the
// probe's answer as much as the API does.
const PROBER = `
  const [url, headers] = process.argv.slice(-2);
  let running = true;
  process.stdin.on('end', () => (running = false)).resume();
  (async () => {
    while (running) {
      const started = performance.now();
      let status = 0;
      try {
        const res = await fetch(url, { headers: JSON.parse(headers), signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        status = res.status;
      } catch {}
      process.stdout.write(JSON.stringify({ at: started, ms: performance.now() - started, status }) + '\\n');
      await new Promise((done) => setTimeout(done, 100));
    }
  })();
`;

/** Asks `url` every 100 ms from another process, each on a new connection, until stopped. */
async function probe(url, headers = {}) {
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', PROBER, url, JSON.stringify({ Connection: 'close', ...headers })],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.on('exit', done));
  await new Promise((done) => child.stdout.once('data', done));
  return async () => {
    child.stdin.end();
    await exited;
    const answers = output
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const begun = answers[0]?.at ?? 0;
    const sorted = answers.map(({ ms }) => ms).sort((a, b) => a - b);
    return {
      asked: answers.length,
      notOk: answers.filter(({ status }) => status !== 200).length,
      worstMs: Math.round(sorted.at(-1) ?? 0),
      p95Ms: Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
      medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      // When the slow answers came, to tell a burst at the start from a steady cost.
      over500Ms: answers
        .filter(({ ms }) => ms > 500)
        .slice(0, 5)
        .map(({ at, ms }) => `${Math.round(ms)} ms at ${((at - begun) / 1000).toFixed(1)} s`),
    };
  };
}

/** A browser at `address` with `count` profiles: its cookie and its profiles' ids. */
async function browser(address, count) {
  let cookie = '';
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(`${base}/api/profiles`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, Cookie: cookie },
      body: JSON.stringify({
        location: ['Berlin', 'Potsdam', 'Hamburg', 'München', 'Köln'][i % 5],
        purpose: `Bench profile ${i}`,
        hasSpace: i % 2 === 0,
        needsCompanionship: true,
      }),
    });
    if (res.status !== 201) throw new Error(`creating a profile answered ${res.status}`);
    cookie ||= (res.headers.get('set-cookie') ?? '').split(';')[0];
    ids.push((await res.json()).profile.id);
  }
  return { address, cookie, ids };
}

async function flood(browsers, bystander, path) {
  const health = await probe(`${base}/healthz`);
  const other = await probe(`${base}/api/profiles/${bystander.ids[0]}`, {
    'X-Forwarded-For': bystander.address,
    Cookie: bystander.cookie,
  });
  const statuses = {};
  const okMs = [];
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    browsers.flatMap((client) =>
      Array.from({ length: AT_ONCE }, async (_, loop) => {
        for (let n = 0; Date.now() < until; n += 1) {
          const started = performance.now();
          let status = 'error';
          let retryAfter = 1;
          try {
            const res = await fetch(`${base}${path(client.ids[(loop + n) % client.ids.length])}`, {
              headers: { 'X-Forwarded-For': client.address, Cookie: client.cookie },
              signal: AbortSignal.timeout(30_000),
            });
            await res.arrayBuffer();
            status = res.status;
            retryAfter = Number(res.headers.get('retry-after') ?? 1);
          } catch {
            // counted as 'error'
          }
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 200) okMs.push(performance.now() - started);
          if (status === 429) await sleep(Math.min(retryAfter * 1000, until - Date.now()));
        }
      }),
    ),
  );
  okMs.sort((a, b) => a - b);
  return {
    statuses,
    answeredMedianMs: Math.round(okMs[Math.floor(okMs.length / 2)] ?? 0),
    health: await health(),
    bystander: await other(),
  };
}

async function runOn(name, limits) {
  const { env, cleanup } = await throwawayDatabase(name, 'reads');
  console.log(`\n=== ${name}, limits ${limits} (${main})`);
  const api = await startApi(limits === 'off' ? { ...env, ...LIMITS_OFF } : env);
  const result = { database: name, limits, seconds: SECONDS, loadBefore: loadavg() };
  try {
    const browsers = [];
    for (let i = 0; i < ADDRESSES; i += 1)
      browsers.push(await browser(`203.0.113.${i + 1}`, PROFILES_EACH));
    const bystander = await browser('198.51.100.77', 1);
    const quiet = await probe(`${base}/healthz`);
    await sleep(2000);
    result.quiet = await quiet();
    console.log('no flood', JSON.stringify(result.quiet));
    result.myProfiles = await flood(browsers, bystander, () => '/api/my-profiles');
    console.log('my-profiles', JSON.stringify(result.myProfiles));
    await sleep(2000);
    result.matches = await flood(browsers, bystander, (id) => `/api/profiles/${id}/matches`);
    console.log('matches', JSON.stringify(result.matches));
    result.logged = api.logged;
    result.loadAfter = loadavg();
    console.log('log lines', JSON.stringify(api.logged), 'load', result.loadAfter.join(' '));
  } finally {
    await api.stop();
    await cleanup();
  }
  return result;
}

const databases = values.database === 'both' ? ['pglite', 'postgres'] : [values.database];
const limitSets = values.limits === 'both' ? ['off', 'shipped'] : [values.limits];
mkdirSync(join(root, 'bench/.results'), { recursive: true });
for (const name of databases) {
  const results = [];
  for (const limits of limitSets) results.push(await runOn(name, limits));
  writeFileSync(
    join(root, `bench/.results/expensive-reads-${name}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
}
