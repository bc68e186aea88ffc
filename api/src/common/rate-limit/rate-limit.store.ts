import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window's count without adding to it; undefined when no window is open. */
  count(key: string): Promise<WindowCount | undefined>;
  close(): Promise<void>;
}

/** One process only: the default with no REDIS_URL (npm start, a single container). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 10_000) this.evictExpired(now);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async count(key: string): Promise<WindowCount | undefined> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return undefined;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private evictExpired(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

// Increment and set the expiry in one step, so every instance sees the same window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Shared by every API instance pointed at the same Redis (scale-out). */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, `ageless:rl:${key}`, windowMs)) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async count(key: string): Promise<WindowCount | undefined> {
    const redisKey = `ageless:rl:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().get(redisKey).pttl(redisKey).exec()) as [
      [Error | null, string | null],
      [Error | null, number],
    ];
    if (count === null || ttl < 0) return undefined;
    return { count: Number(count), resetInMs: ttl };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
