import { createHash } from 'node:crypto';
import { readSignals } from '../common/text/signal-text.js';
import type { ProfileEntity } from './entities/profile.entity.js';

// Tenth hostile pass #7: exact copies of a member's card (first name, about line, age band,
// languages) were allowed, and a new seeker saw the copy first. What counts as a copy
// (docs/DECISIONS.md, "Copied cards"): the same first name and the same about line of at least
// COPY_MIN_LETTERS letters and digits, both read as the scam checks read text (look-alike letters as
// Latin ones, hidden characters dropped, spelt-out words joined), then without accents, case, spaces
// or punctuation. The age band and languages are left out: they are a click to change, so a copy
// that changed them is still her words under her name. A short or empty about line is said alike by
// many honest people ("Maria", no sentence, 70-79, German is many women), so it is never a copy.

/** An about line with fewer letters and digits than this, folded, is too common to be a copy. */
export const COPY_MIN_LETTERS = 30;

/** Letters and digits only, folded: 'Maria  Müller!' and 'МARIA MULLER' are 'mariamuller'. */
const folded = (text: string): string =>
  readSignals(text)
    .text.normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The hash two copies of one card share, or null for a card nobody could copy (see above). */
export function cardCopyHash(
  card: Pick<ProfileEntity, 'cardFirstName' | 'cardAbout'>,
): string | null {
  const about = folded(card.cardAbout ?? '');
  if (about.length < COPY_MIN_LETTERS) return null;
  const name = folded(card.cardFirstName ?? '');
  return createHash('sha256').update(`card:${name}|${about}`).digest('hex');
}
