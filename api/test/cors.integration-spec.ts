import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PARTNER = 'https://partner.example';
const STRANGER = 'https://any-blog.example';

// Issue 9, browser security: CORS_ORIGINS reach the whole API with credentials; WIDGET_ORIGINS=* lets
// any site use the widget's endpoints, never with credentials; the chat then works by header.
describe.each(testDatabases())('CORS and the widget’s owner header on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database, { corsOrigins: [PARTNER], widgetOrigins: ['*'] });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('lets an allowed site call everything with credentials', async () => {
    const preflight = await app.http
      .options('/api/profiles')
      .set('Origin', PARTNER)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
  });

  it('lets any site call the widget’s endpoints, without credentials, and nothing else', async () => {
    const chat = await app.http
      .options('/api/chat/stream')
      .set('Origin', STRANGER)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,x-chat-owner');
    expect(chat.headers['access-control-allow-origin']).toBe('*');
    expect(chat.headers['access-control-allow-credentials']).toBeUndefined();
    expect(chat.headers['access-control-allow-headers']).toMatch(/x-chat-owner/i);

    const tags = await app.http.get('/api/free-tags').set('Origin', STRANGER).expect(200);
    expect(tags.headers['access-control-allow-origin']).toBe('*');

    for (const [method, path] of [
      ['POST', '/api/profiles'],
      ['POST', '/api/upload'],
      ['GET', '/api/knowledge/documents'],
      ['POST', '/api/pension/analyze-us'],
    ] as const) {
      const refused = await app.http
        .options(path)
        .set('Origin', STRANGER)
        .set('Access-Control-Request-Method', method);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('keeps a conversation by the X-Chat-Owner header when the browser sends no cookie', async () => {
    const sessionId = `widget-${Date.now()}`;
    const first = await app.http
      .post('/api/chat')
      .set('Origin', STRANGER)
      .send({ sessionId, message: 'What is Medicare Part B?' })
      .expect(200);
    expect(first.headers['access-control-expose-headers']).toMatch(/X-Chat-Owner/);
    const owner = first.headers['x-chat-owner'] as string;
    expect(owner).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // No cookie (a browser that blocks third-party cookies): the header carries the ownership.
    await app.http
      .post('/api/chat')
      .set('Origin', STRANGER)
      .set('X-Chat-Owner', owner)
      .send({ sessionId, message: 'And Part D?' })
      .expect(200);
    const session = await app.http
      .get(`/api/chat/${sessionId}`)
      .set('X-Chat-Owner', owner)
      .expect(200);
    expect(session.body.messages).toHaveLength(4);
    // A known owner gets no new key.
    expect(session.headers['x-chat-owner']).toBeUndefined();

    // Without the key, or with another browser's, the session is someone else's: answered as one
    // that does not exist, for a post as for a read.
    await app.http.post('/api/chat').send({ sessionId, message: 'Hijack' }).expect(404);
    const other = await app.http
      .post('/api/chat')
      .send({ sessionId: `${sessionId}-b`, message: 'Hi' });
    await app.http
      .get(`/api/chat/${sessionId}`)
      .set('X-Chat-Owner', other.headers['x-chat-owner'] as string)
      .expect(404);
  });
});
