import type { RequestLanguage } from '../http/request-language.js';
import { MONEY_WORDS, moneyWordOf } from './money-words.js';
import type { ScamSign } from '@ageless/contracts';
import { MESSENGER_ALIASES, MESSENGERS, ORDINARY_PIECES, REMOTE_TOOLS } from './app-names.js';
import { textEnd, textStart } from './cut-text.js';
import { appNameOf } from './fuzzy-names.js';
import { namesMessenger, scamSigns } from './scam-signals.js';
import { asksForAccess, asksForMoney, sentencesOf } from './scam-asks.js';
import { tellsOwnWays, warnsAgainst } from './scam-requests.js';
import { foldText, readSignals } from './signal-text.js';
import { ADDRESS_REMOVED, namesStreetAddress, streetAddressSpans } from './street-address.js';
import { ENDINGS, spacedAddresses, type Span } from './spaced-contacts.js';
import { SECRET_REMOVED, secretSpans } from './secret-words.js';
import { numberRuns, ordinaryNumbers, wordsAsDigits } from './number-words.js';
import { wordList, wordSet } from './word-lists.js';
import { asksElsewhere, namesSite } from './elsewhere.js';
import { CONTACT_APPS, MAIL_PROVIDER_NAMES, toldHandleSpans } from './told-handles.js';
import { amountOf, asksMoneyInOtherWords, passesForSomeone } from './scam-openers.js';

export { foldText };

// What a removed contact detail becomes in the text, in the reader's language.
type Texts = Record<RequestLanguage, string>;

export const LINK_REMOVED: Texts = { en: '[link removed]', de: '[Link entfernt]' };
// Phone numbers and bank account numbers (IBAN) in an introduction message. The account marker's
// own words ('account', 'Kontonummer') bring the money warning with them.
export const NUMBER_REMOVED: Texts = { en: '[number removed]', de: '[Nummer entfernt]' };
export const ACCOUNT_REMOVED: Texts = {
  en: '[account number removed]',
  de: '[Kontonummer entfernt]',
};
// Fourteenth hostile pass #5 and #6: a home address (street and house number: its marker is
// street-address.ts's) and a secret given away (a password, a PIN or code, the return key) are
// removed too, each with its own marker.
export { ADDRESS_REMOVED };
export { SECRET_REMOVED };

// Addresses of every common form: with a scheme, starting www., an e-mail address, a bare domain
// with a known ending or a path, an IPv4 address (with a port or path). Each alternative is proven
// free of super-linear backtracking by the regexp lint rules; a scheme and a domain start only where
// a run of their characters starts (not after a letter and a dot or hyphen), so 'a.a.a.…' and 'a-a-a-…' are read once, not
// once from every letter (it took seconds on 20,000 characters).
const DOMAIN_START = String.raw`\b(?<![a-z0-9-][.-]|[a-z0-9-])`;
const LINK = new RegExp(
  [
    String.raw`(?<![\w+.-])[a-z][a-z0-9+.-]*:\/\/\S+`,
    String.raw`\bwww\.\S+`,
    String.raw`(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
    String.raw`\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?(?:\/\S*)?`,
    String.raw`${DOMAIN_START}(?:[a-z0-9-]+\.)+(?:[a-z]{2}|${ENDINGS})\b(?!-)(?:\/\S*)?`,
    String.raw`${DOMAIN_START}(?:[a-z0-9-]+\.)+[a-z]{2,24}\/\S*`,
    // A return link's key opens the profile on any device (thirteenth hostile pass #1): any word
    // that carries a key, and a host with a port ("localhost:3000/matches/…").
    String.raw`(?<!\S)[^\s#?&]*[#?&](?:return)?key=\S*`,
    String.raw`(?<![\w.-])[a-z][a-z0-9-]*:\d{2,5}(?:\/\S*)?`,
  ].join('|'),
  'giu',
);

// A return key pasted alone: 40 or more letters, digits, "-" and "_" with digits and both cases in
// them, as random keys have; a run of one letter or a long word is no key.
const PASTED_KEY = /(?<![\w-])[\w-]{40,}(?![\w-])/gu;
const looksLikeKey = (run: string): boolean =>
  /\d/u.test(run) && /[a-z]/u.test(run) && /[A-Z]/u.test(run);

// An IBAN: two letters, two check digits, then groups of four letters and digits (spaced or not);
// one with fewer than ten digits is a word like 'AB12 this that', not an account.
const IBAN = /\b[a-z]{2}\d{2}(?:[ -]?[a-z\d]{4}){2,7}(?:[ -]?[a-z\d]{1,4})?\b/giu;
const MIN_IBAN_DIGITS = 10;

// A phone number: groups of digits joined by single separators, perhaps starting with + or a bracketed
// area code. Which ones are numbers to remove is decided by `isPhoneNumber`.
const PHONE =
  /(?<![\p{L}\p{N}])(?:\+ ?)?(?:\(\p{Nd}+\) ?)?\p{Nd}+(?:(?: ?[./-] ?| )\(?\p{Nd}+\)?)*/gu;

// Contact details written to slip past the patterns above (sixth hostile pass #6): an address with
// "(at)" and "(dot)" ("anna (at) gmx (dot) de"), a domain with spaces around its dot ("annahelp .
// net"), digits as words ("null eins sieben null…", seven or more), and letters standing for digits
// in a number ("O17O l234567").
// "[.]" with spaces around it too ("anna.meier [at] web [.] de"), and a name with spoken dots before
// the "(at)" ("margaret (dot) hill (at) outlook (dot) com"; thirteenth hostile pass #2).
const BRACKET_DOT = String.raw` ?[([{] ?(?:dot|punkt|\.) ?[)\]}] ?`;
const WRITTEN_EMAIL = new RegExp(
  String.raw`(?<![\w.+-])[\w+-]+(?:${BRACKET_DOT}[\w+-]+|\.[\w+-]+)* ?[([{] ?(?:at|ät|@) ?[)\]}] ?[\w-]+(?:(?:${BRACKET_DOT}|\.)[\w-]+)+`,
  'giu',
);
// Starting where a run of name characters starts: from every letter of 'a-a-a-…' it was quadratic.
const SPACED_DOMAIN = new RegExp(
  String.raw`(?<![a-z0-9-])[a-z0-9-]+ \. ?(?:${ENDINGS})\b(?:\/\S*)?`,
  'giu',
);
// An address spoken without brackets (seventh hostile pass #4): "anna punkt mueller at gmx punkt de",
// "anna ät web dot de". It needs "at" and then a spoken dot before a known ending, so "we meet at
// one" is no address. It starts only where a spoken name starts (not after 'dot'), so 'a dot a dot
// …' is read once.
// Fifteenth hostile pass #7: 'bei' for the '@' too, and a name written with its dots ("anna.garten
// bei gmx punkt de"); a word of the sentence before 'bei' ("ich bin bei web punkt de") is no name.
const SPOKEN_EMAIL = new RegExp(
  String.raw`(?<![\w.+-]|(?:punkt|dot) )([\w+-]+)(?:\.[\w+-]+)*(?: (?:punkt|dot) [\w-]+)* (?:at|ät|@|bei) [\w-]+(?: (?:punkt|dot) [\w-]+)*? (?:punkt|dot) (?:[a-z]{2}|${ENDINGS})\b`,
  'giu',
);
const NOT_MAIL_NAMES = wordSet('bin bist ist sind war auch nur jetzt schon mich dich uns euch');
// Fifteenth hostile pass #7: an account written as an app's own address ("Skype live:anna.garten",
// "skype:oma.inge?call", "tel:+49176…", "sip:anna@…"). Glued to its colon: "ich bin live: dabei" is
// a sentence.
const SCHEME_ID =
  /(?<![\p{L}\p{N}.-])(?:live|skype|callto|tel|sip|sms|mailto|facetime|whatsapp|signal|tg|viber|threema|teams):\+?\.?[\p{L}\p{N}_-][\p{L}\p{N}_.@+?=&-]{2,}/giu;
// A person to be looked up on a social network by name (and town): "search Anna Garten Spandau on
// facebook", "such mal nach Anna Garten aus Spandau bei Facebook", "look for Anna Garten on insta".
// The name (and town) goes, the ask and the network stay, so the reader sees what was asked; a name
// alone, without the network, stays ("find Anna Garten at the café").
// Read with its capitals (a name), the network after it in any case.
const SITES = [...MESSENGERS, ...MESSENGER_ALIASES, 'fb', 'linkedin', 'xing', 'stayfriends'].join(
  '|',
);
const SEARCH_ON_SITE = new RegExp(
  String.raw`(?<![\p{L}])((?:[Ss]earch|[Ff]ind|[Ll]ook up|[Ll]ook for|[Ss]uch\p{L}*|[Ff]ind\p{L}*)(?: mal)?(?: (?:for|nach|me|mich))? )\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+){1,3}(?: (?:aus|from|in) \p{Lu}[\p{L}'-]+)?(?= )`,
  'gu',
);
const ON_SITE = new RegExp(String.raw`^ (?:on|auf|bei|in|im|at) (?:${SITES})(?![\p{L}])`, 'iu');

// The same without a dot: "anna ät gmx de" ('ät' is no word, so any name after it is an address),
// "bob at gmail com" (after plain "at", only a mail provider's name: "we meet at cafe de Paris" stays).
const MAIL_ENDINGS = 'de|at|ch|com|net|org|eu|uk|co|us|info|biz|nl|fr|it|es|pl|be';
const SPOKEN_EMAIL_UNDOTTED = new RegExp(
  String.raw`(?<![\w.+-])[\w+-]+ (?:ät [\w-]+(?: (?:${MAIL_ENDINGS})\b)?|at (?:gmx|gmail|googlemail|yahoo|hotmail|outlook|icloud|aol|freenet|posteo|protonmail|arcor|t-online)\b(?: (?:${MAIL_ENDINGS})\b)?|at (?:web|mail|live|proton) (?:${MAIL_ENDINGS})\b)`,
  'giu',
);
// An e-mail address with spaces around its '@' or its dots (tenth hostile pass #3): "karl@gmx . de",
// "karl @ gmx.de", "karl @ web . de". Written tight before the '@' ('karl@gmx'), any ending after a
// spaced dot makes it an address. With a space before the '@' too, a dot with a space before it
// must be followed by a mail ending that is no word ("meet @ home . It was lovely": 'it', 'at', 'es'
// are words), and a dot with a space only after it ends a sentence ("Hallo @ alle. De facto…").
const SPACED_MAIL_ENDINGS = 'de|ch|com|net|org|eu|uk|nl|fr|pl|info|biz';
const SPACED_EMAIL = new RegExp(
  [
    String.raw`(?<![\w.+-])[\w.+-]+@ ?[\w-]+(?: ?\. ?[\w-]+)*? ?\. ?(?:[a-z]{2}|${ENDINGS})\b`,
    String.raw`(?<![\w.+-])[\w.+-]+ @ ?[\w-]+(?:\.[\w-]+)*(?:\.(?:[a-z]{2}|${ENDINGS})| \. ?(?:${SPACED_MAIL_ENDINGS}))\b`,
  ].join('|'),
  'giu',
);
// A messenger handle: "@anna_m", "Telegram: anna77", "auf Insta unter oma.inge", "Signal @oma_inge".
// The messenger's name stays, so the reader sees what was asked of them.
// Short names too ('tg: hans1951', 'Line ID hans51': twelfth hostile pass #3); 'line' only before
// 'id', as it is a word.
const MESSENGER_NAMES = [...MESSENGERS, ...MESSENGER_ALIASES, String.raw`line(?= ?id\b)`].join('|');
const HANDLE = /(?<![\w.@+-])@[a-z][\w.]{2,30}\b/giu;
const MESSENGER_HANDLE = new RegExp(
  String.raw`\b(${MESSENGER_NAMES})\b(?: ?(?:[:=-]|id|name|handle|account|konto|bei|auf|unter|as|als) ?)+ ?(?!me\b|mir\b|mich\b|mit\b|and\b|und\b|or\b|oder\b)([a-z][\w.]{2,30})\b`,
  'giu',
);
// After a word that says a name follows (':', 'id', 'name', 'Konto') any word is the handle; after
// 'as', 'auf', 'bei' or 'unter' alone only one no sentence has ('Skype as anna.m', not "I use Skype as
// well", "WhatsApp auf meinem Handy").
// A hyphen only with a space beside it: 'WhatsApp-Gruppen', 'Skype-Anruf' are words
// (thirteenth hostile pass #2, found beside it).
const NAMING = /[:=]|\s-|-\s|\b(?:id|name|handle|account|konto)\b/iu;
const HANDLE_SHAPED = /^[a-z]{2,}(?:[._][a-z\d]|\d)/iu;
const namesHandle = (between: string, name: string): boolean =>
  NAMING.test(between) || HANDLE_SHAPED.test(name);
// Right after the messenger's name with nothing between ("insta anna.m", "telegram oma77"), only a
// name no sentence has: two letters or more, then a dot, underscore or digit inside it. "I use Skype
// daily" and "WhatsApp z.B. für Fotos" stay.
// "My Skype is anna.m77", "Mein Telegram lautet oma_inge": the same after is/ist/lautet.
const MESSENGER_BARE_HANDLE = new RegExp(
  String.raw`\b(${MESSENGER_NAMES})((?: (?:is|ist|lautet|heißt|heisst|called))?) [a-z]{2,}(?:[._][a-z\d]|\d)[\w.]{0,30}\b`,
  'giu',
);
// Thirteenth hostile pass #2: handles and mail names written around the patterns above.
// An underscore spoken ("greta underscore gardens", "blumen Unterstrich erika") is written, so the
// name is read as one ("greta_gardens at yahoo dot com" is one address); "to underscore that" is the
// verb.
const SPOKEN_UNDERSCORE =
  /(?<![\p{L}\p{N}])([\p{L}\p{N}]+) (?:underscore|unterstrich|tiefstrich|unter strich) (?=([\p{L}\p{N}]+))/giu;
const NOT_NAMES: ReadonlySet<string> = new Set(
  `to that the this these those how what which why its a an our my your his her their i we you they
   it will would must should can could really also just der die das den dem des und and ein eine
   einen um auf zu ich wir sie er es mein dein sein`
    .split(/\s+/u)
    .filter(Boolean),
);
// A name with spoken dots in a message about a mailbox ("bei gmx, Vorname Punkt Nachname, also
// gisela punkt brandt"): the name of an address whose provider is named apart from it. Not after
// or before an article or a pronoun ("um Punkt acht", "mein Punkt ist"). A name starts where a run
// of its characters starts, so 'a-a-a-…' is read once, not from every hyphen.
const MAILBOX = new RegExp(
  String.raw`(?<![\p{L}])(?:web (?:punkt|dot) de|${MAIL_PROVIDER_NAMES.join('|')}|t-online|web\.de|web de|e-?mail\p{L}*|mail|mailadresse|mail-adresse)(?![\p{L}])`,
  'iu',
);
const SPOKEN_DOT_NAME =
  /(?<![\p{L}\p{N}-])[\p{L}\p{N}][\p{L}\p{N}-]*(?: (?:punkt|dot|point|punto|kropka|nokta) [\p{L}\p{N}][\p{L}\p{N}-]*)+/giu;
const NOTHING = /(?!)/gu;
// Fourteenth hostile pass #5: a provider spelt apart ('g mail', 'g m x') names a mailbox too.
const SPACED_LETTER = /(?<![\p{L}\p{N}])(\p{L}) (?=\p{L})/gu;
const namesMailbox = (folded: string): boolean =>
  MAILBOX.test(folded) || MAILBOX.test(folded.replace(SPACED_LETTER, '$1'));
// The name of the mailbox told beside its provider ("my address is annaberlin and the provider is g
// mail", "bei web punkt de, Name anna.b", "mein Postfach heißt hansmueller, bei gmx"): the word after
// a word for the address or its name, in a message that names a mailbox. Not a marker's own word
// ('[address removed]'), and after 'my name' only a word no first name is ('anna.b', 'oma77').
const MAILBOX_NAME =
  /(?<![\p{L}[])((?:my |mein |meine )?(e-?mail-?adresse|mailadresse|e-?mail address|e-?mail|mail|adresse|address|postfach|mailbox|mail box|name|nutzername|benutzername|username|user name)((?: (?:is|ist|lautet|heißt|heisst|called|wäre|would be)){1,2}(?: ?[:=])?|(?: ?[:=]))? )([\p{L}\p{N}][\p{L}\p{N}._+-]{2,40})(?![\p{L}\p{N}@])/giu;
const NOT_MAILBOX_NAMES = wordSet(`
  at bei on auf with mit via here hier below unten above oben in im same gleich removed entfernt
  und and or oder from von address adresse
`);
// A name (not an address) given after 'name' is one only when no first name looks like it, and a
// word right after the cue ("my email provider") only when it is no word of a sentence ('anna.b').
const NAME_CUES: ReadonlySet<string> = new Set(['name', 'nutzername', 'benutzername', 'username']);
const handleShaped = (name: string): boolean => /[._\p{N}]/u.test(name);
function isMailboxName(cue: string, told: boolean, name: string): boolean {
  const lower = name.toLowerCase();
  if (NOT_NAMES.has(lower) || HOW_IT_IS.has(lower) || NOT_MAILBOX_NAMES.has(lower)) return false;
  // The provider itself ('mail is gmx') is no one's mailbox.
  if (MAILBOX.test(name) && !/[_\p{N}]/u.test(name)) return false;
  if (!told) return handleShaped(name);
  if (!NAME_CUES.has(cue.toLowerCase())) return true;
  return handleShaped(name) || /^\p{Ll}{6,}$/u.test(name);
}

// A provider's own domain ('gmx punkt de') is no one's address: the name before it is.
const namedByDots = (chain: string): boolean => {
  const words = chain.toLowerCase().split(' ');
  return !NOT_NAMES.has(words[0]!) && !NOT_NAMES.has(words.at(-1)!) && !MAILBOX.test(words[0]!);
};
// A Discord tag ('greta#4821').
const DISCORD_TAG = /(?<![\p{L}\p{N}_.#@])\p{L}[\p{L}\p{N}_.]{1,31}#\p{Nd}{4}(?![\p{L}\p{N}])/gu;
// A handle before the messenger's name ("rosi1950 bei Telegram", "anna.m on insta"): three letters
// or more, then a dot or underscore and a letter, or two digits ("the mp3 on WhatsApp" stays).
const HANDLE_BEFORE = /^\p{L}{3,}(?:[._]\p{L}|\p{N}{2})/u;
const HANDLE_THEN_MESSENGER = new RegExp(
  String.raw`(?<![\w.@+-])([a-z][\w.]{2,30}) ((?:on|auf|bei|at|in|im|via) (?:${MESSENGER_NAMES}))\b`,
  'giu',
);
// A name after the word for one: "username: wanderfalke", "mein Benutzername ist oma.inge". After
// 'is' only a word that tells no state ("my username is the same"). Not 'handle': a door has one.
const ACCOUNT_NAME =
  /(?<![\p{L}])(username|user name|benutzername|nutzername|profilname)((?: ?(?:[:=]|is|ist|lautet|heißt|heisst) ?)+)([\p{L}][\w.]{2,30})(?![\p{L}\p{N}])/giu;
// "My Discord is sunnyside, add me", "mein Snapchat ist omaerika": after the writer's own messenger
// and 'is', a word that ends the clause (or comes before an ask) and tells no state of the app ("my
// Skype is broken", "mein WhatsApp ist abgestürzt.", "my WhatsApp is acting up").
const OWN_MESSENGER = new RegExp(
  String.raw`\b((?:my|mein|meine) (?:${MESSENGER_NAMES})(?:[ -]?(?:name|id|handle|account|konto|nutzername|benutzername))? (?:is|ist|lautet|heißt|heisst) )([a-z][\w.]{2,30})\b(?= ?[,.;:!?)]| ?$| (?:add|schreib\p{L}*|write|message|text|find|such\p{L}*|if|wenn|and|und|or|oder)\b)`,
  'giu',
);
const HOW_IT_IS: ReadonlySet<string> = new Set(
  `broken down new old slow not great good free installed working off on gone the a an also too
   very always only still just so kaputt neu alt langsam nicht gut toll kostenlos installiert weg
   ein eine auch sehr immer nur noch schon leider same gleich der die das full voll blocked hacked
   gehackt gesperrt abgestürzt deleted gelöscht crashed frozen updated aktualisiert weird strange
   komisch seltsam dead tot empty leer closed offline online busy fine ok okay fixed repariert back
   zurück easy simple secret geheim derselbe dasselbe my mein meine hard schwer long lang private
   privat open offen`
    .split(/\s+/u)
    .filter(Boolean),
);
// A word no sentence has: one with an underscore inside ('greta_gardens', 'dorothy_d_55'), or dots
// between letters with a digit in it ('heinz.k.1948', 'anna.m77'; not 'Hauptstr.12', 'ca.20').
const WORD_RUN = /(?<![\p{L}\p{N}_.@#-])[\p{L}\p{N}][\p{L}\p{N}_.]*/gu;
// A word without the full stops after it (a sentence's, not the word's). A loop: a pattern for it
// would be read again from every dot of a long run of them.
function withoutEndDots(word: string): string {
  let end = word.length;
  while (end > 0 && word[end - 1] === '.') end -= 1;
  return word.slice(0, end);
}
function isHandleWord(word: string): boolean {
  if (/[\p{L}\p{N}]_[\p{L}\p{N}]/u.test(word)) return true;
  const parts = word.split('.');
  return (
    parts.length >= 2 &&
    /^\p{L}{2,}$/u.test(parts[0]!) &&
    parts.slice(1).some((part) => /^\p{L}/u.test(part)) &&
    /\p{N}/u.test(word)
  );
}
// Letters then digits ('rosi1950', 'oma77') near a messenger's name as the signal reading has it,
// spelt out or misspelt ("Ich bin auf T e l e g r a m als rosi1950"): within a few words of it.
const NEAR_MESSENGER = 4;
// Sixteenth hostile pass #A: a mail provider's or a payment service's name too ("write to
// bertmueller50, it's a gmail").
const MESSENGER_WORDS = CONTACT_APPS;
const LETTERS_THEN_DIGITS = /(?<![\p{L}\p{N}])\p{L}{3,}\p{N}{2,}(?![\p{L}\p{N}])/u;
function handlesNearMessenger(folded: string): ReadonlySet<string> {
  // Most messages have no such word: the signal reading is made only for those that do.
  if (!LETTERS_THEN_DIGITS.test(folded)) return new Set();
  const words = readSignals(folded).text.match(/[\p{L}\p{N}_.]+/gu) ?? [];
  const near = new Set<string>();
  words.forEach((word, i) => {
    if (!/^\p{L}{3,}\p{N}{2,}$/u.test(word)) return;
    const around = words.slice(Math.max(0, i - NEAR_MESSENGER), i + NEAR_MESSENGER + 1);
    if (around.some((other) => MESSENGER_WORDS.has(withoutEndDots(other)))) near.add(word);
  });
  return near;
}
// Sixteenth hostile pass #A: a message that says it tells only a part of a number ("first part of
// my number 0170 12", "Teil eins meiner Nummer: null eins sieben null", "the rest in the next
// message") hands it over in pieces too short for a phone number: every part of three digits or
// more goes. A count ("12 grandchildren, the rest later") has fewer.
const PART_CUE =
  /(?<![\p{L}])(?:first part|second part|third part|last part|part (?:one|two|three|1|2|3)|first half|second half|(?:first|last) (?:(?:two|three|four|five|2|3|4|5) )?digits|the rest|rest later|next message|next one|to be continued|continued|starts with|begins with|teil (?:eins|zwei|drei|1|2|3)|erste[rn]? teil|zweite[rn]? teil|letzte[rn]? teil|erste hälfte|zweite hälfte|(?:ersten|letzten) (?:(?:zwei|drei|vier|fünf|2|3|4|5) )?ziffern|der rest|den rest|rest kommt|rest folgt|nächsten? nachricht|fortsetzung folgt|fängt mit|beginnt mit|anfang)(?![\p{L}])/iu;
const MIN_PART_DIGITS = 3;
function withoutAnnouncedParts(text: string, marker: string): string {
  if (!PART_CUE.test(text) || !NUMBER_CUE.test(text)) return text;
  let cleaned = '';
  let copied = 0;
  for (const part of numberParts(text)) {
    if (part.start < copied || part.digits.replace(/\D/gu, '').length < MIN_PART_DIGITS) continue;
    cleaned += `${text.slice(copied, part.start)}${marker}`;
    copied = part.end;
  }
  return cleaned + text.slice(copied);
}

// A post office box with its number ("Postfach 12 34, 28195 Bremen", "PO Box 4471"): the number
// goes, and the postcode after it.
const POST_BOX =
  /(?<![\p{L}])(postfach|p\.? ?o\.? ?box|post ?box|post office box|boîte postale|boite postale|apartado(?: de correos)?|casella postale|skrytka pocztowa|posta kutusu)(\.?:? ?(?:(?:is|ist|lautet|nr\.?|no\.?|number|nummer|#):? ?){0,2})\p{Nd}(?: ?\p{Nd}){0,9}(, ?\p{Nd}{4,5}(?![\p{L}\p{N}]))?/giu;

// Digits told in words ('null eins sieben…', 'oh seven double nine…', 'zéro six douze…', 'sıfır beş
// yüz otuz iki…', 'O7Nine11 2three4…'), in any language and with any separators number-words.ts
// reads (thirteenth hostile pass #2: one reading of numbers in words for every rule): a run that
// tells seven digits or more and is no count, draw or list of years is removed. A run with 'dann',
// 'then' between its groups only where it starts like a phone number (a zero) or the message speaks
// of a number or phone; a '+' or 'plus' before it goes with it. Prices told in words ("Die Preise:
// zwölf fünfzig, neun neunzig, vier zwanzig…") likewise.
const PRICE_CUE =
  /(?<![\p{L}])(?:prices?|preise?n?|kostet|kosten|costs?|euros?|eur|cents?|pounds?|dollars?|pence|franken|złotych|lira|reais)(?![\p{L}])|[€$£]/iu;
const PLUS_BEFORE = /(?:\+|(?<![\p{L}])plus) ?$/iu;
// A number told in parts in one message, words between the parts ("Vorwahl null drei null,
// Rufnummer eins zwei drei…", "fängt mit null eins fünf zwei an, der Rest ist drei drei vier…"):
// read as a chain like parts over messages (`numberInParts`). It starts at a part that begins with
// 0 or +, goes on through parts a few words apart in the same sentence, and is removed when it
// holds seven digits or more, in a message that speaks of a number or phone.
const PART_GAP_WORDS = 5;
const MAX_PHONE_DIGITS = 15;
interface NumberPart {
  readonly start: number;
  readonly end: number;
  readonly digits: string;
}
function numberParts(text: string): NumberPart[] {
  const runs: NumberPart[] = numberRuns(text, true).map((run) => ({
    start: run.start,
    end: run.end,
    digits: run.groups.join(''),
  }));
  const parts = [...runs];
  // Both in the order of the text: a group inside a run of words is that run's (one pass).
  let next = 0;
  for (const match of text.matchAll(DIGIT_GROUP)) {
    const end = match.index + match[0].length;
    while (next < runs.length && runs[next]!.end <= match.index) next += 1;
    if (next < runs.length && runs[next]!.start < end) continue;
    if (UNIT_AFTER.test(text.slice(end, end + 20)) || digitGroups(match[0]).length === 0) continue;
    parts.push({ start: match.index, end, digits: match[0].replace(/[^+\p{Nd}]/gu, '') });
  }
  return parts.sort((a, b) => a.start - b.start);
}
function withoutNumberInParts(text: string, marker: string): string {
  if (!NUMBER_CUE.test(text)) return text;
  const parts = numberParts(text);
  let cleaned = '';
  let copied = 0;
  for (let first = 0; first < parts.length; first += 1) {
    if (!/^[+0]/u.test(parts[first]!.digits)) continue;
    let last = first;
    let digits = parts[first]!.digits.length;
    while (last + 1 < parts.length) {
      const between = text.slice(parts[last]!.end, parts[last + 1]!.start);
      if (/[.!?\n]/u.test(between) || (between.match(/\p{L}+/gu)?.length ?? 0) > PART_GAP_WORDS)
        break;
      last += 1;
      digits += parts[last]!.digits.length;
    }
    if (last > first && digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS) {
      cleaned += `${text.slice(copied, parts[first]!.start)}${marker}`;
      copied = parts[last]!.end;
    }
    first = last;
  }
  return cleaned + text.slice(copied);
}

function withoutToldNumbers(text: string, marker: string): string {
  const runs = numberRuns(text);
  if (runs.length === 0) return text;
  const cued = NUMBER_CUE.test(text);
  const priced = PRICE_CUE.test(text);
  let cleaned = '';
  let copied = 0;
  for (const run of runs) {
    const digits = run.groups.join('');
    if (!isPhoneNumber(digits) || ordinaryNumbers(run.groups)) continue;
    const plus = PLUS_BEFORE.exec(text.slice(Math.max(copied, run.start - 6), run.start));
    if (run.loose && !digits.startsWith('0') && !plus && !cued) continue;
    // Prices are told in pairs ('zwölf fünfzig'); digits told one by one are a number to call.
    const pairs = run.groups.filter((group) => group.length >= 2).length * 2 >= run.groups.length;
    if (priced && pairs && !digits.startsWith('0') && !plus && !cued) continue;
    const start = run.start - (plus?.[0].length ?? 0);
    cleaned += `${text.slice(copied, start)}${marker}`;
    copied = run.end;
  }
  return cleaned + text.slice(copied);
}
// Letters written for digits in a phone number (sixth and tenth hostile passes): 'O' and 'o' for
// zero, 'I', 'l' and 'i' for one ("O17O l234567", "0I70-I234567", "O I 7 O - I 2 3 4 5 6 7"). A run
// of digits and those letters in groups is read as digits when its groups that hold a digit, from
// the first such group to the last, have more digits than letters and make a phone number; the
// letters at either end are the sentence's ("From 1950-1960 I lived…"), and a run that is no number
// stays as written.
// Fifteenth hostile pass #7: capitals that pass for other digits too, Z for 2, S for 5, B for 8
// ("O176 Z345 678"); only as capitals, as a small 's' or 'b' is a word's.
const LOOKALIKE_NUMBER =
  /(?<![\p{L}\p{N}])(?:\+ ?)?[\p{Nd}oilOILZSB]+(?:(?: ?[./-] ?| )[\p{Nd}oilOILZSB]+)*(?![\p{L}\p{N}])/gu;
const LOOKALIKE_DIGITS: Readonly<Record<string, string>> = {
  o: '0',
  O: '0',
  i: '1',
  I: '1',
  l: '1',
  L: '1',
  Z: '2',
  S: '5',
  B: '8',
};

function lookalikeNumber(run: string, marker: string): string {
  const groups = [...run.matchAll(/[\p{Nd}oilOILZSB]+/gu)];
  const held = groups.filter(([group]) => /\p{Nd}/u.test(group));
  if (held.length === 0) return run;
  // A leading '+' belongs to the number.
  const start = /^\+ ?$/u.test(run.slice(0, held[0]!.index)) ? 0 : held[0]!.index;
  const end = held.at(-1)!.index + held.at(-1)![0].length;
  const number = run.slice(start, end);
  const letters = number.match(/[oilOILZSB]/gu)?.length ?? 0;
  const digits = number.match(/\p{Nd}/gu)?.length ?? 0;
  if (letters === 0 || letters >= digits) return run;
  const read = number.replace(/[oilOILZSB]/gu, (letter) => LOOKALIKE_DIGITS[letter]!);
  return isPhoneNumber(read) ? `${run.slice(0, start)}${marker}${run.slice(end)}` : run;
}
const MIN_PHONE_DIGITS = 7;
// '12.03.1952', '2026-11-27', '1.000.000', '1950-1960': dates, amounts and years, not phone numbers.
const DATE =
  /^(?:\p{Nd}{1,2}[./]\p{Nd}{1,2}[./]\p{Nd}{2,4}|(?:19|20)\p{Nd}{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\p{Nd}|3[01]))$/u;
const THOUSANDS = /^[1-9]\p{Nd}{0,2}(?:[.,]\p{Nd}{3})+$/u;
const YEARS = /^(?:19|20)\p{Nd}{2} ?[-/] ?(?:19|20)\p{Nd}{2}$/u;
// Years in a row ('1948 1952 1960'): a life's dates, read together from two messages too.
const YEAR_RUN = /^(?:19|20)\p{Nd}{2}(?:[ /-](?:19|20)\p{Nd}{2})+$/u;

// Each place `find` reads in a text replaced by the marker (places in order, none overlapping).
function removeSpans(
  text: string,
  find: (text: string) => readonly Span[],
  marker: string,
): string {
  let cleaned = '';
  let copied = 0;
  for (const { start, end } of find(text)) {
    cleaned += `${text.slice(copied, start)}${marker}`;
    copied = end;
  }
  return cleaned + text.slice(copied);
}

// Fourteenth hostile pass #5: digits left after a removed number are part of it ("[number removed]
// . 5 6 7 8 9"), however few: groups a few separators apart go with it, but for a first group that a
// word follows ("[number removed], 2 or 3 times a week", "… - 15 minutes before"), which counts
// something. A country's two letters before it ("D E [number removed]", an IBAN told in words) make
// it an account number.
const IBAN_COUNTRIES: ReadonlySet<string> = new Set(
  wordList(
    'AD AT BE BG CH CY CZ DE DK EE ES FI FR GB GI GR HR HU IE IS IT LI LT LU LV MC MT NL NO PL PT RO SE SI SK SM TR',
  ),
);
const NUMBER_SEPARATOR = ' ./-–';
const MAX_SEPARATORS = 3;
const isDigit = (character: string | undefined): boolean =>
  character !== undefined && /\p{Nd}/u.test(character);
const COUNT_AFTER = /^ ?\p{L}/u;
function digitsAfter(text: string, from: number): number {
  let end = from;
  for (let groups = 0; ; groups += 1) {
    let at = end;
    while (at < text.length && at < end + MAX_SEPARATORS && NUMBER_SEPARATOR.includes(text[at]!))
      at += 1;
    if (!isDigit(text[at])) return end;
    while (isDigit(text[at])) at += 1;
    if (COUNT_AFTER.test(text.slice(at, at + 2)) && groups === 0) return end;
    end = at;
  }
}
// In capitals, or in small letters where the text speaks of an account ("Konto: de acht neun…").
const COUNTRY_BEFORE = /(?<![\p{L}\p{N}])(\p{Lu}) ?(\p{Lu}) ?$/u;
const COUNTRY_BEFORE_ANY_CASE = /(?<![\p{L}\p{N}])(\p{L}) ?(\p{L}) ?$/u;
// Countries' letters that are words when written small ("call me at [number removed]").
const SMALL_WORDS: ReadonlySet<string> = new Set(wordList('at be es it is no si se'));
const ACCOUNT_CUE = /(?<![\p{L}[])(?:iban|konto\p{L}*|account|bankverbindung|bic)(?![\p{L}])/iu;
function withAdjacentDigits(text: string, number: string, account: string): string {
  let cleaned = '';
  let copied = 0;
  const countryBefore = ACCOUNT_CUE.test(text) ? COUNTRY_BEFORE_ANY_CASE : COUNTRY_BEFORE;
  for (let at = text.indexOf(number); at >= 0; at = text.indexOf(number, copied)) {
    const country = countryBefore.exec(text.slice(Math.max(copied, at - 4), at));
    const isAccount =
      country !== null &&
      IBAN_COUNTRIES.has(`${country[1]}${country[2]}`.toUpperCase()) &&
      !SMALL_WORDS.has(country[0].trim());
    const start = at - (isAccount ? country[0].length : 0);
    cleaned += `${text.slice(copied, start)}${isAccount ? account : number}`;
    copied = digitsAfter(text, at + number.length);
  }
  return cleaned + text.slice(copied);
}

// An IBAN written with odd spacing ("DE 89 37 04 00 44 …", "D E 8 9 3 7 …"): a country's two letters
// and its digits, single separators anywhere between them; the grouped one is `IBAN`'s.
const SPACED_IBAN =
  /(?<![\p{L}\p{N}])([a-z]) ?([a-z]) ?\p{Nd} ?\p{Nd}(?:[ .-]?\p{Nd}){10,30}(?![\p{N}])/giu;

// Fifteenth hostile pass #9: a bank's code and an account's number after their word ("sort code
// 20-00-00", "BLZ 100 500 00", "routing number 021000021", "account no. 41 22 9981"), too short for
// a phone number, still open an account to a stranger.
// Six digits or more, as the shortest of them (a sort code) has: "Konto 2024 eröffnet" is a year.
const BANK_CODE =
  /(?<![\p{L}])(sort ?code|routing(?: number)?|aba number|bsb|bankleitzahl|blz|account (?:number|no\.?)|kontonummer|konto-?nr\.?|konto)((?: (?:is|ist|lautet))?(?: ?[:#])? ?)\p{Nd}(?:[ -]?\p{Nd}){5,17}(?![\p{L}\p{N}])/giu;

// Fifteenth hostile pass #7: a number with words in capitals for its last digits, as on a phone's
// keys ("0176-CALL-ANNA", "+49 30 BLUMEN", "0800 FLOWERS"): it starts as a number to call does (a
// zero or a plus), and its letters count as digits. "2024 GMBH" and "Zimmer 0 EG" are none.
// A unit, currency or company form after the digits is what it counts ("0800 UHR", "0 EUR").
const VANITY_NUMBER =
  /(?<![\p{L}\p{N}])(?:\+ ?\p{Nd}|0)\p{Nd}*(?:[ ./-]\p{Nd}+)*[ -](?!(?:UHR|HRS|EUR|EURO|USD|GBP|CHF|GMBH|AG|KG|OHG|MIN|STD|KM|CM|MM|PS|KW|AM|PM)(?![\p{L}]))\p{Lu}{2,}(?:-(?:\p{Lu}{2,}|\p{Nd}+))*(?![\p{L}\p{N}])/gu;

// An address swallows the punctuation after it ('ssa-help.top/claim,'): that is the sentence's, kept.
function trailingPunctuation(address: string): string {
  let start = address.length;
  while (start > 0 && '.,;:!?)"\''.includes(address[start - 1]!)) start -= 1;
  return address.slice(start);
}

function isPhoneNumber(candidate: string): boolean {
  const digits = candidate.match(/\p{Nd}/gu)?.length ?? 0;
  if (digits < MIN_PHONE_DIGITS) return false;
  const text = candidate.trim();
  return !DATE.test(text) && !THOUSANDS.test(text) && !YEARS.test(text) && !YEAR_RUN.test(text);
}

/**
 * The requester's message as the other person will read it: folded (NFKC) and hidden characters
 * dropped, links, IP addresses, e-mail addresses (written apart too), phone numbers, bank account
 * numbers, home addresses and secrets given away (passwords, PINs, codes, return keys) replaced by
 * a marker, white space tidied. Length is checked by the DTO before this runs.
 */
export function cleanMessage(text: string, lang: RequestLanguage): string {
  return cleanText(text, lang, true);
}

// `oneMessage`: the text is one message. Messages read together (`revealsContact`) are joined
// without the sentence ends between them, so a handle near a messenger's name and a name with
// spoken dots beside a mailbox are read in one only ("the film Apollo13" / "Do you have WhatsApp?",
// "wa dot me slash…" / "email: …" give nothing).
function cleanText(text: string, lang: RequestLanguage, oneMessage: boolean): string {
  const link = LINK_REMOVED[lang];
  const folded = foldText(text);
  // A mailbox named in one message says nothing of spoken dots in another.
  const mailbox = oneMessage && namesMailbox(folded);
  // Secrets and home addresses first: their digits are no phone number, their words no handle.
  const personal = removeSpans(
    removeSpans(folded, secretSpans, SECRET_REMOVED[lang]),
    streetAddressSpans,
    ADDRESS_REMOVED[lang],
  ).replace(SPOKEN_UNDERSCORE, (spoken, name: string, next: string) =>
    NOT_NAMES.has(name.toLowerCase()) || NOT_NAMES.has(next.toLowerCase()) ? spoken : `${name}_`,
  );
  const spelt = removeSpans(personal, spacedAddresses, link)
    .replace(WRITTEN_EMAIL, link)
    .replace(SPOKEN_EMAIL, (address, name: string) =>
      NOT_NAMES.has(name.toLowerCase()) || NOT_MAIL_NAMES.has(name.toLowerCase()) ? address : link,
    )
    .replace(SCHEME_ID, link)
    .replace(SEARCH_ON_SITE, (found, ask: string, at: number, whole: string) =>
      ON_SITE.test(whole.slice(at + found.length, at + found.length + 30))
        ? `${ask}${link}`
        : found,
    )
    .replace(SPOKEN_EMAIL_UNDOTTED, link)
    .replace(SPACED_EMAIL, (address) => `${link}${trailingPunctuation(address)}`)
    .replace(mailbox ? SPOKEN_DOT_NAME : NOTHING, (chain) => (namedByDots(chain) ? link : chain))
    .replace(
      mailbox ? MAILBOX_NAME : NOTHING,
      (found, cue: string, word: string, told: string | undefined, name: string) =>
        isMailboxName(word, told !== undefined, name) ? `${cue}${link}` : found,
    )
    .replace(DISCORD_TAG, link)
    .replace(ACCOUNT_NAME, (found, word: string, between: string, name: string) =>
      /[:=]/u.test(between) || !HOW_IT_IS.has(name.toLowerCase())
        ? `${word}${between.trimEnd()} ${link}`
        : found,
    )
    .replace(MESSENGER_HANDLE, (found, messenger: string, name: string) =>
      namesHandle(found.slice(messenger.length, -name.length), name)
        ? `${messenger} ${link}`
        : found,
    )
    .replace(
      MESSENGER_BARE_HANDLE,
      (_, messenger: string, is: string) => `${messenger}${is} ${link}`,
    )
    .replace(OWN_MESSENGER, (found, own: string, name: string) =>
      HOW_IT_IS.has(name.toLowerCase()) ? found : `${own}${link}`,
    )
    .replace(HANDLE_THEN_MESSENGER, (found, name: string, where: string) =>
      HANDLE_BEFORE.test(name) ? `${link} ${where}` : found,
    )
    .replace(SPACED_DOMAIN, (address) => `${link}${trailingPunctuation(address)}`);
  // Sixteenth hostile pass #A: after the written forms above, a name told in words.
  const addresses = removeSpans(spelt, toldHandleSpans, link);
  const near = oneMessage ? handlesNearMessenger(folded) : new Set<string>();
  const numbers = withoutToldNumbers(addresses, NUMBER_REMOVED[lang]);
  const cleaned = withoutAnnouncedParts(
    withoutNumberInParts(numbers, NUMBER_REMOVED[lang]),
    NUMBER_REMOVED[lang],
  )
    .replace(
      POST_BOX,
      (_, box: string, between: string, postcode?: string) =>
        `${box}${between.trimEnd()} ${NUMBER_REMOVED[lang]}${postcode ? ',' : ''}`,
    )
    .replace(LOOKALIKE_NUMBER, (run) => lookalikeNumber(run, NUMBER_REMOVED[lang]))
    .replace(LINK, (address) => `${link}${trailingPunctuation(address)}`)
    .replace(HANDLE, link)
    .replace(PASTED_KEY, (run) => (looksLikeKey(run) ? link : run))
    .replace(SPACED_IBAN, (candidate, first: string, second: string) =>
      IBAN_COUNTRIES.has(`${first}${second}`.toUpperCase()) ? ACCOUNT_REMOVED[lang] : candidate,
    )
    .replace(IBAN, (candidate) =>
      (candidate.match(/\d/g)?.length ?? 0) >= MIN_IBAN_DIGITS ? ACCOUNT_REMOVED[lang] : candidate,
    )
    .replace(
      BANK_CODE,
      (_, word: string, between: string) => `${word}${between.trimEnd()} ${ACCOUNT_REMOVED[lang]}`,
    )
    .replace(VANITY_NUMBER, (candidate) =>
      isPhoneNumber(candidate.replace(/\p{Lu}/gu, '0')) ? NUMBER_REMOVED[lang] : candidate,
    )
    .replace(PHONE, (candidate) => (isPhoneNumber(candidate) ? NUMBER_REMOVED[lang] : candidate))
    .replace(WORD_RUN, (run) => {
      const word = withoutEndDots(run);
      const handle = isHandleWord(word) || near.has(word.toLowerCase());
      return handle ? `${link}${run.slice(word.length)}` : run;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  // The other language's marker too: a message is cleaned again, in its reader's language.
  return Object.values(NUMBER_REMOVED).reduce(
    (text, marker) => withAdjacentDigits(text, marker, ACCOUNT_REMOVED[lang]),
    cleaned,
  );
}

const MARKERS = new Set(
  [LINK_REMOVED, NUMBER_REMOVED, ACCOUNT_REMOVED, ADDRESS_REMOVED, SECRET_REMOVED].flatMap(
    (marker) => Object.values(marker),
  ),
);

/** Whether nothing but removed details (links, numbers, addresses, secrets) is left of a message. */
export function onlyRemoved(message: string): boolean {
  let rest = message;
  for (const marker of MARKERS) rest = rest.split(marker).join(' ');
  return rest.trim() === '';
}

// Digits and signs written for letters ('g1ft c@rd', 'm0ney'): read as the letter they pass for
// before the words are looked up (fourth hostile pass). Letters of other scripts are read as Latin
// ones by `readSignals` before this.
const LOOK_ALIKES = new Map(
  Object.entries({ '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' }),
);

// A word as the letters it passes for, '1' read as `one` ('g1ft' is gift, '1oan' is loan). A plain
// number stays a number: '500' is not 'soo'.
function asLetters(word: string, one: 'i' | 'l'): string {
  if (!/[\p{L}@$]/u.test(word)) return word;
  let letters = '';
  for (const character of word)
    letters += character === '1' ? one : (LOOK_ALIKES.get(character) ?? character);
  return letters;
}

const isMoneyWord = (word: string): boolean =>
  MONEY_WORDS.words.has(word) ||
  // German compounds: 'Bankverbindung', 'Geldtransfer', 'Amazon-Gutschein'.
  MONEY_WORDS.parts.some((part) => word.includes(part));

// A word spelt out runs on into the next ('m o n e y p l e a s e'): any money word inside it counts.
// Only for words spelt out: 'blender' holds 'lend', and is no loan.
const hidesMoneyWord = (joined: string): boolean =>
  isMoneyWord(joined) ||
  [...MONEY_WORDS.words, ...MONEY_WORDS.weak, ...MONEY_WORDS.institutions].some(
    (word) => word.length >= 4 && joined.includes(word),
  );

// A bank named in a sentence that does not speak of work, the past or a bench ("I worked at the bank").
const asksOfBank = (sentence: readonly string[]): boolean =>
  sentence.some((word) => MONEY_WORDS.institutions.has(word)) &&
  !sentence.some((word) => MONEY_WORDS.aside.has(word));

const SENTENCE_END = /[.!?;\n]+/u;
// 'Gelt' is also the south German "isn't it?" ("Gelt, du hilfst mir beim Umzug?", "schön, gelt?"):
// before a comma or at a sentence's end it is that, not 'Geld' misspelt (`moneyWordOf`).
const TAG_GELT = /(?<![\p{L}])gelt(?= *,| *$)/giu;

/**
 * Whether a message moves money to someone (transfers, gift cards, Western Union, crypto, loans),
 * names money beside an ask in the same sentence ("send me 50 euros", "your PIN", "I need money";
 * twelfth hostile pass #5: a price or one's own bank is no ask), or asks for money without naming it
 * (a sum, store cards' numbers, a customs fee, valuables collected at the door: `asksForMoney`): the
 * person who receives it is warned never to send money to someone they have not met. Words are
 * looked up, not patterns run, in the message as `readSignals` reads it.
 */
export function mentionsMoney(message: string): boolean {
  const { text: folded, speltOut } = readSignals(message);
  if (asksForMoney(sentencesOf(folded)) || asksMoneyInOtherWords(folded)) return true;
  const sentences = folded.split(SENTENCE_END);
  // '1' is read as i, then as l ('g1ft', '1oan'): the second reading only where there is a '1'.
  const readings = /1/u.test(folded) ? (['i', 'l'] as const) : (['i'] as const);
  for (const one of readings) {
    for (const sentence of sentences) {
      const words = (sentence.replace(TAG_GELT, '').match(/[\p{L}\p{N}@$]+/gu) ?? []).map((word) =>
        moneyWordOf(asLetters(word, one)),
      );
      // Thirteenth hostile pass #6: the writer's own banking ("I do online banking now with my son's
      // help", "I pay my rent by transfer") asks nothing of the reader.
      // A warning against giving ("never send money to strangers") asks nothing either.
      if (warnsAgainst(words)) continue;
      const own = tellsOwnWays(words);
      const money = moneyIn(words, own);
      if (money === 'moved') return true;
      const named = money === 'named' || /[$€£¥₿]/u.test(sentence) || asksOfBank(words);
      if (named && !own && asksMoneyOf(words)) return true;
      // "kannst du mir 2000 leihen?": a sum lent to the writer, in words too ("Leihst du mir
      // zweihundert?", "lend me 1k"; sixteenth hostile pass #B).
      if (lendsToWriter(words) && words.some((word) => amountOf(word) >= 50)) return true;
    }
  }
  // Spelt out and run on ('m o n e y p l e a s e'), digits for letters too ('m 0 n e y').
  for (const one of readings) {
    if (speltOut.some((word) => hidesMoneyWord(asLetters(word, one)))) return true;
  }
  return false;
}

// An ask in a sentence that names money: giving, needing, hurrying, the reader's own money, or
// lending to the writer ('lend me', 'leih mir'; "I can lend you my ladder" asks nothing).
const lendsToWriter = (words: readonly string[]): boolean =>
  words.some((word) => MONEY_WORDS.lend.has(word)) &&
  words.some((word) => MONEY_WORDS.toMe.has(word));
const PAY = /^(?:pay|zahlen|bezahlen|zahlst|bezahlst|übernehmen|cover)$/u;
const YOU_WORDS = new Set(['you', 'du', 'sie', 'ihr']);
// "Shall I pay the first month in cash?", "Soll ich bar zahlen?": money to change hands between the
// two is what the warning is for, offered as much as asked.
const PAYER_WORDS = new Set(['i', 'ill', 'ich', 'we', 'wir', 'shall', 'soll', 'sollen']);
const asksMoneyOf = (words: readonly string[]): boolean =>
  words.some(
    (word, i) =>
      MONEY_WORDS.asks.has(word) ||
      MONEY_WORDS.askPhrases.has(`${word}_${words[i + 1]}`) ||
      // "could you pay my bill", "kannst du das bezahlen": a request to the reader to pay.
      (PAY.test(word) &&
        words.slice(Math.max(0, i - 4), i).some((w) => MONEY_WORDS.requests.has(w)) &&
        words.slice(Math.max(0, i - 4), i).some((w) => YOU_WORDS.has(w))) ||
      (PAY.test(word) && words.slice(Math.max(0, i - 6), i).some((w) => PAYER_WORDS.has(w))),
  ) ||
  lendsToWriter(words) ||
  (words.length <= MONEY_WORDS.pleaWords && words.some((word) => MONEY_WORDS.please.has(word)));

// Whether a sentence's words move money ('transfer', 'gift cards', 'Western Union': warns alone) or
// only name it ('euros', 'paid', 'bank account': warns beside an ask). In the writer's own story
// (`own`), a plain bank transfer only names money: "I pay my rent by transfer".
function moneyIn(words: readonly string[], own: boolean): 'moved' | 'named' | undefined {
  let named = false;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1];
    const ownBanking = (one: string | undefined): boolean =>
      own && one !== undefined && MONEY_WORDS.ownBanking.some((part) => one.startsWith(part));
    if (ownBanking(word)) named = true;
    else if (isMoneyWord(word)) return 'moved';
    // The plural too: 'Apple cards', 'Steam cards' (thirteenth hostile pass #1).
    const pairs = next ? [next, next.replace(/s$/u, '')].map((n) => `${word} ${n}`) : [];
    if (!ownBanking(next) && pairs.some((pair) => MONEY_WORDS.phrases.has(pair))) return 'moved';
    if (
      MONEY_WORDS.weak.has(word) ||
      MONEY_WORDS.weakParts.some((part) => word.includes(part)) ||
      pairs.some((pair) => MONEY_WORDS.weakPhrases.has(pair))
    )
      named = true;
  }
  return named ? 'named' : undefined;
}

// A contact detail the filter could not read but the signal reading can: an address spelt out or
// spoken ('a n n a . c o m', 'evil DOT com'), or a handle after a messenger's name written in pieces
// ('Whats App: anna77', 'T e l e g r a m oma.inge').
const leftContact = (signal: string): boolean =>
  signal.search(LINK) >= 0 ||
  signal.search(MESSENGER_BARE_HANDLE) >= 0 ||
  [...signal.matchAll(MESSENGER_HANDLE)].some(([found, messenger, name]) =>
    namesHandle(found.slice(messenger!.length, -name!.length), name!),
  );

// Twelfth hostile pass #3: a street address given to be written to or visited ("Write me a letter:
// Hans Müller, Gartenweg 5, 10115 Berlin", "my address is 14 Elm Street"); a place to meet ("at the
// café, Marktplatz 3") is no step off the platform. And a full name to be searched for on an app
// ("the social network with the blue f, search Hans Mueller"): read with its capitals.
const ADDRESS_CUE =
  /(?<![\p{L}])(?:address|adresse|anschrift|letters?|briefe?|post|postcard|postkarte|write|schreib\p{L}*|wohne|live|visit|besuch\p{L}*)(?![\p{L}])/u;
const SEARCH_NAME =
  /(?<![\p{L}])(?:search|find|such|suche|suchen|finde|finden|look up)(?: for| nach)? \p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/u;

/**
 * The other signs of a scam in a cleaned message, each with its own warning for the reader: someone
 * passing for a relative, someone moving the talk off the platform (a removed contact detail is such
 * a step too, and so is a contact detail the filter could not read: `leftContact`),
 * and someone asking for a way into the reader's computer, phone or bank.
 */
export function scamWarnings(message: string): ScamSign[] {
  const signal = readSignals(message).text;
  const contact =
    [LINK_REMOVED, NUMBER_REMOVED].some((marker) =>
      Object.values(marker).some((text) => message.includes(text)),
    ) ||
    leftContact(signal) ||
    (namesStreetAddress(message) && ADDRESS_CUE.test(signal)) ||
    (SEARCH_NAME.test(message) && namesMessenger(signal)) ||
    asksElsewhere(signal, foldText(message));
  const signs = scamSigns(signal, contact);
  // Sixteenth hostile pass #B: a computer company's support, a soldier far away looking for love.
  if (!signs.includes('impersonation') && passesForSomeone(signal)) signs.push('impersonation');
  if (asksForAccess(sentencesOf(signal))) signs.push('accessRequest');
  return signs;
}

/**
 * Whether a sentence someone writes about themselves on their card asks something of its readers
 * (ninth hostile pass #2): money moved (a loan, gift cards, Western Union, crypto) or asked for
 * without naming it, a way into a computer, phone or bank, the talk moved elsewhere ('WhatsApp me',
 * an address spelt out), or passing for family. A card is a public self-description; none of these
 * belongs on it. Read from the cleaned sentence: a link or number the filter removed was removed, and
 * is no reason to refuse it.
 */
export function asksOfReader(about: string): boolean {
  const { text } = readSignals(about);
  const sentences = sentencesOf(text);
  const words = sentences.flat();
  return (
    asksForMoney(sentences) ||
    asksForAccess(sentences) ||
    words.some(
      (word, i) =>
        MONEY_WORDS.moving.has(word) || MONEY_WORDS.movingPhrases.has(`${word} ${words[i + 1]}`),
    ) ||
    scamSigns(text, leftContact(text) || asksElsewhere(text, foldText(about))).length > 0
  );
}

/** The digits of a phone number, if it has 6 to 15 of them and nothing but phone punctuation. */
export function cleanPhone(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[0-9 ()./-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15 ? trimmed.replace(/\s+/g, ' ') : null;
}

// Eleventh hostile pass #2: what one message alone does not say, a few in a row did ("my number is
// 0171" / "234" / "5678", "Whats" / "App?", "This is Officer Brown." / "Your grandson is in jail").
// A sender's last few messages in a thread are read together with a new one: a contact detail that
// only the messages together give refuses the new one (`revealsContact`), and a scam sign that only
// they together show is the new message's warning (`windowWarnings`). Bounded: a few messages of a
// day, each read to a few hundred characters from its end, so a reading stays linear and short.
export const MESSAGE_WINDOW = {
  /** The sender's messages before the new one that are read with it. */
  messages: 4,
  /** How far back they may be. */
  hours: 24,
  /** How much of each earlier message is read (its end) and of the new one (its start). */
  characters: 300,
} as const;

const windowText = (earlier: readonly string[], joiner: string): string =>
  earlier
    .slice(-MESSAGE_WINDOW.messages)
    .map((text) => textEnd(text, MESSAGE_WINDOW.characters))
    .join(joiner);

// Contact details the filter cuts from a text, counted by their markers.
function contactsIn(text: string): number {
  const cleaned = cleanText(text, 'en', false);
  let count = 0;
  for (const marker of MARKERS) count += cleaned.split(marker).length - 1;
  return count;
}

const APP_NAMES: ReadonlySet<string> = new Set([...MESSENGERS, ...REMOTE_TOOLS]);
// Words that end one message and start the next and spell a name only by chance ("so do I" /
// "Message me when you are back"), besides the ordinary pieces of names ("your face" / "Book club").
const ORDINARY_ACROSS: ReadonlySet<string> = new Set([...ORDINARY_PIECES, 'i', 'message']);
const PIECES = /[\p{L}\p{N}]+/gu;
const isNumber = (piece: string): boolean => /^\p{N}+$/u.test(piece);

/**
 * Whether the last words of the earlier messages and the first of the new one spell an app's name
 * that no one of them is ('Whats' / 'App?', 'Tele' / 'gram', 'Any' / 'Desk' only when a piece is no
 * ordinary word). Only exact names (look-alikes folded) across messages: one edit across a join
 * would find names in ordinary pairs of words.
 */
function nameAcross(before: string, message: string): boolean {
  const ends = (readSignals(before).text.match(PIECES) ?? []).slice(-3);
  const starts = (readSignals(message).text.match(PIECES) ?? []).slice(0, 3);
  for (let i = 0; i < ends.length; i += 1)
    for (let j = 1; j <= starts.length; j += 1) {
      const pieces = [...ends.slice(i), ...starts.slice(0, j)];
      // A number ending one message is no letter of a name ('Message 1' / 'Message 2' is no
      // 'imessage').
      if (pieces.every((piece) => ORDINARY_ACROSS.has(piece)) || pieces.some(isNumber)) continue;
      const joined = pieces.join('');
      const name = APP_NAMES.has(joined) ? joined : appNameOf(joined, 0);
      if (name && !pieces.includes(name)) return true;
    }
  return false;
}

/**
 * Whether the sender's earlier messages (oldest first, as stored: cleaned) and the new one together
 * give a phone number, an address, an account or a messenger's name that the new one alone does not:
 * the new one is refused, and contact details go through "Share my contact".
 */
export function revealsContact(earlier: readonly string[], message: string): boolean {
  if (earlier.length === 0) return false;
  const before = windowText(earlier, ' ');
  if (contactsIn(`${before} ${message}`) > contactsIn(before) + contactsIn(message)) return true;
  return nameAcross(before, message) || numberInParts(earlier, message);
}

// Twelfth hostile pass #3: a number told in parts with words around each ("first part of my number
// is 0176" / "second part is 2345" / "and the end 6789"), which no joining of the messages makes
// one number. Read as a chain: it starts at a group of digits that begins like a phone number (0
// or +), in a window that speaks of a number or phone, and goes on through the groups of digits
// after it; when the chain holds a phone number's digits and the new message adds to it, the new
// message is refused. Prices, distances, times and years are no part ('15 euros', '3 km', '1975').
const NUMBER_CUE =
  /(?<![\p{L}\p{N}])(?:numbers?|nummer|handynummer|telefonnummer|rufnummer|festnetznummer|festnetz|vorwahl|durchwahl|area code|landline|phone|mobile|handy|telefon|telephone|digits|ziffern|номер|телефон|numero|número|numer|numara|telefono|teléfono)(?![\p{L}\p{N}])/iu;
const DIGIT_GROUP = /(?<![\p{L}\p{N}+])\+?\p{Nd}+(?:[ ./-]\p{Nd}+)*(?![\p{L}\p{N}])/gu;
const UNIT_AFTER =
  /^ ?(?:[€$£%]|(?:euros?|eur|cents?|km|m|kg|uhr|h|am|pm|years?|jahre?n?|minut\p{L}*|stunden?|hours?|metres?|meters?|meter|mal|times|x)(?![\p{L}\p{N}]))/iu;

const PART_WORDS = 6;
const countDigits = (groups: readonly string[]): number =>
  groups.join('').match(/\p{Nd}/gu)?.length ?? 0;

function digitGroups(text: string): string[] {
  return [...text.matchAll(DIGIT_GROUP)]
    .filter((match) => !UNIT_AFTER.test(text.slice(match.index + match[0].length)))
    .map(([group]) => group)
    .filter(
      (group) =>
        !DATE.test(group) && !THOUSANDS.test(group) && !YEARS.test(group) && !YEAR_RUN.test(group),
    )
    .filter((group) => !/^(?:19|20)\p{Nd}{2}$/u.test(group));
}

function numberInParts(earlier: readonly string[], message: string): boolean {
  // Parts told in words too ("first part: null eins sieben sechs"; thirteenth hostile pass #2).
  const texts = [
    ...earlier
      .slice(-MESSAGE_WINDOW.messages)
      .map((text) => textEnd(text, MESSAGE_WINDOW.characters)),
    textStart(message, MESSAGE_WINDOW.characters),
  ].map(wordsAsDigits);
  if (digitGroups(texts.at(-1)!).length === 0 || !texts.some((text) => NUMBER_CUE.test(text)))
    return false;
  let digits = -1;
  for (const text of texts) {
    const groups = digitGroups(text);
    if (digits < 0) {
      const start = groups.findIndex((group) => /^[+0]/u.test(group));
      if (start >= 0) digits = countDigits(groups.slice(start));
      // Sixteenth hostile pass #A: a part announced as one ("my phone starts with 0 1 7 6") was
      // removed from its message (`withoutAnnouncedParts`); it starts the chain with its least.
      else if (PART_CUE.test(text) && Object.values(NUMBER_REMOVED).some((m) => text.includes(m)))
        digits = MIN_PART_DIGITS;
      continue;
    }
    // After the start, only short messages of a part each ("second part is 2345"); a sentence of
    // its own ("I have 4 cats and 50 hens") ends the chain.
    if ((text.match(/\p{L}+/gu)?.length ?? 0) > PART_WORDS) return false;
    digits += countDigits(groups);
  }
  return digits >= MIN_PHONE_DIGITS;
}

// A message of a few words goes on from the one before ("Lass uns weiterschreiben" / "auf
// Telegram"): it joins it as one sentence. Longer ones are sentences of their own, so "I use
// WhatsApp with my grandchildren" / "Let's meet at the market" is no ask to move.
const FRAGMENT_WORDS = 3;
const joinerBefore = (message: string): string =>
  (message.match(PIECES)?.length ?? 0) <= FRAGMENT_WORDS ? ' ' : '\n';
function linesOf(earlier: readonly string[]): string {
  let text = '';
  earlier.forEach((one, i) => {
    const cut = textEnd(one, MESSAGE_WINDOW.characters);
    text += i === 0 ? cut : `${joinerBefore(cut)}${cut}`;
  });
  return text;
}

/** The warnings shown beside a received message. */
export interface MessageWarnings {
  moneyWarning: boolean;
  scamSigns: ScamSign[];
}

/**
 * The warnings of a message read alone, and those that only the sender's earlier messages (oldest
 * first, cleaned) together with it show: the message that completes a pattern carries its warning,
 * and the ones after it do not repeat it. Earlier messages are joined by lines, so each stays its
 * own sentence, but for a fragment of a few words (`joinerBefore`).
 */
export function windowWarnings(earlier: readonly string[], message: string): MessageWarnings {
  const alone = { moneyWarning: mentionsMoney(message), scamSigns: scamWarnings(message) };
  if (earlier.length === 0) return alone;
  const before = linesOf(earlier.slice(-MESSAGE_WINDOW.messages));
  // The new message's start goes on from the earlier ones; the rest of it was read alone.
  const head = textStart(message, MESSAGE_WINDOW.characters);
  const joined = `${before}${joinerBefore(head)}${head}`;
  // Each text's checks one after the other: its reading is made once (`readSignals` keeps it).
  const had = { money: mentionsMoney(before), signs: scamWarnings(before) };
  const added = scamWarnings(joined).filter(
    (sign) => !had.signs.includes(sign) && !alone.scamSigns.includes(sign),
  );
  if (
    ![...alone.scamSigns, ...had.signs, ...added].includes('offPlatform') &&
    namedThere(before, head)
  )
    added.push('offPlatform');
  return {
    moneyWarning: alone.moneyWarning || (!had.money && mentionsMoney(joined)),
    scamSigns: [...alone.scamSigns, ...added],
  };
}

// Thirteenth hostile pass #2: a name in one message and where it is in the next ("I'm greta gardens
// over there" / "on insta I mean", "look for wanderfalke" / "LinkedIn"), each harmless alone and
// too far apart in words to be read as one sentence: the new message, a few words, names a messenger
// or a network, and an earlier one gives a name as one there (a cue for it, or a handle: letters
// then digits).
const NAMED_THERE =
  /(?<![\p{L}])(?:over there|there as|dort als|da als|dort heiße ich|dort heisse ich|dort bin ich|name there|name dort|name da|username|user name|benutzername|nutzername|profilname|search for|look for|such nach|suche nach|find me as|findest du mich als|unter dem namen|under the name|as my name|als name)(?![\p{L}])/u;
const SHORT_FOLLOW_UP = 8;
function namedThere(before: string, message: string): boolean {
  if ((message.match(PIECES)?.length ?? 0) > SHORT_FOLLOW_UP) return false;
  const next = readSignals(message).text;
  if (!namesMessenger(next) && !namesSite(next)) return false;
  const earlier = readSignals(before).text;
  return (
    NAMED_THERE.test(earlier) ||
    (earlier.match(/[\p{L}\p{N}]+/gu) ?? []).some((word) => /^\p{L}{3,}\p{N}{2,}$/u.test(word))
  );
}
