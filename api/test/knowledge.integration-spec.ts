import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArticle, readShippedArticles } from '../src/knowledge/articles.js';
import { KnowledgeArticlesService } from '../src/knowledge/knowledge-articles.service.js';
import { KnowledgeSearchService } from '../src/knowledge/knowledge-search.service.js';
import { buildDocx, buildZip } from './support/documents.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const fixture = (name: string): Buffer =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));
const b64 = (bytes: Buffer | string): string => Buffer.from(bytes).toString('base64');
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const ALLOTMENT_TEXT = [
  'Community allotment rules for the Riverside Gardens cooperative.',
  'Each member tends one plot of forty square metres. Plots left unattended for more than eight weeks are offered to the waiting list.',
  'Tools are kept in the green shed; the key code changes every spring and is sent to members by letter.',
];

const MALLORCA_DE = [
  'Ruhestand auf Mallorca: Krankenversicherung für Rentner',
  'Wer als Rentner nach Spanien zieht, meldet den Umzug der deutschen Krankenkasse. Mit dem Formular S1 übernimmt die spanische Sozialversicherung die Behandlung.',
  'Die Beiträge zur Kranken- und Pflegeversicherung werden weiter von der deutschen Rente abgezogen.',
];

describe.each(testDatabases())('knowledge base on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  let search: KnowledgeSearchService;

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database, { uploadMaxBytes: 64 * 1024 });
    search = app.app.get(KnowledgeSearchService);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const counts = async (): Promise<{ documents: number; chunks: number }> => {
    const [row] = await app.dataSource.query(
      'SELECT (SELECT count(*) FROM knowledge_documents) AS documents, (SELECT count(*) FROM knowledge_chunks) AS chunks',
    );
    return { documents: Number(row.documents), chunks: Number(row.chunks) };
  };

  // The IDF counts kept beside the chunks must equal a fresh count over the chunks themselves.
  const termCountsDrift = async (): Promise<number> => {
    const [row] = await app.dataSource.query(`
      WITH fresh AS (
        SELECT c.language, u.lexeme, count(*)::int AS chunk_count FROM knowledge_chunks c CROSS JOIN LATERAL unnest(c.search_vector) u GROUP BY 1, 2
        UNION ALL SELECT language, '', count(*)::int FROM knowledge_chunks GROUP BY language
      ), kept AS (SELECT language, lexeme, chunk_count FROM knowledge_terms)
      SELECT (SELECT count(*) FROM (SELECT * FROM fresh EXCEPT SELECT * FROM kept) a) + (SELECT count(*) FROM (SELECT * FROM kept EXCEPT SELECT * FROM fresh) b) AS drift`);
    return Number(row.drift);
  };

  // Uploads wait for review (issue 16); the guide searches a document once staff approved it.
  const approve = async (id: string): Promise<void> => {
    await app.http.patch(`/api/knowledge/documents/${id}`).send({ status: 'approved' }).expect(200);
  };

  const deleteUpload = async (id: string): Promise<void> => {
    await app.http.delete(`/api/knowledge/documents/${id}`).expect(204);
  };

  describe('accepts each format', () => {
    it('stores a .docx, answers the spec result and lets the guide find it by title', async () => {
      const docx = await buildDocx(ALLOTMENT_TEXT);
      const response = await app.http
        .post('/api/upload')
        .send({
          filename: 'Riverside allotment rules.docx',
          fileData: b64(docx),
          mimeType: DOCX_MIME,
        })
        .expect(201);
      const text = ALLOTMENT_TEXT.join('\n\n');
      expect(response.body).toEqual({
        success: true,
        message:
          "'Riverside allotment rules.docx' was processed and is waiting for review: the guide uses it only after it is approved.",
        preview: text.slice(0, 300),
        filename: 'Riverside allotment rules.docx',
        size: text.length,
        documentId: expect.any(String),
        duplicate: false,
        language: 'en',
        status: 'pending',
      });
      expect(
        await search.search('How long can an allotment plot stay unattended?', { language: 'en' }),
      ).toEqual([]);
      await approve(response.body.documentId);

      const passages = await search.search('How long can an allotment plot stay unattended?', {
        language: 'en',
      });
      expect(passages[0]).toMatchObject({
        documentId: response.body.documentId,
        title: 'Riverside allotment rules',
        language: 'en',
        sourceUrl: null,
      });
      expect(passages[0]?.text).toContain('eight weeks');

      await deleteUpload(response.body.documentId);
      expect(
        await search.search('How long can an allotment plot stay unattended?', { language: 'en' }),
      ).toEqual([]);
    });

    it('stores a real .doc with umlauts (made by LibreOffice) and detects German', async () => {
      const response = await app.http
        .post('/api/upload')
        .set('Accept-Language', 'de-DE')
        .send({
          filename: 'witwenrente-umlaute.doc',
          fileData: b64(fixture('witwenrente-umlaute.doc')),
          mimeType: 'application/msword',
        })
        .expect(201);
      expect(response.body.preview).toMatch(
        /^Rentenbescheid und Witwenrente . Grüße aus Köln\n\nDie Hinterbliebenenrente für Ehegatten heißt Witwenrente/,
      );
      expect(response.body.language).toBe('de');
      expect(response.body.message).toBe(
        '„witwenrente-umlaute.doc“ wurde verarbeitet und wartet auf Prüfung: Der Ratgeber nutzt es erst, wenn es freigegeben ist.',
      );
      await approve(response.body.documentId);

      const passages = await search.search('Wie hoch ist die große Witwenrente?', {
        language: 'de',
      });
      expect(passages[0]).toMatchObject({ title: 'witwenrente-umlaute', language: 'de' });
      expect(passages[0]?.text).toContain('55 Prozent');
      await deleteUpload(response.body.documentId);
    });

    it('stores text sent as content (the browser read it) with umlauts', async () => {
      const content = MALLORCA_DE.join('\n\n');
      const response = await app.http
        .post('/api/upload')
        .send({ filename: 'mallorca.txt', content, mimeType: 'text/plain' })
        .expect(201);
      expect(response.body).toMatchObject({
        success: true,
        size: content.length,
        preview: content.slice(0, 300),
        language: 'de',
      });
      await approve(response.body.documentId);
      // An English question still finds the German document when nothing English matches.
      const passages = await search.search('Formular S1 Spanien', { language: 'en' });
      expect(passages[0]).toMatchObject({ title: 'mallorca', language: 'de' });
      await deleteUpload(response.body.documentId);
    });

    it('accepts a UTF-8 .txt with a byte order mark as base64 and drops the mark', async () => {
      const bytes = Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from('Grüße vom Bodensee: Seniorentreff jeden Dienstag.', 'utf8'),
      ]);
      const response = await app.http
        .post('/api/upload')
        .send({ filename: 'treff.txt', fileData: b64(bytes), mimeType: 'text/plain' })
        .expect(201);
      expect(response.body.preview).toBe('Grüße vom Bodensee: Seniorentreff jeden Dienstag.');
      await deleteUpload(response.body.documentId);
    });
  });

  it('does not store the same content twice and says so', async () => {
    const content =
      'Walking group: Mondays at nine from the library steps, about five kilometres at an easy pace.';
    const first = await app.http
      .post('/api/upload')
      .send({ filename: 'walking.txt', content, mimeType: 'text/plain' })
      .expect(201);
    const before = await counts();
    const again = await app.http
      .post('/api/upload')
      .send({ filename: 'walking-copy.txt', content: `${content}\r\n`, mimeType: 'text/plain' })
      .expect(200);
    expect(again.body).toMatchObject({
      success: true,
      duplicate: true,
      documentId: first.body.documentId,
    });
    expect(again.body.message).toBe(
      "'walking-copy.txt' is already in the knowledge base (as 'walking'); nothing was added twice.",
    );
    expect(await counts()).toEqual(before);
    await deleteUpload(first.body.documentId);
  });

  describe('refuses bad input with its own message and stores nothing', () => {
    let bomb: Buffer;
    let notWord: Buffer;
    let emptyDocx: Buffer;

    beforeAll(async () => {
      // 50 MB of zeros packs to about 50 KB: a classic ZIP bomb inside an otherwise valid .docx.
      bomb = await buildDocx(['Harmless looking text'], {
        'word/media/filler.bin': Buffer.alloc(50 * 1024 * 1024),
      });
      notWord = await buildZip({ 'notes.txt': 'a zip, not a Word document' });
      emptyDocx = await buildDocx(['   ', '']);
    });

    const cases: [string, () => object, number, string][] = [
      [
        'invalid base64',
        () => ({ filename: 'a.docx', fileData: 'UEsDBB!!not*base64', mimeType: DOCX_MIME }),
        400,
        'fileData is not valid base64.',
      ],
      [
        'a .docx whose bytes are not a ZIP',
        () => ({
          filename: 'a.docx',
          fileData: b64('just some text pretending'),
          mimeType: DOCX_MIME,
        }),
        415,
        'This file is not a Word document (.docx): its content does not match its extension.',
      ],
      [
        'a .docx that is a ZIP without a Word document inside',
        () => ({ filename: 'a.docx', fileData: b64(notWord), mimeType: DOCX_MIME }),
        415,
        'This file is not a Word document (.docx): its content does not match its extension.',
      ],
      [
        'a .doc that is not an OLE compound file',
        () => ({ filename: 'a.doc', fileData: b64(notWord), mimeType: 'application/msword' }),
        415,
        'This file is not a Word 97-2003 document (.doc): its content does not match its extension.',
      ],
      [
        'an unsupported extension',
        () => ({ filename: 'scan.pdf', fileData: b64('%PDF-1.7'), mimeType: 'application/pdf' }),
        415,
        'Files of type ".pdf" are not supported. Please upload a .doc, .docx or .txt file.',
      ],
      [
        'a file without extension',
        () => ({ filename: 'README', content: 'text', mimeType: 'text/plain' }),
        415,
        'Files of type "README" are not supported. Please upload a .doc, .docx or .txt file.',
      ],
      [
        'an empty text file',
        () => ({ filename: 'empty.txt', content: ' \n\t ', mimeType: 'text/plain' }),
        422,
        'The document contains no text.',
      ],
      [
        'a .docx without text',
        () => ({ filename: 'blank.docx', fileData: b64(emptyDocx), mimeType: DOCX_MIME }),
        422,
        'The document contains no text.',
      ],
      [
        'invalid UTF-8',
        () => ({
          filename: 'latin1.txt',
          fileData: b64(Buffer.from([0x47, 0x72, 0xfc, 0xdf, 0x65])),
          mimeType: 'text/plain',
        }),
        422,
        'The text file is not valid UTF-8. Please save it as UTF-8 and try again.',
      ],
      [
        'text the browser could not decode',
        () => ({ filename: 'latin1.txt', content: 'Gr\uFFFD\uFFFDe', mimeType: 'text/plain' }),
        422,
        'The text file is not valid UTF-8. Please save it as UTF-8 and try again.',
      ],
      [
        'binary data named .txt',
        () => ({
          filename: 'image.txt',
          content: 'PK\u0003\u0004\u0014\u0006binary',
          mimeType: 'text/plain',
        }),
        415,
        'This file does not contain plain text: its content does not match the .txt extension.',
      ],
      [
        'binary data with NUL bytes named .txt (refused by the API-wide NUL rule)',
        () => ({
          filename: 'image.txt',
          content: 'PK\u0003\u0004\u0000\u0000binary',
          mimeType: 'text/plain',
        }),
        400,
        'content must not contain NUL characters',
      ],
      [
        'binary data with NUL bytes sent as base64 .txt',
        () => ({
          filename: 'image.txt',
          fileData: b64(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x62])),
          mimeType: 'text/plain',
        }),
        415,
        'This file does not contain plain text: its content does not match the .txt extension.',
      ],
      [
        'a file over the size limit',
        () => ({
          filename: 'big.txt',
          fileData: b64(Buffer.alloc(65 * 1024, 'a')),
          mimeType: 'text/plain',
        }),
        413,
        'The file is larger than the limit of 64 KB.',
      ],
      [
        'text over the size limit',
        () => ({ filename: 'big.txt', content: 'ü'.repeat(33 * 1024), mimeType: 'text/plain' }),
        413,
        'The file is larger than the limit of 64 KB.',
      ],
      [
        'a ZIP bomb',
        () => ({ filename: 'bomb.docx', fileData: b64(bomb), mimeType: DOCX_MIME }),
        422,
        'This .docx file unpacks to far more data than a document holds and was refused.',
      ],
      [
        'a path in the filename',
        () => ({ filename: '../../etc/passwd.txt', content: 'x', mimeType: 'text/plain' }),
        400,
        'filename must be a plain file name without a folder path.',
      ],
      [
        'a Windows path in the filename',
        () => ({ filename: 'C:\\Users\\x\\a.txt', content: 'x', mimeType: 'text/plain' }),
        400,
        'filename must be a plain file name without a folder path.',
      ],
      [
        'both content and fileData',
        () => ({ filename: 'a.txt', content: 'x', fileData: b64('x'), mimeType: 'text/plain' }),
        400,
        'Send either "content" (text files) or "fileData" (base64, Word files), not both and not neither.',
      ],
      [
        'neither content nor fileData',
        () => ({ filename: 'a.txt', mimeType: 'text/plain' }),
        400,
        'Send either "content" (text files) or "fileData" (base64, Word files), not both and not neither.',
      ],
      [
        'text content for a .docx',
        () => ({ filename: 'a.docx', content: 'plain text', mimeType: DOCX_MIME }),
        415,
        'This file is not a Word document (.docx): its content does not match its extension.',
      ],
      [
        'an unknown field',
        () => ({ filename: 'a.txt', content: 'x', path: '/tmp' }),
        400,
        'property path should not exist',
      ],
    ];

    it.each(cases)('%s', async (_name, body, status, message) => {
      const before = await counts();
      const response = await app.http.post('/api/upload').send(body()).expect(status);
      // A refusal of the upload's content also names its code (issue 28); the validation pipe's none.
      const { code, ...shape } = response.body;
      expect(shape).toEqual({
        statusCode: status,
        error: message,
        message,
        success: false,
      });
      if (code !== undefined) expect(code).toMatch(/^[a-z0-9_]+$/);
      expect(await counts()).toEqual(before);
    });

    it('answers in German when asked to', async () => {
      const response = await app.http
        .post('/api/upload?lang=de')
        .send({ filename: 'scan.pdf', content: 'x' })
        .expect(415);
      expect(response.body.error).toBe(
        'Dateien vom Typ ".pdf" werden nicht unterstützt. Bitte laden Sie eine .doc-, .docx- oder .txt-Datei hoch.',
      );
      // The same code in every language: what a front end tests instead of the words.
      expect(response.body.code).toBe('extension');
    });

    it('a ZIP whose headers understate the unpacked size (stopped while reading)', async () => {
      const docx = await buildDocx(['Harmless'], {
        'word/media/a.bin': Buffer.alloc(2 * 1024 * 1024),
      });
      // Rewrite the declared sizes of the filler entry to 1,000 bytes in both headers.
      const patched = Buffer.from(docx);
      const name = Buffer.from('word/media/a.bin');
      for (let at = patched.indexOf(name); at !== -1; at = patched.indexOf(name, at + 1)) {
        const local = patched.readUInt32LE(at - 30) === 0x04034b50;
        const central = patched.readUInt32LE(at - 46) === 0x02014b50;
        if (local) patched.writeUInt32LE(1000, at - 30 + 22);
        if (central) patched.writeUInt32LE(1000, at - 46 + 24);
      }
      const before = await counts();
      const response = await app.http
        .post('/api/upload')
        .send({ filename: 'liar.docx', fileData: b64(patched) })
        .expect(422);
      expect(response.body.error).toMatch(/unpacks to far more data|could not be read/);
      expect(await counts()).toEqual(before);
    });
  });

  describe('documents', () => {
    it('lists documents publicly with count, titles and sizes, built-in articles included', async () => {
      const created = await app.http
        .post('/api/upload')
        .send({ filename: 'Choir.txt', content: 'The seniors choir meets on Thursdays.' })
        .expect(201);
      const response = await app.http.get('/api/knowledge/documents').expect(200);
      expect(response.body.count).toBe(response.body.documents.length);
      expect(response.body.documents).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: created.body.documentId,
            title: 'Choir',
            filename: 'Choir.txt',
            size: 37,
            chunks: 1,
            builtIn: false,
            language: 'en',
          }),
          expect.objectContaining({
            title: 'When to claim Social Security retirement benefits',
            builtIn: true,
            topic: 'social-security-timing',
          }),
        ]),
      );
      await deleteUpload(created.body.documentId);
      expect(
        (await app.http.get('/api/knowledge/documents').expect(200)).body.documents.map(
          (d: { id: string }) => d.id,
        ),
      ).not.toContain(created.body.documentId);
    });

    it('deletes a document with its passages, 404 after, 400 for a malformed id', async () => {
      const created = await app.http
        .post('/api/upload')
        .send({
          filename: 'bingo.txt',
          content: 'Bingo night every Friday at the community hall, bring a friend.',
        })
        .expect(201);
      const before = await counts();
      await deleteUpload(created.body.documentId);
      expect(await counts()).toEqual({
        documents: before.documents - 1,
        chunks: before.chunks - 1,
      });
      expect(await termCountsDrift()).toBe(0);
      await app.http.delete(`/api/knowledge/documents/${created.body.documentId}`).expect(404);
      expect((await app.http.delete('/api/knowledge/documents/12').expect(400)).body.message).toBe(
        'id must be a UUID',
      );
    });

    it('refuses to delete a built-in article', async () => {
      const list = await app.http.get('/api/knowledge/documents').expect(200);
      const article = list.body.documents.find((d: { builtIn: boolean }) => d.builtIn);
      const response = await app.http.delete(`/api/knowledge/documents/${article.id}`).expect(409);
      expect(response.body).toMatchObject({ statusCode: 409, error: 'Conflict' });
    });
  });

  describe('shipped articles', () => {
    it('are indexed at start-up, once, and searchable with their sources', async () => {
      const shipped = await readShippedArticles();
      expect(shipped.length).toBeGreaterThanOrEqual(2);
      const list = await app.http.get('/api/knowledge/documents').expect(200);
      const builtIn = list.body.documents.filter((d: { builtIn: boolean }) => d.builtIn);
      expect(builtIn.map((d: { title: string }) => d.title).sort()).toEqual(
        shipped.map((a) => a.title).sort(),
      );
      for (const article of shipped.slice(0, 5)) {
        const passages = await search.search(article.title, {
          language: article.language,
          limit: 10,
        });
        expect(passages).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              title: article.title,
              topic: article.topic,
              sourceUrl: article.sources[0]?.url ?? null,
              language: article.language,
            }),
          ]),
        );
      }
      const sync = await app.app.get(KnowledgeArticlesService).sync();
      expect(sync).toEqual({ added: 0, updated: 0, removed: 0, unchanged: shipped.length });
    });

    it('re-indexes a changed article and drops a removed one', async () => {
      const service = app.app.get(KnowledgeArticlesService);
      const source = (body: string): string =>
        `---\nid: test-garden-club\ntitle: Garden club\nlanguage: en\ntopic: social\nsources:\n  - Club page | https://example.org/club\n---\n${body}\n`;
      const shipped = await readShippedArticles();
      expect(
        await service.sync([
          ...shipped,
          parseArticle('garden.md', source('The garden club meets on Saturdays.')),
        ]),
      ).toMatchObject({ added: 1 });
      expect((await search.search('When does the garden club meet?'))[0]?.text).toContain(
        'Saturdays',
      );
      expect(
        await service.sync([
          ...shipped,
          parseArticle('garden.md', source('The garden club now meets on Wednesdays.')),
        ]),
      ).toMatchObject({ updated: 1 });
      const after = await search.search('When does the garden club meet?');
      expect(after[0]?.text).toContain('Wednesdays');
      expect(after.some((passage) => passage.text.includes('Saturdays'))).toBe(false);
      expect(await service.sync(shipped)).toMatchObject({ removed: 1 });
      expect(await search.search('When does the garden club meet?')).toEqual([]);
      expect(await termCountsDrift()).toBe(0);
    });
  });

  describe('search', () => {
    it('returns nothing for a question the knowledge base does not cover', async () => {
      expect(
        await search.search('What will the weather be like in Paris tomorrow?', { language: 'en' }),
      ).toEqual([]);
      expect(
        await search.search('Wie wird das Wetter morgen in Paris?', { language: 'de' }),
      ).toEqual([]);
      expect(await search.search('the and of', { language: 'en' })).toEqual([]);
      expect(await search.search('', {})).toEqual([]);
    });

    it('prefers the requested language, still finds the other, and is deterministic', async () => {
      const english = await app.http
        .post('/api/upload')
        .send({
          filename: 'Pygmy goats.txt',
          content:
            'Pygmy goats at the Lindenhof care farm need fresh hay twice a day and a dry shelter.',
        })
        .expect(201);
      const german = await app.http
        .post('/api/upload')
        .send({
          filename: 'Zwergziegen.txt',
          content:
            'Die Zwergziegen (pygmy goats) vom Lindenhof brauchen zweimal täglich frisches Heu und einen trockenen Stall.',
        })
        .expect(201);
      await approve(english.body.documentId);
      await approve(german.body.documentId);
      const inGerman = await search.search('Lindenhof pygmy goats', { language: 'de' });
      expect(inGerman.map((p) => p.title)).toEqual(['Zwergziegen', 'Pygmy goats']);
      expect(inGerman[1]!.score).toBeLessThan(inGerman[0]!.score);
      const inEnglish = await search.search('Lindenhof pygmy goats', { language: 'en' });
      expect(inEnglish.map((p) => p.title)).toEqual(['Pygmy goats', 'Zwergziegen']);
      expect(await search.search('Lindenhof pygmy goats', { language: 'en' })).toEqual(inEnglish);
      expect(inEnglish.every((passage) => passage.score > 0 && passage.score <= 1)).toBe(true);
      expect(
        await search.search('Lindenhof pygmy goats', { language: 'en', limit: 1 }),
      ).toHaveLength(1);
      await deleteUpload(english.body.documentId);
      await deleteUpload(german.body.documentId);
    });

    it('treats operators and quotes in a question as text', async () => {
      await expect(
        search.search("O'Brien's | & ! :* <-> ( pension", { language: 'en', limit: 3 }),
      ).resolves.toEqual(expect.any(Array));
    });
  });

  it('runs migrations that match the entities exactly', async () => {
    const pending = await app.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });
});

describe.each(testDatabases())('who may change the knowledge base on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  const token = 'a-long-admin-token-for-tests';

  afterEach(async () => {
    await app?.close();
    await database?.drop();
  });

  it('with ADMIN_TOKEN: 401 without a token, 403 with a wrong one, listing stays public', async () => {
    database = await factory.create();
    app = await startTestApp(database, { adminToken: token });
    const body = { filename: 'club.txt', content: 'The chess club meets on Tuesdays.' };
    const missing = await app.http.post('/api/upload').send(body).expect(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(missing.body).toMatchObject({
      statusCode: 401,
      success: false,
      error: 'This action needs the admin token: send Authorization: Bearer <token>.',
    });
    await app.http
      .post('/api/upload')
      .set('Authorization', 'Bearer wrong-token-of-some-length')
      .send(body)
      .expect(403);
    await app.http
      .post('/api/upload')
      .set('Authorization', `Basic ${token}`)
      .send(body)
      .expect(401);
    const created = await app.http
      .post('/api/upload')
      .set('Authorization', `Bearer ${token}`)
      .send(body)
      .expect(201);
    await app.http.get('/api/knowledge/documents').expect(200);
    await app.http.delete(`/api/knowledge/documents/${created.body.documentId}`).expect(401);
    await app.http
      .delete(`/api/knowledge/documents/${created.body.documentId}`)
      .set('Authorization', 'Bearer nope')
      .expect(403);
    await app.http
      .delete(`/api/knowledge/documents/${created.body.documentId}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(204);
  });

  it('without ADMIN_TOKEN: loopback may write, a client behind a local proxy may not', async () => {
    database = await factory.create();
    app = await startTestApp(database, { adminToken: undefined });
    const body = { filename: 'club.txt', content: 'The chess club meets on Tuesdays.' };
    const remote = await app.http
      .post('/api/upload')
      .set('X-Forwarded-For', '203.0.113.7')
      .send(body)
      .expect(403);
    expect(remote.body.error).toBe(
      'Without ADMIN_TOKEN set, documents can only be uploaded or deleted from the computer the API runs on.',
    );
    const created = await app.http.post('/api/upload').send(body).expect(201);
    await app.http
      .delete(`/api/knowledge/documents/${created.body.documentId}`)
      .set('X-Forwarded-For', '203.0.113.7')
      .expect(403);
    await app.http.delete(`/api/knowledge/documents/${created.body.documentId}`).expect(204);
  });
});
