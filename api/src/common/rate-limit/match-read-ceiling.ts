import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DomainError, type ErrorTexts } from '../errors/domain-error.js';
import type { RateLimitStore } from './rate-limit.store.js';
import { RATE_LIMIT_STORE } from './rate-limit.tokens.js';

/** The code of the refusal, for front ends. */
export const MATCH_READ_CEILING = 'match_read_ceiling';

/**
 * An owner browser's window, in profiles' worth: a person helping two or three relatives looks at
 * each one's matches and ideas; one browser reading a page again and again does not.
 */
export const OWNER_READ_PROFILES = 3;

/**
 * Reads of one owner browser running or waiting in the shared line at once: a page's matches and the
 * navigation's "My Matches" load together, and a second tab may too. Whatever else it sends waits
 * for nothing and holds no place, so one browser never holds more than this share of the line.
 */
export const OWNER_READS_AT_ONCE = 3;

const texts = (seconds: number): ErrorTexts => ({
  en: `These matches have been opened very often in a short while. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  de: `Diese Vorschläge wurden in kurzer Zeit sehr oft geöffnet. Bitte versuchen Sie es in ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} noch einmal.`,
});

/** The refusal, with the seconds to send as Retry-After. */
export class MatchReadCeilingError extends DomainError {
  constructor(seconds: number) {
    super(429, MATCH_READ_CEILING, texts(seconds));
    this.retryAfter(seconds);
  }
}

const retryAfter = (resetInMs: number): number => Math.max(1, Math.ceil(resetInMs / 1000));

/**
 * A ceiling on the costly reads (matches, a blueprint's page of people nearby, "My Matches") per
 * profile and per owner browser (`matchreads`), above the per-client limits and before the shared
 * line for such reads: one profile's blueprint page read from 60 rotating addresses, each within its
 * own limits, filled that line, and another person got 503 on 80 % of their own pages (twelfth
 * hostile pass #2). Keyed by the owner key and the profile, so no address escapes it:
 *
 * - an owner browser has at most OWNER_READS_AT_ONCE reads running or waiting (in this process, as
 *   the line itself is), and a window of OWNER_READ_PROFILES profiles' worth (in the store);
 * - a profile has a window of its own, counted only for answered reads (the caller owned it), so a
 *   stranger's tries with its id cannot use up the owner's reads, and checked before each read.
 *
 * Windows live in the rate limit store (Redis across replicas); without it nothing is limited by a
 * window (as in the guard), the reads at once still are.
 */
@Injectable()
export class MatchReadCeiling {
  private readonly logger = new Logger('RateLimit');
  /** Reads running or waiting per owner browser (its key's hash). */
  private readonly running = new Map<string, number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {}

  /**
   * Takes one of the owner browser's places for a read of `profileId` (none: "My Matches"), or
   * refuses with 429 when it has all its places taken or a window is full. Resolves to the function
   * that gives the place back (once).
   */
  async admit(ownerKey: string, profileId?: string): Promise<() => void> {
    const { limit, windowSeconds } = this.config.rateLimits.matchreads;
    if (limit === Number.MAX_SAFE_INTEGER) return () => undefined;
    const owner = createHash('sha256').update(`profile-owner:${ownerKey}`).digest('hex');
    // Taken before anything is awaited: reads arriving together each see the others' places.
    const now = this.running.get(owner) ?? 0;
    if (now >= OWNER_READS_AT_ONCE) throw new MatchReadCeilingError(1);
    this.running.set(owner, now + 1);
    let given = false;
    const leave = (): void => {
      if (given) return;
      given = true;
      const left = (this.running.get(owner) ?? 1) - 1;
      if (left <= 0) this.running.delete(owner);
      else this.running.set(owner, left);
    };
    try {
      const windowMs = windowSeconds * 1000;
      const ownerUsed = await this.store.hit(`matchreads:owner:${owner}`, windowMs);
      if (ownerUsed.count > limit * OWNER_READ_PROFILES)
        throw new MatchReadCeilingError(retryAfter(ownerUsed.resetInMs));
      const profileUsed = profileId
        ? await this.store.count(`matchreads:profile:${profileId}`)
        : undefined;
      if (profileUsed && profileUsed.count >= limit)
        throw new MatchReadCeilingError(retryAfter(profileUsed.resetInMs));
    } catch (error) {
      if (error instanceof MatchReadCeilingError) {
        leave();
        throw error;
      }
      this.logger.warn(`Rate limit store unavailable, not limiting: ${(error as Error).message}`);
    }
    return leave;
  }

  /** Counts an answered read of `profileId` in the profile's window. */
  async countRead(profileId: string): Promise<void> {
    const { limit, windowSeconds } = this.config.rateLimits.matchreads;
    if (limit === Number.MAX_SAFE_INTEGER) return;
    try {
      await this.store.hit(`matchreads:profile:${profileId}`, windowSeconds * 1000);
    } catch (error) {
      this.logger.warn(`Rate limit store unavailable, not counting: ${(error as Error).message}`);
    }
  }
}
