import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe.each(testDatabases())('place check on $name', (factory) => {
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

  const check = (q: string, lang = 'en') =>
    app.http.get('/api/places/check').query({ q, lang }).expect(200);

  it('says what it found for districts and postcodes, in English and German', async () => {
    expect((await check('Berlin-Spandau')).body).toEqual({
      found: 'city',
      label: 'Berlin-Spandau, Germany',
      alternatives: [],
      message: 'Found: Berlin-Spandau, Germany.',
    });
    expect((await check('Berlin Spandau', 'de')).body.label).toBe('Berlin-Spandau, Deutschland');
    expect((await check('14467', 'de')).body.label).toBe('Potsdam, Deutschland');
  });

  it('reads a code both countries use by the language, and names the other reading', async () => {
    const german = (await check('10115', 'de')).body;
    expect(german).toMatchObject({ found: 'city', label: 'Berlin, Deutschland' });
    expect(german.alternatives).toEqual(['New York, NY, USA']);
    const english = (
      await app.http
        .get('/api/places/check')
        .query({ q: '10115' })
        .set('Accept-Language', 'en-US')
        .expect(200)
    ).body;
    expect(english.label).toBe('New York, NY, USA');
    expect(english.message).toMatch(/also Berlin, Germany/);
  });

  it('says when only a country or nothing was found, with a hint', async () => {
    expect((await check('Deutschland', 'de')).body).toMatchObject({
      found: 'country',
      label: 'Deutschland',
    });
    const none = (await check('Xyzzyville')).body;
    expect(none).toMatchObject({ found: 'none', label: null });
    expect(none.message).toMatch(/Berlin-Spandau/);
  });

  it('stores a profile with the same reading the check showed', async () => {
    const created = await app.owner
      .post('/api/profiles?lang=de')
      .send({ location: '10115' })
      .expect(201);
    expect(created.body.profile.place).toBe('Berlin, Deutschland');
  });

  it.each([
    ['no q', {}],
    ['an empty q', { q: '   ' }],
    ['a q too long', { q: 'x'.repeat(201) }],
    ['two q', { q: ['a', 'b'] }],
    ['a bad lang', { q: 'Berlin', lang: 'fr' }],
  ])('refuses %s with a 400', async (_, query) => {
    const response = await app.http.get('/api/places/check').query(query).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
