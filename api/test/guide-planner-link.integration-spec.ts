import { type ChatMessage, type Language, readPlannerSearchParams } from '@ageless/contracts';
import { ownerCookieOf } from './support/cookies.js';
import { parseSse, sseText } from './support/sse.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 24, item 4: an answer worked out from the person's own numbers links to the Pension Planner
// with exactly those numbers filled in, live and when the conversation is read back; an answer that
// computed nothing has no link.

let sequence = 0;
const newSessionId = (): string => `page-${Date.now()}${String((sequence += 1)).padStart(4, '0')}`;

interface Reply {
  response: string;
  planner?: { path: string };
}

// What the planner page reads from the link.
const plannerInputs = (reply: { planner?: { path: string } }) =>
  reply.planner
    ? readPlannerSearchParams(new URL(reply.planner.path, 'https://product.test').searchParams)
    : null;

describe.each(testDatabases())('the guide links to the planner on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  // One full-page conversation; returns every reply and the owner cookie to read it back with.
  const converse = async (language: Language, ...messages: string[]) => {
    const sessionId = newSessionId();
    const replies: Reply[] = [];
    let cookie: string | undefined;
    for (const message of messages) {
      const post = app.http
        .post('/api/chat')
        .set('Accept-Language', language === 'de' ? 'de-DE' : 'en-US');
      if (cookie) post.set('Cookie', cookie);
      const response = await post.send({ sessionId, message }).expect(200);
      cookie ??= ownerCookieOf(response);
      replies.push(response.body as Reply);
    }
    return { sessionId, cookie: cookie!, replies };
  };

  it('links a Social Security answer with the PIA, year of birth and claiming age told', async () => {
    const { sessionId, cookie, replies } = await converse(
      'en',
      'I was born in 1962 and my full retirement benefit is $2,000. What if I take it at 62?',
    );
    const [reply] = replies;
    expect(reply!.response).toContain('at 62: $1,400.00 a month');
    expect(plannerInputs(reply!)).toEqual({
      system: 'us',
      request: { pia: 2000, birthYear: 1962, claimAge: 62 },
    });
    // Read back (the page and the widget restore from the server), the answer keeps its link.
    const stored = await app.http.get(`/api/chat/${sessionId}`).set('Cookie', cookie).expect(200);
    const messages = stored.body.messages as ChatMessage[];
    expect(messages[0]!.planner).toBeUndefined();
    expect(messages[1]!.planner).toEqual(reply!.planner);
  });

  it('links a Rente answer with the Entgeltpunkte, year of birth and start age told', async () => {
    const { replies } = await converse(
      'de',
      'Ich bin 1960 geboren und habe 40 Entgeltpunkte. Was bekomme ich mit 63?',
      'und mit 67?',
    );
    expect(plannerInputs(replies[0]!)).toEqual({
      system: 'de',
      request: { entgeltpunkte: 40, birthYear: 1960, startAge: 63 },
    });
    // The follow-up's answer links with the age it was worked out for.
    expect(plannerInputs(replies[1]!)).toEqual({
      system: 'de',
      request: { entgeltpunkte: 40, birthYear: 1960, startAge: 67 },
    });
  });

  it('gives no link while a number is missing, then the numbers of the computed answer', async () => {
    // At 68 in 2026 the year of birth may be 1958 or 1959, each with its own full retirement age.
    const { replies } = await converse(
      'en',
      'How much Social Security will I get at 68? My PIA is $1,800.',
      '1958',
    );
    expect(replies[0]!.response).toMatch(/In which year were you born\?/);
    expect(replies[0]!.planner).toBeUndefined();
    expect(plannerInputs(replies[1]!)).toEqual({
      system: 'us',
      request: { pia: 1800, birthYear: 1958, claimAge: 68 },
    });
  });

  it('gives no link to an answer without the person’s numbers', async () => {
    const { replies } = await converse('en', 'When should I claim Social Security?');
    expect(replies[0]!.planner).toBeUndefined();
  });

  it('sends the link with the stream’s done event and its stored message', async () => {
    const response = await app.http
      .post('/api/chat/stream')
      .send({
        sessionId: newSessionId(),
        message: 'Ich bin 1964 geboren und habe 38,5 Entgeltpunkte. Was bekomme ich mit 65?',
      })
      .buffer(true)
      .parse(sseText)
      .expect(200);
    const done = parseSse(response.body as string).at(-1)!;
    expect(done.event).toBe('done');
    const data = done.data as Reply & { message: ChatMessage };
    expect(plannerInputs(data)).toEqual({
      system: 'de',
      request: { entgeltpunkte: 38.5, birthYear: 1964, startAge: 65 },
    });
    expect(data.message.planner).toEqual(data.planner);
  });
});
