import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DomainError, type ErrorTexts } from '../errors/domain-error.js';
import { namesSite } from '../http/client-address.js';
import type { RateLimitStore } from './rate-limit.store.js';
import { RATE_LIMIT_STORE } from './rate-limit.tokens.js';

/** The code of the refusal, for front ends. */
export const NEW_PROFILE_CEILING = 'profile_network_ceiling';

/** The code of the installation's refusal of profiles from new networks (the pressure valve). */
export const NEW_NETWORKS_BUSY = 'profile_creation_busy';

const BUSY_TEXTS: ErrorTexts = {
  en: 'Very many new profiles are being created right now. Please try again in an hour.',
  de: 'Gerade werden sehr viele neue Profile angelegt. Bitte versuchen Sie es in einer Stunde noch einmal.',
};

/** The windows new profiles are counted in, shortest first: an hour's and a day's by default. */
const WINDOWS = ['newprofiles', 'newprofilesdaily'] as const;
type Window = (typeof WINDOWS)[number];

const TEXTS: Record<Window, ErrorTexts> = {
  newprofiles: {
    en: 'Many profiles have just been created from your internet connection. Please try again in an hour.',
    de: 'Über Ihren Internetanschluss wurden gerade viele Profile angelegt. Bitte versuchen Sie es in einer Stunde noch einmal.',
  },
  newprofilesdaily: {
    en: 'Many profiles have been created from your internet connection today. Please try again tomorrow.',
    de: 'Über Ihren Internetanschluss wurden heute schon viele Profile angelegt. Bitte versuchen Sie es morgen noch einmal.',
  },
};

/**
 * A ceiling on new profiles per network (IPv4 /24, IPv6 /48), above the per-client limit on profile
 * writes: every new profile makes the matches of its town be read again, and one site creating a
 * profile a second from four /24s kept everyone's matches seconds slow (tenth hostile pass #1).
 * Counted in the rate limit store (Redis across replicas), per profile actually being created, not
 * per request. An address that names no site (loopback, a private network: behind a proxy the API
 * does not trust everyone has it) is not counted, as for a profile's creating site.
 */
@Injectable()
export class NewProfileCeiling {
  private readonly logger = new Logger('RateLimit');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {}

  /**
   * Counts one new profile from `clientKey`, whose network is `network` (profiles' networkKey);
   * throws 429 (in the asker's language: ApiExceptionFilter picks it) once a window is full.
   * `newNetwork`: no profile of the installation made from this network is a week old. Those are
   * also counted all together (`newnetworkprofiles`), the installation's pressure valve: a flood
   * from thousands of networks, each within its own ceiling, made 15,177 profiles in 30 s
   * (fourteenth hostile pass #4). Networks people have used for a week are never held by it.
   */
  async admit(
    clientKey: string,
    network: string,
    { newNetwork }: { newNetwork: boolean },
  ): Promise<void> {
    if (!namesSite(clientKey)) return;
    await this.admitToNetwork(network);
    if (newNetwork) await this.admitFromNewNetwork();
  }

  private async admitFromNewNetwork(): Promise<void> {
    const { limit, windowSeconds } = this.config.rateLimits.newnetworkprofiles;
    if (limit === Number.MAX_SAFE_INTEGER) return;
    let used;
    try {
      used = await this.store.hit('newnetworkprofiles:all', windowSeconds * 1000);
    } catch (error) {
      this.logger.warn(`Rate limit store unavailable, not limiting: ${(error as Error).message}`);
      return;
    }
    if (used.count <= limit) return;
    // Once a window: staff should know that newcomers from new networks are being turned away.
    if (used.count === limit + 1)
      this.logger.warn(
        `New profiles from new networks reached ${limit} in ${windowSeconds} s: refusing them for ${Math.ceil(used.resetInMs / 1000)} s`,
      );
    throw new DomainError(429, NEW_NETWORKS_BUSY, BUSY_TEXTS).retryAfter(used.resetInMs / 1000);
  }

  private async admitToNetwork(network: string): Promise<void> {
    for (const call of WINDOWS) {
      const { limit, windowSeconds } = this.config.rateLimits[call];
      if (limit === Number.MAX_SAFE_INTEGER) continue;
      let used;
      try {
        used = await this.store.hit(`${call}:${network}`, windowSeconds * 1000);
      } catch (error) {
        // As the guard: without its store the product keeps working, unlimited.
        this.logger.warn(`Rate limit store unavailable, not limiting: ${(error as Error).message}`);
        return;
      }
      if (used.count > limit)
        throw new DomainError(
          429,
          NEW_PROFILE_CEILING,
          TEXTS[await this.longestFull(network, call)],
        );
    }
  }

  // The longest full window, `over` or a longer one not counted yet: the one whose end to wait for
  // (past the daily ceiling, each new hour's window fills again and would say "in an hour").
  private async longestFull(network: string, over: Window): Promise<Window> {
    for (const call of [...WINDOWS].reverse()) {
      if (call === over) break;
      const used = await this.store.count(`${call}:${network}`).catch(() => undefined);
      if (used && used.count >= this.config.rateLimits[call].limit) return call;
    }
    return over;
  }
}
