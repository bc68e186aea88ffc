import { loadConfig, RATE_LIMITED_CALLS } from '../src/config/app-config.js';
import { networkHash, siteHash } from '../src/common/hashing/stored-hashes.js';
import { NEW_NETWORK_DAYS } from '../src/profiles/profiles.service.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, fourteenth hostile pass #4, repeated through the API: 15,177 profiles in 30 s from many
// networks, each network within its own ceiling, grew a Berlin page to 118 pages; one cookie owned
// 120 of them.

const PER_BROWSER = 10;
// The installation's bar for new networks, low so that the flood stays short.
const NEW_NETWORK_BAR = 6;

describe.each(testDatabases())('fourteenth hostile pass #4 on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    const { rateLimits } = loadConfig({
      ...Object.fromEntries(
        RATE_LIMITED_CALLS.map((call) => [`RATE_LIMIT_${call.toUpperCase()}`, 'off']),
      ),
      RATE_LIMIT_NEWNETWORKPROFILES: `${NEW_NETWORK_BAR}/3600`,
    });
    // A trusted proxy in front (loopback) tells the networks apart by X-Forwarded-For.
    app = await startTestApp(database, {
      trustProxy: ['loopback'],
      rateLimits,
      profilesPerBrowser: PER_BROWSER,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  let made = 0;
  /** A new network for each call: 100.64.0.0/10, one /24 after another. */
  const nextNetwork = (): string => {
    made += 1;
    return `100.${64 + Math.floor(made / 256)}.${made % 256}.9`;
  };
  type Browser = ReturnType<TestApp['browser']>;
  const create = (browser: Browser, address: string, lang = 'en') =>
    browser
      .post('/api/profiles')
      .set('X-Forwarded-For', address)
      .set('Accept-Language', lang)
      .send({ needsHousing: true, location: 'Berlin', lifestyle: `Flood number ${made}` });
  /** How many profiles the browser that owns `profileId` holds (My Matches lists ten at most). */
  const heldWith = async (profileId: string): Promise<number> => {
    const [row] = await app.dataSource.query(
      `SELECT count(*) AS n FROM profiles p, profiles mine
        WHERE mine.id = $1 AND p.owner_key_hashes @> ARRAY[mine.owner_key_hashes[1]]`,
      [profileId],
    );
    return Number(row.n);
  };
  const profileCount = async (): Promise<number> =>
    Number((await app.dataSource.query('SELECT count(*) AS n FROM profiles')).at(0).n);
  /** Someone made a profile from this address's network a week and a day ago. */
  const usedBefore = (address: string) =>
    app.dataSource.query(
      `INSERT INTO profiles (created_network_hash, created_site_hash, created_at)
       VALUES ($1, $2, now() - $3::int * interval '1 day')`,
      [networkHash(address), siteHash(address), NEW_NETWORK_DAYS + 1],
    );

  it(`one browser holds ${PER_BROWSER} profiles, from a new address for each or all at once`, async () => {
    // Networks people have used for a week, so that the installation's bar plays no part here.
    const addresses = Array.from({ length: 24 }, nextNetwork);
    for (const address of addresses) await usedBefore(address);

    const one = app.browser();
    const ids: string[] = [];
    for (const address of addresses.slice(0, PER_BROWSER))
      ids.push((await create(one, address).expect(201)).body.profile.id as string);
    const [first, kept] = ids as [string, string];
    const refused = await create(one, addresses[PER_BROWSER]!).expect(409);
    expect(refused.body).toMatchObject({
      statusCode: 409,
      code: 'profile_browser_ceiling',
      message: expect.stringMatching(/^This browser already holds 10 profiles/),
    });
    const german = await create(one, addresses[PER_BROWSER + 1]!, 'de').expect(409);
    expect(german.body.message).toMatch(/^In diesem Browser sind schon 10 Profile/);
    expect(await heldWith(first)).toBe(PER_BROWSER);

    // Fifteen at once from a second browser, each from another network: ten are stored.
    const two = app.browser();
    const second = (await create(two, addresses[0]!).expect(201)).body.profile.id as string;
    const burst = await Promise.all(
      addresses.slice(1, 16).map(async (address) => (await create(two, address)).status),
    );
    expect(burst.filter((status) => status === 201)).toHaveLength(PER_BROWSER - 1);
    expect(burst.filter((status) => status === 409)).toHaveLength(15 - (PER_BROWSER - 1));
    expect(await heldWith(second)).toBe(PER_BROWSER);

    // A return link cannot gather more into a full browser; one deleted makes room again.
    const opened = (await create(app.browser(), addresses[20]!).expect(201)).body;
    const claim = () =>
      one
        .post(`/api/profiles/${opened.profile.id}/claim`)
        .set('X-Forwarded-For', addresses[20]!)
        .send({ returnKey: opened.returnKey });
    expect((await claim().expect(409)).body.code).toBe('profile_browser_ceiling');
    await one.delete(`/api/profiles/${first}`).expect(204);
    await claim().expect(200);
    expect(await heldWith(kept)).toBe(PER_BROWSER);
    await create(one, addresses[21]!).expect(409);
  });

  it(`holds a flood from new networks to ${NEW_NETWORK_BAR} an hour, and lets people from used networks in`, async () => {
    const used = nextNetwork();
    await usedBefore(used);
    const before = await profileCount();
    // The flood as found: a new browser from a new network for each profile.
    const statuses: number[] = [];
    let busy: { body: Record<string, unknown>; headers: Record<string, string> } | undefined;
    for (let i = 0; i < 30; i++) {
      const response = await create(app.browser(), nextNetwork());
      statuses.push(response.status);
      if (response.status === 429) busy = response;
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(NEW_NETWORK_BAR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - NEW_NETWORK_BAR);
    expect(busy?.body).toMatchObject({
      statusCode: 429,
      code: 'profile_creation_busy',
      message: expect.stringMatching(/^Very many new profiles are being created right now/),
    });
    expect(Number(busy?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await profileCount()).toBe(before + NEW_NETWORK_BAR);

    // Someone from a network people have used for a week signs up during the flood (another
    // address of its /24); one whose only profile is minutes old is held like the flood.
    await create(app.browser(), used.replace(/\.9$/, '.200')).expect(201);
    const fresh = await create(app.browser(), nextNetwork(), 'de').expect(429);
    expect(fresh.body.message).toMatch(/^Gerade werden sehr viele neue Profile angelegt/);
  });
});
