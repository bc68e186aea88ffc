import type { Response } from 'supertest';

/** The chat owner cookie a response set, as a `Cookie` header value for the next request. */
export function ownerCookieOf(response: Response): string {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = header?.find((value) => value.startsWith('ageless_chat_owner='));
  if (!cookie) throw new Error('no owner cookie was set');
  return cookie.split(';')[0]!;
}
