// Hostile documents sent to POST /api/upload as an attacker would (issue 16): each is refused or
// bounded on its own while the API keeps answering its health probe quickly and its memory stays bounded.
import request from 'supertest';
import { buildDocx, buildLoopingDoc, buildManyParagraphsDocx } from './support/documents.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { expectResponsive } from './support/responsiveness.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MB = 1024 * 1024;

describe.each(testDatabases())('hostile documents on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  // A listening server: probes and uploads run side by side on their own connections.
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database);
    await app.app.listen(0, '127.0.0.1');
    http = request(await app.app.getUrl());
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const documentCount = async (): Promise<number> => {
    const [row] = await app.dataSource.query('SELECT count(*) AS n FROM knowledge_documents');
    return Number(row.n);
  };

  /**
   * Sends the upload and, until it is answered, asks /healthz over and over: every health answer's time
   * and the most memory the process held meanwhile come back with the upload's answer.
   */
  const whileProbing = async (
    send: () => PromiseLike<{ status: number; body: Record<string, unknown> }>,
  ) => {
    const rssBefore = process.memoryUsage().rss;
    let done = false;
    const healthMs: number[] = [];
    let peakRss = rssBefore;
    const probing = (async () => {
      while (!done) {
        const started = performance.now();
        await http.get('/healthz').expect(200);
        healthMs.push(performance.now() - started);
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    let response: { status: number; body: Record<string, unknown> };
    try {
      response = await send();
    } finally {
      done = true;
      await probing;
    }
    return { response, healthMs, rssGrowthMb: (peakRss - rssBefore) / MB };
  };

  it('refuses a 2.5 KB .doc whose sector chain loops, and keeps serving', async () => {
    const before = await documentCount();
    const { response, healthMs } = await whileProbing(() =>
      http.post('/api/upload').send({
        filename: 'claim-form.doc',
        fileData: buildLoopingDoc().toString('base64'),
        mimeType: 'application/msword',
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      success: false,
      error: 'This document could not be read; it may be damaged or password-protected.',
    });
    expectResponsive(healthMs);
    expect(await documentCount()).toBe(before);
  });

  it('refuses a .docx within the ZIP limits whose document.xml unpacks to 30 MB of tiny paragraphs', async () => {
    const docx = await buildManyParagraphsDocx(30 * MB);
    expect(docx.length).toBeLessThan(10 * MB); // inside the upload limit, so only the new caps stop it
    const before = await documentCount();
    const { response, healthMs, rssGrowthMb } = await whileProbing(() =>
      http
        .post('/api/upload')
        .send({ filename: 'rules.docx', fileData: docx.toString('base64'), mimeType: DOCX_MIME }),
    );
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      success: false,
      error: expect.stringMatching(/^This document could not be read: it holds far more text/),
    });
    expectResponsive(healthMs);
    expect(rssGrowthMb).toBeLessThan(400);
    expect(await documentCount()).toBe(before);
  });

  it('refuses a .docx whose part stays under the size cap but holds too many elements, in German too', async () => {
    const docx = await buildManyParagraphsDocx(12 * MB);
    const { response, healthMs, rssGrowthMb } = await whileProbing(() =>
      http
        .post('/api/upload?lang=de')
        .send({ filename: 'regeln.docx', fileData: docx.toString('base64'), mimeType: DOCX_MIME }),
    );
    expect(response.status).toBe(422);
    expect(response.body.error).toMatch(
      /^Dieses Dokument konnte nicht gelesen werden: Es enthält weit mehr/,
    );
    expectResponsive(healthMs);
    expect(rssGrowthMb).toBeLessThan(400);
  });

  it('still reads an ordinary Word document after the attacks', async () => {
    const docx = await buildDocx([
      'Garden club pension fund: members retire at 67 with a yearly bonus.',
    ]);
    const response = await http
      .post('/api/upload')
      .send({ filename: 'garden.docx', fileData: docx.toString('base64'), mimeType: DOCX_MIME })
      .expect(201);
    expect(response.body.preview).toContain('Garden club pension fund');
    await http.delete(`/api/knowledge/documents/${response.body.documentId}`).expect(204);
  });
});
