// Fourteenth hostile pass #6: secrets given away in a message ("Das Passwort ist Sommer2024!", "my
// PIN is 4711", "the code from the SMS is 482913", the site's return key split into pieces). A
// warning beside the message does not take the secret back from whoever reads it, so the secret
// itself is removed and the warning stays. Read as a word that names a secret, then, a few words on
// in the same sentence, what it is: a password is the word after it, a PIN or code the digits
// (told in words too).

import type { RequestLanguage } from '../http/request-language.js';
import { numberRuns } from './number-words.js';
import type { Span } from './spaced-contacts.js';
import { wordSet } from './word-lists.js';

/** What a removed secret becomes in a message, in the reader's language. */
export const SECRET_REMOVED: Readonly<Record<RequestLanguage, string>> = {
  en: '[secret removed]',
  de: '[Geheimnis entfernt]',
};

// "Das Passwort ist Sommer2024!", "password: rosebud", "mein Kennwort lautet Tulpe7"; not a marker
// of something removed already ('[secret removed]': a message is cleaned again as it is read).
const PASSWORD =
  /(?<![\p{L}])(?:passwords?|passwort|passwörter|kennwort|passwd|pwd|login|zugangsdaten)(?![\p{L}-])((?: (?:is|ist|lautet|heißt|heisst|was|war|would be|wäre|for|für|of|von|the|the same|my|mein|meine|online|bank|banking|e-?mail|account|konto))*(?: ?[:=]| (?:is|ist|lautet|heißt|heisst|was|war)))? ?(?!\[)(\S{3,64})/giu;
// What follows a password word and tells of it, not the password itself.
const HOW_A_PASSWORD_IS = wordSet(`
  is ist a an the der die das den dem my mein meine your dein deine not nicht very sehr too zu so
  also auch still noch always immer new neu neues old alt altes secret geheim safe sicher strong
  stark weak schwach long lang short kurz hard schwer easy einfach private privat same gleich
  forgotten vergessen wrong falsch changed geändert expired abgelaufen lost weg reset
  zurückgesetzt and und or oder for für of von in on at with mit to ändern change vergisst forget
  never nie niemals nobody niemand keinem everyone jeder please bitte manager vault tresor
`);
const NEEDS_A_NAME = /^\p{Ll}+$/u;

// "my PIN is 4711", "der Code aus der SMS lautet 4 8 2 9 1 3", "TAN: vier sieben eins eins".
// 'TAN' not in small letters ('a tan'); a postcode, dress code or area code is no secret.
// Fifteenth hostile pass #9: any word made with 'code' or 'PIN' ('Kenncode 1234' beside a Zoom id,
// 'Türcode', 'Meetingcode', 'Handy-PIN', 'Entsperrcode'), but for the codes that are no secret.
const CODE_WORD =
  /(?<![\p{L}])(?<!(?:post|zip|area|dress|promo|rabatt|gutschein|discount|voucher|qr|bar|source|country|postal|sort) )(?:pins?|pin-code|pincode|pin-nummer|geheimzahl|\p{L}*-?codes?|\p{L}*-pin|otp|verification code|security code|one-time code|meeting password|tan|tans|kenncode|kennzahl)(?![\p{L}]|-\p{L})/giu;
const NOT_SECRET_CODES = wordSet(`
  postcode postleitzahl zipcode barcode qrcode qr-code dresscode dress-code promocode promo-code
  rabattcode rabatt-code gutscheincode gutschein-code discountcode vouchercode sourcecode
  source-code quellcode ländercode countrycode farbcode colorcode colourcode morsecode
  strichcode bar-code areacode html-code programmcode zahlencode
`);
const CODE_REACH = 60;
const DATE = /^(?:\p{Nd}{4}-\p{Nd}{1,2}-\p{Nd}{1,2}|\p{Nd}{1,2}[.-]\p{Nd}{1,2}[.-]\p{Nd}{2,4})$/u;
const YEAR_AFTER =
  /(?<![\p{L}])(?:since|seit|in|im|from|von|bis|until|till|ab|year|jahr) (?:19|20)\p{Nd}{2}$/iu;
// Not an amount ('$900', '300 €') nor a time, a year or a distance; nor a date (`DATE`).
const CODE_DIGITS =
  /(?<![\p{L}\p{N}]|[$€£] ?)\p{Nd}(?:(?: ?[.-] ?| )?\p{Nd}){2,11}(?![\p{L}\p{N}]|[:,]\p{Nd}| ?(?:%|€|\$|£|uhr|h|min|minutes?|minuten|euros?|jahre?|years?)(?![\p{L}]))/iu;

function codeSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(CODE_WORD)) {
    if (/^tans?$/u.test(match[0]) || NOT_SECRET_CODES.has(match[0].toLowerCase())) continue;
    const from = match.index + match[0].length;
    if (spans.at(-1) && spans.at(-1)!.end > from) continue;
    // The same sentence, a few words on.
    let reach = text.slice(from, from + CODE_REACH);
    const end = reach.search(/[.!?\n](?!\p{Nd})/u);
    if (end >= 0) reach = reach.slice(0, end);
    const digits = CODE_DIGITS.exec(reach);
    // A year after 'since', 'seit', 'in' tells when, not the code ("Code-Team seit 2019").
    if (digits && YEAR_AFTER.test(reach.slice(0, digits.index + digits[0].length))) continue;
    if (digits && DATE.test(digits[0])) continue;
    if (digits) {
      spans.push({ start: from + digits.index, end: from + digits.index + digits[0].length });
      continue;
    }
    const told = numberRuns(reach, true).find((run) => run.groups.join('').length >= 3);
    if (told) spans.push({ start: from + told.start, end: from + told.end });
  }
  return spans;
}

// Fifteenth hostile pass #9: a password told in more than one word keeps the number after it
// ("Passwort ist Sommer zweitausendvierundzwanzig", "password: Rose 1 9 5 2"): a number right after
// it, in digits or words, is part of it. A count after the number ("…, 3 Versuche") is the sentence's.
const NUMBER_RIGHT_AFTER = /^[ -]?\p{Nd}+(?:[ -]\p{Nd}+)*/u;
const COUNTED_AFTER = /^ ?\p{L}/u;
function numberAfter(text: string, from: number): number {
  const rest = text.slice(from, from + 60);
  const digits = NUMBER_RIGHT_AFTER.exec(rest)?.[0].length ?? 0;
  const run = numberRuns(rest, true)[0];
  const end = run && /^[ -]?$/u.test(rest.slice(0, run.start)) ? Math.max(run.end, digits) : digits;
  if (end === 0 || COUNTED_AFTER.test(rest.slice(end, end + 2))) return from;
  return from + end;
}

function passwordSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(PASSWORD)) {
    const word = match[2]!;
    // Punctuation after a plain word ends the sentence; after a password it may be part of it.
    let bareEnd = word.length;
    while (bareEnd > 0 && '.,;:!?)"\''.includes(word[bareEnd - 1]!)) bareEnd -= 1;
    const bare = word.slice(0, bareEnd);
    if (bare === '' || HOW_A_PASSWORD_IS.has(bare.toLowerCase())) continue;
    // A plain lower-case word is a password only where the text says it is one ('ist', ':').
    if (NEEDS_A_NAME.test(bare) && !match[1]) continue;
    const start = match.index + match[0].length - word.length;
    const end = start + (/[\p{N}\p{Lu}]/u.test(bare) ? word.length : bare.length);
    spans.push({ start, end: numberAfter(text, end) });
  }
  return spans;
}

// The return key (43 letters, digits, '-' and '_') pasted in pieces or spaced out: pieces that look
// random each (a digit among letters, a capital inside, one character alone), together 40 or more
// with digits and both cases.
const KEY_PIECE = /[\w-]+/gu;
const KEY_LENGTH = 40;
// Between two pieces: spaces, a line break, or a sign put there to cut it ('Qm7x.T2pL|9vKc').
const KEY_GAP = /^[\s.,;:|/·•*+]{1,3}$/u;
const randomPiece = (piece: string): boolean =>
  [...piece].length === 1 ||
  (/\p{N}/u.test(piece) && /\p{L}/u.test(piece)) ||
  /\p{Ll}\p{Lu}/u.test(piece) ||
  /\w[_-]\w/u.test(piece);
const keyLike = (run: string): boolean =>
  /\d/u.test(run) && /[a-z]/u.test(run) && /[A-Z]/u.test(run);

function splitKeySpans(text: string): Span[] {
  const spans: Span[] = [];
  let start = -1;
  let end = -1;
  let joined = '';
  let pieces = 0;
  const close = (): void => {
    if (pieces >= 2 && joined.length >= KEY_LENGTH && keyLike(joined)) spans.push({ start, end });
    start = -1;
    joined = '';
    pieces = 0;
  };
  for (const match of text.matchAll(KEY_PIECE)) {
    const piece = match[0];
    const gap = start >= 0 ? text.slice(end, match.index) : '';
    if (start >= 0 && !KEY_GAP.test(gap)) close();
    if (!randomPiece(piece)) {
      close();
      continue;
    }
    if (start < 0) start = match.index;
    end = match.index + piece.length;
    joined += piece;
    pieces += 1;
  }
  close();
  return spans;
}

// A message is cleaned again as it is read: a number right after a removed secret is its rest
// ("Passwort ist [secret removed] zweitausendvierundzwanzig").
function afterMarkerSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const marker of Object.values(SECRET_REMOVED)) {
    for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
      const end = numberAfter(text, at + marker.length);
      if (end > at + marker.length) spans.push({ start: at, end });
    }
  }
  return spans;
}

/** Where a text gives away a password, a PIN or code, or a return key in pieces. */
export function secretSpans(text: string): Span[] {
  let last = 0;
  return [
    ...passwordSpans(text),
    ...codeSpans(text),
    ...splitKeySpans(text),
    ...afterMarkerSpans(text),
  ]
    .sort((a, b) => a.start - b.start)
    .filter((span) => {
      if (span.start < last) return false;
      last = span.end;
      return true;
    });
}
