import { createHash } from 'node:crypto';
import { readSignals } from '../common/text/signal-text.js';
import type { ProfileEntity } from './entities/profile.entity.js';

// Tenth hostile pass #7: exact copies of a member's card (first name, about line, age band,
// languages) were allowed, and a new seeker saw the copy first. Eleventh hostile pass #6: a copy was
// still caught only when nearly identical ('and' written '&', the two halves of the sentence
// swapped, the last letter dropped, 'Gretta' for 'Greta'). What counts as a copy
// (docs/DECISIONS.md, "Copied cards"): the same words, in any order, of an about line of at least
// COPY_MIN_LETTERS letters and digits. The words are read as the scam checks read text (look-alike
// letters as Latin ones, hidden characters dropped, spelt-out words joined), without accents or case;
// little words ('and', '&', 'on', 'ich', 'und') are left out, and each word loses its common English
// and German endings and is cut to its first STEM_LETTERS letters, so 'Sundays' is 'Sunday',
// 'baking' 'bake' and 'Tomaten' 'tomatoes'. A sentence of at least
// DISTINCT_STEMS such words is hers whatever name it is signed with; a shorter one is said alike by
// honest people ('I love my garden and my grandchildren'), so it is a copy only under the same first
// name (doubled letters as one: 'Gretta' is 'Greta'). The age band and languages are left out: they
// are a click to change. A short or empty about line ("Maria", no sentence, 70-79, German is many
// women) is never a copy. The hash is one indexed lookup, as before; changing what it reads means
// refilling the stored hashes (migration 1767030000000).

/** An about line with fewer letters and digits than this, folded, is too common to be a copy. */
export const COPY_MIN_LETTERS = 30;

/** Words are compared by their first letters, so endings ('Sunday', 'Sundays') do not tell them apart. */
const STEM_LETTERS = 5;

/** An about line of this many different words (stems) is hers under any name. */
const DISTINCT_STEMS = 5;

// Words every sentence has, English and German: leaving them out makes '&' and 'and', 'I bake' and
// 'baking', 'on Sundays' and 'Sundays' one sentence. One-letter words ('I', the 'm' of "I'm") too.
const LITTLE_WORDS: ReadonlySet<string> = new Set(
  `
  me my mine we us our you your he she it its they them their the an and or but nor on in at to of
  for with by from as is am are was were be been being do does did have has had this that these
  those so very too also not no all some here there then than when while just really
  ich mich mir mein meine meinen meinem meiner meines wir uns unser unsere du dich dir dein deine
  sie er es ihr ihre der die das den dem des ein eine einen einem einer eines und oder aber auf im
  an am zu zum zur von vom mit bei fur aus nach ist bin bist sind war waren habe hat haben auch sehr
  gern gerne nicht kein keine so wie wenn dann noch schon
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** The about line as it is read: look-alikes and hidden characters folded, no accents. */
const read = (text: string): string =>
  readSignals(text).text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();

/** Letters and digits only, folded: 'Maria  Müller!' and 'МARIA MULLER' are 'mariamuller'. */
const lettersOf = (text: string): string => read(text).replace(/[^\p{L}\p{N}]/gu, '');

// Endings taken off a word, twice at most ('gardening' and 'gardens' are 'gard'), as long as three
// letters are left ('need' keeps its 'ed'). Not a grammar: enough that a copy's changed ending does
// not make it another sentence.
const ENDING = /(?:ing|ed|es|en|er|s|e|n)$/u;
const MIN_STEM = 3;
const stem = (word: string): string => {
  let rest = word;
  for (let cut = 0; cut < 2; cut += 1) {
    const shorter = rest.replace(ENDING, '');
    if (shorter === rest || [...shorter].length < MIN_STEM) break;
    rest = shorter;
  }
  return [...rest].slice(0, STEM_LETTERS).join('');
};

/** The about line's words, little words out, cut to their stems, each once, in order of the alphabet. */
function stemsOf(about: string): string[] {
  const stems = read(about)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => [...word].length > 1 && !LITTLE_WORDS.has(word))
    .map(stem);
  return [...new Set(stems)].sort();
}

/** The hash two copies of one card share, or null for a card nobody could copy (see above). */
export function cardCopyHash(
  card: Pick<ProfileEntity, 'cardFirstName' | 'cardAbout'>,
): string | null {
  const about = card.cardAbout ?? '';
  if (lettersOf(about).length < COPY_MIN_LETTERS) return null;
  const stems = stemsOf(about);
  const key =
    stems.length >= DISTINCT_STEMS
      ? `card-words:${stems.join(' ')}`
      : `card-words:${lettersOf(card.cardFirstName ?? '').replace(/(.)\1+/gu, '$1')}|${stems.join(' ')}`;
  return createHash('sha256').update(key).digest('hex');
}
