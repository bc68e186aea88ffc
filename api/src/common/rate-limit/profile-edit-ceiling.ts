import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DomainError, type ErrorTexts } from '../errors/domain-error.js';
import type { RateLimitStore } from './rate-limit.store.js';
import { RATE_LIMIT_STORE } from './rate-limit.tokens.js';

/** The code of the refusal, for front ends. */
export const PROFILE_EDIT_CEILING = 'profile_edit_ceiling';

/**
 * An owner browser's window, in profiles' worth: a person helping two or three relatives edits each
 * profile a few times, one browser cycling through dozens of its profiles does not.
 */
export const OWNER_EDIT_PROFILES = 3;

const TEXTS: ErrorTexts = {
  en: 'This profile has been changed many times in a short while. Please try again in an hour.',
  de: 'Dieses Profil wurde in kurzer Zeit sehr oft geändert. Bitte versuchen Sie es in einer Stunde noch einmal.',
};

/**
 * A ceiling on profile edits per profile and per owner browser (`profileedits`), above the per-client
 * limit on profile writes: each edit makes its town's matches be read again, and one browser changing
 * its address for each request (a new /64 of one /48, or of one /24) edited one profile without end
 * (thirteenth hostile pass #3). Keyed by the profile and the owner key, so no address escapes it, and
 * counted only once the caller is known to own the profile: a stranger's tries cannot use up the
 * owner's edits. Counted in the rate limit store (Redis across replicas).
 */
@Injectable()
export class ProfileEditCeiling {
  private readonly logger = new Logger('RateLimit');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {}

  /** Counts one edit of `profileId` by the browser with `ownerKey`; 429 once a window is full. */
  async admitEdit(profileId: string, ownerKey: string): Promise<void> {
    const { limit } = this.config.rateLimits.profileedits;
    if (limit === Number.MAX_SAFE_INTEGER) return;
    const owner = await this.hitOwner(ownerKey);
    const profile = await this.hit(`profileedits:profile:${profileId}`);
    if ((owner ?? 0) > limit * OWNER_EDIT_PROFILES || (profile ?? 0) > limit)
      throw new DomainError(429, PROFILE_EDIT_CEILING, TEXTS);
  }

  /**
   * Counts a deletion in the owner browser's window, never refusing it: erasure is a right, and each
   * deletion follows a creation the network ceiling already counted. Counting it keeps a browser that
   * deletes and creates again from getting a fresh budget of edits with each new profile.
   */
  async countDeletion(ownerKey: string): Promise<void> {
    if (this.config.rateLimits.profileedits.limit === Number.MAX_SAFE_INTEGER) return;
    await this.hitOwner(ownerKey);
  }

  // Only the key's hash is stored: the key itself opens the browser's profiles.
  private hitOwner(ownerKey: string): Promise<number | undefined> {
    const hash = createHash('sha256').update(`profile-owner:${ownerKey}`).digest('hex');
    return this.hit(`profileedits:owner:${hash}`);
  }

  // The window's count with this one, or undefined when the store is gone (then nothing is limited,
  // as in the guard: the product keeps working).
  private async hit(key: string): Promise<number | undefined> {
    try {
      const used = await this.store.hit(
        key,
        this.config.rateLimits.profileedits.windowSeconds * 1000,
      );
      return used.count;
    } catch (error) {
      this.logger.warn(`Rate limit store unavailable, not limiting: ${(error as Error).message}`);
      return undefined;
    }
  }
}
