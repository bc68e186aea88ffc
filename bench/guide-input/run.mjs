// Guide input benchmark, one command:  node bench/guide-input/run.mjs
//
// What one message costs the guide's reading as the input grows (issues 24 and 25): the safety
// stage (signals and the learned classifier), the facts a message gives, and a whole plan with a
// growing stored history, on an in-memory embedded database. Each input is measured at growing
// lengths, ordinary text and crafted text (a number followed by white space, a run of digits, a run
// of commas), beside a baseline in the same run: splitting the same text into words, which is linear.
// Cost that grows faster than the input shows as a ratio rising with the length.
// Results go to bench/.results/guide-input.json.
//
//   node bench/guide-input/run.mjs --rounds 30 --skip-build
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { builtApi } from '../lib/api.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '30' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(values.rounds);
const dist = builtApi({ skipBuild: values['skip-build'] });
const { factsOf } = await dist('chat/guide/understanding/facts.js');
const { dangerOf } = await dist('chat/guide/understanding/danger.js');
const { SafetyModel } = await dist('chat/guide/understanding/safety-model.js');
const { createApp } = await dist('app.factory.js');
const { loadConfig } = await dist('config/app-config.js');
const { GuidePlanner } = await dist('chat/guide/planner.js');

const STORY =
  'My husband and I retired last spring and I was born in March 1961, my full retirement benefit is $1,850 and we have about $400k saved. ';
const shapes = {
  story: (n) => STORY.repeat(Math.ceil(n / STORY.length)).slice(0, n),
  'number + spaces': (n) => `1${' \t\n'.repeat(n)}`.slice(0, n - 1) + 'x',
  digits: (n) => `${'1'.repeat(n - 1)}x`,
  commas: (n) => `${'1,'.repeat(n)}`.slice(0, n - 1) + '€',
};
const LENGTHS = [250, 500, 1000, 2000];

/** Median and p95 in ms of `fn` over ROUNDS calls. */
async function time(fn) {
  const samples = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: +at(0.5).toFixed(3), p95: +at(0.95).toFixed(3) };
}

const model = await SafetyModel.load();
const month = { year: 2026, month: 11 };
const rows = [];
for (const [shape, make] of Object.entries(shapes))
  for (const length of LENGTHS) {
    const text = make(length);
    const baseline = await time(() => text.split(/\s+/).length);
    const facts = await time(() => factsOf(text, month));
    const signals = await time(() => dangerOf(text));
    const learned = await time(() => model.read(text, 'en'));
    rows.push({ shape, length, baseline, facts, signals, learned });
  }

// A whole plan with a stored history of growing length: each answer carries the facts told so far,
// so a turn reads its own message only.
const config = { ...loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: 'memory://' }), port: 0 };
const app = await createApp(config);
await app.init();
const planner = app.get(GuidePlanner);
const historyRows = [];
for (const turns of [0, 10, 25, 50]) {
  const history = [];
  for (let i = 0; i < turns; i += 1) {
    history.push({ role: 'user', content: STORY });
    const plan = await planner.plan({ message: STORY, language: 'en', market: 'US', history });
    history.push({ role: 'assistant', content: plan.text ?? '', context: plan.context });
  }
  const message = 'And what would I get at 62?';
  const plan = await time(() => planner.plan({ message, language: 'en', market: 'US', history }));
  historyRows.push({ turns, plan });
}
await app.close();

console.log(
  '\ninput, length: baseline split | facts | signals | learned classifier (p50 / p95 ms)',
);
for (const r of rows)
  console.log(
    `${r.shape.padEnd(16)} ${String(r.length).padStart(5)}: ${r.baseline.p50} / ${r.baseline.p95} | ${r.facts.p50} / ${r.facts.p95} | ${r.signals.p50} / ${r.signals.p95} | ${r.learned.p50} / ${r.learned.p95}`,
  );
console.log('\nstored history, turns: whole plan of a follow-up (p50 / p95 ms)');
for (const r of historyRows)
  console.log(`${String(r.turns).padStart(3)}: ${r.plan.p50} / ${r.plan.p95}`);

mkdirSync(new URL('../.results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../.results/guide-input.json', import.meta.url),
  JSON.stringify({ rounds: ROUNDS, rows, historyRows }, null, 2),
);
