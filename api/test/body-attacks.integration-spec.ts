import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../src/config/app-config.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN_TOKEN = 'body-attack-admin-token-0123456789';

// The attack of issue 16: 12 KB of gzip that inflates to 12 MB of `[`, i.e. a 12-million-deep array.
const NESTED = Buffer.alloc(12_000_000, '[');
const BOMB = gzipSync(NESTED, { level: 9 });

interface Answer {
  status: number;
  body: { statusCode?: number; message?: string | string[] };
  ms: number;
}

/**
 * Bodies sent over a real socket (fetch), as an attacker would: several at once, with headers
 * supertest would rewrite.
 */
describe.each(testDatabases())('bodies are read only when allowed, on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  let base: string;

  beforeAll(async () => {
    database = await factory.create();
    const { rateLimits } = loadConfig({ RATE_LIMIT_CHAT: '3/60' });
    app = await startTestApp(database, { adminToken: ADMIN_TOKEN, rateLimits });
    await app.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function send(
    path: string,
    body: Buffer | string | undefined,
    headers: Record<string, string> = {},
    method = 'POST',
  ): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Answer['body']) : {},
      ms: performance.now() - started,
    };
  }

  it('answers a gzip bomb to /api/upload without a token at once, several at a time, and /healthz stays fast', async () => {
    expect(BOMB.length).toBeLessThan(16 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const attacks = Array.from({ length: 6 }, () =>
      send('/api/upload', BOMB, { 'Content-Encoding': 'gzip' }),
    );
    const healthStarted = performance.now();
    const health = await fetch(`${base}/healthz`);
    const healthMs = performance.now() - healthStarted;
    const answers = await Promise.all(attacks);

    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(1000);
    for (const answer of answers) {
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({
        statusCode: 415,
        message: 'Request bodies must not be compressed: send them without Content-Encoding',
      });
      expect(answer.ms).toBeLessThan(1000);
    }
    // Inflating and parsing one of these took about 550 MB; refusing all six takes next to nothing.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses every compression, also on endpoints anyone may call', async () => {
    for (const encoding of ['deflate', 'br', 'gzip, identity', 'x-custom']) {
      const answer = await send('/api/chat', '{}', { 'Content-Encoding': encoding });
      expect(answer.status).toBe(415);
    }
    // identity is no compression at all.
    const plain = await send('/api/budget/analyze', '{}', { 'Content-Encoding': 'identity' });
    expect(plain.status).toBe(400);
    expect(plain.body.message).not.toMatch(/compressed|not valid JSON/);
  });

  it('checks the admin token before reading the body: a deep, broken body without one gets 401', async () => {
    const rssBefore = process.memoryUsage().rss;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => send('/api/upload', NESTED.subarray(0, 2_000_000))),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.ms).toBeLessThan(1000);
    }
    const wrong = await send('/api/upload', 'not json at all', {
      Authorization: 'Bearer not-the-admin-token-at-all',
    });
    expect(wrong.status).toBe(403);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses a body nested deeper than 32 levels while reading it, with the token too', async () => {
    const deep = await send('/api/upload', NESTED.subarray(0, 2_000_000), {
      Authorization: `Bearer ${ADMIN_TOKEN}`,
    });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toBe(
      'Request body is nested too deeply (more than 32 levels of arrays and objects)',
    );
    expect(deep.ms).toBeLessThan(1000);

    const atLimit = `${'['.repeat(31)}{"filename":"x.txt"}${']'.repeat(31)}`;
    const shallowEnough = await send('/api/upload', atLimit, {
      Authorization: `Bearer ${ADMIN_TOKEN}`,
    });
    // Parsed (32 levels are allowed), then refused by validation: it is not an upload.
    expect(shallowEnough.status).toBe(400);
    expect(shallowEnough.body.message).not.toMatch(/nested too deeply|not valid JSON/);
  });

  it('refuses a deep body sent in chunks of unknown length', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 50; i += 1)
          controller.enqueue(new Uint8Array(NESTED.subarray(0, 1000)));
        controller.close();
      },
    });
    const response = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer['body']).message).toMatch(/nested too deeply/);
  });

  it('applies each route’s own size limit: uploads take more than other endpoints', async () => {
    const big = JSON.stringify({
      filename: 'notes.txt',
      content: 'Pension notes. '.repeat(10_000),
    });
    expect(big.length).toBeGreaterThan(100 * 1024);
    const profile = await send('/api/profiles', big);
    expect(profile.status).toBe(413);
    expect(profile.body.message).toBe('Request body is larger than the limit of 102400 bytes');
    const upload = await send('/api/upload', big, { Authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(upload.status).toBe(201);
  });

  it('counts a request against the rate limit before reading its body', async () => {
    // Up to the limit (three per minute here, some used above) a broken body gets its 400.
    let status = 400;
    for (let i = 0; i < 4 && status === 400; i += 1)
      status = (await send('/api/chat', '{}')).status;
    expect(status).toBe(429);
    const refused = await send('/api/chat', NESTED.subarray(0, 100_000));
    expect(refused.status).toBe(429);
  });
});
