// Thirteenth hostile pass #1: a card's sentence about its person reaches everyone nearby with no
// warning beside it (cards carry none), so refusing it is the only protection. Messages get the
// filter's cuts and warnings; a card gets neither, and is refused where a message would be cut or
// warned about, and where it names a way to reach its person outside the thread ('tg: anna55',
// 'Signal is better, search oldgardener', 'Lindenstraße 5'). Contact details, other apps, payments
// and remote help are arranged in the thread after an introduction.

import type { RequestLanguage } from '../http/request-language.js';
import { MESSENGER_ALIASES, MESSENGERS, REMOTE_TOOLS } from './app-names.js';
import { isPoliceWord, PAST_WORDS } from './authority-words.js';
import {
  ACCOUNT_REMOVED,
  asksOfReader,
  cleanMessage,
  LINK_REMOVED,
  mentionsMoney,
  NUMBER_REMOVED,
  scamWarnings,
} from './message-text.js';
import { asksMoneyInOtherWords } from './scam-openers.js';
import { readSignals } from './signal-text.js';
import { isStreetWord, namesStreetAddress } from './street-address.js';
import { isMailOrPayment } from './told-handles.js';

const MARKERS = [LINK_REMOVED, NUMBER_REMOVED, ACCOUNT_REMOVED].flatMap((marker) =>
  Object.values(marker),
);

// Messengers and the short names people give them ('tg', 'wa', 'ig').
const APPS: ReadonlySet<string> = new Set([...MESSENGERS, ...MESSENGER_ALIASES]);
const TOOLS: ReadonlySet<string> = new Set(REMOTE_TOOLS);

// Naming a messenger is not by itself a way to be reached: "I use WhatsApp to talk to my
// grandchildren" tells a life, and a card for tech help may name the app it helps with. A messenger
// named in the same sentence as a handle ('oldgardener55', 'anna.gardens', 'live:anna'), a colon
// after it ('fb messenger: …'), or a word that asks to be found or written to there ('chat on',
// 'search', 'add me', 'schreib') is a contact detail, and refused. A remote-help program on a card
// is always refused: offering to work a stranger's computer is the scam's first step, and real help
// is arranged in the thread.
const CONTACT_WORDS: ReadonlySet<string> = new Set(
  `chat chatten chats write writing text texting message msg dm pm call ring add search find follow
   contact reach reachable better prefer let lets schreib schreibe schreiben schreibt such suche suchen
   finde finden kontakt kontaktier melde meldet ruf anruf erreichbar lieber besser hinzufugen
   hinzufügen`
    .split(/\s+/u)
    .filter(Boolean),
);
// A word a person writes as a name on an app: letters with digits ('oldgardener55'), or letters
// joined by '.', '_' or ':' ('anna.gardens', 'live:anna').
const isHandle = (word: string): boolean =>
  /\p{L}/u.test(word) && (/\p{N}/u.test(word) || /[\p{L}\p{N}][._:][\p{L}\p{N}]/u.test(word));
// A word without the full stops and colons that end it.
function trimmed(word: string): string {
  let end = word.length;
  while (end > 0 && '.:'.includes(word[end - 1]!)) end -= 1;
  return word.slice(0, end);
}

function namesContact(sentence: string): boolean {
  const words = sentence.match(/[\p{L}\p{N}._:]+/gu)?.map(trimmed);
  if (!words) return false;
  const bare = words.map((word) => word.replace(/[._:]/gu, ''));
  if (bare.some((word) => TOOLS.has(word))) return true;
  const app = bare.findIndex((word) => APPS.has(word));
  if (app < 0) return false;
  return (
    /:/u.test(sentence.slice(sentence.search(/[\p{L}]/u))) ||
    words.some((word, i) => i !== app && !APPS.has(bare[i]!) && isHandle(word)) ||
    bare.some((word) => CONTACT_WORDS.has(word))
  );
}

// Money named in a sentence that sends, buys, hurries or speaks of the reader's money ('Send me
// Apple cards', 'Your IBAN please', 'Brauche dringend Geld, bitte überweisen'). Money named in a life
// or an offer of help is a person's ('Retired bank clerk, I help with online banking', ninth hostile
// pass #2): the message reader warns on both, a card refuses only the first.
const MONEY_ASKS = [
  'send',
  'schick',
  'buy',
  'kauf',
  'urgent',
  'dringend',
  'sofort',
  'uberweis',
  'überweis',
  'transfer',
  'lend',
  'leih',
  'give',
  'gib',
  'geben',
];
const READERS: ReadonlySet<string> = new Set(
  'your yours ihre ihren ihrem ihrer dein deine deinen deinem deiner'.split(' '),
);
const asksMoney = (sentence: string): boolean =>
  (sentence.match(/\p{L}+/gu) ?? []).some(
    (word) => READERS.has(word) || MONEY_ASKS.some((ask) => word.startsWith(ask)),
  );

// The police and prosecution, as a present office (the words in authority-words.ts, shared with
// the message reader). Messages that claim an office warn when they also alarm the reader
// (`claimsToBeStaff`) or tell of trouble (`scamSigns`: jail, bail, an accident); a card is
// stricter, because it carries no warning and false police officers are the scam older people in
// Germany meet most ('Ich bin von der Polizei, Kriminalpolizei Berlin'). A past office is a life story ('retired police officer',
// 'Polizist a. D.', 'ehemaliger Kommissar') and passes; a serving officer says so in the thread.
function claimsPolice(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  const police = words.some(isPoliceWord);
  return police && !words.some((word) => PAST_WORDS.has(word));
}

// Sixteenth hostile pass #C: an account told by its last digits beside a bank ("My bank: Sparkasse
// Köln, account ending 4711, send love") is a payment detail on a card. Three digits or more beside
// a word for an account or card; a year ("at the Sparkasse since 1975") is none.
const ACCOUNT_WORDS =
  /(?<![\p{L}])(?:account|konto\p{L}*|iban|card|karte|kreditkarte|ending|endet|endend|endung|endziffern)(?![\p{L}])/iu;
const namesAccountDigits = (sentence: string): boolean =>
  ACCOUNT_WORDS.test(sentence) &&
  (sentence.match(/\p{Nd}{3,}/gu) ?? []).some((digits) => !/^(?:19|20)\p{Nd}{2}$/u.test(digits));

/**
 * Whether a card's first name names a mail provider, a payment service or a street ("Bert Gmail",
 * "Gmx Bert", "Anna Lindenallee"; sixteenth hostile pass #C): with the card's town beside it, such a
 * name is an address to write to. Messengers and companies are the contracts' first-name rule's.
 */
export function firstNameRefused(name: string): boolean {
  return (name.match(/[\p{L}.]+/gu) ?? []).some(
    (word) => isMailOrPayment(word) || isStreetWord(word),
  );
}

/**
 * Whether a card's sentence about its person must be refused: the message filter would cut a link,
 * address, number or account from it, or warn about it (money, a relative's or an office's voice,
 * a move elsewhere, remote access), it asks something of its reader (`asksOfReader`), it names an
 * app together with a way to be found there, or it gives a street address. Read as the scam checks
 * read a message (`readSignals`: look-alike letters, names written in pieces, spelt-out words).
 */
export function aboutRefused(about: string, lang: RequestLanguage): boolean {
  const line = about.replace(/\s+/gu, ' ');
  const cleaned = cleanMessage(line, lang);
  if (MARKERS.some((marker) => cleaned.includes(marker))) return true;
  if (asksOfReader(cleaned) || scamWarnings(cleaned).length > 0) return true;
  const { text } = readSignals(cleaned);
  const sentences = text.split(/[.!?;\n](?:\s|$)/u);
  if (sentences.some((sentence) => mentionsMoney(sentence) && asksMoney(sentence))) return true;
  // Returns promised, a prize or a fee owed: an ask in other words, on a card as in a message
  // ("I run a small vineyard fund, members earn 12% a year"; eighteenth hostile pass #3).
  if (asksMoneyInOtherWords(text)) return true;
  if (namesStreetAddress(cleaned) || claimsPolice(text)) return true;
  if (sentences.some(namesAccountDigits)) return true;
  return sentences.some(namesContact);
}
