// Soft hyphens (U+00AD) in long German words, for headings whose text comes from data (a blueprint's
// name): Chromium without a German hyphenation dictionary ignores `hyphens: auto` and, with
// `overflow-wrap: break-word`, split "Generationenübergreifendes" mid-syllable with no hyphen on a
// phone (issue 27). A soft hyphen is invisible unless the line breaks there; screen readers skip it.
//
// The rule is German's basic syllable rule, not a dictionary: a single consonant between vowels
// starts the next syllable (Ge-ne-ra-ti-on), of several consonants the last goes on (Gar-ten), or
// the last two or three when they can begin a German syllable (über-greifend, Fen-ster). ch, ck, sch,
// ph, th and qu stay together; vowel pairs (ei, au, eu, äu, ie, aa, ee, oo) are not split. A compound
// joint before a vowel may be missed (Generatione-nübergreifend): still a marked break inside a
// word, never a silent one.

const SOFT_HYPHEN = '\u00AD';
/** Words shorter than this fit a phone's heading line at every text size. */
const LONG_WORD = 12;
/** Letters kept together at either end of a word. */
const EDGE = 4;

const VOWELS = new Set('aeiouyäöü');
const VOWEL_PAIRS = new Set(['ei', 'ai', 'au', 'eu', 'äu', 'ie', 'aa', 'ee', 'oo']);
// Consonant groups read as one sound: never split.
const UNITS = ['sch', 'ch', 'ck', 'ph', 'th', 'qu'];
// Groups that can begin a German syllable, longest first.
const ONSETS =
  'schl schm schn schr schw spr str bl br dr fl fr gl gr kl kn kr pf pl pr sp st tr zw sch ch ph th qu'.split(
    ' ',
  );

/** The letters of a word as sounds: consonant units joined, everything else one letter each. */
function sounds(word: string): string[] {
  const lower = word.toLowerCase();
  const parts: string[] = [];
  let index = 0;
  while (index < lower.length) {
    const unit = UNITS.find((candidate) => lower.startsWith(candidate, index));
    const length = unit?.length ?? 1;
    parts.push(word.slice(index, index + length));
    index += length;
  }
  return parts;
}

const isVowel = (sound: string) => sound.length === 1 && VOWELS.has(sound.toLowerCase());

/** Offsets (in letters) where a long word may break, by the rule above. */
function breaks(word: string): number[] {
  const parts = sounds(word);
  const offsets: number[] = [];
  let offset = 0;
  let previousVowel = -1; // index in parts of the last vowel seen
  let previousVowelEnd = 0; // letter offset just after it
  parts.forEach((part, index) => {
    if (isVowel(part)) {
      if (previousVowel >= 0) {
        const consonants = parts.slice(previousVowel + 1, index);
        if (consonants.length > 0) {
          // How many of the consonants start the next syllable: the longest onset, else one.
          const cluster = consonants.join('').toLowerCase();
          const onset = ONSETS.find((candidate) => cluster.endsWith(candidate));
          const carried = onset?.length ?? consonants.at(-1)!.length;
          offsets.push(previousVowelEnd + cluster.length - carried);
        } else if (!VOWEL_PAIRS.has(word.slice(offset - 1, offset + 1).toLowerCase())) {
          // Two vowels that are not one sound: Situ-ation, Generati-on.
          offsets.push(offset);
        }
      }
      previousVowel = index;
      previousVowelEnd = offset + part.length;
    }
    offset += part.length;
  });
  return offsets.filter((at) => at >= EDGE && at <= word.length - EDGE);
}

function hyphenateWord(word: string): string {
  if (word.length < LONG_WORD) return word;
  let result = '';
  let from = 0;
  for (const at of breaks(word)) {
    result += word.slice(from, at) + SOFT_HYPHEN;
    from = at;
  }
  return result + word.slice(from);
}

/**
 * `text` with soft hyphens in its long German words (letters only; a word that has a hyphen or a
 * soft hyphen already is left as written). Other languages are returned unchanged: English
 * headings hold short enough words.
 */
export function softHyphens(text: string, language: string): string {
  if (!language.toLowerCase().startsWith('de')) return text;
  return text.replace(/[\p{L}\u00AD-]+/gu, (word) =>
    /[\u00AD-]/u.test(word) || !/^\p{L}+$/u.test(word) ? word : hyphenateWord(word),
  );
}
