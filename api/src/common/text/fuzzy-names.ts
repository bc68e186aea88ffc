import { JOINED_NAMES } from './app-names.js';

// Eleventh hostile pass #2: app names misspelt on purpose or by a slip passed every check that
// looks names up ("Telegrarn" with 'rn' for 'm', "WhatsAp", "Te1egram"). A word is read as an app's
// name when, with look-alike letters folded ('rn' as 'm', 'vv' as 'w', digits as the letters they
// pass for), it is that name, or, for names of five letters or more, one edit from it: a letter
// dropped, added or doubled, replaced, or two neighbours swapped. Shorter names ('kik', 'snap',
// 'zalo', 'vnc') are one edit from too many words to read that way.
//
// Ordinary words one edit from a name stay what they are. The list below is every English and
// German word one edit from a name of five letters or more in the Debian word lists (wamerican,
// wbritish, wngerman), checked when this was written, with the look-alike folding applied:
// "signal" and "single" are two edits apart, as are "telegraph" and "telegram", and need no entry.
// A word that starts with a name and goes on ('signals', 'whatsappen', 'instal') is left alone: the
// checks read such compounds and verb forms themselves (scam-signals.ts). A doubled last letter is
// the name ('Snapchatt'; so 'Telegramm', the German word, is read as the app: it warns only where a
// message also asks to write there).
const ORDINARY_NEAR: ReadonlySet<string> = new Set(
  `botin discard discoed ginko gino handouts hangout message inst skye suprema supreme telegraf biber
   fiber tiber vibe vibes vier viler viper wick wicke wicker wicks`
    .split(/\s+/u)
    .filter(Boolean),
);

const NAMES: readonly string[] = [...JOINED_NAMES];
const FUZZY_LENGTH = 5;
const LONGEST = Math.max(...NAMES.map((name) => name.length));
// One edit leaves a word of five letters or more either its name's first two letters or its last
// two: most words match neither and are passed at once (every word of a message is looked at).
const FUZZY_NAMES = NAMES.filter((name) => name.length >= FUZZY_LENGTH);
const HEADS: ReadonlySet<string> = new Set(FUZZY_NAMES.map((name) => name.slice(0, 2)));
const TAILS: ReadonlySet<string> = new Set(FUZZY_NAMES.map((name) => name.slice(-2)));
const mayBeNear = (read: string): boolean =>
  read.length >= FUZZY_LENGTH - 1 && (HEADS.has(read.slice(0, 2)) || TAILS.has(read.slice(-2)));

// Digits and signs written for letters in a name; '1' is tried as 'l' and as 'i'.
const DIGITS: Readonly<Record<string, string>> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
};

function folded(word: string, one: 'l' | 'i'): string {
  if (!/[\d]|rn|vv/u.test(word)) return word;
  let read = '';
  for (const character of word) read += character === '1' ? one : (DIGITS[character] ?? character);
  return read.replaceAll('rn', 'm').replaceAll('vv', 'w');
}

/** Whether a and b are at most one edit apart (drop, add, replace, swap of neighbours). Linear. */
export function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (sameFrom(a, i + 1, b, i + 1)) return true;
    // Two neighbours swapped: 'whatsapp' with 'sa' written 'as'.
    return a[i] === b[i + 1] && a[i + 1] === b[i] && sameFrom(a, i + 2, b, i + 2);
  }
  return a.length > b.length ? sameFrom(a, i + 1, b, i) : sameFrom(a, i, b, i + 1);
}

// Whether a from index i and b from index j are the same to their ends (no copies made).
function sameFrom(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (let k = 0; i + k < a.length; k += 1) if (a[i + k] !== b[j + k]) return false;
  return true;
}

// The longest name a word starts with and goes on from ('signals', 'whatsappen', 'instagram' starts
// with 'insta'), if any.
function nameStarting(word: string): string | undefined {
  let longest: string | undefined;
  for (const name of NAMES)
    if (word.length > name.length && word.startsWith(name) && name.length > (longest?.length ?? 0))
      longest = name;
  return longest;
}

function nameOf(read: string, edits: 0 | 1): string | undefined {
  if (ORDINARY_NEAR.has(read)) return undefined;
  if (JOINED_NAMES.has(read)) return read;
  if (edits === 0 || !mayBeNear(read)) return undefined;
  // A name with an ending is left to the checks ('signals', 'skyped', 'whatsappen'), but a name
  // with its last letter doubled ('Snapchatt', 'Telegramm') is the name, and a longer name than the
  // one it starts with may still be meant ('instagarm' starts with 'insta').
  const start = nameStarting(read);
  const doubled = start !== undefined && read === start + start.at(-1)!;
  if (doubled) return start;
  return FUZZY_NAMES.find(
    (name) => (start === undefined || name.length > start.length) && oneEdit(read, name),
  );
}

// Words repeat within and across messages: each is weighed once.
const MEMO = new Map<string, string>();
const MEMO_SIZE = 20_000;

/**
 * The app name a word passes for, or undefined: a lower-case word of letters and digits, as the
 * signal reading has it (other scripts already read as Latin); with `edits` 0 only look-alikes.
 * At most a few dozen comparisons of a dozen letters each: linear in the message.
 */
export function appNameOf(word: string, edits: 0 | 1 = 1): string | undefined {
  if (word.length < 3 || word.length > LONGEST + 2) return undefined;
  const key = `${edits}${word}`;
  const known = MEMO.get(key);
  if (known !== undefined) return known || undefined;
  // Bounded: a message of new words each time cannot grow it without end.
  if (MEMO.size >= MEMO_SIZE) MEMO.clear();
  const name = readName(word, edits);
  MEMO.set(key, name ?? '');
  return name;
}

function readName(word: string, edits: 0 | 1): string | undefined {
  if (!/\p{L}/u.test(word)) return undefined;
  if (JOINED_NAMES.has(word) || ORDINARY_NEAR.has(word)) return undefined;
  const readings = word.includes('1')
    ? [folded(word, 'l'), folded(word, 'i')]
    : [folded(word, 'l')];
  for (const read of readings) {
    const name = nameOf(read, edits);
    if (name) return name;
  }
  return undefined;
}

/** The text with every word that passes for an app's name written as that name. */
export function readAppNames(text: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => appNameOf(word) ?? word);
}
