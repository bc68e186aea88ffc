// The API's own rule (api/src/common/http/uuid-param.pipe.ts): a link whose id cannot be a
// profile is answered here, without asking the API and without its technical 400 text.
const PROFILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export type ProfileLinkProblem = 'missing' | 'malformed';

export function profileLinkProblem(profileId: string | undefined): ProfileLinkProblem | null {
  if (!profileId) return 'missing';
  return PROFILE_ID.test(profileId) ? null : 'malformed';
}

/** The key of a private return link (`#key=...`), if the address carries one. */
export function returnKeyFromHash(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('key');
  return key && /^[A-Za-z0-9_-]{43}$/.test(key) ? key : null;
}

/** The key of an email confirmation link (`#confirm=...`), if the address carries one. */
export function confirmKeyFromHash(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('confirm');
  return key && /^[A-Za-z0-9_-]{43}$/.test(key) ? key : null;
}

export function returnLink(origin: string, profileId: string, returnKey: string): string {
  return `${origin}/matches/${profileId}#key=${returnKey}`;
}
