// Issue 16 (7): a 10 MB .txt froze the embedded database process for 6.8 s; health probes and a chat
// were dropped. The upload is now indexed in short steps, so both keep answering within a second.
import { Worker } from 'node:worker_threads';
import request from 'supertest';
import { type TestDatabase, testDatabases } from './support/databases.js';
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
  slowestHealthMs: number;
  slowestChatMs: number;
  healthProbes: number;
  chats: number;
}

// The probes run in a worker thread with its own event loop: measured from the API's own thread, a
// blocked loop would also delay the clock readings and hide the freeze.
const PROBE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const result = { slowestHealthMs: 0, slowestChatMs: 0, healthProbes: 0, chats: 0 };
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
    result.slowestHealthMs = Math.max(result.slowestHealthMs, await timed('GET', '/healthz'));
    result.healthProbes += 1;
    await pause(20);
  }
})();
const chat = (async () => {
  while (!done) {
    const body = JSON.stringify({ sessionId: 'page-large-upload-' + result.chats, message: 'What is Medicare Part B?' });
    result.slowestChatMs = Math.max(result.slowestChatMs, await timed('POST', '/api/chat', body));
    result.chats += 1;
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

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database);
    // A listening server: probes, chats and the upload run side by side on their own connections.
    await app.app.listen(0, '127.0.0.1');
    http = request(await app.app.getUrl());
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('keeps /healthz and a chat answering in under a second while it is indexed, and stores all of it', async () => {
    const text = `${longDocument(10 * MB - 64 * 1024)}\n\nThe last paragraph names the Zanzibarcrest allotment.`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(9.9 * MB);
    const probes = startProbes(await app.app.getUrl());
    const started = performance.now();
    let response: request.Response;
    let result: ProbeResult;
    try {
      response = await http
        .post('/api/upload')
        .timeout(120_000)
        .send({
          filename: 'Long handbook.txt',
          fileData: Buffer.from(text).toString('base64'),
          mimeType: 'text/plain',
        });
    } finally {
      result = await probes.stop();
    }
    const uploadMs = performance.now() - started;
    const { slowestHealthMs, slowestChatMs, healthProbes, chats } = result;
    expect(response.status).toBe(201);
    // Enough probes and chats ran during the upload for the bound to mean something.
    expect(healthProbes).toBeGreaterThan(5);
    expect(chats).toBeGreaterThan(2);
    console.log(
      `10 MB .txt on ${factory.name}: upload ${Math.round(uploadMs)} ms; slowest /healthz ${Math.round(slowestHealthMs)} ms of ${healthProbes}; slowest chat ${Math.round(slowestChatMs)} ms of ${chats}`,
    );
    expect(slowestHealthMs).toBeLessThan(1000);
    expect(slowestChatMs).toBeLessThan(1000);

    // All of it was stored: the last words are found, and the chunk count matches the document's.
    const [document] = await app.dataSource.query(
      "SELECT id, char_count FROM knowledge_documents WHERE filename = 'Long handbook.txt'",
    );
    expect(Number(document.char_count)).toBeGreaterThan(9.9 * MB * 0.99);
    const [last] = await app.dataSource.query(
      "SELECT count(*) AS n FROM knowledge_chunks WHERE document_id = $1 AND text LIKE '%Zanzibarcrest%'",
      [document.id],
    );
    expect(Number(last.n)).toBeGreaterThan(0);
  });
});
