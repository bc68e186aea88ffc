import { randomUUID } from 'node:crypto';
import { answerTokenCeiling } from '../src/chat/model-answer.js';
import { mockModelConfig, OpenAiMock } from './support/openai-mock.js';
import { parseSse, sseText } from './support/sse.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, seventh hostile pass #7: one IPv6 /48 spent 1.27 M model tokens in 30 s from its many
// /64s (each /64 its own address budget), and nothing capped the installation. A site (an IPv6 /48)
// and the installation now have daily ceilings held and settled like the others; past them the
// built-in guide answers, without telling the person they used up a share they did not.

/** What the mock reports per answer. */
const TOKENS_PER_ANSWER = 12_000;
const SITE_DAILY_TOKENS = 60_000;
const INSTALLATION_DAILY_TOKENS = 150_000;
const BURST = 16;
const QUESTION = 'When should I claim Social Security?';
/** What one answer holds (the same question, no history, in every conversation). */
const HOLD = answerTokenCeiling({ message: QUESTION, language: 'en', history: [] });

interface Reply {
  answeredBy: string;
  response: string;
}

// Clients reach the API through a trusted proxy on this computer, which names them in
// X-Forwarded-For: the only way a test on 127.0.0.1 can come from many IPv6 networks.
describe.each(testDatabases())(
  'model ceilings per site and for the installation on $name',
  (factory) => {
    const mock = new OpenAiMock();
    let database: TestDatabase;
    let app: TestApp;

    beforeAll(async () => {
      const baseUrl = await mock.start();
      database = await factory.create();
      app = await startTestApp(database, {
        trustProxy: ['loopback'],
        // Every request of a burst is in its model call at once, on the embedded database too.
        chatTurns: { concurrency: 64, queue: 64, maxWaitMs: 20_000 },
        openai: mockModelConfig(baseUrl, {
          timeoutMs: 10_000,
          maxRetries: 0,
          siteDailyTokens: SITE_DAILY_TOKENS,
          installationDailyTokens: INSTALLATION_DAILY_TOKENS,
        }),
      });
    });

    beforeEach(() =>
      // Every call is still open when the last request of a burst holds its tokens.
      mock.script([], {
        kind: 'slow',
        delayMs: 400,
        text: 'Model answer.',
        tokens: TOKENS_PER_ANSWER,
      }),
    );

    afterAll(async () => {
      await app?.close();
      await database?.drop();
      await mock.stop();
    });

    /** One question in a new conversation of a new browser, from `address`. */
    const ask = async (address: string): Promise<Reply & { sessionId: string }> => {
      const sessionId = `page-${randomUUID()}`;
      const { body } = await app.http
        .post('/api/chat')
        .set('X-Forwarded-For', address)
        .send({ sessionId, message: QUESTION })
        .expect(200);
      return { ...(body as Reply), sessionId };
    };
    const spentBy = async (sessions: string[]): Promise<number> =>
      Number(
        (
          await app.dataSource.query(
            'SELECT coalesce(sum(llm_tokens), 0) AS n FROM chat_sessions WHERE id = ANY($1)',
            [sessions],
          )
        )[0].n,
      );
    const spentInTotal = async (): Promise<number> =>
      Number(
        (
          await app.dataSource.query('SELECT coalesce(sum(llm_tokens), 0) AS n FROM chat_sessions')
        )[0].n,
      );
    const held = async (): Promise<number> =>
      Number((await app.dataSource.query('SELECT count(*) AS n FROM chat_llm_reservations'))[0].n);
    // The built-in guide's answer, with no note that the person used up a share of their own.
    const expectPlainOffline = (reply: Reply): void => {
      expect(reply.answeredBy).toBe('offline');
      expect(reply.response).not.toMatch(/share of the AI guide|used its share/);
    };

    it(`keeps one /48 within its ceiling when ${BURST} of its /64s ask at once, three times, and serves another /48`, async () => {
      const sessions: string[] = [];
      const replies: Reply[] = [];
      for (let burst = 0; burst < 3; burst += 1) {
        const answers = await Promise.all(
          Array.from({ length: BURST }, (_, i) => ask(`2001:db8:77:${burst * BURST + i + 1}::1`)),
        );
        sessions.push(...answers.map((answer) => answer.sessionId));
        replies.push(...answers);
      }
      const spent = await spentBy(sessions);
      const byModel = replies.filter((reply) => reply.answeredBy === 'openai');
      console.log(
        `${factory.name}: ${replies.length} chats from ${replies.length} /64s of one /48, ${byModel.length} asked the model, ${spent} tokens of ${SITE_DAILY_TOKENS} (a hold is ${HOLD})`,
      );
      expect(spent).toBe(byModel.length * TOKENS_PER_ANSWER);
      expect(spent).toBeLessThanOrEqual(SITE_DAILY_TOKENS + HOLD);
      // The site did use its budget: refusals came from the ceiling, not from something else.
      expect(spent).toBeGreaterThanOrEqual(SITE_DAILY_TOKENS - HOLD);
      for (const reply of replies.filter((r) => r.answeredBy !== 'openai'))
        expectPlainOffline(reply);
      expect(await held()).toBe(0);
      // Still used up for the next /64 of that /48, streamed too; another /48 and an IPv4 client
      // are served.
      expectPlainOffline(await ask('2001:db8:77:ffff::1'));
      const { body: streamed } = await app.http
        .post('/api/chat/stream')
        .set('X-Forwarded-For', '2001:db8:77:fffe::1')
        .send({ sessionId: `page-${randomUUID()}`, message: QUESTION })
        .buffer(true)
        .parse(sseText)
        .expect(200);
      expectPlainOffline(parseSse(streamed as string).at(-1)!.data as Reply);
      expect((await ask('2001:db8:78:1::1')).answeredBy).toBe('openai');
      expect((await ask('198.51.100.77')).answeredBy).toBe('openai');
    });

    it(`keeps the installation within its ceiling when ${BURST} sites ask at once, three times`, async () => {
      for (let burst = 0; burst < 3; burst += 1)
        await Promise.all(
          Array.from({ length: BURST }, (_, i) => ask(`2001:db8:${100 + burst * BURST + i}:1::1`)),
        );
      const total = await spentInTotal();
      console.log(
        `${factory.name}: installation spent ${total} tokens of ${INSTALLATION_DAILY_TOKENS}`,
      );
      expect(total).toBeLessThanOrEqual(INSTALLATION_DAILY_TOKENS + HOLD);
      expect(total).toBeGreaterThanOrEqual(INSTALLATION_DAILY_TOKENS - HOLD);
      // The day's use as the server counts it matches what the conversations spent.
      const [row] = await app.dataSource.query(
        `SELECT sum(llm_tokens) AS n FROM chat_client_usage WHERE day = $1
           AND client_hash = encode(sha256('installation'::bytea), 'hex')`,
        [new Date().toISOString().slice(0, 10)],
      );
      expect(Number(row.n)).toBe(total);
      // Any site now gets the built-in guide, and no model call is made.
      mock.requests.length = 0;
      expectPlainOffline(await ask('2001:db8:999:1::1'));
      expect(mock.requests).toHaveLength(0);
      expect(await held()).toBe(0);
    });
  },
);
