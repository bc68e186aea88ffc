import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RequestError, RequestErrorCode } from '../errors/request-error.js';
import { clientAddress, clientKey } from '../http/client-address.js';
import { RATE_LIMIT_STORE } from '../rate-limit/rate-limit.tokens.js';
import type { RateLimitStore } from '../rate-limit/rate-limit.store.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

// A proxy on this computer makes every visitor look local; a request it forwarded is not "this computer".
function forwarded(req: Request): boolean {
  return req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
}

// Hashing first gives both sides the same length, so the comparison takes the same time whatever was sent.
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may act as staff (knowledge-base uploads and deletes, reviews of reported people). With
 * ADMIN_TOKEN: a matching bearer token (401 without one, 403 for a wrong one). Without: only requests
 * from loopback that no proxy forwarded. Wrong tokens are counted per client (RATE_LIMIT_ADMIN, shared
 * through Redis): past the limit every wrong token gets 429 until the window ends. The right token is
 * always accepted, so wrong guesses from a shared address cannot lock staff out. Each refusal is
 * logged at warn.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  private readonly logger = new Logger('Admin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    return this.admits(http.getRequest<Request>(), http.getResponse<Response>());
  }

  /**
   * For a route everyone may read and staff may read more of: false when the request claims no
   * admin rights (no Authorization header, and not this computer without ADMIN_TOKEN); otherwise
   * the guard's answer, so a wrong token is refused and counted as anywhere else.
   */
  async asksAsAdmin(req: Request, res: Response): Promise<boolean> {
    const local =
      this.config.adminToken === undefined && LOOPBACK.has(req.ip ?? '') && !forwarded(req);
    if (req.headers.authorization === undefined && !local) return false;
    return this.admits(req, res);
  }

  private async admits(req: Request, res: Response): Promise<boolean> {
    const client = clientAddress(req);
    const expected = this.config.adminToken;
    if (expected === undefined) {
      if (LOOPBACK.has(req.ip ?? '') && !forwarded(req)) return true;
      this.logger.warn(
        `Admin action refused: ${req.method} from ${client}, which is not this computer`,
      );
      throw new RequestError(RequestErrorCode.AdminLocalOnly);
    }
    const header = req.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) {
      this.logger.warn(`Admin action without a token: ${req.method} from ${client}`);
      res.setHeader('WWW-Authenticate', 'Bearer realm="ageless-admin"');
      throw new RequestError(RequestErrorCode.AdminTokenMissing);
    }
    // The right token before any count: five wrong ones from a shared office or care home (one
    // address) locked the staff member with the right token out for 15 minutes (fourth hostile
    // pass). Guessing stays hopeless without the lock: ADMIN_TOKEN has at least 16 characters.
    if (sameToken(match[1] ?? '', expected)) return true;

    const { limit, windowSeconds } = this.config.rateLimits.admin;
    // Counted per network (an IPv6 /64), so rotating addresses within it gains no guesses.
    const network = clientKey(req);
    const key = `admin-failures:${network}`;
    const failures = await this.store.count(key);
    if (failures && failures.count >= limit) this.refuseBlocked(res, failures.resetInMs);
    const counted = await this.store.hit(key, windowSeconds * 1000);
    this.logger.warn(
      `Wrong admin token: ${req.method} from ${client} (${counted.count} of ${limit} allowed per ${windowSeconds} s)`,
    );
    // Logged once, when the client reaches the limit; the refusals after it would only flood the log.
    if (counted.count === limit)
      this.logger.warn(
        `Admin attempts from ${network} blocked for ${Math.ceil(counted.resetInMs / 1000)} s`,
      );
    if (counted.count > limit) this.refuseBlocked(res, counted.resetInMs);
    throw new RequestError(RequestErrorCode.AdminTokenWrong);
  }

  // The refusals are said in the asker's language by the one filter (ApiExceptionFilter).
  private refuseBlocked(res: Response, resetInMs: number): never {
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    res.setHeader('Retry-After', String(seconds));
    throw new RequestError(RequestErrorCode.AdminBlocked, { seconds });
  }
}
