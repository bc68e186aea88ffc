import { APP_CONFIG, type AppConfig } from '../src/config/app-config.js';
import { mockModelConfig, OpenAiMock } from './support/openai-mock.js';
import { parseSse, sseText } from './support/sse.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const [embedded] = testDatabases();
const QUESTION = 'What is Medicare open enrollment?';
let sequence = 0;
const sessionId = (): string => `page-breaker-${Date.now()}-${(sequence += 1)}`;

interface Reply {
  response: string;
  answeredBy: string;
}

// Fourteenth hostile pass #7: with a model server that accepts and never answers, every turn handed
// to it waited out the timeout and the retries. After failures in a row the breaker keeps the model
// unasked for a cool-down and the offline guide answers at once; then one turn tries it again.
describe('chat with a hung model server', () => {
  const mock = new OpenAiMock();
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    const baseUrl = await mock.start();
    database = await embedded!.create();
    app = await startTestApp(database, {
      openai: mockModelConfig(baseUrl, {
        timeoutMs: 2_000,
        maxRetries: 0,
        breaker: { failures: 2, windowMs: 60_000, cooldownMs: 600_000 },
      }),
      // Two turns at once must both reach the guide (the embedded database allows two by default).
      chatTurns: { concurrency: 8, queue: 16, maxWaitMs: 20_000 },
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await mock.stop();
  });

  const ask = async (): Promise<Reply> =>
    (
      await app.http
        .post('/api/chat')
        .send({ sessionId: sessionId(), message: QUESTION })
        .expect(200)
    ).body as Reply;

  const askStreamed = async (): Promise<Reply> => {
    const reply = await app.http
      .post('/api/chat/stream')
      .send({ sessionId: sessionId(), message: QUESTION })
      .buffer(true)
      .parse(sseText)
      .expect(200);
    return parseSse(reply.body as string).at(-1)!.data as Reply;
  };

  it('answers offline without asking it during the cool-down, then lets one turn try it, and asks it again once it answers', async () => {
    mock.script([], { kind: 'hang' });
    // Two turns wait out the timeout, plain and streamed, and fall back as before.
    const first = await ask();
    expect(first.answeredBy).toBe('offline');
    expect((await askStreamed()).answeredBy).toBe('offline');
    expect(mock.requests).toHaveLength(2);

    // Open: the same offline answer, and the hung server sees nothing of these turns.
    const during = [await ask(), await askStreamed(), await ask()];
    for (const reply of during) expect(reply).toMatchObject({ answeredBy: 'offline' });
    expect(during.map((reply) => reply.response)).toEqual(Array(3).fill(first.response));
    expect(mock.requests).toHaveLength(2);

    // The cool-down over (the breaker reads its settings on every call): of two turns at once, one
    // tries the server, the other is answered offline without it.
    app.app.get<AppConfig>(APP_CONFIG).openai.breaker.cooldownMs = 0;
    const both = await Promise.all([ask(), askStreamed()]);
    for (const reply of both) expect(reply).toMatchObject({ answeredBy: 'offline' });
    expect(mock.requests).toHaveLength(3);

    // The server answers again: the next trial closes the breaker and every turn asks it.
    mock.script([], { kind: 'answer', text: 'Open enrollment runs from October 15.' });
    const back = [await ask(), await askStreamed(), await ask()];
    for (const reply of back) expect(reply.answeredBy).toBe('openai');
    expect(mock.requests).toHaveLength(3);
  });
});
