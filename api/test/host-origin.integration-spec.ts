import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { hostPageWebRoot } from './support/web-root.js';

const PARTNER_WIDGET = 'https://partner-club.example';
const ATTACKER_HOST = 'rebind.attacker.example';

// DNS rebinding: an attacker's page whose name now resolves to 127.0.0.1 sends requests the server
// would take as "this computer" (no ADMIN_TOKEN: uploads and deletes allowed from loopback).
describe.each(testDatabases())('host names and origins on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database, {
      adminToken: undefined,
      widgetOrigins: [PARTNER_WIDGET],
      webRoot: hostPageWebRoot(),
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const documents = async (): Promise<number> =>
    Number((await app.dataSource.query('SELECT count(*) AS n FROM knowledge_documents'))[0].n);
  const body = { filename: 'club.txt', content: 'The walking club meets on Thursdays at ten.' };

  it('refuses uploads and deletes sent to a rebound host name, and stores or deletes nothing', async () => {
    const before = await documents();
    const upload = await app.http
      .post('/api/upload')
      .set('Host', `${ATTACKER_HOST}:3000`)
      .send(body)
      .expect(421);
    expect(upload.body).toMatchObject({
      statusCode: 421,
      error: expect.any(String),
      success: false,
    });
    expect(upload.body.message).toBe(
      `This server does not answer for the host name "${ATTACKER_HOST}".`,
    );
    expect(await documents()).toBe(before);

    const created = await app.http
      .post('/api/upload')
      .set('Host', 'localhost:3000')
      .send(body)
      .expect(201);
    await app.http
      .delete(`/api/knowledge/documents/${created.body.documentId}`)
      .set('Host', ATTACKER_HOST)
      .expect(421);
    const reading = await app.http.get('/api/knowledge/documents').set('Host', ATTACKER_HOST);
    expect(reading.status).toBe(421);
    expect(await documents()).toBe(before + 1);
    await app.http
      .delete(`/api/knowledge/documents/${created.body.documentId}`)
      .set('Host', '[::1]:3000')
      .expect(204);
    expect(await documents()).toBe(before);
  });

  it('lets other sites frame /embed, any by default, and no other page', async () => {
    const embed = await app.http.get('/embed').set('Accept', 'text/html');
    expect(embed.status).toBe(200);
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    const other = await app.http.get('/api/free-tags');
    expect(other.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('answers health probes whatever host name they use (pods are probed by IP)', async () => {
    await app.http.get('/healthz').set('Host', '10.1.2.3:3000').expect(200);
  });

  it('refuses changes sent from another site’s page, and takes them from this site', async () => {
    const before = await documents();
    for (const origin of ['https://evil.example', 'null', 'http://localhost:4000']) {
      const refused = await app.http
        .post('/api/upload')
        .set('Host', 'localhost:3000')
        .set('Origin', origin)
        .send(body)
        .expect(403);
      expect(refused.body.message).toBe('Requests from other sites are not accepted here.');
    }
    const profile = await app.http
      .post('/api/profiles')
      .set('Origin', 'https://evil.example')
      .send({})
      .expect(403);
    expect(profile.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect(await documents()).toBe(before);

    const same = await app.http
      .post('/api/upload')
      .set('Host', 'localhost:3000')
      .set('Origin', 'http://localhost:3000')
      .send(body)
      .expect(201);
    await app.http
      .delete(`/api/knowledge/documents/${same.body.documentId}`)
      .set('Host', 'localhost:3000')
      .set('Origin', 'http://localhost:3000')
      .expect(204);
    // Reading is not a change: other sites are kept out of it by CORS, not by this check.
    await app.http.get('/api/free-tags').set('Origin', 'https://evil.example').expect(200);
  });

  it('lets WIDGET_ORIGINS sites use the widget’s endpoints only', async () => {
    const chat = await app.http
      .post('/api/chat')
      .set('Origin', PARTNER_WIDGET)
      .send({ sessionId: 'partner-widget-session-1', message: 'What is Medicare Part B?' });
    expect(chat.status).toBe(200);
    await app.http
      .post('/api/chat')
      .set('Origin', 'https://evil.example')
      .send({ sessionId: 'evil-widget-session-1', message: 'What is Medicare Part B?' })
      .expect(403);
    await app.http.post('/api/upload').set('Origin', PARTNER_WIDGET).send(body).expect(403);
  });

  it('treats a request a proxy forwarded as not from this computer', async () => {
    await app.http.post('/api/upload').set('Forwarded', 'for=203.0.113.7').send(body).expect(403);
  });
});
