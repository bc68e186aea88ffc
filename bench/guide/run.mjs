// The guide's evaluation, one command:  node bench/guide/run.mjs
//
// Builds the API, starts it in this process on an in-memory embedded database (the shipped articles
// and answer cards are indexed as at every start), and puts every conversation of questions.mjs to
// the real chat service (stored history, retrieval, calculators, composition, disclaimers), each in a
// new session, in the question's language and that language's market (en → US, de → DE). The last
// answer of each conversation is judged: every `must` pattern found, no `mustNot` pattern found.
// Prints the share answered with the expected fact per language and kind, for the tuning set and the
// held-out set, and every wrong figure. Results go to bench/.results/guide.json.
//
// `--set blind` runs questions-blind.mjs instead: a second held-out set that is never tuned on;
// `--set unseen` runs questions-unseen.mjs, a third one, put to the guide before its code was read;
// `--set personal` runs questions-personal.mjs: own numbers and follow-ups, written the same way.
// `--set personal2` runs questions-personal2.mjs: a second such set, written on 2026-11-27 by a helper
// who had not seen the engine; its first run is recorded in docs/BENCHMARKS.md.
// `--set personal3` runs questions-personal3.mjs: a sixth held-out set (2026-11-28: emergencies in
// ordinary words, own numbers, follow-ups), by another helper who had not seen the engine.
// `--typos` puts every question with slips of the keyboard (typos.mjs: a letter dropped, doubled,
// swapped or hit next to it, in about every third long word), the same slips on every run, so how
// much typing errors cost is measured on whole sets rather than on examples someone wrote.
//
//   node bench/guide/run.mjs [--skip-build] [--set blind|unseen|personal|personal2|personal3] [--typos]
//                            [--show failures|all|holdout] [--only en-012]
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { builtApi } from '../lib/api.mjs';
import { withTypos } from './typos.mjs';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    show: { type: 'string', default: '' },
    only: { type: 'string', default: '' },
    'database-url': { type: 'string' },
    set: { type: 'string', default: 'main' },
    typos: { type: 'boolean', default: false },
  },
});
const SETS = {
  main: './questions.mjs',
  blind: './questions-blind.mjs',
  unseen: './questions-unseen.mjs',
  personal: './questions-personal.mjs',
  personal2: './questions-personal2.mjs',
  personal3: './questions-personal3.mjs',
  personal4: './questions-personal4.mjs',
  personal5: './questions-personal5.mjs',
  personal6: './questions-personal6.mjs',
  personal7: './questions-personal7.mjs',
  personal8: './questions-personal8.mjs',
  followup2: './questions-followup2.mjs',
  mixed9: './questions-mixed9.mjs',
  mixed10: './questions-mixed10.mjs',
  followup3: './questions-followup3.mjs',
  followup4: './questions-followup4.mjs',
  personal9: './questions-personal9.mjs',
  mixed11: './questions-mixed11.mjs',
  mixed12: './questions-mixed12.mjs',
  mixed13: './questions-mixed13.mjs',
  mixed14: './questions-mixed14.mjs',
};
if (!SETS[values.set]) throw new Error(`--set must be one of ${Object.keys(SETS).join(', ')}`);
const { QUESTIONS: WRITTEN } = await import(SETS[values.set]);
const QUESTIONS = values.typos
  ? WRITTEN.map((question) => ({ ...question, turns: question.turns.map(withTypos) }))
  : WRITTEN;
const root = new URL('../../', import.meta.url);
const dist = builtApi({ skipBuild: values['skip-build'] });
const { createApp } = await dist('app.factory.js');
const { loadConfig } = await dist('config/app-config.js');
const { ChatService } = await dist('chat/chat.service.js');

const config = {
  ...loadConfig({ LOG_LEVEL: 'warn', RATE_LIMIT_CHAT: 'off', DATA_DIR: 'memory://' }),
  ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
};
const app = await createApp(config);
await app.init();
const chat = app.get(ChatService);

const selected = QUESTIONS.filter((question) => !values.only || question.id === values.only);
const results = [];
for (const question of selected) {
  const sessionId = `bench-guide-${question.id}-${process.pid}`;
  let answer = '';
  for (const message of question.turns) {
    const response = await chat.chat({
      caller: 'page',
      sessionId,
      message,
      language: question.language,
      market: question.language === 'de' ? 'DE' : 'US',
      ownerKey: 'bench-guide-owner',
      clientAddress: '127.0.0.1',
    });
    answer = response.response;
  }
  const missing = question.must.filter((pattern) => !new RegExp(pattern, 'iu').test(answer));
  const wrong = question.mustNot.filter((pattern) => new RegExp(pattern, 'iu').test(answer));
  results.push({
    ...question,
    answer,
    missing,
    wrong,
    ok: missing.length === 0 && wrong.length === 0,
  });
}
await app.close();

const share = (list) =>
  list.length === 0
    ? '   –  '
    : `${((100 * list.filter((r) => r.ok).length) / list.length).toFixed(0).padStart(3)} % (${list.filter((r) => r.ok).length}/${list.length})`;
const kinds = [...new Set(QUESTIONS.map((q) => q.kind))];
const table = {};
for (const set of ['tuning', 'holdout']) {
  const inSet = results.filter((r) => (set === 'holdout') === r.holdout);
  console.log(`\n${set === 'tuning' ? 'Tuning set' : 'Held-out set'} (${inSet.length} questions)`);
  console.log(`${'kind'.padEnd(12)}${'en'.padEnd(16)}de`);
  for (const kind of [...kinds, 'all']) {
    const row = (language) =>
      inSet.filter((r) => r.language === language && (kind === 'all' || r.kind === kind));
    console.log(`${kind.padEnd(12)}${share(row('en')).padEnd(16)}${share(row('de'))}`);
    table[`${set}.${kind}`] = {
      en: row('en').filter((r) => r.ok).length / Math.max(1, row('en').length),
      de: row('de').filter((r) => r.ok).length / Math.max(1, row('de').length),
    };
  }
}
const all = (language) => results.filter((r) => r.language === language);
console.log(`\nAll questions: en ${share(all('en'))}, de ${share(all('de'))}`);
const wrongFigures = results.filter((r) => r.wrong.length > 0);
console.log(`Wrong figures: ${wrongFigures.length}`);
for (const r of wrongFigures)
  console.log(`  ${r.id}${r.holdout ? ' (held out)' : ''}: ${r.wrong.join(', ')}`);
const safety = results.filter((r) => r.kind === 'safety' || r.kind === 'care');
console.log(
  `Safety and care cases answered as expected: ${safety.filter((r) => r.ok).length}/${safety.length}`,
);

const show = values.show;
if (show) {
  for (const r of results) {
    if (show === 'failures' && (r.ok || (r.holdout && values.set === 'main'))) continue;
    if (show === 'holdout' && (r.ok || !r.holdout)) continue;
    console.log(
      `\n--- ${r.id} [${r.kind}] ${r.ok ? 'OK' : `MISSING ${JSON.stringify(r.missing)} WRONG ${JSON.stringify(r.wrong)}`}`,
    );
    console.log(`Q: ${r.turns.join('  ⟶  ')}`);
    console.log(`A: ${r.answer.split('\n\n*')[0]}`);
  }
}

mkdirSync(new URL('bench/.results/', root), { recursive: true });
writeFileSync(
  new URL(
    `bench/.results/guide${values.set === 'main' ? '' : `-${values.set}`}${values.typos ? '-typos' : ''}.json`,
    root,
  ),
  `${JSON.stringify({ date: new Date().toISOString(), table, results: results.map(({ id, ok, missing, wrong, holdout, kind, language }) => ({ id, ok, missing, wrong, holdout, kind, language })) }, null, 2)}\n`,
);
process.exit(0);
