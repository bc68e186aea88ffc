import { FREE_TAG_CATALOG } from '@ageless/contracts';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe.each(testDatabases())('tags on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    // Clients reach the API through a trusted proxy on this computer that names them in
    // X-Forwarded-For: the only way a test on 127.0.0.1 can click from many networks.
    app = await startTestApp(database, { trustProxy: ['loopback'] });
  });

  const click = (tagId: string, client: string) =>
    app.http.post('/api/free-tags/click').set('X-Forwarded-For', client).send({ tagId });

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
        Array.from({ length: 12 }, (_, i) => click('free-us-4', `198.51.100.${i + 1}`).expect(200)),
      );
      await click('free-us-2', '198.51.100.1').expect(200);
      const last = await click('free-us-2', '198.51.100.2').expect(200);
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

    // Fifth hostile pass, break 6: 20 clicks from one browser made a tag "popular this week".
    it('counts a click once per site (IPv4 address or IPv6 /48), tag and day', async () => {
      const repeated = await Promise.all(
        Array.from({ length: 20 }, () => click('free-us-5', '203.0.113.7')),
      );
      for (const response of repeated)
        expect({ status: response.status, body: response.body }).toEqual({
          status: 200,
          body: { success: true, tagId: 'free-us-5', clickCount: 1 },
        });
      for (const client of ['203.0.113.8', '203.0.113.9'])
        await click('free-us-5', client).expect(200);
      expect((await click('free-us-5', '203.0.113.7').expect(200)).body.clickCount).toBe(3);
      // Two addresses of one IPv6 /64 are one client, and so are two /64s of one site's /48 (sixth
      // hostile pass #11: one household's /56 made any tag "popular"); another /48 is another.
      await click('free-us-6', '2001:db8:6:1::1').expect(200);
      expect((await click('free-us-6', '2001:db8:6:1::2').expect(200)).body.clickCount).toBe(1);
      expect((await click('free-us-6', '2001:db8:6:2::1').expect(200)).body.clickCount).toBe(1);
      expect((await click('free-us-6', '2001:db8:7:1::1').expect(200)).body.clickCount).toBe(2);
      // The same client still counts once on another tag, and on a dynamic one.
      expect((await click('free-us-7', '203.0.113.7').expect(200)).body.clickCount).toBe(1);
      expect(
        (
          await app.http
            .post('/api/dynamic-tags/click')
            .set('X-Forwarded-For', '203.0.113.7')
            .send({ tagId: 'us-2' })
            .expect(200)
        ).body.clickCount,
      ).toBe(1);
      const listed = await app.http.get('/api/free-tags?region=US').expect(200);
      const countOf = (id: string): number =>
        listed.body.tags.find((tag: { id: string }) => tag.id === id).clickCount;
      expect([countOf('free-us-5'), countOf('free-us-6'), countOf('free-us-7')]).toEqual([3, 2, 1]);
      // No address is stored, only hashes.
      const stored = JSON.stringify(await app.dataSource.query('SELECT * FROM tag_click_voters'));
      expect(stored).not.toMatch(/203\.0\.113|2001:db8/);
    });

    it('answers 404 for an unknown tag and 400 for a bad region or body', async () => {
      expect(
        (await app.http.post('/api/free-tags/click').send({ tagId: 'free-xx-1' }).expect(404)).body,
      ).toMatchObject({ message: 'Tag not found', code: 'tag_not_found' });
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
