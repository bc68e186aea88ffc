import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { cookieValue } from '../common/http/cookies.js';

export const PROFILE_OWNER_COOKIE = 'ageless_profile_owner';
const OWNER_KEY = /^[A-Za-z0-9_-]{43}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// Owner keys are stored as their keyHash (common/hashing/stored-hashes.ts), never as themselves.

/** A new random 256-bit key, as 43 base64url characters. */
export const newKey = (): string => randomBytes(32).toString('base64url');

export const isKey = (text: unknown): text is string =>
  typeof text === 'string' && OWNER_KEY.test(text);

/**
 * This browser's profile owner key, if it has one. Like chat sessions (chat-owner.ts), a profile
 * belongs to the browser that created it: the key is a random value in an HttpOnly cookie, so a
 * profile's id (which travels in links) is not enough to edit it, delete it or speak for it.
 */
export function profileOwnerKey(req: Request): string | undefined {
  const key = cookieValue(req, PROFILE_OWNER_COOKIE);
  return isKey(key) ? key : undefined;
}

/** This browser's key, made and set as a cookie on first use. */
export function ensureProfileOwnerKey(req: Request, res: Response): string {
  const existing = profileOwnerKey(req);
  if (existing) return existing;
  const key = newKey();
  const secure = req.secure ? '; Secure' : '';
  res.append(
    'Set-Cookie',
    `${PROFILE_OWNER_COOKIE}=${key}; Path=/api; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
  return key;
}
