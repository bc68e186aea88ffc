import { jest } from '@jest/globals';
import { PROFILE_LIMITS } from '@ageless/contracts';
import { Geocoder } from '../src/geo/geocoder.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { expectResponsive, slowestOf } from './support/responsiveness.js';
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
      // What a person's card would show (issue 26 item 3): the town, never the typed code.
      town: 'Berlin-Spandau',
    });
    expect((await check('Berlin Spandau', 'de')).body.label).toBe('Berlin-Spandau, Deutschland');
    expect((await check('14467', 'de')).body).toMatchObject({
      label: 'Potsdam, Deutschland',
      town: 'Potsdam',
    });
    expect((await check('Tucson, AZ')).body.town).toBe('Tucson, AZ');
    expect((await check('Germany')).body.town).toBeUndefined();
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

// Issue 25, item 2: place names that were read at a cost growing with the square of their commas,
// read again for each of a browser's ten profiles on every GET /api/my-profiles.
const HOSTILE_PLACES = [
  'a,'.repeat(PROFILE_LIMITS.locationLength / 2),
  'de,'.repeat(66),
  'Berlin '.repeat(28),
  `Springfield, ${'IL, '.repeat(46)}USA`,
  ` - ${'x - '.repeat(49)}`,
  `x${' '.repeat(190)}-x`,
];

describe.each(testDatabases())('hostile place names on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  let geocode: ReturnType<typeof jest.spyOn>;

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database);
    geocode = jest.spyOn(app.app.get(Geocoder), 'geocode');
  });

  afterAll(async () => {
    geocode.mockRestore();
    await app?.close();
    await database?.drop();
  });

  const storedProfiles = async (): Promise<number> =>
    Number((await app.dataSource.query('SELECT count(*) AS n FROM profiles'))[0].n);

  it('refuses a place name over the length limit with a clear 400 and stores nothing', async () => {
    const tooLong = 'a,'.repeat(PROFILE_LIMITS.locationLength);
    const before = await storedProfiles();
    const created = await app.owner.post('/api/profiles').send({ location: tooLong }).expect(400);
    expect(created.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `location must be at most ${PROFILE_LIMITS.locationLength} characters: a town, a district or a postcode, such as "Berlin-Spandau" or "10115"`,
      code: 'validation_failed',
    });
    const checked = await app.http.get('/api/places/check').query({ q: tooLong }).expect(400);
    expect(checked.body.message).toMatch(/^q must be at most 200 characters/);
    expect(await storedProfiles()).toBe(before);
  });

  it('shows a browser its ten profiles without reading any place again', async () => {
    const browser = app.browser();
    for (const [i, location] of [...HOSTILE_PLACES, 'Berlin-Spandau', '10115', 'Paris, TX', 'Wien']
      .slice(0, 10)
      .entries())
      await browser
        .post('/api/profiles')
        .send({ location, purpose: `Profile ${i}` })
        .expect(201);
    geocode.mockClear();
    for (let i = 0; i < 3; i += 1) {
      const mine = (await browser.get('/api/my-profiles').expect(200)).body.profiles;
      expect(mine).toHaveLength(10);
      expect(mine.map((profile: { place: string | null }) => profile.place)).toEqual(
        expect.arrayContaining(['Berlin-Spandau, Germany', 'Paris, TX, USA', 'Vienna, Austria']),
      );
    }
    expect(geocode).not.toHaveBeenCalled();
  });

  it('stays responsive while four clients loop over hostile place checks and their profiles', async () => {
    const browsers = Array.from({ length: 4 }, () => app.browser());
    for (const browser of browsers)
      for (const location of HOSTILE_PLACES)
        await browser.post('/api/profiles').send({ location }).expect(201);
    let attacking = true;
    const loops = browsers.map(async (browser) => {
      let requests = 0;
      for (let round = 0; round < 8; round += 1)
        for (const q of HOSTILE_PLACES) {
          const checked = await browser.get('/api/places/check').query({ q });
          expect(checked.status).toBe(200);
          await browser.get('/api/my-profiles').expect(200);
          requests += 2;
        }
      return requests;
    });
    const probes: number[] = [];
    const probing = (async () => {
      while (attacking) {
        const started = performance.now();
        await app.http.get('/healthz').expect(200);
        probes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const requests = (await Promise.all(loops)).reduce((sum, n) => sum + n, 0);
    attacking = false;
    await probing;
    console.log(
      `${requests} hostile place checks and profile lists: ${probes.length} probes, slowest ${slowestOf(probes)} ms`,
    );
    expectResponsive(probes);
  });
});
