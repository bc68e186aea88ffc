import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig, type RateLimitedCall } from '../../config/app-config.js';
import { DomainError } from '../errors/domain-error.js';
import { RequestError, RequestErrorCode } from '../errors/request-error.js';
import { clientKey, networkKey, siteKey } from '../http/client-address.js';
import { RATE_LIMIT_KEY, UNCOUNTED_KEY } from './rate-limit.decorator.js';
import { RATE_LIMIT_STORE } from './rate-limit.tokens.js';
import type { RateLimitStore } from './rate-limit.store.js';

/**
 * An IPv6 /48 holds 65,536 /64s, each its own client: one /48 with 250 chats at once (each /64 within
 * its own limits) held every other person's chat 11–44 s (seventh hostile pass #6). A /48 is one
 * household, office or campus, so it gets a few clients' worth, not one: its calls at once and its
 * window are capped at these multiples of one client's. An IPv4 address is its own site.
 */
export const SITE_IN_FLIGHT_CLIENTS = 4;
export const SITE_WINDOW_CLIENTS = 8;

/**
 * Calls whose window is also counted per IPv4 /24 (networkKey), not only per IPv6 /48: profile writes,
 * which one browser kept making from the next address of its /24 for each request (thirteenth hostile
 * pass #3). Other calls keep an IPv4 address as its own site, so neighbours on a /24 share no reads.
 */
const NETWORK_WINDOW_CALLS: ReadonlySet<RateLimitedCall> = new Set(['profiles']);

/** Calls under way per client, taken before and given back when the answer ends. */
class InFlightCount {
  private readonly running = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** Takes a place for `client`; false (nothing taken) when it already has `cap` running. */
  enter(client: string): boolean {
    const now = this.running.get(client) ?? 0;
    if (now >= this.cap) return false;
    this.running.set(client, now + 1);
    return true;
  }

  leave(client: string): void {
    const now = this.running.get(client) ?? 0;
    if (now <= 1) this.running.delete(client);
    else this.running.set(client, now - 1);
  }
}

/**
 * 429 with Retry-After once a client has `http.inFlightPerClient` calls of any kind still running, or
 * has used up its window for a kind of limited call. Both are decided in memory (or Redis) before any
 * handler runs, so a refused request costs the database nothing.
 *
 * The in-flight cap covers reads without a window too (a profile, the introduction lists): 150
 * connections from one browser looping on any call that reads the database kept PostgreSQL's 20 pooled
 * connections busy, and everyone else waited (sixth hostile pass #4).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger('RateLimit');
  private readonly inFlight: InFlightCount;
  private readonly siteInFlight: InFlightCount;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {
    this.inFlight = new InFlightCount(config.http.inFlightPerClient);
    this.siteInFlight = new InFlightCount(config.http.inFlightPerClient * SITE_IN_FLIGHT_CLIENTS);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const handler = context.getHandler();
    if (this.reflector.get<boolean | undefined>(UNCOUNTED_KEY, handler)) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const client = clientKey(request);
    const site = siteKey(client);
    if (this.config.http.inFlightPerClient < Number.MAX_SAFE_INTEGER) {
      if (!this.inFlight.enter(client)) throw tooMany(response, 1);
      if (site !== client && !this.siteInFlight.enter(site)) {
        this.inFlight.leave(client);
        throw tooMany(response, 1);
      }
      // 'close' comes once the answer is sent or the connection is gone, whichever is first.
      response.once('close', () => {
        this.inFlight.leave(client);
        if (site !== client) this.siteInFlight.leave(site);
      });
    }
    const call = this.reflector.get<RateLimitedCall | undefined>(RATE_LIMIT_KEY, handler);
    if (!call) return true;
    const { limit, windowSeconds } = this.config.rateLimits[call];
    let used;
    let siteUsed;
    try {
      used = await this.store.hit(`${call}:${client}`, windowSeconds * 1000);
      if (used.count > limit) throw tooMany(response, retryAfter(used.resetInMs));
      // The site's window only where it is more than one client (an IPv6 /48, for some calls an IPv4
      // /24), and not when off.
      const windowSite = NETWORK_WINDOW_CALLS.has(call) ? networkKey(client) : site;
      if (windowSite !== client && limit < Number.MAX_SAFE_INTEGER)
        siteUsed = await this.store.hit(`${call}:site:${windowSite}`, windowSeconds * 1000);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // The limiter must not take the product down with it: without its store, requests pass (the
      // process's own line for expensive reads, ExpensiveReads, needs no store and still holds).
      this.logger.warn(`Rate limit store unavailable, not limiting: ${(error as Error).message}`);
      return true;
    }
    response.setHeader('RateLimit-Limit', String(limit));
    response.setHeader('RateLimit-Remaining', String(Math.max(0, limit - used.count)));
    if (siteUsed && siteUsed.count > limit * SITE_WINDOW_CLIENTS)
      throw tooMany(response, retryAfter(siteUsed.resetInMs));
    return true;
  }
}

const retryAfter = (resetInMs: number): number => Math.max(1, Math.ceil(resetInMs / 1000));

/** The refusal, said in the asker's language by the one filter. */
function tooMany(response: Response, retryAfter: number): DomainError {
  response.setHeader('Retry-After', String(retryAfter));
  return new RequestError(RequestErrorCode.RateLimited, { seconds: retryAfter });
}
