import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Fourth hostile pass, item 6 (docs/RELIABILITY.md): three answers that told the wrong thing.
//  - /api/places/check without q, or with q twice, said "q must be at most 200 characters";
//  - an upload named just ".txt" was told its type "is not supported";
//  - the public /api/knowledge/documents listed uploads still waiting for review (title, file name).

const ADMIN_TOKEN = 'small-answers-token-4';

describe.each(testDatabases())('answers that say what is wrong on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database, { adminToken: ADMIN_TOKEN });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it.each([
    ['', /^q is missing/],
    ['q=a&q=b', /^q must be given once/],
    ['q=', /^q must not be empty$/],
    [`q=${'x'.repeat(201)}`, /^q must be at most 200 characters/],
  ])('answers /api/places/check?%s with the one message that fits', async (query, message) => {
    const response = await app.http.get(`/api/places/check?${query}`).expect(400);
    expect(Object.keys(response.body).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
    expect(response.body.code).toBe('validation_failed');
    expect(response.body.message).toMatch(message);
    expect(response.body.message).not.toContain(';');
  });

  it('tells an upload named only ".txt" that its name is empty, in English and German', async () => {
    for (const filename of ['.txt', '  .docx', '.TXT']) {
      const response = await app.http
        .post('/api/upload')
        .set(admin)
        .send({ filename, content: 'Notes on the pension office opening hours.' })
        .expect(400);
      expect(response.body.message).toMatch(/file name is empty/);
    }
    const german = await app.http
      .post('/api/upload')
      .set(admin)
      .set('Accept-Language', 'de-DE')
      .send({ filename: '.txt', content: 'Notizen zu den Öffnungszeiten der Rentenstelle.' })
      .expect(400);
    expect(german.body.message).toMatch(/Dateiname ist leer/);
    // A name with a dot in it is still an ordinary name.
    const named = await app.http
      .post('/api/upload')
      .set(admin)
      .send({ filename: 'v1.2 notes.txt', content: 'Version notes about the walking club.' })
      .expect(201);
    await app.http.delete(`/api/knowledge/documents/${named.body.documentId}`).set(admin);
  });

  it('lists uploads waiting for review only to staff, and approved ones to everyone', async () => {
    const upload = await app.http
      .post('/api/upload')
      .set(admin)
      .send({
        filename: 'Secret staff draft.txt',
        content: 'Draft note for the Eichenhof lunch club, not yet reviewed by staff.',
      })
      .expect(201);
    const id = upload.body.documentId as string;
    const ids = async (headers: Record<string, string> = {}): Promise<string[]> =>
      (
        (await app.http.get('/api/knowledge/documents').set(headers).expect(200)).body
          .documents as { id: string }[]
      ).map((document) => document.id);

    const everyone = await app.http.get('/api/knowledge/documents').expect(200);
    expect(JSON.stringify(everyone.body)).not.toContain('Secret staff draft');
    expect(everyone.body.count).toBe(everyone.body.documents.length);
    expect(
      (everyone.body.documents as { status: string }[]).every((d) => d.status === 'approved'),
    ).toBe(true);
    expect(everyone.body.count).toBeGreaterThan(0);
    expect(await ids(admin)).toContain(id);
    // A wrong token is refused (and counted), not quietly answered with the public list.
    await app.http
      .get('/api/knowledge/documents')
      .set({ Authorization: 'Bearer not-the-admin-token' })
      .expect(403);

    await app.http
      .patch(`/api/knowledge/documents/${id}`)
      .set(admin)
      .send({ status: 'approved' })
      .expect(200);
    expect(await ids()).toContain(id);
  });
});
