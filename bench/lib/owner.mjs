// A profile answers its matches to its owner's browsers only (api/src/profiles/profile-owner.ts):
// the benches act as one browser per person, each with its own key in the cookie.
import { createHash, randomBytes } from 'node:crypto';

/** A new browser's owner key: 256 random bits as 43 base64url characters, as the API makes them. */
export const newOwnerKey = () => randomBytes(32).toString('base64url');

/** The Cookie header that presents `key` as this request's browser. */
export const ownerCookie = (key) => `ageless_profile_owner=${key}`;

/** What the API stores of a key (profiles.owner_key_hashes), for profiles seeded with SQL. */
export const ownerKeyHash = (key) => createHash('sha256').update(key).digest('hex');

/** A fixed key for a profile seeded with SQL, so a run needs no table of keys: derived from its id. */
export const seededOwnerKey = (profileId) =>
  createHash('sha256').update(`bench-owner:${profileId}`).digest('base64url');
