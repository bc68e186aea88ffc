import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MatchReadCeiling } from '../common/rate-limit/match-read-ceiling.js';
import { profileOwnerKey } from '../profiles/index.js';

// The profile a costly read is of: /api/profiles/{id}/matches and /api/profiles/{id}/blueprints/{key}
// (paths match whatever their case, as the router's do).
const PROFILE_READ = /^\/api\/profiles\/([^/]+)\/(?:matches|blueprints\/[^/]+)\/?$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The id as the route's pipe reads it: decoded, so "%61" cannot make a profile a new one. */
function profileIdOf(url: string): string | undefined {
  const segment = PROFILE_READ.exec(url.split('?')[0] ?? '')?.[1];
  if (segment === undefined) return undefined;
  try {
    const id = decodeURIComponent(segment).toLowerCase();
    return UUID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Applies MatchReadCeiling to the costly reads before the guards run, so before the shared line for
 * such reads (ExpensiveReads): a refused read costs nothing and holds no place in it. A middleware, because guards registered for the whole app run before any module's own.
 * Without an owner key there is nothing of anyone's to read (403, or an empty "My Matches"), so
 * such requests pass to the per-client limits unchanged.
 */
@Injectable()
export class MatchReadLimit implements NestMiddleware {
  constructor(private readonly ceiling: MatchReadCeiling) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    const ownerKey = profileOwnerKey(req);
    if (!ownerKey) return next();
    // No id the route accepts: refused by its pipe (400) at once; the browser's own limits hold.
    const profileId = profileIdOf(req.originalUrl);
    // A refusal carries its Retry-After to the one error filter.
    const leave = await this.ceiling.admit(ownerKey, profileId);
    // 'close' comes once the answer is sent or the connection is gone, whichever is first.
    if (res.writableEnded || res.destroyed) leave();
    else res.once('close', leave);
    // Answered (a 304 too: the page was computed to find it unchanged), so the caller owned it.
    if (profileId)
      res.once('finish', () => {
        if (res.statusCode < 400) void this.ceiling.countRead(profileId);
      });
    next();
  }
}
