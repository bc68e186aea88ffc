import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { networkKey, siteKey } from '../common/http/client-address.js';
import { cookieValue } from '../common/http/cookies.js';

export const PROFILE_OWNER_COOKIE = 'ageless_profile_owner';
const OWNER_KEY = /^[A-Za-z0-9_-]{43}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** SHA-256 hex: what is stored of an owner key or a return key, never the key itself. */
export const keyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** What is stored of the site (IPv4 address or IPv6 /48) of a client key: its hash, never the address. */
export const siteHash = (network: string): string => keyHash(`site:${siteKey(network)}`);

/** What is stored of a client key's network (networkKey): its hash, never the address. */
export const networkHash = (network: string): string => keyHash(`network:${networkKey(network)}`);

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
