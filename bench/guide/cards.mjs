// Which card the guide answers with, measured on messages labelled with the card that should answer
// them (issue 24, item 2): the held-out sets in api/test/fixtures/guide-eval (cards.heldout.*.json,
// written by people who saw only the cards' titles, never the engine), put through the whole planner
// (safety stage, situations, the learned card classifier, the search, knowledge passages) on an
// in-memory embedded database, each message in a new conversation in its language and market.
// "none" messages (other subjects) count as right when no card answers.
//
//   node bench/guide/cards.mjs [--skip-build] [--set heldout] [--show failures]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { builtApi } from '../lib/api.mjs';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    set: { type: 'string', default: 'heldout' },
    show: { type: 'string', default: '' },
  },
});
const root = new URL('../../', import.meta.url);
const fixture = (language) =>
  JSON.parse(
    readFileSync(
      new URL(`api/test/fixtures/guide-eval/cards.${values.set}.${language}.json`, root),
      'utf8',
    ),
  );
const dist = builtApi({ skipBuild: values['skip-build'] });
const { createApp } = await dist('app.factory.js');
const { loadConfig } = await dist('config/app-config.js');
const { GuidePlanner } = await dist('chat/guide/planner.js');

const app = await createApp(
  loadConfig({ LOG_LEVEL: 'warn', RATE_LIMIT_CHAT: 'off', DATA_DIR: 'memory://' }),
);
await app.init();
const planner = app.get(GuidePlanner);

const summary = {};
const failures = [];
for (const language of ['en', 'de']) {
  const counts = { cards: 0, right: 0, computed: 0, none: 0, quiet: 0, kinds: {} };
  for (const entry of fixture(language)) {
    const plan = await planner.plan({
      message: entry.text,
      language,
      market: entry.market,
      history: [],
    });
    const answered = plan.card?.id ?? null;
    counts.kinds[plan.kind] = (counts.kinds[plan.kind] ?? 0) + 1;
    if (entry.intent === 'none') {
      counts.none += 1;
      if (answered === null) counts.quiet += 1;
      else failures.push({ ...entry, answered, kind: plan.kind });
      continue;
    }
    counts.cards += 1;
    const right = [entry.intent, ...(entry.also ?? [])];
    // A question back names the card it explains first; a calculation is counted apart.
    if (right.includes(answered ?? plan.context.cardId ?? '')) counts.right += 1;
    else if (plan.kind === 'situation' || plan.kind === 'calculator') counts.computed += 1;
    else failures.push({ ...entry, answered, kind: plan.kind });
  }
  summary[language] = counts;
  console.log(
    `${language}: right card ${counts.right}/${counts.cards} (${((100 * counts.right) / counts.cards).toFixed(0)} %), computed instead ${counts.computed}, ` +
      `other subjects left unanswered by a card ${counts.quiet}/${counts.none}; plans ${JSON.stringify(counts.kinds)}`,
  );
}
await app.close();
if (values.show === 'failures')
  for (const f of failures)
    console.log(`${f.id} want ${f.intent} got ${f.answered ?? f.kind}: ${f.text.slice(0, 140)}`);
mkdirSync(new URL('bench/.results/', root), { recursive: true });
writeFileSync(
  new URL(`bench/.results/guide-cards-${values.set}.json`, root),
  `${JSON.stringify({ date: new Date().toISOString(), summary }, null, 2)}\n`,
);
process.exit(0);
