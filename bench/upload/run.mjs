// Upload benchmark: builds a ~5 MB .docx, uploads it to the built API (api/dist) and reports the
// time until the answer (decode, ZIP checks, extraction, chunking, indexing in one transaction).
// Then measures the guide's retrieval, KnowledgeSearchService.search(), over the chunks now stored.
//
//   npm run build -w api && node bench/upload/run.mjs            (embedded PGlite in a temp folder)
//   DATABASE_URL=postgres://... node bench/upload/run.mjs         (PostgreSQL)
//   node bench/upload/run.mjs --runs 3 --mb 5
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import JSZip from 'jszip';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    mb: { type: 'string', default: '5' },
    // Characters of text in the document; the rest of the size is pictures, as in real 5 MB Word files.
    chars: { type: 'string', default: '1500000' },
    queries: { type: 'string', default: '200' },
  },
});
const RUNS = Number(values.runs);
const TARGET_BYTES = Number(values.mb) * 1024 * 1024;
const TEXT_CHARS = Number(values.chars);
const QUERIES = Number(values.queries);

const api = new URL('../../api/dist/', import.meta.url);
const { createApp } = await import(new URL('app.factory.js', api).href);
const { loadConfig } = await import(new URL('config/app-config.js', api).href);
const { KnowledgeSearchService } = await import(
  new URL('knowledge/knowledge-search.service.js', api).href
);
const { KnowledgeService } = await import(new URL('knowledge/knowledge.service.js', api).href);

// Deterministic pseudo-random text from a pension-and-retirement vocabulary (mulberry32).
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const VOCABULARY = (
  'pension retirement benefit contribution statutory private occupational annuity savings allowance survivor widow ' +
  'insurance healthcare premium deductible coverage enrolment medicare social security claim age reduction credit ' +
  'income tax allowance household budget rent housing mortgage community volunteer garden neighbour caregiver nursing ' +
  'assessment grade application office form letter deadline month year percent amount payment account transfer ' +
  'the of and to in for on with at by from about is are was were be been will may should could can must ' +
  'people member family spouse partner child grandchild doctor hospital clinic pharmacy travel abroad country europe'
).split(' ');
const extra = Array.from({ length: 4000 }, (_, i) => `term${i.toString(36)}`);

function paragraph(next) {
  const sentences = 3 + Math.floor(next() * 4);
  const out = [];
  for (let s = 0; s < sentences; s += 1) {
    const words = 8 + Math.floor(next() * 14);
    const sentence = [];
    for (let w = 0; w < words; w += 1)
      sentence.push(
        next() < 0.85
          ? VOCABULARY[Math.floor(next() * VOCABULARY.length)]
          : extra[Math.floor(next() * extra.length)],
      );
    out.push(sentence.join(' ').replace(/^./, (c) => c.toUpperCase()) + '.');
  }
  return out.join(' ');
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function buildDocx(seed) {
  const next = random(seed);
  const parts = [];
  let approx = 0;
  while (approx < TEXT_CHARS) {
    const text = paragraph(next);
    parts.push(`<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`);
    approx += text.length;
  }
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${parts.join('')}</w:body></w:document>`,
  );
  const textOnly = await zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  });
  // Pictures do not pack: fill up to the target size with stored random bytes under word/media.
  const missing = TARGET_BYTES - textOnly.length;
  for (let i = 0; missing > 0 && i < 4; i += 1) {
    const picture = Buffer.alloc(Math.floor(missing / 4));
    for (let b = 0; b < picture.length; b += 4)
      picture.writeUInt32LE(Math.floor(next() * 2 ** 32), Math.min(b, picture.length - 4));
    zip.file(`word/media/image${i + 1}.png`, picture, { compression: 'STORE' });
  }
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const dataDir = mkdtempSync(join(tmpdir(), 'ageless-bench-upload-'));
const config = {
  ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL }),
  adminToken: undefined,
};
const app = await createApp(config);
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
const database = config.databaseUrl ? 'PostgreSQL' : 'PGlite';
const uploaded = [];

try {
  const times = [];
  // Built before the first upload: a pause longer than the server's keep-alive timeout between two
  // requests would make fetch reuse a connection the server is closing (ECONNRESET).
  const documents = [];
  for (let run = 0; run < RUNS; run += 1) documents.push(await buildDocx(1000 + run));
  for (let run = 0; run < RUNS; run += 1) {
    const docx = documents[run];
    const body = JSON.stringify({
      filename: `bench-${run}.docx`,
      fileData: docx.toString('base64'),
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const started = performance.now();
    const response = await fetch(`${base}/api/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    const result = await response.json();
    const ms = performance.now() - started;
    if (response.status !== 201)
      throw new Error(`upload ${run} answered ${response.status}: ${JSON.stringify(result)}`);
    uploaded.push(result.documentId);
    times.push(ms);
    console.log(
      `run ${run + 1}: ${(docx.length / 1024 / 1024).toFixed(2)} MB .docx, ${result.size.toLocaleString('en')} characters -> ${(ms / 1000).toFixed(2)} s`,
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  const list = await (await fetch(`${base}/api/knowledge/documents`)).json();
  const chunks = list.documents.reduce((sum, d) => sum + d.chunks, 0);
  console.log(
    `upload (${database}): median ${(percentile(sorted, 50) / 1000).toFixed(2)} s, max ${(sorted.at(-1) / 1000).toFixed(2)} s over ${RUNS} runs (target < 3 s)`,
  );

  const search = app.get(KnowledgeSearchService);
  const questions = [
    'At what age should I claim Social Security?',
    'Wie beantrage ich einen Pflegegrad?',
    'How does a survivor pension for a widow work?',
    'What does Medicare enrollment cost?',
    'Rentenlücke schließen mit privater Vorsorge',
    'term1a term2b pension deadline',
    'What will the weather be like in Paris tomorrow?',
    'community garden volunteer neighbour',
  ];
  for (const q of questions) await search.search(q, { language: 'en' }); // warm up
  const latencies = [];
  let empty = 0;
  for (let i = 0; i < QUERIES; i += 1) {
    const q = questions[i % questions.length];
    const started = performance.now();
    const passages = await search.search(q, { language: i % 2 ? 'de' : 'en', limit: 5 });
    latencies.push(performance.now() - started);
    if (process.env.BENCH_VERBOSE)
      console.log(q, (performance.now() - started).toFixed(1), passages.length);
    if (passages.length === 0) empty += 1;
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `search (${database}, ${list.count} documents, ${chunks.toLocaleString('en')} chunks): p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms over ${QUERIES} queries (${empty} found nothing; target p95 < 30 ms)`,
  );
} finally {
  // In-process: the HTTP connection may have been closed by the server during the search phase.
  const knowledge = app.get(KnowledgeService);
  for (const id of uploaded) await knowledge.remove(id);
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
