import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../../config/app-config.js';
import { newKey } from '../../profiles/profile-owner.js';
import {
  MATCH_READ_CEILING,
  MatchReadCeiling,
  MatchReadCeilingError,
  OWNER_READ_PROFILES,
  OWNER_READS_AT_ONCE,
} from './match-read-ceiling.js';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit.store.js';

const LIMIT = 4;
const config = loadConfig({ RATE_LIMIT_MATCHREADS: `${LIMIT}/60` });

/** One read from admission to its answer: admitted, counted for the profile when answered. */
async function read(ceiling: MatchReadCeiling, owner: string, profile?: string): Promise<void> {
  const leave = await ceiling.admit(owner, profile);
  if (profile) await ceiling.countRead(profile);
  leave();
}

async function refusalOf(attempt: Promise<unknown>): Promise<MatchReadCeilingError> {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof MatchReadCeilingError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('MatchReadCeiling', () => {
  afterEach(() => jest.restoreAllMocks());

  it('stops answered reads of one profile at its window, in both languages, with a wait', async () => {
    const ceiling = new MatchReadCeiling(config, new MemoryRateLimitStore());
    const [owner, profile] = [newKey(), randomUUID()];
    for (let i = 0; i < LIMIT; i += 1) await read(ceiling, owner, profile);
    const refusal = await refusalOf(ceiling.admit(owner, profile));
    expect(refusal.status).toBe(429);
    expect(refusal.code).toBe(MATCH_READ_CEILING);
    expect(refusal.retryAfterSeconds).toBeGreaterThan(0);
    expect(refusal.messageIn('en')).toMatch(/^These matches have been opened very often/);
    expect(refusal.messageIn('de')).toMatch(/^Diese Vorschläge wurden/);
    // Another browser of the profile's owners is held too; another profile is not.
    await refusalOf(ceiling.admit(newKey(), profile));
    await read(ceiling, owner, randomUUID());
  });

  it("counts a profile's reads only once answered: a stranger's refused tries use up nothing", async () => {
    const ceiling = new MatchReadCeiling(config, new MemoryRateLimitStore());
    const profile = randomUUID();
    // Admitted, then answered 403 by the module: never counted for the profile.
    for (let i = 0; i < LIMIT * 3; i += 1) (await ceiling.admit(newKey(), profile))();
    for (let i = 0; i < LIMIT; i += 1) await read(ceiling, newKey(), profile);
  });

  it(`stops one browser at ${OWNER_READ_PROFILES} profiles' worth of reads, "My Matches" included`, async () => {
    const ceiling = new MatchReadCeiling(config, new MemoryRateLimitStore());
    const owner = newKey();
    for (let i = 0; i < LIMIT * OWNER_READ_PROFILES; i += 1)
      await read(ceiling, owner, i % 2 ? randomUUID() : undefined);
    await refusalOf(ceiling.admit(owner));
    await refusalOf(ceiling.admit(owner, randomUUID()));
    await read(ceiling, newKey());
  });

  it(`lets one browser hold ${OWNER_READS_AT_ONCE} reads at once, and takes each place back once`, async () => {
    const ceiling = new MatchReadCeiling(
      loadConfig({ RATE_LIMIT_MATCHREADS: '1000/60' }),
      new MemoryRateLimitStore(),
    );
    const owner = newKey();
    const held = await Promise.all(
      Array.from({ length: OWNER_READS_AT_ONCE }, () => ceiling.admit(owner, randomUUID())),
    );
    const refusal = await refusalOf(ceiling.admit(owner));
    expect(refusal.retryAfterSeconds).toBe(1);
    // Another browser is not held by this one's reads.
    (await ceiling.admit(newKey()))();
    held[0]!();
    held[0]!();
    (await ceiling.admit(owner))();
    await refusalOf(Promise.all([ceiling.admit(owner), ceiling.admit(owner)]));
  });

  it('limits nothing when off, and reads at once only when the store is gone', async () => {
    const off = new MatchReadCeiling(
      loadConfig({ RATE_LIMIT_MATCHREADS: 'off' }),
      new MemoryRateLimitStore(),
    );
    const owner = newKey();
    await Promise.all(Array.from({ length: 20 }, () => off.admit(owner, randomUUID())));
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const broken: RateLimitStore = {
      hit: () => Promise.reject(new Error('Redis gone')),
      count: () => Promise.reject(new Error('Redis gone')),
      close: () => Promise.resolve(),
    };
    const ceiling = new MatchReadCeiling(config, broken);
    const profile = randomUUID();
    for (let i = 0; i < LIMIT * 5; i += 1) await read(ceiling, owner, profile);
    await Promise.all(Array.from({ length: OWNER_READS_AT_ONCE }, () => ceiling.admit(owner)));
    await refusalOf(ceiling.admit(owner));
  });
});
