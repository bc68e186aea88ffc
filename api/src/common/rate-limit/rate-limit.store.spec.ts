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
});
