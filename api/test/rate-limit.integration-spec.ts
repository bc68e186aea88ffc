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
    await redis.del(
      'ageless:rl:profiles:::ffff:127.0.0.1',
      'ageless:rl:profiles:127.0.0.1',
      'ageless:rl:profiles:::1',
    );
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
