import { answerTokenCeiling } from '../src/chat/model-answer.js';
import { ownerCookieOf } from './support/cookies.js';
import { mockModelConfig, OpenAiMock } from './support/openai-mock.js';
import { parseSse, sseText } from './support/sse.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25 (9): the model's budgets were checked before a call and charged after it, so 25
// requests at once from one browser all passed the check and spent 130,000 tokens against a
// 20,000 daily cap. Each answer now holds its largest possible use first.

const DAILY_TOKENS = 20_000;
/** What the server reports per answer: 25 of them made the 130,000 of the attack. */
const TOKENS_PER_ANSWER = 5_200;
const QUESTION = 'When should I claim Social Security?';
let sequence = 0;
const sessionId = (): string => `page-budget-${Date.now()}-${(sequence += 1)}`;

describe.each(testDatabases())(
  'model token budgets under simultaneous requests on $name',
  (factory) => {
    const mock = new OpenAiMock();
    let database: TestDatabase;
    let app: TestApp;

    beforeAll(async () => {
      const baseUrl = await mock.start();
      database = await factory.create();
      app = await startTestApp(database, {
        openai: mockModelConfig(baseUrl, {
          timeoutMs: 10_000,
          maxRetries: 0,
          browserDailyTokens: DAILY_TOKENS,
        }),
      });
    });

    afterAll(async () => {
      await app?.close();
      await database?.drop();
      await mock.stop();
    });

    const spentBy = async (sessions: string[]): Promise<number> =>
      Number(
        (
          await app.dataSource.query(
            'SELECT coalesce(sum(llm_tokens), 0) AS n FROM chat_sessions WHERE id = ANY($1)',
            [sessions],
          )
        )[0].n,
      );
    const held = async (): Promise<number> =>
      Number((await app.dataSource.query('SELECT count(*) AS n FROM chat_llm_reservations'))[0].n);

    it('spends at most the daily cap and one answer’s largest use when one browser sends 25 at once', async () => {
      // The browser's cookie, from an emergency answer that never asks the model.
      const cookie = ownerCookieOf(
        await app.http
          .post('/api/chat')
          .send({ sessionId: sessionId(), message: 'I have chest pain and my arm is numb' })
          .expect(200),
      );
      // Every call is still open when the last request checks its budget.
      mock.script([], {
        kind: 'slow',
        delayMs: 500,
        text: 'Mock answer.',
        tokens: TOKENS_PER_ANSWER,
      });
      const sessions = Array.from({ length: 25 }, sessionId);
      // Half plain, half streamed, each in its own conversation.
      const answers = await Promise.all(
        sessions.map(async (id, i) => {
          const request = app.http
            .post(i % 2 ? '/api/chat/stream' : '/api/chat')
            .set('Cookie', cookie)
            .send({ sessionId: id, message: QUESTION });
          if (i % 2 === 0) {
            const { body } = await request.expect(200);
            return body as { answeredBy: string; response: string };
          }
          const { body } = await request.buffer(true).parse(sseText).expect(200);
          return parseSse(body as string).at(-1)!.data as { answeredBy: string; response: string };
        }),
      );

      const spent = await spentBy(sessions);
      const ceiling = answerTokenCeiling({ message: QUESTION, language: 'en', history: [] });
      console.log(
        `${factory.name}: 25 at once, ${mock.requests.length} asked the model, ${spent} tokens spent of ${DAILY_TOKENS} (an answer holds ${ceiling})`,
      );
      expect(spent).toBe(mock.requests.length * TOKENS_PER_ANSWER);
      expect(spent).toBeLessThanOrEqual(DAILY_TOKENS + ceiling);
      const byModel = answers.filter((answer) => answer.answeredBy === 'openai');
      expect(byModel.length).toBe(mock.requests.length);
      expect(byModel.length).toBeGreaterThan(0);
      // The others answer from the knowledge base and say why.
      for (const answer of answers.filter((a) => a.answeredBy !== 'openai'))
        expect(answer.response).toMatch(/^You have used today’s share of the AI guide/);
      // Every hold was settled: what the answers did not use is free again.
      expect(await held()).toBe(0);
      mock.script([], { kind: 'answer', text: 'Mock answer.', tokens: TOKENS_PER_ANSWER });
      const next = await app.http
        .post('/api/chat')
        .set('Cookie', cookie)
        .send({ sessionId: sessionId(), message: QUESTION })
        .expect(200);
      expect(next.body.answeredBy).toBe(spent < DAILY_TOKENS ? 'openai' : 'offline');
    });

    it('gives held tokens back when the model fails and the offline guide answers', async () => {
      mock.script([], { kind: 'status', status: 500 });
      const id = sessionId();
      const reply = await app.http
        .post('/api/chat')
        .send({ sessionId: id, message: QUESTION })
        .expect(200);
      expect(reply.body.answeredBy).toBe('offline');
      expect(await spentBy([id])).toBe(0);
      expect(await held()).toBe(0);
    });
  },
);
