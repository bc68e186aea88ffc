import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TestDatabase, testDatabases } from '../../api/test/support/databases.js';
import { freePort, ownerCookie, type RunningProcess, startProcess } from './process.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const main = join(root, 'api/dist/main.js');
const postgres = testDatabases().find((factory) => factory.name === 'PostgreSQL');
const redisUrl = process.env.REDIS_URL;
const describeScaleOut = postgres && redisUrl ? describe : describe.skip;

// Two API processes behind one PostgreSQL and one Redis, requests alternating between them: the
// state that matters (sessions, free-tier counts, rate-limit windows) must be shared, not per process.
describeScaleOut('two API instances on one PostgreSQL and one Redis', () => {
  let database: TestDatabase;
  const instances: RunningProcess[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    if (!existsSync(main))
      throw new Error('api/dist is missing: run `npm run build` first (npm test builds it).');
    database = await postgres!.create();
    // Windows left by earlier runs from this same address must not count.
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl!);
    const stale = await redis.keys('ageless:rl:profiles:*');
    if (stale.length > 0) await redis.del(...stale);
    await redis.quit();
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      instances.push(
        await startProcess(['node', main], {
          cwd: root,
          env: {
            PATH: process.env.PATH,
            PORT: String(port),
            LOG_LEVEL: 'warn',
            DATABASE_URL: database.settings.databaseUrl,
            REDIS_URL: redisUrl,
            RATE_LIMIT_PROFILES: '4/120',
            RATE_LIMIT_CHAT: 'off',
          },
          readyUrl: `${base}/readyz`,
          timeoutMs: 60_000,
        }),
      );
      bases.push(base);
    }
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  it('ends the free tier after 5 widget conversations, whichever instance answers', async () => {
    const sessionId = `widget-${Date.now()}`;
    let cookie = '';
    const answers: boolean[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await fetch(`${bases[i % 2]}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
        // The client claims it has never chatted: the server's count is the truth.
        body: JSON.stringify({
          sessionId,
          message: `Question ${i} about Medicare enrollment`,
          conversationCount: 0,
        }),
      });
      expect(response.status).toBe(200);
      cookie ||= (response.headers.get('set-cookie') ?? '').split(';')[0]!;
      answers.push(((await response.json()) as { requiresUpgrade: boolean }).requiresUpgrade);
    }
    expect(answers).toEqual([false, false, false, false, false, true, true]);

    // Every stored message is visible from both instances.
    for (const base of bases) {
      const session = await fetch(`${base}/api/chat/${sessionId}`, { headers: { Cookie: cookie } });
      const body = (await session.json()) as { messages: unknown[] };
      expect(body.messages).toHaveLength(10);
    }
  });

  it('holds one rate limit across both instances and loses no accepted write', async () => {
    const statuses: number[] = [];
    const created: { id: string; cookie: string }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(`${bases[i % 2]}/api/profiles`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ location: 'Hamburg', skills: ['Cooking'] }),
      });
      statuses.push(response.status);
      if (response.status === 201)
        created.push({
          id: ((await response.json()) as { profile: { id: string } }).profile.id,
          cookie: ownerCookie(response.headers.getSetCookie()),
        });
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    for (const { id, cookie } of created) {
      for (const base of bases)
        expect(
          (await fetch(`${base}/api/profiles/${id}`, { headers: { Cookie: cookie } })).status,
        ).toBe(200);
    }
  });
});
