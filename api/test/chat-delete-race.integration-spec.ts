import { jest } from '@jest/globals';
import { GUIDE, type Guide } from '../src/chat/guide/guide.js';
import { ownerCookieOf } from './support/cookies.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Fourth hostile pass, item 3 (docs/RELIABILITY.md): on PostgreSQL, DELETE /api/chat/:sid at the same
// time as POST /api/chat from the same browser gave a 500 (FK_chat_messages_session violated) and the
// stream ended with `event: error`; two messages of one session at once could be stored interleaved.
describe.each(testDatabases())('a chat deleted while it answers on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  let guide: Guide;

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database);
    guide = app.app.get<Guide>(GUIDE);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app?.close();
    await database?.drop();
  });

  const stored = async (sessionId: string): Promise<string> =>
    (
      (await app.dataSource.query(
        'SELECT role FROM chat_messages WHERE session_id = $1 ORDER BY exchange_at, turn',
        [sessionId],
      )) as { role: string }[]
    )
      .map((row) => row.role[0])
      .join('');

  it('answers 404 in the one error shape and stores nothing when the session is deleted before the answer is stored', async () => {
    const sessionId = `session-race-${Date.now()}`;
    const first = await app.http
      .post('/api/chat')
      .send({ sessionId, message: 'hello' })
      .expect(200);
    const owner = ownerCookieOf(first)!;
    const answer = guide.answer.bind(guide);
    // The DELETE lands while the guide is answering: exactly the moment of the race.
    jest.spyOn(guide, 'answer').mockImplementationOnce(async (request) => {
      const result = await answer(request);
      await app.http.delete(`/api/chat/${sessionId}`).set('Cookie', owner).expect(204);
      return result;
    });
    const raced = await app.http
      .post('/api/chat')
      .set('Cookie', owner)
      .send({ sessionId, message: 'Pflegegrad 1?' });
    expect(raced.status).toBe(404);
    expect(raced.body).toMatchObject({ statusCode: 404, code: 'chat_session_not_found' });
    expect(Object.keys(raced.body).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
    expect(await stored(sessionId)).toBe('');
    await app.http.get(`/api/chat/${sessionId}`).set('Cookie', owner).expect(404);
  });

  it('ends a stream whose session is deleted mid-answer with an error event carrying the code, in the asker’s language', async () => {
    const sessionId = `session-stream-race-${Date.now()}`;
    const first = await app.http
      .post('/api/chat')
      .send({ sessionId, message: 'hello' })
      .expect(200);
    const owner = ownerCookieOf(first)!;
    const stream = guide.stream.bind(guide);
    // Deleted once the answer's words have gone out, before it is stored.
    jest.spyOn(guide, 'stream').mockImplementationOnce(async function* (request) {
      const answer = yield* stream(request);
      await app.http.delete(`/api/chat/${sessionId}`).set('Cookie', owner).expect(204);
      return answer;
    });
    const raced = await app.http
      .post('/api/chat/stream?lang=de')
      .set('Cookie', owner)
      .send({ sessionId, message: 'Was ist der Pflegegrad 1?' })
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => done(null, text));
      });
    expect(raced.status).toBe(200);
    const events = String(raced.body).trim().split('\n\n');
    const last = events.at(-1)!;
    expect(last).toMatch(/^event: error\ndata: /);
    const error = JSON.parse(last.slice(last.indexOf('data: ') + 'data: '.length));
    expect(error).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Chat-Unterhaltung nicht gefunden',
      code: 'chat_session_not_found',
    });
    expect(await stored(sessionId)).toBe('');
  });

  it('stores ten messages sent at once to one session as whole turns, one after the other', async () => {
    const sessionId = `session-ten-${Date.now()}`;
    const first = await app.http
      .post('/api/chat')
      .send({ sessionId, message: 'hello' })
      .expect(200);
    const owner = ownerCookieOf(first)!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.http
          .post('/api/chat')
          .set('Cookie', owner)
          .send({ sessionId, message: `question number ${i} about Medicare` }),
      ),
    );
    expect(answers.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await stored(sessionId)).toBe('ua'.repeat(11));
    const times = (await app.dataSource.query(
      "SELECT exchange_at FROM chat_messages WHERE session_id = $1 AND role = 'user'",
      [sessionId],
    )) as { exchange_at: Date }[];
    expect(new Set(times.map((row) => new Date(row.exchange_at).getTime())).size).toBe(11);
  });
});
