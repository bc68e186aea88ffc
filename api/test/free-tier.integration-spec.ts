import { randomUUID } from 'node:crypto';
import { FREE_WIDGET_CONVERSATIONS, UPGRADE_TEXT } from '@ageless/contracts';
import { ownerCookieOf } from './support/cookies.js';
import { mockModelConfig, OpenAiMock } from './support/openai-mock.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 16 (9): the free tier and the model's budget are the server's decision. Each test comes from
// its own address (X-Forwarded-For through a trusted hop), so the counts of one never touch another.
const ADDRESS_CONVERSATIONS = 7;
const TOKENS_PER_ANSWER = 1000;
const BROWSER_DAILY_TOKENS = 1500;
const ADDRESS_DAILY_TOKENS = 3500;

let addresses = 0;
const newAddress = (): string => `203.0.113.${(addresses += 1)}`;
const newSessionId = (prefix = 'widget'): string => `${prefix}-${randomUUID()}`;

describe.each(testDatabases())(
  'free tier and model budget decided by the server on $name',
  (factory) => {
    const mock = new OpenAiMock();
    let database: TestDatabase;
    let app: TestApp;

    beforeAll(async () => {
      const baseUrl = await mock.start();
      database = await factory.create();
      app = await startTestApp(database, {
        trustProxy: 1,
        freeConversationsPerAddress: ADDRESS_CONVERSATIONS,
        openai: mockModelConfig(baseUrl, {
          timeoutMs: 2000,
          maxRetries: 0,
          sessionTokenCap: 30_000,
          browserDailyTokens: BROWSER_DAILY_TOKENS,
          addressDailyTokens: ADDRESS_DAILY_TOKENS,
        }),
      });
    });

    beforeEach(() =>
      mock.script([], { kind: 'answer', text: 'Model answer.', tokens: TOKENS_PER_ANSWER }),
    );

    afterAll(async () => {
      await app?.close();
      await database?.drop();
      await mock.stop();
    });

    const storedMessages = async (sessionId: string): Promise<number> =>
      Number(
        (
          await app.dataSource.query(
            'SELECT count(*) AS n FROM chat_messages WHERE session_id = $1',
            [sessionId],
          )
        )[0].n,
      );

    it('after its free conversations, the same browser gets the upgrade reply with new session ids and without conversationCount, and no model call', async () => {
      const address = newAddress();
      const sessionId = newSessionId();
      let cookie: string | undefined;
      for (let n = 1; n <= FREE_WIDGET_CONVERSATIONS; n += 1) {
        const reply = await app.http
          .post('/api/chat')
          .set('X-Forwarded-For', address)
          .set(cookie ? { Cookie: cookie } : {})
          // The client claims it has never used one.
          .send({ sessionId, message: 'What is Medicare Part B?', conversationCount: 0 })
          .expect(200);
        cookie ??= ownerCookieOf(reply);
        expect(reply.body).toMatchObject({ requiresUpgrade: false, conversationCount: n });
      }
      const modelCalls = mock.requests.length;

      const attempts = [
        // The same session, no longer saying it is the widget.
        { sessionId, message: 'What is Medicare Part B?' },
        // New session ids in every shape the API accepts.
        { sessionId: newSessionId(), message: 'What is Medicare Part B?', conversationCount: 0 },
        { sessionId: newSessionId('page'), message: 'What is Medicare Part B?' },
        {
          sessionId: newSessionId(),
          message: 'What is Medicare Part B?',
          conversationHistory: [],
          language: 'en',
        },
      ];
      for (const body of attempts) {
        const reply = await app.http
          .post('/api/chat')
          .set('X-Forwarded-For', address)
          .set('Cookie', cookie!)
          .send(body)
          .expect(200);
        expect(reply.body).toMatchObject({
          requiresUpgrade: true,
          answeredBy: 'free-tier',
          response: UPGRADE_TEXT.en.message,
          conversationCount: FREE_WIDGET_CONVERSATIONS,
        });
        if (body.sessionId !== sessionId) expect(await storedMessages(body.sessionId)).toBe(0);
      }
      // Streaming is held to the same decision.
      const streamed = await app.http
        .post('/api/chat/stream')
        .set('X-Forwarded-For', address)
        .set('Cookie', cookie!)
        .send({ sessionId: newSessionId('page'), message: 'What is Medicare Part B?' })
        .expect(200);
      expect(streamed.text).toContain('"requiresUpgrade":true');
      expect(mock.requests).toHaveLength(modelCalls);
      expect(await storedMessages(sessionId)).toBe(2 * FREE_WIDGET_CONVERSATIONS);
    });

    it('a client that drops its cookie each time is held to its address’s allowance; another address is not', async () => {
      const address = newAddress();
      const ask = (from: string) =>
        app.http
          .post('/api/chat')
          .set('X-Forwarded-For', from)
          .send({
            sessionId: newSessionId(),
            message: 'What is Medicare Part B?',
            conversationCount: 0,
          })
          .expect(200);
      for (let n = 1; n <= ADDRESS_CONVERSATIONS; n += 1)
        expect((await ask(address)).body.requiresUpgrade).toBe(false);
      const refused = await ask(address);
      expect(refused.body).toMatchObject({ requiresUpgrade: true, answeredBy: 'free-tier' });
      // Without a cookie and without conversationCount: still the address's decision.
      const pageShaped = await app.http
        .post('/api/chat')
        .set('X-Forwarded-For', address)
        .send({ sessionId: newSessionId('page'), message: 'What is Medicare Part B?' })
        .expect(200);
      expect(pageShaped.body.answeredBy).toBe('free-tier');
      expect((await ask(newAddress())).body.requiresUpgrade).toBe(false);
    });

    it('ten requests at once from one browser with ten new session ids get exactly the free conversations', async () => {
      const address = newAddress();
      const first = await app.http
        .post('/api/chat')
        .set('X-Forwarded-For', address)
        .send({ sessionId: newSessionId(), message: 'Hello', conversationCount: 0 })
        .expect(200);
      const cookie = ownerCookieOf(first);
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          app.http
            .post('/api/chat')
            .set('X-Forwarded-For', address)
            .set('Cookie', cookie)
            .send({ sessionId: newSessionId(), message: 'Hello', conversationCount: 0 }),
        ),
      );
      expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
      const answered = replies.filter((reply) => reply.body.requiresUpgrade === false);
      expect(answered).toHaveLength(FREE_WIDGET_CONVERSATIONS - 1);
    });

    it('stops calling the model once a browser has used its tokens for the day, whatever its session ids; the knowledge base answers and says so', async () => {
      const address = newAddress();
      const first = await app.http
        .post('/api/chat')
        .set('X-Forwarded-For', address)
        .send({ sessionId: newSessionId('page'), message: 'What is Medicare Part B?' })
        .expect(200);
      expect(first.body.answeredBy).toBe('openai');
      const cookie = ownerCookieOf(first);
      const ask = () =>
        app.http
          .post('/api/chat')
          .set('X-Forwarded-For', address)
          .set('Cookie', cookie)
          .send({ sessionId: newSessionId('page'), message: 'What is Medicare Part B?' })
          .expect(200);
      // 1,000 of 1,500 tokens used: one more call; 2,000 used: none, in any new conversation.
      expect((await ask()).body.answeredBy).toBe('openai');
      expect(mock.requests).toHaveLength(2);
      for (let n = 0; n < 3; n += 1) {
        const limited = await ask();
        expect(limited.body.answeredBy).toBe('offline');
        expect(limited.body.response).toMatch(
          /^You have used today’s share of the AI guide, so this answer comes from our knowledge base\./,
        );
        expect(limited.body.response).toMatch(/Part B/);
      }
      expect(mock.requests).toHaveLength(2);
    });

    it('stops calling the model once an address has used its tokens for the day, even with a new cookie each time', async () => {
      const address = newAddress();
      const ask = (from: string) =>
        app.http
          .post('/api/chat')
          .set('X-Forwarded-For', from)
          .send({
            sessionId: newSessionId('page'),
            message: 'Was ist die Regelaltersgrenze?',
            language: 'de',
            conversationHistory: [],
          })
          .expect(200);
      // 3,500 tokens a day for the address, 1,000 an answer: four calls (the fourth overdraws), then none.
      for (let n = 0; n < 4; n += 1) expect((await ask(address)).body.answeredBy).toBe('openai');
      const limited = await ask(address);
      expect(limited.body.answeredBy).toBe('offline');
      expect(limited.body.response).toMatch(
        /^Sie haben Ihr heutiges Kontingent beim KI-Guide aufgebraucht/,
      );
      expect(mock.requests).toHaveLength(4);
      expect((await ask(newAddress())).body.answeredBy).toBe('openai');
    });
  },
);
