import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { cookieValue } from '../common/http/cookies.js';

export const OWNER_COOKIE = 'ageless_chat_owner';
/** The same key in a header, for browsers that block the widget's third-party cookie (Safari). */
export const OWNER_HEADER = 'X-Chat-Owner';
const OWNER_KEY = /^[A-Za-z0-9_-]{43}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The browser's chat owner key: a random 256-bit value made on first use. Session ids are chosen by
 * clients and can be guessed ('widget-<timestamp>'), so a session belongs to the browser that started
 * it: only that browser may read or continue it. The key travels in an HttpOnly cookie and, for
 * embedded widgets whose third-party cookies the browser drops, in the X-Chat-Owner header: a new key
 * is sent back in that header too, and the client returns it with every call (the header wins).
 */
export function chatOwnerKey(req: Request, res: Response): string {
  const fromHeader = req.get(OWNER_HEADER);
  if (fromHeader && OWNER_KEY.test(fromHeader)) return fromHeader;
  const fromCookie = cookieValue(req, OWNER_COOKIE);
  if (fromCookie && OWNER_KEY.test(fromCookie)) return fromCookie;
  const key = randomBytes(32).toString('base64url');
  res.setHeader(OWNER_HEADER, key);
  // SameSite=None lets the embedded widget on other sites keep its session; browsers require Secure for it.
  const crossSite = req.secure ? '; SameSite=None; Secure' : '; SameSite=Lax';
  res.append(
    'Set-Cookie',
    `${OWNER_COOKIE}=${key}; Path=/api/chat; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly${crossSite}`,
  );
  return key;
}
