import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../../config/app-config.js';
import { newKey } from '../../profiles/profile-owner.js';
import { DomainError } from '../errors/domain-error.js';
import {
  OWNER_EDIT_PROFILES,
  PROFILE_EDIT_CEILING,
  ProfileEditCeiling,
} from './profile-edit-ceiling.js';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit.store.js';

const LIMIT = 4;
const config = loadConfig({ RATE_LIMIT_PROFILEEDITS: `${LIMIT}/3600` });

/** How many of `tries` edits of `profile` by `owner` pass, and the first refusal. */
async function edits(ceiling: ProfileEditCeiling, profile: string, owner: string, tries: number) {
  let passed = 0;
  let refusal: DomainError | undefined;
  for (let i = 0; i < tries; i += 1)
    try {
      await ceiling.admitEdit(profile, owner);
      passed += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refusal ??= error;
    }
  return { passed, refusal };
}

describe('ProfileEditCeiling', () => {
  afterEach(() => jest.restoreAllMocks());

  it('stops edits of one profile at its window, whatever browser of its owners sends them', async () => {
    const ceiling = new ProfileEditCeiling(config, new MemoryRateLimitStore());
    const profile = randomUUID();
    // The owner's browser, then a second browser that claimed it (each its own owner key).
    const first = await edits(ceiling, profile, newKey(), LIMIT - 1);
    const second = await edits(ceiling, profile, newKey(), 5);
    expect(first.passed + second.passed).toBe(LIMIT);
    expect(second.refusal?.status).toBe(429);
    expect(second.refusal?.code).toBe(PROFILE_EDIT_CEILING);
    expect(second.refusal?.messageIn('en')).toMatch(/try again/);
    expect(second.refusal?.messageIn('de')).toMatch(/Bitte versuchen Sie es/);
    // Another profile has its own window.
    expect((await edits(ceiling, randomUUID(), newKey(), LIMIT)).passed).toBe(LIMIT);
  });

  it(`stops one browser at ${OWNER_EDIT_PROFILES} profiles' worth of edits across its profiles`, async () => {
    const ceiling = new ProfileEditCeiling(config, new MemoryRateLimitStore());
    const owner = newKey();
    let passed = 0;
    // Many profiles, each edited fewer times than its own window allows.
    for (let i = 0; i < OWNER_EDIT_PROFILES * 3; i += 1)
      passed += (await edits(ceiling, randomUUID(), owner, LIMIT - 1)).passed;
    expect(passed).toBe(LIMIT * OWNER_EDIT_PROFILES);
    // Another browser is not held by it.
    expect((await edits(ceiling, randomUUID(), newKey(), 1)).passed).toBe(1);
  });

  it("counts deletions in the browser's window but never refuses one", async () => {
    const ceiling = new ProfileEditCeiling(config, new MemoryRateLimitStore());
    const owner = newKey();
    for (let i = 0; i < LIMIT * OWNER_EDIT_PROFILES + 5; i += 1)
      await expect(ceiling.countDeletion(owner)).resolves.toBeUndefined();
    // Creating a new profile after deleting does not bring a fresh budget of edits.
    expect((await edits(ceiling, randomUUID(), owner, 1)).passed).toBe(0);
  });

  it('stores no owner key, only its hash', async () => {
    const keys: string[] = [];
    const store = new MemoryRateLimitStore();
    const spy: RateLimitStore = {
      hit: (key, windowMs) => {
        keys.push(key);
        return store.hit(key, windowMs);
      },
      count: (key) => store.count(key),
      close: () => store.close(),
    };
    const owner = newKey();
    await new ProfileEditCeiling(config, spy).admitEdit(randomUUID(), owner);
    await new ProfileEditCeiling(config, spy).countDeletion(owner);
    expect(keys).toHaveLength(3);
    expect(keys.join(' ')).not.toContain(owner);
  });

  it('limits nothing when switched off, or when its store is gone', async () => {
    const off = new ProfileEditCeiling(
      loadConfig({ RATE_LIMIT_PROFILEEDITS: 'off' }),
      new MemoryRateLimitStore(),
    );
    expect((await edits(off, randomUUID(), newKey(), 50)).passed).toBe(50);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const broken: RateLimitStore = {
      hit: () => Promise.reject(new Error('connection refused')),
      count: () => Promise.reject(new Error('connection refused')),
      close: () => Promise.resolve(),
    };
    const gone = new ProfileEditCeiling(config, broken);
    expect((await edits(gone, randomUUID(), newKey(), LIMIT + 3)).passed).toBe(LIMIT + 3);
  });
});
