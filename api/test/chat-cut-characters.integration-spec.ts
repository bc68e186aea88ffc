// Thirteenth hostile pass #4: a first message of 2000 accents, joiners, variation selectors, emoji
// and CJK was answered, and every later message of that chat answered 500 for good: a follow-up
// carried the end of the question before along, cut in code units inside an emoji, and the lone half
// of the surrogate pair made PostgreSQL refuse the stored context as json.
import request from 'supertest';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// What people paste: combining marks, joiners, variation selectors, astral emoji, flags, CJK.
const PIECES = ['\u0300', '\u0301', '\u200d', '\ufe0f', '😀', '👨‍👩‍👧', '🇩🇪', '𝔄', '漢', 'A', 'ß'];
const MESSAGE_CODE_POINTS = 2000;

// Seeded, so a failure repeats, but the texts are not written around the code.
function pasted(seed: number): string {
  let state = seed;
  const points: string[] = [];
  while (points.length < MESSAGE_CODE_POINTS) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    for (const point of PIECES[state % PIECES.length]!) points.push(point);
  }
  return points.slice(0, MESSAGE_CODE_POINTS).join('');
}

describe.each(testDatabases())('chat messages of broken-up characters on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  let http: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database);
    await app.app.listen(0, '127.0.0.1');
    http = request.agent(await app.app.getUrl());
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('keeps answering a chat after a pasted message of accents, joiners and emoji', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const sessionId = `cut-${seed}-${Date.now()}`;
      const ask = (message: string) => http.post('/api/chat').send({ sessionId, message });
      // Follow-ups: short messages and one that starts "and", each read with the question before.
      for (const message of [
        pasted(seed),
        'hello',
        pasted(seed + 10),
        'and then?',
        'Was ist die Pflegegrad?',
      ]) {
        const answer = await ask(message);
        expect({ seed, status: answer.status }).toEqual({ seed, status: 200 });
      }
      const restored = await http.get(`/api/chat/${sessionId}`).expect(200);
      expect(restored.body.messages).toHaveLength(10);
    }
  });

  it('answers again in a chat whose stored context is not what the guide wrote', async () => {
    const sessionId = `stored-${Date.now()}`;
    const ask = (message: string) => http.post('/api/chat').send({ sessionId, message });
    expect((await ask('What is Medicare Part B?')).status).toBe(200);
    // A context an older version (or a hand) left: text that is no JSON object, a list.
    for (const stored of ['"{ not json"', '[1, 2]', '"\\ufffd"']) {
      await app.dataSource.query(
        `UPDATE chat_messages SET context = $2::jsonb WHERE session_id = $1 AND turn = 1`,
        [sessionId, stored],
      );
      const answer = await ask('and Part D?');
      expect({ stored, status: answer.status }).toEqual({ stored, status: 200 });
      await http.get(`/api/chat/${sessionId}`).expect(200);
    }
  });
});
