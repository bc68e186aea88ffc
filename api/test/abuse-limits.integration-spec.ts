import { loadConfig } from '../src/config/app-config.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// One client hammering chat, upload and tag clicks: past its limit it gets 429 with Retry-After and
// nothing more is stored, so a click count can grow by at most the limit per window and client.
describe.each(testDatabases())('rate limits against one abusive client on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    const { rateLimits } = loadConfig({
      RATE_LIMIT_CHAT: '2/60',
      RATE_LIMIT_UPLOAD: '2/600',
      RATE_LIMIT_CLICKS: '3/60',
    });
    app = await startTestApp(database, { rateLimits });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const count = async (sql: string): Promise<number> =>
    Number((await app.dataSource.query(sql))[0].n);

  it('cannot inflate a tag’s click count beyond the click limit, even all at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.http.post('/api/free-tags/click').send({ tagId: 'free-us-3' }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
    for (const refused of responses.filter((response) => response.status === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Object.keys(refused.body).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
    }
    // Dynamic tags share the limit: the client has none left.
    await app.http.post('/api/dynamic-tags/click').send({ tagId: 'us-1' }).expect(429);
    // The 3 clicks let through are one client's: they count once a day (tags.integration-spec.ts).
    expect(
      await count(
        "SELECT coalesce(sum(clicks), 0) AS n FROM tag_clicks WHERE tag_id = 'free-us-3'",
      ),
    ).toBe(1);
    const listed = await app.http.get('/api/free-tags?region=US').expect(200);
    expect(listed.body.tags.find((tag: { id: string }) => tag.id === 'free-us-3').clickCount).toBe(
      1,
    );
  });

  it('stops chat past its limit without storing the refused message', async () => {
    for (let i = 1; i <= 2; i += 1)
      await app.http
        .post('/api/chat')
        .send({ sessionId: `abuse-session-${i}`, message: 'Hello' })
        .expect(200);
    const before = await count('SELECT count(*) AS n FROM chat_messages');
    const refused = await app.http
      .post('/api/chat/stream')
      .send({ sessionId: 'abuse-session-3', message: 'One more' })
      .expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await count('SELECT count(*) AS n FROM chat_messages')).toBe(before);
  });

  it('stops uploads past their limit with the upload page’s error shape', async () => {
    for (let i = 1; i <= 2; i += 1)
      await app.http
        .post('/api/upload')
        .send({ filename: `limit-${i}.txt`, content: `Upload number ${i} of the limit test.` })
        .expect(201);
    const before = await count('SELECT count(*) AS n FROM knowledge_documents');
    const refused = await app.http
      .post('/api/upload')
      .send({ filename: 'limit-3.txt', content: 'Upload number 3 of the limit test.' })
      .expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, success: false });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await count('SELECT count(*) AS n FROM knowledge_documents')).toBe(before);
  });
});
