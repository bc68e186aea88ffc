import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DomainError, type ErrorTexts } from '../errors/domain-error.js';
import type { RateLimitStore } from './rate-limit.store.js';
import { RATE_LIMIT_STORE } from './rate-limit.tokens.js';

/** The code of the refusal, for front ends (listed in @ageless/contracts' CONNECTIONS_ERROR_CODES). */
export const CONNECTION_READ_CEILING = 'connection_read_ceiling';

/**
 * An owner browser's window, in profiles' worth: a person helping two or three relatives has their
 * threads open side by side, one browser reading dozens of its profiles' threads does not.
 */
export const OWNER_READ_PROFILES = 3;

const TEXTS: ErrorTexts = {
  en: 'Your messages have been looked at very often in a short while. Please wait a minute and try again.',
  de: 'Ihre Nachrichten wurden in kurzer Zeit sehr oft abgerufen. Bitte warten Sie eine Minute und versuchen Sie es dann noch einmal.',
};

/**
 * A ceiling on reads of a profile's introductions, threads and unread counts (`connectionreads`),
 * per profile and per owner browser, whatever address they come from: every read of a thread cleans
 * and reads its messages for scam signs, and 200 rotating addresses with one browser's key reading
 * one thread held health probes 5.5 s (twelfth hostile pass #1). The browser's window is counted
 * before anything is looked up (it is the caller's own key, so it can use up nobody else's); the
 * profile's only once the caller is known to own it, so a stranger knowing a profile's id cannot use
 * up its owner's reads. Counted in the rate limit store (Redis across replicas).
 */
@Injectable()
export class ConnectionReadCeiling {
  private readonly logger = new Logger('RateLimit');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {}

  /** Counts one read by the browser with `ownerKey` (none: nothing to count); 429 once full. */
  async admitBrowser(ownerKey: string | undefined): Promise<void> {
    const { limit } = this.config.rateLimits.connectionreads;
    if (limit === Number.MAX_SAFE_INTEGER || ownerKey === undefined) return;
    // Only the key's hash is stored: the key itself opens the browser's profiles.
    const hash = createHash('sha256').update(`profile-owner:${ownerKey}`).digest('hex');
    const used = await this.hit(`connectionreads:owner:${hash}`);
    if (used.count > limit * OWNER_READ_PROFILES) throw refusal(used.resetInMs);
  }

  /** Counts one read of `profileId`, by a browser known to own it; 429 once its window is full. */
  async admitProfile(profileId: string): Promise<void> {
    const { limit } = this.config.rateLimits.connectionreads;
    if (limit === Number.MAX_SAFE_INTEGER) return;
    const used = await this.hit(`connectionreads:profile:${profileId}`);
    if (used.count > limit) throw refusal(used.resetInMs);
  }

  // The window's count with this one, or 0 when the store is gone (then nothing is limited, as in
  // the guard: the product keeps working).
  private async hit(key: string): Promise<{ count: number; resetInMs: number }> {
    try {
      const used = await this.store.hit(
        key,
        this.config.rateLimits.connectionreads.windowSeconds * 1000,
      );
      return { count: used.count, resetInMs: used.resetInMs };
    } catch (error) {
      this.logger.warn(`Rate limit store unavailable, not limiting: ${(error as Error).message}`);
      return { count: 0, resetInMs: 0 };
    }
  }
}

// With the seconds until the window that filled ends, sent as Retry-After.
const refusal = (resetInMs: number): DomainError =>
  new DomainError(429, CONNECTION_READ_CEILING, TEXTS).retryAfter(resetInMs / 1000);
