import type { DataSource } from 'typeorm';
import type { LocalSmtp } from './smtp.js';
import { waitFor } from './smtp.js';

interface Confirming {
  http: { post(path: string): { send(body: object): PromiseLike<{ status: number }> } };
}

// The relay keeps the raw message: '=' in the link arrives quoted-printable, as '=3D'.
const decoded = (body: string): string =>
  Buffer.from(
    body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The key in the confirmation link mailed to `email` for the profile (the newest such mail). */
export async function confirmationKey(
  smtp: LocalSmtp,
  profileId: string,
  email: string,
): Promise<string> {
  const link = new RegExp(`/matches/${profileId}#confirm=([A-Za-z0-9_-]{43})`);
  const keys = (): string[] =>
    smtp.mails
      .filter((mail) => mail.to.includes(email))
      .map((mail) => link.exec(decoded(mail.body))?.[1])
      .filter((key): key is string => key !== undefined);
  await waitFor(() => keys().length > 0);
  return keys().at(-1)!;
}

/** Opens the confirmation link as its owner would (from any browser), and expects it to work. */
export async function confirmByLink(
  app: Confirming,
  smtp: LocalSmtp,
  profileId: string,
  email: string,
): Promise<void> {
  const token = await confirmationKey(smtp, profileId, email);
  const { status } = await app.http
    .post(`/api/profiles/${profileId}/notify-email/confirm`)
    .send({ token });
  if (status !== 204) throw new Error(`confirming ${email} answered ${status}`);
}

/**
 * For suites about something else (a slow relay) that run without PUBLIC_URL, so no link can be
 * mailed: the address as if its owner had confirmed it.
 */
export async function markConfirmed(dataSource: DataSource, profileId: string): Promise<void> {
  await dataSource.query('UPDATE profiles SET notify_email_confirmed_at = now() WHERE id = $1', [
    profileId,
  ]);
}

/** The mails to `email` whose text (decoded) matches `pattern`. */
export const mailsTo = (smtp: LocalSmtp, email: string, pattern: RegExp): LocalSmtp['mails'] =>
  smtp.mails.filter((mail) => mail.to.includes(email) && pattern.test(decoded(mail.body)));
