import { jest } from '@jest/globals';
import request from 'supertest';
import {
  DEFAULT_IN_FLIGHT_PER_CLIENT as IN_FLIGHT_PER_CLIENT,
  loadConfig,
} from '../src/config/app-config.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { expectResponsive, probedWhile, slowestOf } from './support/responsiveness.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const [embedded] = testDatabases();

/** Waits (up to 5 s) until `check` holds: requests sent side by side reach the server in their own time. */
async function expectEventually(check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await check()); waited += 50) {
    if (waited > 5_000) throw new Error('did not happen within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const redisUrl = process.env.REDIS_URL;

describe('rate limits on profile creation', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await embedded!.create();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  const start = async (redis?: string): Promise<TestApp> => {
    const { rateLimits } = loadConfig({ RATE_LIMIT_PROFILES: '3/60' });
    const app = await startTestApp(database, {
      rateLimits: { ...rateLimits, chat: rateLimits.chat },
      redisUrl: redis,
    });
    apps.push(app);
    return app;
  };

  it('answers 429 with Retry-After past the limit, in the error shape, and stores nothing', async () => {
    const app = await start();
    for (let i = 0; i < 3; i += 1) await app.http.post('/api/profiles').send({}).expect(201);
    const before = Number((await app.dataSource.query('SELECT count(*) AS n FROM profiles'))[0].n);
    const refused = await app.http.post('/api/profiles').send({}).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      code: 'rate_limited',
    });
    expect(Number((await app.dataSource.query('SELECT count(*) AS n FROM profiles'))[0].n)).toBe(
      before,
    );
    // Reading is not limited by the write limit.
    await app.http.get('/healthz').expect(200);
  });

  (redisUrl ? it : it.skip)('holds across two instances sharing Redis', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl!);
    // This computer as the limits count it: 127.0.0.1 (also when seen as ::ffff:127.0.0.1), or ::1's /64.
    await redis.del('ageless:rl:profiles:127.0.0.1', 'ageless:rl:profiles:0:0:0:0::/64');
    await redis.quit();
    const first = await start(redisUrl);
    const second = await start(redisUrl);
    await first.http.post('/api/profiles').send({}).expect(201);
    await second.http.post('/api/profiles').send({}).expect(201);
    await first.http.post('/api/profiles').send({}).expect(201);
    await second.http.post('/api/profiles').send({}).expect(429);
    await first.http.post('/api/profiles').send({}).expect(429);
  });
});

// Issue 25, item 2: reads that compute (the place check above all) had no limit at all.
describe('rate limits on place checks, matches and calculators', () => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await embedded!.create();
    const { rateLimits } = loadConfig({
      RATE_LIMIT_PLACES: '2/60',
      RATE_LIMIT_MATCHES: '2/60',
      RATE_LIMIT_CALCULATORS: '2/60',
    });
    app = await startTestApp(database, { rateLimits });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const expectLimited = (response: { status: number; body: unknown; headers: object }): void => {
    expect(response.status).toBe(429);
    expect(Number((response.headers as Record<string, string>)['retry-after'])).toBeGreaterThan(0);
    expect(response.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      code: 'rate_limited',
    });
  };

  it('answers 429 past RATE_LIMIT_PLACES for GET /api/places/check', async () => {
    for (let i = 0; i < 2; i += 1)
      await app.http.get('/api/places/check').query({ q: 'Potsdam' }).expect(200);
    expectLimited(await app.http.get('/api/places/check').query({ q: 'Potsdam' }));
  });

  it('answers 429 past RATE_LIMIT_MATCHES, counting matches and blueprint pages together', async () => {
    const id = (await app.owner.post('/api/profiles').send({ location: 'Potsdam' }).expect(201))
      .body.profile.id;
    // A blueprint page computes the matches too (sixth hostile pass #4: a loop of page reads took
    // the database's connections from everyone).
    const page = `/api/profiles/${id}/blueprints/intergenerational-homeshare`;
    await app.owner.get(`/api/profiles/${id}/matches`).expect(200);
    await app.owner.get(page).expect(200);
    expectLimited(await app.owner.get(`/api/profiles/${id}/matches`));
    expectLimited(await app.owner.get(page));
  });

  it('answers 429 past RATE_LIMIT_CALCULATORS, counting pension and budget together', async () => {
    await app.http
      .post('/api/pension/analyze-de')
      .send({ entgeltpunkte: 45, birthYear: 1964 })
      .expect(200);
    await app.http
      .post('/api/budget/analyze')
      .send({ incomes: [{ category: 'pension', amount: 2000 }], expenses: [] })
      .expect(200);
    expectLimited(
      await app.http.post('/api/pension/analyze-us').send({ birthYear: 1962, pia: 1000 }),
    );
    // The health probe is never limited.
    await app.http.get('/healthz').expect(200);
  });
});

// Sixth hostile pass #4: one browser with 150 connections looping on a limited call kept PostgreSQL's
// pool busy (another user's matches took 18 s, 503s). A refused request must cost the database
// nothing, and one client may have only IN_FLIGHT_PER_CLIENT calls of any kind running at once.
describe.each(testDatabases())('one client looping on a limited call on $name', (factory) => {
  const LOOPER = '203.0.113.7';
  const OTHER = '198.51.100.9';
  let database: TestDatabase;
  let app: TestApp;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    database = await factory.create();
    // The HTTP limits as shipped: the in-flight cap at its default.
    // The ceiling per profile and browser (`matchreads`) off: these are one client's own caps.
    const { rateLimits, http: httpLimits } = loadConfig({
      RATE_LIMIT_PROFILES: '6/60',
      RATE_LIMIT_MATCHES: '500/60',
      RATE_LIMIT_MATCHREADS: 'off',
    });
    app = await startTestApp(database, { rateLimits, http: httpLimits, trustProxy: ['loopback'] });
    // A listening server: the requests below run side by side on their own connections.
    await app.app.listen(0, '127.0.0.1');
    http = request(await app.app.getUrl());
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const createProfile = (client: string) =>
    http.post('/api/profiles').set('X-Forwarded-For', client).send({});

  /** Statements the database is sent while `work` runs (TypeORM tells its logger of each one). */
  const queriesDuring = async <T>(
    work: () => Promise<T>,
  ): Promise<{ result: T; queries: number }> => {
    const spy = jest.spyOn(app.dataSource.logger, 'logQuery');
    try {
      const result = await work();
      return { result, queries: spy.mock.calls.length };
    } finally {
      spy.mockRestore();
    }
  };

  it('answers refused requests without a query, while another client and /healthz are answered', async () => {
    const one = await queriesDuring(() => createProfile(LOOPER).expect(201));
    const again = await queriesDuring(() => createProfile(LOOPER).expect(201));
    // Creating a profile always takes the same statements: the count below can be exact.
    expect(again.queries).toBe(one.queries);
    expect(one.queries).toBeGreaterThan(0);

    const { result, queries } = await queriesDuring(() =>
      probedWhile(
        () => http.get('/healthz').expect(200),
        async () => {
          const loop = Promise.all(Array.from({ length: 80 }, () => createProfile(LOOPER)));
          const other = createProfile(OTHER);
          return { loop: await loop, other: await other };
        },
      ),
    );
    const statuses = result.result.loop.map((response) => response.status);
    const created = statuses.filter((status) => status === 201).length;
    expect(statuses.filter((status) => status === 429)).toHaveLength(80 - created);
    expect(created).toBeLessThanOrEqual(4);
    expect(result.result.other.status).toBe(201);
    // Only the created profiles (the looper's and the other client's) reached the database.
    expect(queries).toBe((created + 1) * one.queries);
    console.log(
      `80 requests from one client on ${factory.name}: ${created} created, ${80 - created} refused, ` +
        `${queries} queries; slowest /healthz ${slowestOf(result.healthMs)} ms of ${result.healthMs.length}`,
    );
    expectResponsive(result.healthMs);
  });

  it.each([
    ['a limited call (matches)', false],
    ["a read without a window (this browser's profiles)", true],
  ])(
    `lets one client run ${IN_FLIGHT_PER_CLIENT} of %s at once and refuses more at once, even while the database is busy`,
    async (_kind, unlimitedRead) => {
      const created = await createProfile(OTHER).expect(201);
      const id = created.body.profile.id;
      // The owner's cookie: their profiles are read from the locked table, not answered empty.
      const ownerCookie = created.headers['set-cookie'] as unknown as string[];
      const path = unlimitedRead ? '/api/my-profiles' : `/api/profiles/${id}/matches`;
      // The database held by someone else: admitted calls wait for it, refused ones need not.
      const holder = app.dataSource.createQueryRunner();
      await holder.connect();
      await holder.startTransaction();
      await holder.query('LOCK TABLE profiles IN ACCESS EXCLUSIVE MODE');
      const settled: request.Response[] = [];
      const calls = Array.from({ length: 20 }, () =>
        http
          .get(path)
          .set('X-Forwarded-For', LOOPER)
          .set('Cookie', ownerCookie)
          .then((response) => {
            settled.push(response);
            return response;
          }),
      );
      try {
        const refusedInTime = async (): Promise<void> => {
          for (let waited = 0; settled.length < 20 - IN_FLIGHT_PER_CLIENT; waited += 20) {
            if (waited > 10_000)
              throw new Error(`only ${settled.length} answered while the table was locked`);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        };
        await refusedInTime();
        expect(settled.map((response) => response.status)).toEqual(
          Array(20 - IN_FLIGHT_PER_CLIENT).fill(429),
        );
        expect(settled.every((response) => response.headers['retry-after'] === '1')).toBe(true);
      } finally {
        await holder.commitTransaction();
        await holder.release();
      }
      // The admitted ones finish once the database is free.
      const statuses = (await Promise.all(calls)).map((response) => response.status);
      expect(statuses.filter((status) => status !== 429)).toEqual(
        Array(IN_FLIGHT_PER_CLIENT).fill(200),
      );
      // Their places are given back: the client is served again.
      expect(
        (await http.get(path).set('X-Forwarded-For', LOOPER).set('Cookie', ownerCookie)).status,
      ).toBe(200);
    },
  );

  it('answers the health probes while one client has all its places taken', async () => {
    const created = await createProfile(OTHER).expect(201);
    const ownerCookie = created.headers['set-cookie'] as unknown as string[];
    const myProfiles = () =>
      http.get('/api/my-profiles').set('X-Forwarded-For', LOOPER).set('Cookie', ownerCookie);
    const holder = app.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query('LOCK TABLE profiles IN ACCESS EXCLUSIVE MODE');
    const held = Array.from({ length: IN_FLIGHT_PER_CLIENT }, () => myProfiles().then((r) => r));
    try {
      // Every place taken: one more read is refused, the probes from the same address are not.
      await expectEventually(async () => (await myProfiles()).status === 429);
      await http.get('/healthz').set('X-Forwarded-For', LOOPER).expect(200);
    } finally {
      await holder.commitTransaction();
      await holder.release();
    }
    expect((await Promise.all(held)).map((response) => response.status)).toEqual(
      Array(IN_FLIGHT_PER_CLIENT).fill(200),
    );
  });
});
