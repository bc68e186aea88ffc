// Issue 16 (7): a 10 MB .txt froze the embedded database process for 6.8 s; health probes and a chat
// were dropped. The upload is now stored in short steps, each its own transaction, so both keep
// answering within a second; a failure half-way or a crash leaves nothing behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { jest } from '@jest/globals';
import request from 'supertest';
import { KnowledgeDocumentsRepository } from '../src/knowledge/knowledge-documents.repository.js';
import { KnowledgeService } from '../src/knowledge/knowledge.service.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { expectResponsive, slowestOf } from './support/responsiveness.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const MB = 1024 * 1024;

/** About `bytes` of varied English prose (many distinct words, as a real long document has). */
function longDocument(bytes: number): string {
  const syllables = ['ren', 'ta', 'mo', 'lin', 'ca', 'ver', 'sol', 'di', 'nu', 'pen', 'sa', 'tor'];
  const words = [
    'pension',
    'benefit',
    'garden',
    'neighbour',
    'retirement',
    'savings',
    'health',
    'insurance',
    'community',
    'volunteer',
    'budget',
    'housing',
    'care',
    'planning',
    'family',
    'the',
    'and',
    'for',
  ];
  let seed = 7;
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const word = (): string =>
    next(3) === 0
      ? words[next(words.length)]!
      : Array.from({ length: 2 + next(3) }, () => syllables[next(syllables.length)]).join('');
  const paragraphs: string[] = [];
  let size = 0;
  while (size < bytes) {
    const sentences = Array.from({ length: 4 + next(4) }, () => {
      const sentence = Array.from({ length: 8 + next(10) }, word).join(' ');
      return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
    });
    const paragraph = sentences.join(' ');
    paragraphs.push(paragraph);
    size += paragraph.length + 2;
  }
  return paragraphs.join('\n\n');
}

interface ProbeResult {
  healthMs: number[];
  chatMs: number[];
}

// The probes run in a worker thread with its own event loop: measured from the API's own thread, a
// blocked loop would also delay the clock readings and hide the freeze.
const PROBE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const result = { healthMs: [], chatMs: [] };
let done = false;
parentPort.on('message', () => { done = true; });
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// A new connection each time (no keep-alive), so a timing is the whole request and nothing is reused.
function timed(method, path, body) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(workerData.base + path, {
      method,
      agent: false,
      timeout: 10000,
      headers: body ? { 'Content-Type': 'application/json' } : {},
    }, (response) => {
      response.resume();
      response.on('end', () => response.statusCode === 200
        ? resolve(performance.now() - started)
        : reject(new Error(method + ' ' + path + ': ' + response.statusCode)));
    });
    request.on('timeout', () => request.destroy(new Error(method + ' ' + path + ': no answer in 10 s')));
    request.on('error', reject);
    request.end(body);
  });
}
const health = (async () => {
  while (!done) {
    result.healthMs.push(await timed('GET', '/healthz'));
    await pause(20);
  }
})();
const chat = (async () => {
  while (!done) {
    const body = JSON.stringify({ sessionId: 'page-large-upload-' + result.chatMs.length, message: 'What is Medicare Part B?' });
    result.chatMs.push(await timed('POST', '/api/chat', body));
    await pause(100);
  }
})();
Promise.all([health, chat]).then(
  () => parentPort.postMessage(result),
  (error) => parentPort.postMessage({ error: String(error) }),
);
`;

function startProbes(base: string): { stop(): Promise<ProbeResult> } {
  const worker = new Worker(PROBE_WORKER, { eval: true, workerData: { base } });
  const finished = new Promise<ProbeResult>((resolve, reject) => {
    worker.once('message', (message: ProbeResult | { error: string }) =>
      'error' in message ? reject(new Error(message.error)) : resolve(message),
    );
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      try {
        return await finished;
      } finally {
        await worker.terminate();
      }
    },
  };
}

describe.each(testDatabases())('a 10 MB .txt upload on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  let http: ReturnType<typeof request>;

  let dataDir: string | undefined;

  beforeAll(async () => {
    // On disk, as `npm start` keeps it: in memory the embedded database would hold all 10 MB and
    // their index in the process's own memory.
    dataDir = factory.name === 'PGlite' ? mkdtempSync(join(tmpdir(), 'ageless-large-')) : undefined;
    database = await factory.create(dataDir);
    app = await startTestApp(database);
    // A listening server: probes, chats and the upload run side by side on their own connections.
    await app.app.listen(0, '127.0.0.1');
    http = request(await app.app.getUrl());
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const terms = async (): Promise<number> => {
    const [row] = await app.dataSource.query(
      "SELECT COALESCE(sum(chunk_count), 0)::int AS n FROM knowledge_terms WHERE lexeme = ''",
    );
    return Number(row.n);
  };
  const chunks = async (): Promise<number> => {
    const [row] = await app.dataSource.query('SELECT count(*)::int AS n FROM knowledge_chunks');
    return Number(row.n);
  };

  it('keeps /healthz and a chat answering in under a second while it is stored, and stores all of it', async () => {
    const text = `${longDocument(10 * MB - 64 * 1024)}\n\nThe last paragraph names the Zanzibarcrest allotment.`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(9.9 * MB);
    const probes = startProbes(await app.app.getUrl());
    const started = performance.now();
    let response: request.Response;
    let result: ProbeResult;
    try {
      response = await http
        .post('/api/upload')
        .timeout(240_000)
        .send({ filename: 'Long handbook.txt', content: text, mimeType: 'text/plain' });
    } finally {
      result = await probes.stop();
    }
    const uploadMs = performance.now() - started;
    const { healthMs, chatMs } = result;
    expect(response.status).toBe(201);
    expect(response.body.status).toBe('pending');
    // Enough probes and chats ran during the upload for the bound to mean something.
    expect(healthMs.length).toBeGreaterThan(5);
    expect(chatMs.length).toBeGreaterThan(2);
    const sorted = [...healthMs].sort((a, b) => a - b);
    const at = (share: number): number =>
      Math.round(sorted[Math.floor(share * (sorted.length - 1))]!);
    console.log(
      `10 MB .txt on ${factory.name}: upload ${Math.round(uploadMs)} ms; /healthz p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, slowest ${slowestOf(healthMs)} ms of ${healthMs.length} (${healthMs.filter((ms) => ms > 200).length} over 200 ms); slowest chat ${slowestOf(chatMs)} ms of ${chatMs.length}`,
    );
    expectResponsive(healthMs);
    expectResponsive(chatMs);

    // All of it was stored: the last words are found, and the term counts match the passages.
    const [document] = await app.dataSource.query(
      "SELECT id, char_count, status FROM knowledge_documents WHERE filename = 'Long handbook.txt'",
    );
    expect(document.status).toBe('pending');
    expect(Number(document.char_count)).toBeGreaterThan(9.9 * MB * 0.99);
    const [last] = await app.dataSource.query(
      "SELECT count(*) AS n FROM knowledge_chunks WHERE document_id = $1 AND text LIKE '%Zanzibarcrest%'",
      [document.id],
    );
    expect(Number(last.n)).toBeGreaterThan(0);
    expect(await terms()).toBe(await chunks());
  }, 300_000);

  it('leaves nothing behind when storing fails half-way', async () => {
    const before = { chunks: await chunks(), terms: await terms() };
    // The third step of passages fails, as a full disk or a lost connection would.
    const steps = KnowledgeDocumentsRepository.prototype;
    const original = steps.storePassages;
    let calls = 0;
    const spy = jest.spyOn(steps, 'storePassages').mockImplementation(async function (
      this: KnowledgeDocumentsRepository,
      ...args
    ) {
      calls += 1;
      if (calls === 3) throw new Error('disk full');
      return original.apply(this, args);
    });
    try {
      const response = await http.post('/api/upload').send({
        filename: 'Half stored.txt',
        content: longDocument(200 * 1024),
        mimeType: 'text/plain',
      });
      expect(response.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const [left] = await app.dataSource.query(
      "SELECT count(*)::int AS n FROM knowledge_documents WHERE filename = 'Half stored.txt'",
    );
    expect(Number(left.n)).toBe(0);
    expect(await chunks()).toBe(before.chunks);
    expect(await terms()).toBe(before.terms);
  });

  it('removes at start-up what a crash left half-stored, with its share of the term counts', async () => {
    const before = { chunks: await chunks(), terms: await terms() };
    // What a crash after the first step leaves: the document still 'indexing', one step stored.
    const [document] = await app.dataSource.query(
      `INSERT INTO knowledge_documents (title, filename, language, content_hash, char_count, status, uploaded_at)
       VALUES ('Cut off', 'Cut off.txt', 'en', repeat('c', 64), 40, 'indexing', now() - interval '1 hour')
       RETURNING id`,
    );
    await app.dataSource.query(
      `INSERT INTO knowledge_chunks (document_id, position, text, language, search_vector)
       VALUES ($1, 0, 'A passage cut off by a crash.', 'en', to_tsvector('english', 'A passage cut off by a crash.'))`,
      [document.id],
    );
    await app.dataSource.query(
      `INSERT INTO knowledge_terms (language, lexeme, chunk_count)
       SELECT 'en', s.lexeme, s.n FROM (
         SELECT u.lexeme, count(*)::int AS n FROM knowledge_chunks c
           CROSS JOIN LATERAL unnest(c.search_vector) AS u WHERE c.document_id = $1 GROUP BY u.lexeme
         UNION ALL SELECT '', 1) AS s
       ON CONFLICT (language, lexeme) DO UPDATE SET chunk_count = knowledge_terms.chunk_count + EXCLUDED.chunk_count`,
      [document.id],
    );
    const listed = await http.get('/api/knowledge/documents').expect(200);
    expect(JSON.stringify(listed.body)).not.toContain('Cut off');
    expect(await app.app.get(KnowledgeService).removeUnfinished()).toBe(1);
    expect(await chunks()).toBe(before.chunks);
    expect(await terms()).toBe(before.terms);
  });
});
