// Slow clients and floods against a built API (issue 25, eighth hostile pass #7 and #8), one command:
//   node bench/slow-clients/run.mjs [--database both|pglite|postgres] [--port 3331] [--dist api/dist]
//
// Runs the production build (`node <dist>/main.js`, NODE_ENV=production, TRUST_PROXY=loopback so the
// script can play any client address with X-Forwarded-For) on a throwaway PostgreSQL database (from
// DATABASE_URL, default the local server) and on PGlite in a temporary DATA_DIR, with the product's
// limits as shipped. While each attack runs, `/healthz` is asked every 100 ms from another process;
// its worst and median answer times are what the attack cost everyone else.
//   1. first place: the first postcode and place lookups of the process (GET /api/places/check).
//   2. slow bodies: --slow (1,000) connections from as many IPv4 addresses each send the head of a
//      POST /api/chat and then its body one byte a second; how soon they are answered or closed.
//   3. chat flood: --flood (300) chats at once, each from its own IPv6 /64 (of many /48s).
// Nothing is built: run `npm run build -w api` first (or pass --dist to another build).
// Results go to bench/.results/slow-clients-<database>.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { throwawayDatabase } from '../lib/database.mjs';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'both' },
    port: { type: 'string', default: '3331' },
    dist: { type: 'string', default: 'api/dist' },
    slow: { type: 'string', default: '1000' },
    'slow-seconds': { type: 'string', default: '30' },
    flood: { type: 'string', default: '300' },
  },
});
const PORT = Number(values.port);
const SLOW = Number(values.slow);
const SLOW_SECONDS = Number(values['slow-seconds']);
const FLOOD = Number(values.flood);
const root = fileURLToPath(new URL('../../', import.meta.url));
const main = join(resolve(root, values.dist), 'main.js');
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function startApi(env) {
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      TRUST_PROXY: 'loopback',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = 0;
  const count = (chunk) => {
    errors += String(chunk).split('"level":50').length - 1;
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
    readyMs: Date.now() - startedAt,
    errorLines: () => errors,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

// The prober runs in a process of its own: in this one, the attack's own thousand sockets would
// delay the probe's answer as much as the API does.
const PROBER = `
  const [url] = process.argv.slice(-1);
  let running = true;
  process.stdin.on('end', () => (running = false)).resume();
  (async () => {
    while (running) {
      const started = performance.now();
      let ok = false;
      try {
        const res = await fetch(url, { headers: { Connection: 'close' }, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        ok = res.ok;
      } catch {}
      process.stdout.write(JSON.stringify({ at: started, ms: performance.now() - started, ok }) + '\\n');
      await new Promise((done) => setTimeout(done, 100));
    }
  })();
`;

/** Asks /healthz every 100 ms from another process, each on a new connection, until stopped. */
async function probeHealth() {
  const child = spawn(process.execPath, ['--input-type=module', '-e', PROBER, `${base}/healthz`], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.on('exit', done));
  // The attack starts once the prober has its first answer.
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
      probes: answers.length,
      failures: answers.filter(({ ok }) => !ok).length,
      worstMs: Math.round(sorted.at(-1) ?? 0),
      medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      // When the slow answers came, to tell a burst at the start from a steady cost.
      over500Ms: answers
        .filter(({ ms }) => ms > 500)
        .slice(0, 10)
        .map(({ at, ms }) => `${Math.round(ms)} ms at ${((at - begun) / 1000).toFixed(1)} s`),
    };
  };
}

const ipv4 = (i) => `203.0.${113 + Math.floor(i / 250)}.${(i % 250) + 1}`;
// Each a /64 of its own, ten /64s to a /48: many households, as the pass had.
const ipv6 = (i) => `2001:db8:${Math.floor(i / 10).toString(16)}:${(i % 10).toString(16)}::1`;

async function firstPlace() {
  const stop = await probeHealth();
  const times = [];
  for (const q of ['10115', '90210', 'Berlin-Spandau', 'Austin, TX']) {
    const started = performance.now();
    const res = await fetch(`${base}/api/places/check?q=${encodeURIComponent(q)}`, {
      headers: { 'X-Forwarded-For': ipv4(9_000) },
    });
    await res.arrayBuffer();
    times.push({ q, status: res.status, ms: Math.round(performance.now() - started) });
  }
  return { lookups: times, health: await stop() };
}

/** A chat POST whose body comes one byte a second: when is it answered, or closed, and with what. */
function slowBody(i) {
  return new Promise((done) => {
    const body = JSON.stringify({ sessionId: `slow-body-${i}-${Date.now()}`, message: 'Hello?' });
    const socket = connect(PORT, '127.0.0.1');
    const started = performance.now();
    let sent = 0;
    let answer = '';
    let timer;
    socket.on('connect', () => {
      socket.write(
        `POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nX-Forwarded-For: ${ipv4(i)}\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (sent < body.length) socket.write(body[sent++]);
      }, 1000);
    });
    const end = (how) => {
      clearInterval(timer);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      done({ how: status ?? how, ms: performance.now() - started });
    };
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n\r\n')) end('answered');
    });
    socket.on('error', () => end('error'));
    socket.on('close', () => end('closed'));
    setTimeout(() => end('still open'), SLOW_SECONDS * 1000);
  });
}

async function slowBodies() {
  const stop = await probeHealth();
  const ends = await Promise.all(Array.from({ length: SLOW }, (_, i) => slowBody(i)));
  const health = await stop();
  const outcomes = {};
  for (const { how } of ends) outcomes[how] = (outcomes[how] ?? 0) + 1;
  const times = ends.map(({ ms }) => ms).sort((a, b) => a - b);
  return {
    connections: SLOW,
    outcomes,
    endedMedianMs: Math.round(times[Math.floor(times.length / 2)]),
    endedWorstMs: Math.round(times.at(-1)),
    health,
  };
}

async function chatFlood() {
  const stop = await probeHealth();
  const started = performance.now();
  const statuses = {};
  const times = await Promise.all(
    Array.from({ length: FLOOD }, async (_, i) => {
      const t = performance.now();
      let status = 'error';
      try {
        const res = await fetch(`${base}/api/chat`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ipv6(i) },
          body: JSON.stringify({
            sessionId: `flood-${i}-${randomBytes(4).toString('hex')}`,
            message: 'Should I claim Social Security at 62 or wait until 70?',
          }),
          signal: AbortSignal.timeout(120_000),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        // counted as 'error'
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      return performance.now() - t;
    }),
  );
  const health = await stop();
  times.sort((a, b) => a - b);
  return {
    chats: FLOOD,
    statuses,
    chatMedianMs: Math.round(times[Math.floor(times.length / 2)]),
    chatWorstMs: Math.round(times.at(-1)),
    wallMs: Math.round(performance.now() - started),
    health,
  };
}

async function runOn(name) {
  const { env, cleanup } = await throwawayDatabase(name, 'slow');
  console.log(`\n=== ${name} (${main})`);
  const api = await startApi(env);
  const result = { database: name, dist: values.dist, readyMs: api.readyMs, load: loadavg() };
  try {
    const quiet = await probeHealth();
    await sleep(3000);
    result.quiet = await quiet();
    console.log('no attack', result.quiet);
    result.firstPlace = await firstPlace();
    console.log('first place', JSON.stringify(result.firstPlace));
    result.slowBodies = await slowBodies();
    console.log('slow bodies', JSON.stringify(result.slowBodies));
    await sleep(2000);
    result.chatFlood = await chatFlood();
    console.log('chat flood', JSON.stringify(result.chatFlood));
    result.errorLogLines = api.errorLines();
    console.log('error-level log lines', result.errorLogLines);
  } finally {
    await api.stop();
    await cleanup();
  }
  mkdirSync(join(root, 'bench/.results'), { recursive: true });
  writeFileSync(
    join(root, `bench/.results/slow-clients-${name}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  return result;
}

for (const name of values.database === 'both' ? ['pglite', 'postgres'] : [values.database])
  await runOn(name);
