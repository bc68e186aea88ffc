// Chat benchmark, one command:  node bench/chat/run.mjs
//
// Builds the API, starts it in this process on the embedded database (PGlite, the default product
// setup; or PostgreSQL with --database-url), indexes synthetic knowledge documents until the knowledge
// base holds 2,000 chunks, then measures
//   1. the offline guide's reply latency (knowledge search + composing the answer), per question,
//      interleaved with a baseline: PostgreSQL's plain full-text search of the same question;
//   2. POST /api/chat throughput with autocannon (50 connections, a new session per request, so every
//      request stores a session and two messages).
// Results go to bench/.results/chat.json.
//
//   node bench/chat/run.mjs --chunks 2000 --queries 600 --duration 10 --connections 50
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { builtApi } from '../lib/api.mjs';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    chunks: { type: 'string', default: '2000' },
    queries: { type: 'string', default: '600' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '0' },
    'database-url': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const CHUNKS = Number(values.chunks);
// Issue 15: p95 under 30 ms at 2,000 chunks, under 60 ms at 20,000.
const TARGET = CHUNKS > 2000 ? 60 : 30;
const QUERIES = Number(values.queries);
const root = new URL('../../', import.meta.url);

const dist = builtApi({ skipBuild: values['skip-build'] });
const { createApp } = await dist('app.factory.js');
const { loadConfig } = await dist('config/app-config.js');
const { KnowledgeService } = await dist('knowledge/knowledge.service.js');
const { readShippedArticles, articleText } = await dist('knowledge/articles.js');
const { OfflineGuide } = await dist('chat/guide/offline-guide.js');
const { GuidePlanner } = await dist('chat/guide/planner.js');
const { getDataSourceToken } = await import('@nestjs/typeorm');

const config = {
  ...loadConfig({ LOG_LEVEL: 'warn', RATE_LIMIT_CHAT: 'off', DATA_DIR: 'memory://' }),
  ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
  port: Number(values.port),
};
const database = config.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
console.log(`starting the API on ${database} …`);
const app = await createApp(config);
await app.init();
const dataSource = app.get(getDataSourceToken());
const knowledge = app.get(KnowledgeService);
const guide = app.get(OfflineGuide);
const planner = app.get(GuidePlanner);

// Deterministic pseudo-random numbers, so every run indexes the same documents.
let seed = 20261122;
const random = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

// Synthetic documents made of the shipped articles' sentences, so vocabulary and length are realistic;
// each is about 200 words, i.e. one chunk.
const articles = await readShippedArticles();
const pools = { en: [], de: [] };
for (const article of articles) {
  for (const sentence of articleText(article).split(/(?<=[.!?])\s+/))
    if (sentence.length > 40) pools[article.language].push(sentence);
}
const count = async () =>
  Number((await dataSource.query('SELECT count(*) AS n FROM knowledge_chunks'))[0].n);
let n = 0;
const started = performance.now();
while ((await count()) < CHUNKS) {
  await dataSource.transaction(async (manager) => {
    for (let i = 0; i < 100; i += 1) {
      n += 1;
      const language = n % 2 ? 'en' : 'de';
      const pool = pools[language];
      const words = [];
      while (words.join(' ').split(/\s+/).length < 200)
        words.push(pool[Math.floor(random() * pool.length)]);
      const text = words.join(' ');
      await knowledge.index(manager, {
        title: `Synthetic ${language} document ${n}`,
        filename: `synthetic-${n}.txt`,
        text,
        contentHash: createHash('sha256')
          .update(text + n)
          .digest('hex'),
        language,
        topic: null,
        sources: [],
      });
    }
  });
  // As an upload does once its transaction has committed.
  await knowledge.keepStatisticsFresh();
}
const chunkCount = await count();
console.log(
  `knowledge base: ${chunkCount} chunks (${n} synthetic documents indexed in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
);

const QUESTIONS = [
  ['en', 'Should I claim Social Security at 62, at full retirement age 67, or wait until 70?'],
  ['en', 'What is the 401(k) catch-up contribution limit after age 50?'],
  ['en', 'When can I sign up for Medicare and what is the late enrollment penalty?'],
  ['en', 'How much should a couple save for healthcare costs in retirement?'],
  ['en', 'How much is the German pension reduced per month when retiring early?'],
  ['en', 'How many minutes of exercise a week do older adults need?'],
  ['en', 'What happens with taxes and health care if I retire overseas?'],
  ['en', 'What is cohousing or co-living for older adults?'],
  ['en', 'Who won the football world cup in 1954?'],
  ['de', 'Was ist die Regelaltersgrenze der gesetzlichen Rente?'],
  ['de', 'Wie berechne ich meine Rentenlücke?'],
  ['de', 'Welche Pflegegrade gibt es in der Pflegeversicherung?'],
  ['de', 'Welche Risiken hat Medizintourismus, eine Behandlung im Ausland?'],
  ['de', 'Wie plane ich mein Budget im Ruhestand mit Einnahmen und Ausgaben?'],
  ['de', 'Wie finde ich Sinn und eine neue Aufgabe im Ruhestand?'],
  // Typos, compounds and personal numbers: the analysis's slower paths (trigram, decompounding, rules).
  ['en', 'how much more if i delay my socail security untill 70'],
  ['de', 'wie hoch ist der rentenabschlag pro monat'],
  ['de', 'zahnersatz in ungarn was zahlt die kasse'],
  [
    'en',
    'I was born in March 1961 and my benefit at full retirement age is $1,850, what do I get at 63?',
  ],
];
const planTimes = [];
const composeTimes = [];
// One offline reply as the chat service asks for it: understanding (safety, facts, query analysis,
// card and passage search) in the planner, then composing the text.
const reply = async ([language, message]) => {
  const t0 = performance.now();
  const plan = await planner.plan({
    message,
    language,
    market: language === 'de' ? 'DE' : 'US',
    history: [],
  });
  const t1 = performance.now();
  const answer = guide.render(plan, language);
  planTimes.push(t1 - t0);
  composeTimes.push(performance.now() - t1);
  return answer.text;
};
// The baseline, timed in the same run on the same data: PostgreSQL's own full-text search as it
// comes (the question as a web-search query, ranked with ts_rank, top 5), one query per question.
// It understands far less (no synonyms, compounds, typos, cards or calculators); the ratio tells how
// much the guide's understanding costs whatever else the machine is doing.
const baseline = async ([language, message]) => {
  const configuration = language === 'de' ? 'german' : 'english';
  await dataSource.query(
    `SELECT c.document_id, c.position, ts_rank(c.search_vector, q) AS rank
       FROM knowledge_chunks c, websearch_to_tsquery($1::regconfig, $2) AS q
      WHERE c.language = $3 AND c.search_vector @@ q
      ORDER BY rank DESC LIMIT 5`,
    [configuration, message, language],
  );
};
for (const question of QUESTIONS) {
  await reply(question); // warm-up
  await baseline(question);
}
planTimes.length = 0;
composeTimes.length = 0;
const timings = [];
const baselineTimes = [];
// Interleaved, so both see the same load.
for (let i = 0; i < QUERIES; i += 1) {
  const question = QUESTIONS[i % QUESTIONS.length];
  const t0 = performance.now();
  await reply(question);
  timings.push(performance.now() - t0);
  const t1 = performance.now();
  await baseline(question);
  baselineTimes.push(performance.now() - t1);
}
const summary = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const pct = (p) =>
    Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2));
  return { p50: pct(50), p95: pct(95), p99: pct(99), max: Number(sorted.at(-1).toFixed(2)) };
};
// The reply is the planner (retrieval and understanding) plus composing the answer.
const latency = {
  queries: QUERIES,
  ...summary(timings),
  plan: summary(planTimes),
  compose: summary(composeTimes),
  baseline: summary(baselineTimes),
};
console.log(
  `offline guide reply latency over ${QUERIES} questions (ms):`,
  latency,
  latency.p95 < TARGET ? `target p95 < ${TARGET} ms: met` : `target p95 < ${TARGET} ms: MISSED`,
);

await app.listen(config.port, '127.0.0.1');
const port = app.getHttpServer().address().port;
let request = 0;
const instance = autocannon({
  url: `http://127.0.0.1:${port}/api/chat`,
  method: 'POST',
  connections: Number(values.connections),
  duration: Number(values.duration),
  headers: { 'content-type': 'application/json' },
  requests: [
    {
      setupRequest: (req) => {
        request += 1;
        const [, message] = QUESTIONS[request % QUESTIONS.length];
        return {
          ...req,
          body: JSON.stringify({ sessionId: `bench-${process.pid}-${request}`, message }),
        };
      },
    },
  ],
});
autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
const result = await new Promise((resolve) => instance.on('done', resolve));
const throughput = {
  connections: Number(values.connections),
  durationSeconds: Number(values.duration),
  requestsPerSecond: result.requests.average,
  latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
  total: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
};
console.log('POST /api/chat throughput:', throughput);
await app.close();

mkdirSync(new URL('bench/.results/', root), { recursive: true });
const output = {
  database,
  chunks: chunkCount,
  latency,
  throughput,
  node: process.version,
  date: new Date().toISOString(),
};
writeFileSync(new URL('bench/.results/chat.json', root), `${JSON.stringify(output, null, 2)}\n`);
console.log('wrote bench/.results/chat.json');
process.exit(0);
