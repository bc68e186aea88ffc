// Load test, one command:  node bench/load/run.mjs
//
// Builds the API and runs its production build (`node api/dist/main.js`, NODE_ENV=production) as its own
// process, once on a throwaway PostgreSQL database (created from DATABASE_URL, default the local server,
// dropped afterwards) and once on PGlite in a temporary DATA_DIR. Each time autocannon sends a mix of
// the product's calls from 100 connections for 60 s:
//   profile creation 15 %, matches 25 %, chat with the offline guide 20 %, tag lists 20 %, tag clicks 20 %.
// Rate limits are off (they would answer 429 to one load generator). Afterwards, with the API stopped,
// the database itself is checked: every profile that got a 201 is there, and the stored click counts
// equal the number of 2xx click responses (plus at most the clicks cut off unanswered when the run
// ended). Any 5xx, connection error or lost write makes the run fail (exit code 1).
// Results go to bench/.results/load-postgresql.json and bench/.results/load-pglite.json.
//
//   node bench/load/run.mjs --duration 60 --connections 100 --database both|postgres|pglite
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { SKILL_OPTIONS, VALUE_OPTIONS } from '@ageless/contracts';
import { newOwnerKey, ownerCookie } from '../lib/owner.mjs';
import { seededRandom } from '../lib/seeded-random.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    database: { type: 'string', default: 'both' },
    port: { type: 'string', default: '3921' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = fileURLToPath(new URL('../../', import.meta.url));

if (!values['skip-build']) {
  console.log('building the API …');
  execFileSync('node_modules/.bin/tsc', ['-b', 'packages/contracts'], {
    cwd: root,
    stdio: 'inherit',
  });
  execFileSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'inherit' });
}

// The same data on every run.
const { random, pick, some } = seededRandom();
const CITIES = [
  'Berlin',
  'Hamburg',
  'Munich',
  'Cologne',
  'Boston, MA',
  'Austin, TX',
  'Seattle, WA',
];
const QUESTIONS = [
  'Should I claim Social Security at 62 or wait until 70?',
  'How much is the German pension reduced when retiring early?',
  'How many minutes of exercise a week do older adults need?',
  'Wie plane ich mein Budget im Ruhestand?',
  'What is co-living for older adults?',
];

const newProfile = () =>
  JSON.stringify({
    hasSpace: random() < 0.4,
    hasTools: random() < 0.3,
    skills: some(SKILL_OPTIONS, 3),
    values: some(VALUE_OPTIONS, 3),
    timeAvailable: pick(['part-time', 'regular', 'significant', 'full-time']),
    needsCompanionship: random() < 0.5,
    purpose: 'Load test: share a garden and cook together',
    location: pick(CITIES),
    userId: 1,
  });

async function startApi(env) {
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      RATE_LIMIT_CHAT: 'off',
      RATE_LIMIT_UPLOAD: 'off',
      RATE_LIMIT_PROFILES: 'off',
      RATE_LIMIT_CLICKS: 'off',
      RATE_LIMIT_PLACES: 'off',
      RATE_LIMIT_MATCHES: 'off',
      RATE_LIMIT_CALCULATORS: 'off',
      HTTP_IN_FLIGHT_PER_CLIENT: 'off',
      // The shared line for expensive reads keeps its width but never refuses: a load generator
      // measures how long answers take, not how many the line turns away.
      EXPENSIVE_READS_QUEUE: '100000',
      EXPENSIVE_READS_MAX_WAIT_MS: '600000',
      // One load generator is one client address: let it hold every connection it opens.
      HTTP_MAX_CONNECTIONS: String(Math.max(4096, CONNECTIONS)),
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: String(CONNECTIONS),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (child.exitCode !== null || Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error('the API did not become ready');
  }
  return {
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

const base = `http://127.0.0.1:${PORT}`;

async function loadRun() {
  const tagIds = (await (await fetch(`${base}/api/free-tags?region=US`)).json()).tags.map(
    (tag) => tag.id,
  );
  // A few people to ask matches for from the start; created ones join them during the run.
  // Each profile is its own browser's (matches answer the owner only): id -> owner key.
  const profileIds = [];
  const ownerKeys = new Map();
  for (let i = 0; i < 20; i += 1) {
    const ownerKey = newOwnerKey();
    const response = await fetch(`${base}/api/profiles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: ownerCookie(ownerKey) },
      body: newProfile(),
    });
    const { id } = (await response.json()).profile;
    profileIds.push(id);
    ownerKeys.set(id, ownerKey);
  }
  const seeded = [...profileIds];

  const created = []; // ids acknowledged with 201 during the run
  const clicks2xx = new Map(); // tag id -> 2xx click responses
  const clicksSent = new Map(); // tag id -> click requests sent
  const statuses = {}; // kind -> status -> count
  let sessions = 0;
  const MIX = [
    ['profile', 15],
    ['matches', 25],
    ['chat', 20],
    ['tags', 20],
    ['click', 20],
  ];
  const wheel = MIX.flatMap(([kind, weight]) => Array(weight).fill(kind));

  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 30,
    requests: [
      {
        setupRequest: (req, context) => {
          const kind = pick(wheel);
          context.kind = kind;
          const json = { ...req, headers: { 'content-type': 'application/json' } };
          switch (kind) {
            case 'profile':
              context.ownerKey = newOwnerKey();
              return {
                ...json,
                headers: { ...json.headers, cookie: ownerCookie(context.ownerKey) },
                method: 'POST',
                path: '/api/profiles',
                body: newProfile(),
              };
            case 'matches': {
              const id = pick(profileIds);
              return {
                ...req,
                headers: { cookie: ownerCookie(ownerKeys.get(id)) },
                method: 'GET',
                path: `/api/profiles/${id}/matches`,
              };
            }
            case 'chat':
              sessions += 1;
              return {
                ...json,
                method: 'POST',
                path: '/api/chat',
                body: JSON.stringify({
                  sessionId: `load-${process.pid}-${sessions}`,
                  message: pick(QUESTIONS),
                }),
              };
            case 'tags':
              return {
                ...req,
                method: 'GET',
                path: random() < 0.5 ? '/api/free-tags?region=US' : '/api/dynamic-tags?lang=en',
              };
            default: {
              const tagId = pick(tagIds);
              context.tagId = tagId;
              clicksSent.set(tagId, (clicksSent.get(tagId) ?? 0) + 1);
              return {
                ...json,
                method: 'POST',
                path: '/api/free-tags/click',
                body: JSON.stringify({ tagId }),
              };
            }
          }
        },
        onResponse: (status, body, context) => {
          const byStatus = (statuses[context.kind] ??= {});
          byStatus[status] = (byStatus[status] ?? 0) + 1;
          if (context.kind === 'profile' && status === 201) {
            const id = JSON.parse(body).profile.id;
            created.push(id);
            profileIds.push(id);
            ownerKeys.set(id, context.ownerKey);
          }
          if (context.kind === 'click' && status >= 200 && status < 300)
            clicks2xx.set(context.tagId, (clicks2xx.get(context.tagId) ?? 0) + 1);
        },
      },
    ],
  });
  autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  const result = await new Promise((resolve) => instance.on('done', resolve));
  return { result, created, seeded, clicks2xx, clicksSent, statuses };
}

/** The database's own view after the run: which profiles exist, and the stored click counts. */
async function verify(query, { created, seeded, clicks2xx, clicksSent, statuses }) {
  const ids = [...created, ...seeded];
  const found = new Set(
    (await query('SELECT id::text AS id FROM profiles WHERE id = ANY($1::uuid[])', [ids])).map(
      (row) => row.id,
    ),
  );
  const lostProfiles = ids.filter((id) => !found.has(id));
  const stored = new Map(
    (
      await query(
        "SELECT tag_id, sum(clicks)::int AS clicks FROM tag_clicks WHERE kind = 'free' GROUP BY tag_id",
      )
    ).map((row) => [row.tag_id, Number(row.clicks)]),
  );
  // Requests still in flight when autocannon stops get no response it counts, but the API (stopped
  // gracefully) may still have stored them: stored = acknowledged + some of those, never fewer.
  const answered = Object.values(statuses.click ?? {}).reduce((a, b) => a + b, 0);
  const clicksCutOff = [...clicksSent.values()].reduce((a, b) => a + b, 0) - answered;
  const clickMismatches = [...new Set([...stored.keys(), ...clicks2xx.keys()])]
    .map((tagId) => ({
      tagId,
      acknowledged: clicks2xx.get(tagId) ?? 0,
      stored: stored.get(tagId) ?? 0,
    }))
    .filter((row) => row.stored < row.acknowledged);
  const clicksStored = [...stored.values()].reduce((a, b) => a + b, 0);
  const clicksAcknowledged = [...clicks2xx.values()].reduce((a, b) => a + b, 0);
  return {
    profilesAcknowledged: created.length,
    profilesMissing: lostProfiles.length,
    clicksAcknowledged,
    clicksStored,
    clicksCutOffByTheEndOfTheRun: clicksCutOff,
    clicksLost: clickMismatches.reduce((sum, row) => sum + row.acknowledged - row.stored, 0),
    clicksUnexplained: Math.max(0, clicksStored - clicksAcknowledged - clicksCutOff),
  };
}

async function runOn(name) {
  let env;
  let query;
  let cleanup;
  if (name === 'PostgreSQL') {
    const database = `ageless_load_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    const url = new URL(SERVER_URL);
    url.pathname = `/${database}`;
    env = { DATABASE_URL: url.toString() };
    query = async (sql, params) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    };
    cleanup = async () => {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await client.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'ageless-load-'));
    env = { DATA_DIR: join(dir, 'data') };
    // The API holds the data directory while it runs; it is read after the API stopped.
    query = async (sql, params) => {
      const db = await PGlite.create(env.DATA_DIR);
      try {
        return (await db.query(sql, params)).rows;
      } finally {
        await db.close();
      }
    };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }

  console.log(`\n=== ${name}: ${CONNECTIONS} connections for ${DURATION} s`);
  try {
    const api = await startApi(env);
    let run;
    try {
      run = await loadRun();
    } finally {
      await api.stop();
    }
    const { result, statuses } = run;
    const fiveXx = Object.values(statuses)
      .flatMap((byStatus) => Object.entries(byStatus))
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    const summary = {
      database: name,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      statuses,
      fiveXx,
      errors: result.errors,
      timeouts: result.timeouts,
      ...(await verify(query, run)),
      loadAverageAfter: loadavg()[0],
      node: process.version,
      date: new Date().toISOString(),
    };
    console.log(JSON.stringify(summary, null, 2));
    mkdirSync(join(root, 'bench/.results'), { recursive: true });
    const file = `bench/.results/load-${name.toLowerCase()}.json`;
    writeFileSync(join(root, file), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`wrote ${file}`);
    return (
      summary.fiveXx === 0 &&
      summary.profilesMissing === 0 &&
      summary.clicksLost === 0 &&
      summary.clicksUnexplained === 0 &&
      summary.errors === 0
    );
  } finally {
    await cleanup();
  }
}

const databases = {
  both: ['PostgreSQL', 'PGlite'],
  postgres: ['PostgreSQL'],
  pglite: ['PGlite'],
}[values.database];
if (!databases) throw new Error('--database must be both, postgres or pglite');
let ok = true;
for (const name of databases) ok = (await runOn(name)) && ok;
console.log(
  ok ? '\nzero 5xx, zero lost writes' : '\nFAILED: 5xx, errors or lost writes (see above)',
);
process.exit(ok ? 0 : 1);
