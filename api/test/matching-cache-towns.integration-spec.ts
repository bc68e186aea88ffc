import { jest } from '@jest/globals';
import type { ProfileInput } from '@ageless/contracts';
import { loadConfig, RATE_LIMITED_CALLS } from '../src/config/app-config.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Tenth hostile pass #1: a crowd with every skill and need, then one new profile a second, anywhere:
// every new profile or edit dropped every cached match, so everyone's matches were read again.
const EVERYTHING: ProfileInput = {
  hasSpace: true,
  hasTools: true,
  hasLand: true,
  hasTransportation: true,
  hasEquipment: true,
  caregivingAbility: true,
  skills: ['Gardening', 'Cooking', 'Technology', 'Repair', 'Carpentry'],
  needsHousing: true,
  needsCompanionship: true,
  needsTechHelp: true,
  needsBusinessHelp: true,
};

describe.each(testDatabases())('cached matches and new profiles on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  // The shipped ceilings on new profiles per network; every other limit off, as in other suites.
  const { rateLimits } = loadConfig({
    ...Object.fromEntries(
      RATE_LIMITED_CALLS.filter((call) => !call.startsWith('newprofiles')).map((call) => [
        `RATE_LIMIT_${call.toUpperCase()}`,
        'off',
      ]),
    ),
  });

  beforeAll(async () => {
    database = await factory.create();
    // A trusted proxy in front (loopback) tells the networks apart by X-Forwarded-For.
    app = await startTestApp(database, { trustProxy: ['loopback'], rateLimits });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  let made = 0;
  // From the machine itself (no site: never counted against a network), each with words of its own.
  const create = async (input: ProfileInput): Promise<string> => {
    made += 1;
    const body = { lifestyle: `Tester number ${made}`, ...input };
    return (await app.owner.post('/api/profiles').send(body).expect(201)).body.profile.id as string;
  };

  /** The seeker's matches, and how many times matching read them from the database meanwhile. */
  const matchesOf = async (id: string): Promise<{ body: unknown; reads: number }> => {
    const spy = jest.spyOn(app.dataSource.logger, 'logQuery');
    try {
      const { body } = await app.owner.get(`/api/profiles/${id}/matches`).expect(200);
      // The asker's own facts are read (with their words, by ts_debug) for every match not cached.
      const reads = spy.mock.calls.filter(([sql]) => String(sql).includes('ts_debug')).length;
      return { body, reads };
    } finally {
      spy.mockRestore();
    }
  };

  it('keeps matches in one town while profiles are added, edited and removed in another', async () => {
    const seeker = await create({ needsTechHelp: true, location: 'Hamburg' });
    await create({ skills: ['Technology'], location: 'Hamburg' });
    const first = await matchesOf(seeker);
    expect(first.reads).toBe(1);

    const far: string[] = [];
    for (let i = 0; i < 4; i++) {
      far.push(await create({ ...EVERYTHING, location: 'Boston, MA' }));
      expect(await matchesOf(seeker)).toEqual({ body: first.body, reads: 0 });
    }
    await app.owner
      .put(`/api/profiles/${far[0]}`)
      .send({ ...EVERYTHING, skills: ['Cooking'], location: 'Boston, MA' })
      .expect(200);
    expect(await matchesOf(seeker)).toEqual({ body: first.body, reads: 0 });
    await app.owner.delete(`/api/profiles/${far[1]}`).expect(204);
    expect(await matchesOf(seeker)).toEqual({ body: first.body, reads: 0 });

    // Someone new in her own town is seen at once; so is one moving there, and one moving away.
    await create({ ...EVERYTHING, location: 'Hamburg' });
    const withNeighbour = await matchesOf(seeker);
    expect(withNeighbour.reads).toBe(1);
    expect(withNeighbour.body).not.toEqual(first.body);
    await app.owner
      .put(`/api/profiles/${far[2]}`)
      .send({ ...EVERYTHING, location: 'Hamburg' })
      .expect(200);
    expect((await matchesOf(seeker)).reads).toBe(1);
    await app.owner
      .put(`/api/profiles/${far[2]}`)
      .send({ ...EVERYTHING, location: 'Boston, MA' })
      .expect(200);
    expect((await matchesOf(seeker)).reads).toBe(1);
    // Her own edit changes her own matches.
    await app.owner
      .put(`/api/profiles/${seeker}`)
      .send({ needsTechHelp: true, needsHousing: true, location: 'Hamburg' })
      .expect(200);
    expect((await matchesOf(seeker)).reads).toBe(1);
  });

  it("refuses new profiles from one network past its hourly ceiling, in the asker's language", async () => {
    const { limit } = rateLimits.newprofiles;
    const count = async (): Promise<number> =>
      Number((await app.dataSource.query('SELECT count(*) AS n FROM profiles'))[0].n);
    const from = (address: string, lang = 'en') =>
      app.http
        .post('/api/profiles')
        .set('X-Forwarded-For', address)
        .set('Accept-Language', lang)
        .send({ lifestyle: `From ${address}` });
    // Addresses all over one /24, each a client of its own to the per-client limits.
    const addresses = Array.from({ length: limit }, (_, i) => `203.0.113.${(i * 37 + 5) % 250}`);
    for (const address of addresses) await from(address).expect(201);
    const before = await count();
    const refused = await from('203.0.113.254').expect(429);
    expect(refused.body).toMatchObject({
      statusCode: 429,
      code: 'profile_network_ceiling',
      message: expect.stringMatching(/^Many profiles have just been created .* in an hour\.$/),
    });
    const german = await from('203.0.113.77', 'de').expect(429);
    expect(german.body.message).toMatch(/^Über Ihren Internetanschluss .* in einer Stunde/);
    expect(await count()).toBe(before);
    // The next /24 is another network; an IPv6 /48 is counted as one too.
    await from('203.0.114.9').expect(201);
    const sixes = Array.from({ length: limit }, (_, i) => `2001:db8:77:${i.toString(16)}::1`);
    for (const address of sixes) await from(address).expect(201);
    await from('2001:db8:77:ff01::9').expect(429);
    await from('2001:db8:78::1').expect(201);
    // The machine itself names no network and is not counted.
    await create({});
  });
});
