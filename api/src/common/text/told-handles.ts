import { MESSENGER_ALIASES, MESSENGERS } from './app-names.js';
import { wordsAsDigits } from './number-words.js';
import type { Span } from './spaced-contacts.js';
import { wordList, wordSet } from './word-lists.js';

// Sixteenth hostile pass #A: a name on an app or a payment service told in words, not written as a
// handle ("my name on insta is bert koeln 1950", "find me on fb, Bert Mueller from Koeln Suelz",
// "zelle me at bert k fifty", "cashapp $bertk50", "Venmo bert-k50", "gmail: bertmueller50",
// "my username everywhere is bertkoeln fifty"). Such a name finds its person as well as a handle
// does. The app's name stays, so the reader sees what was asked; the name after it goes.
// Payment services are both a way to be reached and a way to be paid: their money warning is the
// money reader's ('cashapp', 'venmo' are money words there).
const PAYMENT_APPS = wordSet('paypal cashapp venmo zelle revolut payoneer skrill');
/** Mail providers by name; the contact reader's mailbox pattern is built from the same list. */
export const MAIL_PROVIDER_NAMES: readonly string[] = wordList(
  'gmail googlemail gmx yahoo hotmail outlook icloud aol freenet posteo protonmail proton arcor',
);
const MAIL_PROVIDERS: ReadonlySet<string> = new Set(MAIL_PROVIDER_NAMES);
const NETWORKS = wordSet('linkedin xing stayfriends');
/** Whether a word is a mail provider's or a payment service's name ('gmx', 'Gmail', 'PayPal'). */
export const isMailOrPayment = (word: string): boolean =>
  MAIL_PROVIDERS.has(word.toLowerCase()) || PAYMENT_APPS.has(word.toLowerCase());

/** Apps and services a name of one's own is given for: a word with digits beside one is a handle. */
export const CONTACT_APPS: ReadonlySet<string> = new Set([
  ...MESSENGERS,
  ...MESSENGER_ALIASES,
  ...PAYMENT_APPS,
  ...MAIL_PROVIDERS,
  ...NETWORKS,
]);
// Words for a name of one's own on an app: 'username everywhere is …' says it without the app;
// 'name', 'id', 'account' only with an app near ("my name is Anna" is a greeting).
const OWN_NAME_WORDS = wordSet('username benutzername nutzername profilname kontoname');
const NAME_WORDS = wordSet('name handle id account konto');
const NAME_REACH = 4;
const isAnchor = (word: string): boolean => CONTACT_APPS.has(word) || OWN_NAME_WORDS.has(word);
const namesOwn = (tokens: readonly Token[], at: number): boolean => {
  const word = plain(tokens[at]!.word);
  if (OWN_NAME_WORDS.has(word)) return true;
  return (
    NAME_WORDS.has(word) &&
    tokens
      .slice(Math.max(0, at - NAME_REACH), at + NAME_REACH + 1)
      .some((token) => CONTACT_APPS.has(plain(token.word)))
  );
};
// Words between the app and the name that say a name follows. 'is' only where a word for a name is
// near ("my name on insta is …"; "my signal is weak" tells the reception).
// 'as', 'als', 'unter' pass only: "I use Skype as well" (a handle after them must tell a number).
const NAMING = wordSet(': = lautet heißt heisst called');
const IS = wordSet('is ist');
const PASSING = wordSet(
  'as als unter is ist , me mich mir at bei on auf everywhere überall uberall too auch also same gleich der die das the my mein meine',
);
// An ask to be found there before the app ("find me on fb, …", "such mich bei Facebook: …").
const FIND_ME =
  /(?<![\p{L}])(?:find|search|look|add|follow|such\p{L}*|find\p{L}*|folg\p{L}*|add\p{L}*) (?:me|mich|us|uns)(?: (?:on|at|in|auf|bei|im|via|unter))?(?: \p{L}+)? ?[,:]? ?$/iu;
// Words that end the name: a sentence goes on ("I use WhatsApp to talk to my grandson", "Telegram
// every day since 2019").
const NOT_NAME = wordSet(`
  to and or but for with if when because so then there here please and i you we he she it they my
  your our his her their a an the this that is are was be und oder aber für mit wenn weil dann da
  dort hier bitte ich du wir er sie es mein dein unser sein ihr ein eine einen der die das ist sind
  war every each daily jeden jede jedes täglich since seit all alle times mal group gruppe chat
  chats photos fotos pictures bilder video videos call calls anruf anrufe message messages nachricht
  nachrichten is ist works funktioniert broken kaputt down new neu old alt slow langsam not nicht
  great good gut toll free kostenlos installed installiert weak schwach strong stark best beste
  easier einfacher better besser fine ok okay too auch also only nur still noch just very sehr
  always immer never nie sometimes manchmal often oft now jetzt app account konto name same gleich
  it's its what was how wie which welche from von link removed entfernt address adresse number
  nummer write schreib schreibe schreibt call ruf add message text melde melden contact kontakt of
  about über ueber zu at on auf bei
`);
// A place after a name ("Bert Mueller from Koeln Suelz"): only after an ask to be found there.
const PLACE_LINKS = wordSet('from aus in von');
const MAX_PASSING = 4;
// The first word of a removed detail's marker ('[link removed]', '[Link entfernt]').
const MARKER_WORDS = wordSet('link');
const MAX_NAME_WORDS = 6;

const TOKEN = /[\p{L}\p{N}$@][\p{L}\p{N}$@._'’-]*|[,;:!?=\n]|\.(?=\s|$)/gu;
interface Token {
  readonly word: string;
  readonly start: number;
  readonly end: number;
}
function tokensOf(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((match) => {
    let word = match[0];
    // A full stop after a word ends its sentence.
    while (word.length > 1 && word.endsWith('.')) word = word.slice(0, -1);
    return { word, start: match.index, end: match.index + word.length };
  });
}
const plain = (word: string): string => word.toLowerCase().replace(/[-_.]/gu, '');
// A word no sentence has, or a number: 'bertk50', '$bertk50', 'bert-k50', '1950', 'fifty'.
const tellsNumber = (word: string): boolean =>
  /\p{N}/u.test(word) || /\p{Nd}/u.test(wordsAsDigits(word));
const looksLikeName = (word: string): boolean => /^[$@]?\p{L}/u.test(word);

/** Where a text names a person's account on an app or payment service in words. */
export function toldHandleSpans(text: string): Span[] {
  const tokens = tokensOf(text);
  const spans: Span[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    // A name written apart is the name ('cash app', 'pay pal').
    const joined = i > 0 && isAnchor(plain(`${tokens[i - 1]!.word}${tokens[i]!.word}`));
    if (!joined && !isAnchor(plain(tokens[i]!.word)) && !namesOwn(tokens, i)) continue;
    const before = nameBefore(tokens, joined ? i - 1 : i);
    if (before) spans.push(before);
    const asked = FIND_ME.test(text.slice(Math.max(0, tokens[i]!.start - 40), tokens[i]!.start));
    let nameNear = false;
    for (let back = Math.max(0, i - NAME_REACH); back <= i; back += 1)
      nameNear ||= namesOwn(tokens, back);
    let at = i + 1;
    let named = false;
    // The first word of the name removed already ("whatsapp [link removed] mueller fifty"): the
    // rest goes with it, into one marker.
    let markerStart: number | undefined;
    while (at < tokens.length && at <= i + MAX_PASSING) {
      const word = tokens[at]!.word.toLowerCase();
      if (MARKER_WORDS.has(word) && text[tokens[at]!.start - 1] === '[') {
        markerStart = tokens[at]!.start - 1;
        named = true;
        at += 2;
        continue;
      }
      if (NAMING.has(word) || (IS.has(word) && nameNear)) named = true;
      else if (!PASSING.has(word) && !(word === ',' && asked)) break;
      // 'me at' after a payment service: "zelle me at bert k fifty".
      if (word === 'at' && tokens[at - 1]?.word.toLowerCase() === 'me') named = true;
      at += 1;
    }
    const first = at;
    while (at < tokens.length && at < first + MAX_NAME_WORDS) {
      const { word } = tokens[at]!;
      const lower = word.toLowerCase();
      if (/^[,;:!?=\n.]$/u.test(word)) break;
      if (PLACE_LINKS.has(lower) && asked && /^\p{Lu}/u.test(tokens[at + 1]?.word ?? '')) {
        at += 1;
        continue;
      }
      if (NOT_NAME.has(lower) || isAnchor(plain(word))) break;
      at += 1;
    }
    if (at === first || !looksLikeName(tokens[first]!.word)) continue;
    const name = tokens.slice(first, at);
    const numbered = name.some((token) => tellsNumber(token.word) || /^[$@]/u.test(token.word));
    const capitals = name.every(
      (token) => /^\p{Lu}/u.test(token.word) || PLACE_LINKS.has(token.word.toLowerCase()),
    );
    if (numbered || named || (asked && capitals))
      spans.push({ start: markerStart ?? name[0]!.start, end: name.at(-1)!.end });
    i = at - 1;
  }
  // Found before and after an app: in the text's order.
  return spans.sort((a, b) => a.start - b.start);
}

// The name before the app ("Bert Koeln 1950 on insta", "bert.k fifty bei Telegram"): two words or
// more after a word, one of them a number, and 'on', 'auf', 'bei' between it and the app. Without
// the number it is a sentence's ("Anna Garten on Facebook" is a search, `SEARCH_ON_SITE`'s).
const BEFORE_APP = wordSet('on auf bei at in im via');
function nameBefore(tokens: readonly Token[], app: number): Span | undefined {
  if (app < 2 || !BEFORE_APP.has(tokens[app - 1]!.word.toLowerCase())) return undefined;
  let first = app - 1;
  while (first > 0 && first > app - 1 - MAX_NAME_WORDS) {
    const { word } = tokens[first - 1]!;
    if (/^[,;:!?=\n.]$/u.test(word) || NOT_NAME.has(word.toLowerCase()) || isAnchor(plain(word)))
      break;
    first -= 1;
  }
  const name = tokens.slice(first, app - 1);
  if (name.length < 2 || !looksLikeName(name[0]!.word)) return undefined;
  if (!name.some((token) => tellsNumber(token.word))) return undefined;
  return { start: name[0]!.start, end: name.at(-1)!.end };
}
