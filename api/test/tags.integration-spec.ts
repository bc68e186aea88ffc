import { FREE_TAG_CATALOG } from '@ageless/contracts';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe.each(testDatabases())('tags on $name', (factory) => {
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

  describe('free tags', () => {
    it('lists the region’s tags with counts, popular tags and a timestamp', async () => {
      const us = await app.http.get('/api/free-tags?region=US').expect(200);
      expect(us.body.tags.map((tag: { id: string }) => tag.id)).toEqual(
        FREE_TAG_CATALOG.US.map((tag) => tag.id),
      );
      expect(us.body.tags[0]).toEqual({ ...FREE_TAG_CATALOG.US[0], clickCount: 0 });
      expect(Date.parse(us.body.timestamp)).not.toBeNaN();
      const de = await app.http.get('/api/free-tags?region=DE').expect(200);
      expect(de.body.tags[0].text).toBe('Fit durch Herbst und Winter');
    });

    it('counts concurrent clicks atomically and ranks popular tags by the last 7 days', async () => {
      await Promise.all(
        Array.from({ length: 12 }, () =>
          app.http.post('/api/free-tags/click').send({ tagId: 'free-us-4' }).expect(200),
        ),
      );
      await app.http.post('/api/free-tags/click').send({ tagId: 'free-us-2' }).expect(200);
      const last = await app.http
        .post('/api/free-tags/click')
        .send({ tagId: 'free-us-2' })
        .expect(200);
      expect(last.body).toEqual({ success: true, tagId: 'free-us-2', clickCount: 2 });
      // Clicks from ten days ago count in the total but not in "popular this week".
      await app.dataSource.query(
        "INSERT INTO tag_clicks (kind, tag_id, day, clicks) VALUES ('free', 'free-us-9', (now() - interval '10 days')::date, 100)",
      );
      const listed = await app.http.get('/api/free-tags?region=US').expect(200);
      expect(listed.body.popularTags.map((tag: { id: string }) => tag.id)).toEqual([
        'free-us-4',
        'free-us-2',
      ]);
      expect(
        listed.body.tags.find((tag: { id: string }) => tag.id === 'free-us-4').clickCount,
      ).toBe(12);
      expect(
        listed.body.tags.find((tag: { id: string }) => tag.id === 'free-us-9').clickCount,
      ).toBe(100);
    });

    it('answers 404 for an unknown tag and 400 for a bad region or body', async () => {
      expect(
        (await app.http.post('/api/free-tags/click').send({ tagId: 'free-xx-1' }).expect(404)).body
          .message,
      ).toBe('Tag not found');
      expect((await app.http.get('/api/free-tags?region=FR').expect(400)).body.message).toBe(
        'region must be one of DE, US',
      );
      expect(
        (await app.http.post('/api/free-tags/click').send({}).expect(400)).body.message,
      ).toMatch(/tagId must be/);
      expect(
        (
          await app.http
            .post('/api/free-tags/click')
            .send({ tagId: 'x'.repeat(65) })
            .expect(400)
        ).body.message,
      ).toMatch(/tagId must be 1 to 64/);
      await app.http
        .post('/api/free-tags/click')
        .send({ tagId: 'free-us-1', extra: 1 })
        .expect(400);
    });
  });

  describe('dynamic tags', () => {
    it('answers in the language of ?lang= or Accept-Language, for the market', async () => {
      const de = await app.http.get('/api/dynamic-tags?lang=de').expect(200);
      expect(de.body).toMatchObject({ success: true, market: 'DE' });
      expect(de.body.tags.map((tag: { id: string }) => tag.id)).toContain('de-1');
      expect(de.body.tags.find((tag: { id: string }) => tag.id === 'de-1').text).toBe(
        'Rentenlücke schließen',
      );
      const header = await app.http
        .get('/api/dynamic-tags')
        .set('Accept-Language', 'de-DE,de;q=0.9')
        .expect(200);
      expect(header.body.market).toBe('DE');
      const us = await app.http
        .get('/api/dynamic-tags?lang=en')
        .set('Accept-Language', 'en-US')
        .expect(200);
      expect(us.body.market).toBe('US');
      for (const tag of us.body.tags) {
        expect(Object.keys(tag).sort()).toEqual([
          'category',
          'id',
          'isNewsResponsive',
          'text',
          'urgency',
        ]);
        expect(['high', 'medium', 'low']).toContain(tag.urgency);
      }
      const eu = await app.http
        .get('/api/dynamic-tags')
        .set('Accept-Language', 'en-GB')
        .expect(200);
      expect(eu.body.market).toBe('EU');
      expect(eu.body.tags.map((tag: { id: string }) => tag.id)).not.toContain('us-1');
    });

    it('counts clicks, 404 for an unknown tag, 400 for a bad lang', async () => {
      expect(
        (await app.http.post('/api/dynamic-tags/click').send({ tagId: 'us-3-1' }).expect(200)).body,
      ).toEqual({ success: true, tagId: 'us-3-1', clickCount: 1 });
      await app.http.post('/api/dynamic-tags/click').send({ tagId: 'us-99' }).expect(404);
      expect((await app.http.get('/api/dynamic-tags?lang=fr').expect(400)).body.message).toBe(
        'lang must be one of en, de',
      );
    });
  });

  it('runs migrations that match the entities exactly', async () => {
    const pending = await app.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });
});
