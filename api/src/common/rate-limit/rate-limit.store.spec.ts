import { MemoryRateLimitStore } from './rate-limit.store.js';

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
