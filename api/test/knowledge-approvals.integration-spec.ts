import fc from 'fast-check';
import { KnowledgeSearchService } from '../src/knowledge/knowledge-search.service.js';
import { invalidBodies, malformedIds } from './support/bad-input.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 27, "approving has no confirmation, approved documents are not listed, so an approval cannot
// be taken back": staff list every upload with who approved it and when, and withdraw an approval;
// a withdrawn document leaves the guide's answers at once and goes back to 'pending'. Every change
// is one conditional update: a second click, a second member of staff or a stale page gets a 409.

const ADMIN_TOKEN = 'approvals-token-27';
const NOWHERE = '00000000-0000-4000-8000-000000000000';
const ALLOTMENT =
  'The Birkenweg allotment society in Kassel keeps a waiting list. New members of the Birkenweg ' +
  'allotment society pay 40 euros a year and share the tool shed.';
const QUESTION = 'How much do new members of the Birkenweg allotment society pay?';
const CITATION = 'Birkenweg allotment (uploaded document)';
const CHOIR =
  'The Ahornhof senior choir rehearses on Thursdays in the Ahornhof community hall at four.';

interface Reply {
  response: string;
  sources: { title: string; url: string | null }[];
}

interface Upload {
  id: string;
  title: string;
  status: 'pending' | 'approved';
  approvedAt: string | null;
  approvedBy: string | null;
  withdrawnAt: string | null;
  withdrawnBy: string | null;
}

type Answer = { status: number; body: Record<string, unknown> };

/** A 4xx in the API's one error shape, never a 5xx. */
const refusal = (response: Answer, status?: number): void => {
  if (status !== undefined) expect(response.status).toBe(status);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  // A refusal the service decides also names its code (issue 28).
  expect(
    Object.keys(response.body)
      .filter((key) => key !== 'code')
      .sort(),
  ).toEqual(['error', 'message', 'statusCode']);
  expect(response.body.statusCode).toBe(response.status);
};

describe.each(testDatabases())('approving and withdrawing uploads on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  let search: KnowledgeSearchService;
  let allotmentId: string;
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database, { adminToken: ADMIN_TOKEN });
    search = app.app.get(KnowledgeSearchService);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const upload = async (filename: string, content: string): Promise<string> => {
    const response = await app.http
      .post('/api/upload')
      .set(admin)
      .send({ filename, content, mimeType: 'text/plain' })
      .expect(201);
    return response.body.documentId as string;
  };

  const review = (id: string, status: string, language = 'en-US') =>
    app.http
      .patch(`/api/knowledge/documents/${id}`)
      .set(admin)
      .set('Accept-Language', language)
      .send({ status });

  const uploads = async (): Promise<Upload[]> =>
    (await app.http.get('/api/knowledge/uploads').set(admin).expect(200)).body.documents;

  const listed = async (id: string): Promise<Upload | undefined> =>
    (await uploads()).find((document) => document.id === id);

  // Another visitor, in a fresh browser and conversation.
  const visitorAsks = async (message: string): Promise<Reply> => {
    const response = await app
      .browser()
      .post('/api/chat')
      .set('Accept-Language', 'en-US')
      .send({
        sessionId: `approvals-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        message,
        conversationHistory: [],
        language: 'en',
      })
      .expect(200);
    return response.body as Reply;
  };

  const searched = async (id: string): Promise<boolean> =>
    (await search.search(QUESTION, { language: 'en', limit: 20 })).some(
      (passage) => passage.documentId === id,
    );

  it('lists a new upload for staff only, pending, with nobody’s approval yet', async () => {
    allotmentId = await upload('Birkenweg allotment.txt', ALLOTMENT);
    refusal(await app.http.get('/api/knowledge/uploads'), 401);
    refusal(
      await app.http.get('/api/knowledge/uploads').set({ Authorization: 'Bearer wrong-token' }),
      403,
    );
    const list = await app.http.get('/api/knowledge/uploads').set(admin).expect(200);
    expect(list.body.count).toBe(list.body.documents.length);
    // Uploads only: the shipped articles cannot be approved or withdrawn, so they are not listed.
    expect(
      (list.body.documents as { builtIn: boolean }[]).every((document) => !document.builtIn),
    ).toBe(true);
    expect(await listed(allotmentId)).toMatchObject({
      title: 'Birkenweg allotment',
      status: 'pending',
      approvedAt: null,
      approvedBy: null,
      withdrawnAt: null,
      withdrawnBy: null,
    });
    expect(await searched(allotmentId)).toBe(false);
    expect((await visitorAsks(QUESTION)).sources.map((source) => source.title)).not.toContain(
      CITATION,
    );
  });

  it('approves: the guide cites it, and staff see who approved it and when', async () => {
    const before = Date.now();
    const approved = await review(allotmentId, 'approved').expect(200);
    const after = Date.now();
    expect(approved.body).toMatchObject({
      id: allotmentId,
      status: 'approved',
      approvedBy: 'admin-token',
      withdrawnAt: null,
    });
    const at = Date.parse(approved.body.approvedAt);
    // The database's clock, allowed a second of difference from this process's.
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(after + 1000);
    expect(await listed(allotmentId)).toMatchObject({
      status: 'approved',
      approvedBy: 'admin-token',
      approvedAt: approved.body.approvedAt,
    });
    // The public list shows the status but never who reviewed it.
    const open = await app.http.get('/api/knowledge/documents').expect(200);
    const shown = (open.body.documents as Record<string, unknown>[]).find(
      (document) => document.id === allotmentId,
    );
    expect(shown).toMatchObject({ status: 'approved' });
    expect(Object.keys(shown!)).not.toEqual(expect.arrayContaining(['approvedBy']));

    expect(await searched(allotmentId)).toBe(true);
    const reply = await visitorAsks(QUESTION);
    expect(reply.sources).toContainEqual({ title: CITATION, url: null });
    expect(reply.response).toContain('40 euros');
  });

  it('refuses a second approval with a 409 that says nothing changed, in English and German', async () => {
    const first = await listed(allotmentId);
    const again = await review(allotmentId, 'approved');
    refusal(again, 409);
    expect(again.body.message).toBe(
      'This document is already approved: the guide uses it. Nothing was changed.',
    );
    const german = await review(allotmentId, 'approved', 'de-DE');
    refusal(german, 409);
    expect(german.body.message).toBe(
      'Dieses Dokument ist bereits freigegeben: Der Ratgeber nutzt es. Es wurde nichts geändert.',
    );
    // One code in both languages (issue 28).
    expect([again.body.code, german.body.code]).toEqual(['already_approved', 'already_approved']);
    // The approval's time and approver stay those of the first click.
    expect(await listed(allotmentId)).toEqual(first);
  });

  it('withdraws: the document leaves the answers at once and goes back to pending', async () => {
    const withdrawn = await review(allotmentId, 'pending').expect(200);
    expect(withdrawn.body).toMatchObject({
      id: allotmentId,
      status: 'pending',
      withdrawnBy: 'admin-token',
    });
    expect(Date.parse(withdrawn.body.withdrawnAt)).toBeGreaterThanOrEqual(
      Date.parse(withdrawn.body.approvedAt),
    );
    expect(await searched(allotmentId)).toBe(false);
    const reply = await visitorAsks(QUESTION);
    expect(reply.sources.map((source) => source.title)).not.toContain(CITATION);
    expect(reply.response).not.toContain('40 euros');
    // Listed as waiting again, with the withdrawal (and the approval it undid) on record.
    expect(await listed(allotmentId)).toMatchObject({
      status: 'pending',
      withdrawnBy: 'admin-token',
      withdrawnAt: withdrawn.body.withdrawnAt,
      approvedBy: 'admin-token',
    });
  });

  it('refuses to withdraw twice, and approving again brings it back', async () => {
    const twice = await review(allotmentId, 'pending');
    refusal(twice, 409);
    expect(twice.body.message).toBe(
      'This document is not approved, so there is no approval to withdraw. Nothing was changed.',
    );
    refusal(await review(allotmentId, 'pending', 'de-DE'), 409);
    expect((await listed(allotmentId))?.status).toBe('pending');

    await review(allotmentId, 'approved').expect(200);
    expect(await searched(allotmentId)).toBe(true);
    expect((await visitorAsks(QUESTION)).sources).toContainEqual({ title: CITATION, url: null });
  });

  it('lets exactly one of several simultaneous clicks through', async () => {
    const choirId = await upload('Ahornhof choir.txt', CHOIR);
    const approvals = await Promise.all([
      review(choirId, 'approved'),
      review(choirId, 'approved'),
      review(choirId, 'approved'),
    ]);
    expect(approvals.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    for (const response of approvals.filter((answer) => answer.status !== 200)) refusal(response);
    expect((await listed(choirId))?.status).toBe('approved');

    const withdrawals = await Promise.all([review(choirId, 'pending'), review(choirId, 'pending')]);
    expect(withdrawals.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await listed(choirId))?.status).toBe('pending');
  });

  it('answers bad ids, unknown and deleted documents and built-in articles with a 4xx', async () => {
    refusal(await review('12', 'approved'), 400);
    refusal(await review(NOWHERE, 'approved'), 404);
    refusal(await review(NOWHERE, 'pending'), 404);

    const goneId = await upload(
      'Gone.txt',
      'A note about the Erlenweg bowling club, since closed.',
    );
    await app.http.delete(`/api/knowledge/documents/${goneId}`).set(admin).expect(204);
    refusal(await review(goneId, 'approved'), 404);

    const [article] = await app.dataSource.query(
      'SELECT id FROM knowledge_documents WHERE article_id IS NOT NULL LIMIT 1',
    );
    refusal(await review(article.id, 'pending'), 409);
    refusal(await review(article.id, 'approved'), 409);

    await fc.assert(
      fc.asyncProperty(malformedIds, async (id) => {
        refusal(
          await app.http
            .patch(`/api/knowledge/documents/${encodeURIComponent(id)}`)
            .set(admin)
            .send({ status: 'pending' }),
        );
      }),
      { numRuns: 40, seed: 20261127 },
    );
    await fc.assert(
      fc.asyncProperty(
        invalidBodies(
          { fields: { status: { kind: 'enum', values: ['pending', 'approved'] } } },
          { status: 'pending' },
        ),
        async (body) => {
          refusal(
            await app.http
              .patch(`/api/knowledge/documents/${allotmentId}`)
              .set(admin)
              .set('Content-Type', 'application/json')
              .send(JSON.stringify(body)),
          );
        },
      ),
      { numRuns: 60, seed: 20261127 },
    );
    // None of it changed the approved document.
    expect((await listed(allotmentId))?.status).toBe('approved');
  });
});

describe('approvals without ADMIN_TOKEN', () => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await testDatabases()[0]!.create();
    app = await startTestApp(database, { adminToken: undefined });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('records "this computer" as the approver, the only identity there is', async () => {
    const uploaded = await app.http
      .post('/api/upload')
      .send({ filename: 'Eschenhof.txt', content: CHOIR.replaceAll('Ahornhof', 'Eschenhof') })
      .expect(201);
    const id = uploaded.body.documentId as string;
    await app.http.patch(`/api/knowledge/documents/${id}`).send({ status: 'approved' }).expect(200);
    await app.http.patch(`/api/knowledge/documents/${id}`).send({ status: 'pending' }).expect(200);
    const list = await app.http.get('/api/knowledge/uploads').expect(200);
    expect((list.body.documents as Upload[]).find((document) => document.id === id)).toMatchObject({
      status: 'pending',
      approvedBy: 'this-computer',
      withdrawnBy: 'this-computer',
    });
  });
});
