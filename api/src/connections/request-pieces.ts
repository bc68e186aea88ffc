import type { RequestLanguage } from '../common/http/request-language.js';
import { textEnd, textStart } from '../common/text/cut-text.js';
import { MESSAGE_WINDOW, NUMBER_REMOVED, revealsContact } from '../common/text/message-text.js';
import { namesStreetAddress } from '../common/text/street-address.js';
import { CONNECT_TEXTS } from './connect-texts.js';

// A house number ('7', '12a') and the words that may name a street before or after it: from a
// capital on, as a street's name is written ("ring twice" is no 'Ring 123').
const HOUSE_NUMBER = /(?<![\p{L}\p{N}])\p{Nd}{1,4}(?: ?\p{Ll})?(?![\p{L}\p{N}])/gu;
const WORD = /\p{L}[\p{L}.'-]*/gu;
const STREET_WORDS = 3;
const PIECE_WORDS = 6;

/**
 * Whether a street named in one text and a house number in the other make an address together
 * ("my street: Lindenallee" / "my house: 7, ring twice"), read by the message filter's own test
 * (namesStreetAddress) on each run of up to three words with each number.
 */
function addressJoined(streetText: string, numberText: string): boolean {
  // Only a short text is a piece: in a sentence of its own a number is an age, a count or a year
  // ("I'm 72, I have 3 grandchildren"), however many streets others named before.
  if ((numberText.match(WORD)?.length ?? 0) > PIECE_WORDS) return false;
  const numbers = numberText.match(HOUSE_NUMBER) ?? [];
  if (numbers.length === 0) return false;
  const words = streetText.match(WORD) ?? [];
  for (let at = 0; at < words.length; at += 1) {
    if (!/^\p{Lu}/u.test(words[at] ?? '')) continue;
    for (let count = 1; count <= STREET_WORDS && at + count <= words.length; count += 1) {
      const street = words.slice(at, at + count).join(' ');
      if (
        numbers.some(
          (n) => namesStreetAddress(`${street} ${n}`) || namesStreetAddress(`${n} ${street}`),
        )
      )
        return true;
    }
  }
  return false;
}

/** Whether others' recent requests and this message together give a contact this one alone does not. */
function joinsContact(others: readonly string[], message: string): boolean {
  if (revealsContact(others, message)) return true;
  const start = textStart(message, MESSAGE_WINDOW.characters);
  return others
    .slice(-MESSAGE_WINDOW.messages)
    .map((other) => textEnd(other, MESSAGE_WINDOW.characters))
    .some((other) => addressJoined(other, start) || addressJoined(start, other));
}

/**
 * Sixteenth hostile pass #2: three profiles in three browsers on three networks sent her "Teil eins
 * meiner Nummer: 0170", "Teil zwei: 123", "Teil drei: 4567" (or "my street: Lindenallee" and "my
 * house: 7, ring twice"), each clean alone. Requests from one browser or site are read together and
 * refused (IntroductionsService.recentRequestsTo); from different senders they are not refused,
 * since then anyone could prime her inbox so that an honest newcomer's next message is turned away.
 * Instead the new message is delivered without what completes the contact: its digit groups first,
 * then, if the pieces still join, its sentences from the first (the one an earlier message runs on
 * into) until they no longer do, each cut marked.
 */
const DIGIT_GROUP = /\p{Nd}+(?:[ ./-]?\p{Nd}+)*/gu;
const SENTENCE_END = /(?<=[.!?;\n])\s+/u;

export function withoutJoinedContact(
  others: readonly string[],
  message: string,
  lang: RequestLanguage,
): string {
  if (others.length === 0 || !joinsContact(others, message)) return message;
  const digitless = message.replace(DIGIT_GROUP, NUMBER_REMOVED[lang]);
  if (!joinsContact(others, digitless)) return digitless;
  const cut = CONNECT_TEXTS.pieceRemoved[lang];
  const sentences = digitless.split(SENTENCE_END);
  for (let from = 1; from < sentences.length; from += 1) {
    const rest = sentences.slice(from).join(' ');
    if (!joinsContact(others, rest)) return `${cut} ${rest}`;
  }
  return cut;
}

// A run of three digits or more that is no year (1900-2099): a piece of a phone number, house
// number or postcode. Ages, counts and years ("I'm 72, 3 grandchildren, born 1953") stay.
const LONG_DIGITS = /(?<![\p{Nd}])\p{Nd}{3,}(?![\p{Nd}])/gu;
const YEAR = /^(?:19|20)\p{Nd}{2}$/u;

/**
 * A newcomer's folded request as she reads it before she accepts: its longer digit runs hidden, so
 * pieces of one number sent from many senders, further apart than the messages read together,
 * still give her none (sixteenth hostile pass #2). Accepted, the request shows its whole message.
 */
export function hideLongDigits(message: string, hidden: string): string {
  return message.replace(LONG_DIGITS, (run) => (YEAR.test(run) ? run : hidden));
}
