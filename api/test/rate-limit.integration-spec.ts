import { loadConfig } from '../src/config/app-config.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const [embedded] = testDatabases();
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
