import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { MemoryRateLimitStore, RedisRateLimitStore } from './rate-limit.store.js';

describe('MemoryRateLimitStore', () => {
  it('counts hits per key within a window and starts again after it', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    expect(await store.hit('chat:1.2.3.4', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 10_000;
    expect(await store.hit('chat:1.2.3.4', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    expect(await store.hit('chat:5.6.7.8', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 50_000;
    expect(await store.hit('chat:1.2.3.4', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('reads a window’s count without adding to it, and nothing once it ended', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    expect(await store.count('admin-failures:1.2.3.4')).toBeUndefined();
    await store.hit('admin-failures:1.2.3.4', 60_000);
    now += 20_000;
    expect(await store.count('admin-failures:1.2.3.4')).toEqual({ count: 1, resetInMs: 40_000 });
    expect(await store.count('admin-failures:1.2.3.4')).toEqual({ count: 1, resetInMs: 40_000 });
    now += 40_000;
    expect(await store.count('admin-failures:1.2.3.4')).toBeUndefined();
  });
});

// The store every instance shares in production; CI and this machine run Redis on 127.0.0.1:6379.
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn('REDIS_URL is not set: the RedisRateLimitStore tests are SKIPPED');

/** The store queues nothing while it connects (a request must not wait on Redis), so wait for it here. */
async function connected(store: RedisRateLimitStore): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await store.count('test:connect');
      return;
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

(redisUrl ? describe : describe.skip)('RedisRateLimitStore (real Redis)', () => {
  // A key of this run only, so parallel runs and the API's own keys are never touched.
  const key = `test:${randomUUID()}`;
  let store: RedisRateLimitStore;
  let redis: Redis;

  beforeAll(async () => {
    store = new RedisRateLimitStore(redisUrl!);
    redis = new Redis(redisUrl!);
    await connected(store);
  });

  afterAll(async () => {
    await redis.del(`ageless:rl:${key}`, `ageless:rl:${key}:no-expiry`);
    await redis.quit();
    await store.close();
  });

  it('reads the shared window’s count without adding to it', async () => {
    expect(await store.count(key)).toBeUndefined();
    await store.hit(key, 60_000);
    await store.hit(key, 60_000);
    const first = await store.count(key);
    expect(first).toEqual({ count: 2, resetInMs: expect.any(Number) });
    expect(first!.resetInMs).toBeGreaterThan(0);
    expect(first!.resetInMs).toBeLessThanOrEqual(60_000);
    // Reading again leaves the count as it was; the next hit sees it.
    expect((await store.count(key))!.count).toBe(2);
    expect((await store.hit(key, 60_000)).count).toBe(3);
  });

  it('sees another instance’s hits (the count admin throttling relies on across instances)', async () => {
    const other = new RedisRateLimitStore(redisUrl!);
    try {
      await connected(other);
      await other.hit(key, 60_000);
      expect((await store.count(key))!.count).toBe(4);
    } finally {
      await other.close();
    }
  });

  it('answers no window once it has gone, and none for a key left without an expiry', async () => {
    await redis.del(`ageless:rl:${key}`);
    expect(await store.count(key)).toBeUndefined();
    await redis.set(`ageless:rl:${key}:no-expiry`, '7');
    expect(await store.count(`${key}:no-expiry`)).toBeUndefined();
  });
});
