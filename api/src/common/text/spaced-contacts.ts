// Fourteenth hostile pass #5: addresses written apart so that no pattern for an address sees one
// ("a n n a @ g m x . d e", "t . me / annaberlin", "www dot annaberlin dot com"). Rather than a
// pattern for each way of writing them apart, the text is read once as chains of words joined by
// what joins the parts of an address ('.', '@', '/', and their spoken names 'dot', 'punkt', 'at',
// 'slash'), with letters spaced one by one read as one word; a chain written apart is put together
// ('anna@gmx.de') and removed when the whole is an address. Linear: each word is looked at once.

import { plainWord } from './number-words.js';
import { wordSet } from './word-lists.js';

// Endings seen on addresses that people are sent to: the generic ones that scams use most.
export const ENDINGS =
  'com|net|org|info|biz|name|pro|mobi|app|dev|io|ly|me|co|xyz|top|site|online|shop|store|link|click|club|live|life|vip|win|bid|loan|work|today|world|tech|space|website|fun|icu|buzz|cam|cfd|sbs|bond|cyou|rest|help|support|services|money|finance|bank|cash|gift|plus|page|email|chat|social|dating|love|date|care|health|claims|gov|edu';
const GENERIC = new Set(ENDINGS.split('|'));
// Country endings the people here use; any two letters would read "… Punkt im Leben" as one.
const COUNTRIES = wordSet(
  'de at ch li lu nl be fr it es pl uk eu us ca au dk se no fi cz sk hu pt gr ro ie tr ru ua hr si',
);
// Mail providers: their own domain ('web punkt de') is no one's address, but names the mailbox.
// Endings that are words too ("I am at home . It is lovely"): one only where no word follows.
const WORDLIKE = wordSet('it is no in be us me at es so to do');
const PROVIDERS = wordSet(
  'gmx gmail googlemail yahoo hotmail outlook icloud aol freenet posteo proton protonmail arcor t-online web mail live',
);

const DOTS = wordSet('dot punkt point punto kropka nokta');
const ATS = wordSet('at ät');
const SLASHES = wordSet('slash schrägstrich schraegstrich');
type Join = '.' | '@' | '/';
const joinOf = (token: string): Join | undefined => {
  if (token === '.' || token === '@' || token === '/') return token;
  const plain = plainWord(token);
  if (DOTS.has(plain)) return '.';
  if (ATS.has(token.toLowerCase())) return '@';
  return SLASHES.has(plain) ? '/' : undefined;
};

// A word, or one sign; what is between two tokens of a chain is a few spaces at most.
const TOKEN = /[\p{L}\p{N}_+-]+|\S/gu;
const SPACES = /^[ \t]{0,3}$/u;
const BRACKETS = '()[]{}';
const isWord = (token: string): boolean => /^[\p{L}\p{N}_+-]+$/u.test(token);

/** A place in a text: where something to remove starts and ends. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

interface Chain {
  start: number;
  end: number;
  /** Where the last word (spaced letters read as one) starts, in the text and in `compact`. */
  wordStart: number;
  wordAt: number;
  /** Where the word after an '@' starts, in the text and in `compact`. */
  hostStart: number;
  hostAt: number;
  /** The chain put together: 'anna@gmx.de'. */
  compact: string;
  /** The last token was a join, not yet followed by a word. */
  open: Join | undefined;
  /** The last word was one spaced letter ('a n n a'). */
  spacedLetter: boolean;
  /** Written apart: a spoken join, a space beside a sign, or letters spaced one by one. */
  apart: boolean;
  /** The '@' was spoken ('at'), and whether what follows it is written apart too. */
  spokenAt: boolean;
  apartAfterAt: boolean;
}

// Whether a chain put together is an address: an e-mail address, a 'www.' address, a domain with a
// path, or a domain with a known ending (a country's only where no word follows: "der Punkt de
// facto" is German).
function isAddress(chain: Chain, wordAfter: boolean): boolean {
  const { compact } = chain;
  if (!chain.apart || !compact.includes('.')) return false;
  const [host = '', ...path] = compact.split('/');
  const at = host.lastIndexOf('@');
  const domain = (at >= 0 ? host.slice(at + 1) : host).toLowerCase();
  const parts = domain.split('.');
  const ending = parts.at(-1)!;
  if (parts.length < 2 || parts.some((part) => part === '')) return false;
  const known =
    (GENERIC.has(ending) || COUNTRIES.has(ending)) && !(WORDLIKE.has(ending) && wordAfter);
  // "report it to the FTC at reportfraud.ftc.gov": 'at' before an address written whole is a word,
  // but before a mail provider's ('anna at gmx.de').
  if (at > 0 && chain.spokenAt && !chain.apartAfterAt && !PROVIDERS.has(parts[0]!)) return false;
  if (at > 0) return known;
  if (parts[0] === 'www') return parts.length >= 3;
  // A provider's own domain ('web punkt de') names a mailbox, not an address.
  if (PROVIDERS.has(parts[0]!) && parts.length === 2 && path.length === 0) return false;
  if (path.length > 0 && path.join('') !== '') return known;
  return GENERIC.has(ending) || (COUNTRIES.has(ending) && !wordAfter);
}

/** Where a text holds an address written apart ('a n n a @ g m x . d e', 't . me / anna'). */
export function spacedAddresses(text: string): Span[] {
  const spans: Span[] = [];
  let chain: Chain | undefined;
  let lastEnd = 0;
  const close = (wordAfter: boolean): void => {
    // A join with no word after it is the sentence's ('anna at gmx dot de.').
    if (chain?.open) chain.compact = chain.compact.slice(0, -1);
    if (chain && isAddress(chain, wordAfter)) spans.push({ start: chain.start, end: chain.end });
    chain = undefined;
  };
  const begin = (token: string, start: number, end: number): Chain => ({
    start,
    end,
    wordStart: start,
    wordAt: 0,
    hostStart: start,
    hostAt: 0,
    compact: token,
    open: undefined,
    spacedLetter: [...token].length === 1,
    apart: false,
    spokenAt: false,
    apartAfterAt: false,
  });
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    const start = match.index;
    const end = start + token.length;
    const gap = text.slice(lastEnd, start);
    lastEnd = end;
    // Brackets around a join are no break ('anna (ät) gmx . de', 'anna [at] gmx [punkt] de').
    if (BRACKETS.includes(token)) {
      if (!chain || !SPACES.test(gap)) close(false);
      continue;
    }
    const word = isWord(token);
    const join = joinOf(token);
    // A spoken join is read as one only inside a chain: 'at' alone starts none.
    if (!chain || !SPACES.test(gap)) {
      close(word);
      if (word && !join) chain = begin(token, start, end);
      continue;
    }
    if (join && !chain.open) {
      // A full stop right after a word and before a space ends a sentence ("Tölz. Es ist…").
      if (token === '.' && gap === '' && /^[ \t\n]/u.test(text.slice(end, end + 1))) {
        close(false);
        continue;
      }
      // An address has one '@': a second one starts the address at the word before it ("write
      // to me at anna@example.org").
      if (join === '@' && chain.compact.includes('@')) {
        chain.compact = chain.compact.slice(chain.wordAt);
        chain.start = chain.wordStart;
        chain.wordAt = 0;
        chain.apart = chain.compact.length > 1 && chain.spacedLetter;
        chain.apartAfterAt = false;
      }
      // An e-mail address has no path: before one, 'at' was a word ("your bonus at
      // ssa-help.top/claim"), and the address starts after it.
      if (join === '/' && chain.compact.includes('@')) {
        chain.compact = chain.compact.slice(chain.hostAt);
        chain.start = chain.hostStart;
        chain.wordAt = Math.max(0, chain.wordAt - chain.hostAt);
        chain.apart = false;
      }
      const apart = word || gap !== '' || /^ /u.test(text.slice(end, end + 1));
      if (join === '@') chain.spokenAt = word;
      else if (apart && chain.compact.includes('@')) chain.apartAfterAt = true;
      chain.open = join;
      chain.apart ||= apart;
      chain.compact += join;
      continue;
    }
    if (!word) {
      close(false);
      continue;
    }
    const letter = [...token].length === 1;
    if (chain.open) {
      if (chain.open === '@') {
        chain.hostStart = start;
        chain.hostAt = chain.compact.length;
      }
      chain.wordStart = start;
      chain.wordAt = chain.compact.length;
      chain.compact += token;
      chain.open = undefined;
      chain.spacedLetter = letter;
      chain.end = end;
    } else if (letter && chain.spacedLetter) {
      // Letters spaced one by one: 'a n n a'.
      chain.compact += token;
      chain.apart = true;
      if (chain.compact.includes('@')) chain.apartAfterAt = true;
      chain.end = end;
    } else {
      close(true);
      chain = begin(token, start, end);
    }
  }
  close(false);
  return spans;
}
