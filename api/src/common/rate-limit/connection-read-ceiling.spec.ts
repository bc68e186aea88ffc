import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../../config/app-config.js';
import { newKey } from '../../profiles/profile-owner.js';
import { DomainError } from '../errors/domain-error.js';
import {
  CONNECTION_READ_CEILING,
  ConnectionReadCeiling,
  OWNER_READ_PROFILES,
} from './connection-read-ceiling.js';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit.store.js';

const LIMIT = 4;
const config = loadConfig({ RATE_LIMIT_CONNECTIONREADS: `${LIMIT}/60` });

/** How many of `tries` reads of `profile` by `owner` pass (browser first, as the services do). */
async function reads(
  ceiling: ConnectionReadCeiling,
  profile: string,
  owner: string,
  tries: number,
): Promise<{ passed: number; refusal: DomainError | undefined }> {
  let passed = 0;
  let refusal: DomainError | undefined;
  for (let i = 0; i < tries; i += 1)
    try {
      await ceiling.admitBrowser(owner);
      await ceiling.admitProfile(profile);
      passed += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refusal ??= error;
    }
  return { passed, refusal };
}

describe('ConnectionReadCeiling', () => {
  afterEach(() => jest.restoreAllMocks());

  it('stops reads of one profile at its window, with a coded refusal in English and German', async () => {
    const ceiling = new ConnectionReadCeiling(config, new MemoryRateLimitStore());
    const profile = randomUUID();
    const { passed, refusal } = await reads(ceiling, profile, newKey(), LIMIT + 3);
    expect(passed).toBe(LIMIT);
    expect(refusal?.status).toBe(429);
    expect(refusal?.code).toBe(CONNECTION_READ_CEILING);
    expect(refusal?.messageIn('en')).toMatch(/try again/);
    expect(refusal?.messageIn('de')).toMatch(/versuchen Sie es/);
    // Another browser owning the same profile (a claimed return link) gets no fresh window.
    expect((await reads(ceiling, profile, newKey(), 2)).passed).toBe(0);
    // Another profile has its own window.
    expect((await reads(ceiling, randomUUID(), newKey(), LIMIT)).passed).toBe(LIMIT);
  });

  it(`stops one browser at ${OWNER_READ_PROFILES} profiles' worth of reads across its profiles`, async () => {
    const ceiling = new ConnectionReadCeiling(config, new MemoryRateLimitStore());
    const owner = newKey();
    let passed = 0;
    for (let i = 0; i < OWNER_READ_PROFILES + 2; i += 1)
      passed += (await reads(ceiling, randomUUID(), owner, LIMIT)).passed;
    expect(passed).toBe(LIMIT * OWNER_READ_PROFILES);
    // Before anything is looked up: a refused browser is refused without a profile.
    await expect(ceiling.admitBrowser(owner)).rejects.toMatchObject({
      code: CONNECTION_READ_CEILING,
    });
    // A request without a key has no browser window (it owns nothing and gets 404 anyway).
    await expect(ceiling.admitBrowser(undefined)).resolves.toBeUndefined();
  });

  it('counts nothing when off, and lets reads through when the store is gone', async () => {
    const off = new ConnectionReadCeiling(
      loadConfig({ RATE_LIMIT_CONNECTIONREADS: 'off' }),
      new MemoryRateLimitStore(),
    );
    expect((await reads(off, randomUUID(), newKey(), 50)).passed).toBe(50);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const broken: RateLimitStore = {
      hit: () => Promise.reject(new Error('connection refused')),
      count: () => Promise.resolve(undefined),
      close: () => Promise.resolve(),
    };
    const gone = new ConnectionReadCeiling(config, broken);
    expect((await reads(gone, randomUUID(), newKey(), LIMIT * 2)).passed).toBe(LIMIT * 2);
  });
});
