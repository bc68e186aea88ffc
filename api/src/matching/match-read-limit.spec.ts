import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { loadConfig } from '../config/app-config.js';
import {
  MatchReadCeiling,
  MatchReadCeilingError,
} from '../common/rate-limit/match-read-ceiling.js';
import { MemoryRateLimitStore } from '../common/rate-limit/rate-limit.store.js';
import { newKey, PROFILE_OWNER_COOKIE } from '../profiles/profile-owner.js';
import { MatchReadLimit } from './match-read-limit.js';

const LIMIT = 3;

/** A request of `url` from the browser with `owner`, answered with `status` once let through. */
async function send(limit: MatchReadLimit, url: string, owner: string, status = 200) {
  const req = { originalUrl: url, headers: { cookie: `${PROFILE_OWNER_COOKIE}=${owner}` } };
  const res = Object.assign(new EventEmitter(), {
    statusCode: status,
    writableEnded: false,
    destroyed: false,
  });
  let passed = false;
  const next: NextFunction = () => {
    passed = true;
  };
  try {
    await limit.use(req as unknown as Request, res as unknown as Response, next);
  } catch (error) {
    if (!(error instanceof MatchReadCeilingError)) throw error;
    // The one error filter sends the refusal's seconds as Retry-After.
    return { passed, refused: error, retryAfter: error.retryAfterSeconds };
  }
  res.emit('finish');
  res.emit('close');
  // The count of an answered read is written after the answer.
  await new Promise((resolve) => setImmediate(resolve));
  return { passed, refused: undefined, retryAfter: undefined };
}

describe('MatchReadLimit', () => {
  const make = () =>
    new MatchReadLimit(
      new MatchReadCeiling(
        loadConfig({ RATE_LIMIT_MATCHREADS: `${LIMIT}/60` }),
        new MemoryRateLimitStore(),
      ),
    );

  it("counts a profile's matches and blueprint pages together, however its id is spelt", async () => {
    const limit = make();
    const owner = newKey();
    const id = randomUUID();
    // The first character escaped, and every later 'a': an id starting with 'a' stays one id.
    const encoded = `%${id.charCodeAt(0).toString(16)}${id.slice(1).replace(/a/g, '%61')}`;
    for (const url of [
      `/api/profiles/${id}/matches`,
      `/api/profiles/${id.toUpperCase()}/blueprints/homeshare?page=2`,
      `/API/Profiles/${encoded}/Matches/`,
    ])
      expect((await send(limit, url, owner)).passed).toBe(true);
    const refused = await send(limit, `/api/profiles/${id}/blueprints/homeshare`, owner);
    expect(refused.passed).toBe(false);
    expect(refused.refused?.code).toBe('match_read_ceiling');
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });

  it('counts refused answers (another browser’s profile) for nobody’s profile', async () => {
    const limit = make();
    const id = randomUUID();
    for (let i = 0; i < LIMIT * 2; i += 1)
      expect((await send(limit, `/api/profiles/${id}/matches`, newKey(), 403)).passed).toBe(true);
    expect((await send(limit, `/api/profiles/${id}/matches`, newKey())).passed).toBe(true);
  });

  it('lets requests without an owner key through to the per-client limits', async () => {
    const limit = make();
    const req = { originalUrl: '/api/my-profiles', headers: {} } as unknown as Request;
    let passed = 0;
    for (let i = 0; i < 20; i += 1)
      await limit.use(req, {} as Response, () => {
        passed += 1;
      });
    expect(passed).toBe(20);
  });
});
