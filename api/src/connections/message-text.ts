import type { RequestLanguage } from '../common/http/request-language.js';
import { LINK_REMOVED } from './connect-texts.js';

// Links of every common form: with a scheme, starting www., or a bare domain with a path or a
// well-known ending ('example.com', 'bit.ly/x'); also e-mail addresses, which move people off the
// platform before both have agreed.
const LINK =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\b(?:[a-z0-9-]+\.)+(?:com|net|org|de|info|io|ly|me|co|us|eu|at|ch|biz|app|xyz|ru|cn|tk|gl|link|click|online|site|shop)\b(?:\/\S*)?/giu;

/**
 * The requester's message as the other person will read it: control characters dropped, links
 * replaced by a marker, white space tidied. Length is checked by the DTO before this runs.
 */
export function cleanMessage(text: string, lang: RequestLanguage): string {
  return (
    text
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(LINK, LINK_REMOVED[lang])
      .replace(/[ \t]+/g, ' ')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** The digits of a phone number, if it has 6 to 15 of them and nothing but phone punctuation. */
export function cleanPhone(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[0-9 ()./-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15 ? trimmed.replace(/\s+/g, ' ') : null;
}
