import { claimsToBeStaff, type ScamSign } from '@ageless/contracts';

// Signs of a scam other than money in an introduction or thread message (seventh hostile pass #4):
// someone passing for a relative ("Hallo Oma, ich bin's, neue Nummer") and someone moving the talk
// off the platform ("schreib mir auf WhatsApp"). Like the money words, these are word lists looked up
// word by word, not patterns: a new wording is a new entry, and every lookup stays linear. Each kind
// is a set of cues that must meet, so one ordinary word ('schnell', 'WhatsApp', 'Oma') warns no one.

const list = (words: string): string[] => words.split(/\s+/).filter(Boolean);

// A phrase book: the phrases, and the words they start with, so that a message is only read on from
// a word that starts one (each lookup then reads at most `longest` words: linear in the message).
interface Phrases {
  readonly all: ReadonlySet<string>;
  readonly starts: ReadonlySet<string>;
  readonly longest: number;
}

function phrases(entries: readonly string[]): Phrases {
  const split = entries.map((entry) => entry.split(' '));
  return {
    all: new Set(entries),
    starts: new Set(split.map((words) => words[0]!)),
    longest: Math.max(...split.map((words) => words.length)),
  };
}

function hasPhrase(words: readonly string[], book: Phrases): boolean {
  for (let i = 0; i < words.length; i += 1) {
    if (!book.starts.has(words[i]!)) continue;
    let phrase = words[i]!;
    for (let length = 2; length <= book.longest && i + length <= words.length; length += 1) {
      phrase += ` ${words[i + length - 1]!}`;
      if (book.all.has(phrase)) return true;
    }
  }
  return false;
}

/** Messenger names, also read by the contact filter (a name followed by a handle is removed). */
export const MESSENGERS = list(`
  telegram whatsapp signal threema instagram insta facebook fb skype snapchat snap tiktok viber
  wechat kik discord
`);

// Passing for someone the reader knows. A greeting to a parent or grandparent: a stranger here has
// no reason to write "Hi Mum". These words follow a greeting, or open the message.
const GREETINGS = new Set(
  list('hi hey hallo hello hullo dear liebe lieber liebste moin servus na'),
);
const KIN = new Set(
  list(`
    mum mom mama mami mummy mommy mother mutti dad daddy papa papi father vati oma opa omi opi
    oma's grandma grandpa granny gran nana grandad granddad grandmother grandfather großmutter
    großvater
  `),
);
// Claiming to be the reader's family: "dein Enkel", "your grandson".
const YOUR_KIN = new Set(
  list(`
    enkel enkelin enkelkind sohn tochter neffe nichte grandson granddaughter grandchild son daughter
    nephew niece
  `),
);
// "It's me" without a name, or a riddle about who writes.
const ITS_ME = phrases([
  "it's me",
  'its me',
  'it is me',
  "it's only me",
  'guess who',
  "ich bin's",
  'ich bins',
  'ich bin es',
  "bin's nur",
  'rate mal',
  'rat mal',
  'weißt du wer',
  'du errätst nie',
  'you never guess',
  "you'll never guess",
  'remember me',
]);
// Hurry, or a plea for help for oneself: the pressure that follows the claim ("I help at the
// church" is none).
const HURRY = new Set(
  list(`
    urgent urgently dringend dringende dringenden dringender dringendes emergency notfall asap sofort
    immediately schnell schnellstens quickly quick eilig eilt trouble schwierigkeiten
  `),
);
const PLEA = phrases([
  'help me',
  'need help',
  'need your help',
  'need a favour',
  'need a favor',
  'a favour',
  'a favor',
  'do me a',
  'hilf mir',
  'mir helfen',
  'brauche hilfe',
  'brauche deine hilfe',
  'brauche ihre hilfe',
  'einen gefallen',
  'tu mir',
]);
// A phone story: "save this number", "my old phone broke", "neues Handy". Alone it is ordinary ("my
// number is the same as before"); it counts beside another cue.
const PHONES = new Set(list('phone mobile cell handy telefon smartphone'));
// A new (or old) number: nobody here had the old one. The adjective is followed within two words by a
// word that is, or ends in, number or nummer ('neue Handynummer', 'new phone number').
const CHANGED = new Set(
  list(`
    new neue neuen neuer neues changed different geänderte geänderten old alte alten alter altes
  `),
);
const isNumberWord = (word: string): boolean => word === 'number' || word.endsWith('nummer');
// Asking to keep it a secret.
const SECRECY = phrases([
  "don't tell",
  'dont tell',
  'do not tell',
  'tell nobody',
  'tell no one',
  'tell noone',
  'nobody needs to know',
  'no one needs to know',
  'between you and me',
  'keep it secret',
  'keep this secret',
  'keep it quiet',
  'keep this quiet',
  'keep it between',
  'keep this between',
  'sag niemandem',
  'sag keinem',
  "sag's niemandem",
  'sags niemandem',
  'erzähl niemandem',
  'erzähl keinem',
  'erzähle niemandem',
  'nicht verraten',
  'niemandem sagen',
  'niemandem erzählen',
  'niemandem etwas',
  'bleibt unter uns',
  'unter uns bleiben',
]);

// Moving the talk elsewhere: a channel, a verb that asks to write or go there (an imperative,
// infinitive or "let's", not 'schreibt' of someone else), and the writer or the reader in the same
// sentence ("lass uns auf Telegram weiterschreiben"), unless it says it stays ("lieber hier").
const CHANNELS = new Set([...MESSENGERS, ...list('sms text texts mail email phone telefon handy')]);
const MOVE = new Set(
  list(`
    write text message msg dm pm continue chat talk reach contact add find switch move go
    schreib schreibe schreiben weiterschreiben weiterchatten chatten melde meld melden kontaktiere
    kontaktieren wechseln wechsle weiter treffen meet
  `),
);
// Verbs that are a channel themselves: "lass uns telefonieren", "we could skype".
const CHANNEL_VERBS = new Set(
  list('telefonieren simsen mailen texten whatsappen skypen facetimen skype facetime'),
);
const PERSON = new Set(list("me us we let's lets mir mich uns wir lass lasst"));
// "Ich bin bei WhatsApp, aber schreibe lieber hier": staying is no move.
const STAY = phrases([
  'lieber hier',
  'schreibe hier',
  'schreiben hier',
  'bleibe hier',
  'bleiben hier',
  'hier bleiben',
  'hier weiter',
  'nur hier',
  'rather here',
  'stay here',
  'write here',
  'here instead',
  'only here',
]);
// Asked outright: "text me instead", "ruf mich an", "your number?", "deine E-Mail".
const ASKED = phrases([
  'text me',
  'sms me',
  'email me',
  'mail me',
  'dm me',
  'pm me',
  'phone me',
  'ring me',
  'ruf mich an',
  'ruf mich mal an',
  'ruf mich doch an',
  'give me a call',
  'call me on',
  'call me at',
  'ring me on',
  'rufen sie mich an',
  'simse mir',
]);
const YOURS = new Set(list('your deine deinen dein ihre'));
const isContactWord = (word: string): boolean =>
  isNumberWord(word) || word === 'email' || word === 'mail' || word === 'handle';

function passesForKin(sentences: readonly (readonly string[])[]): boolean {
  const first = sentences[0] ?? [];
  if (KIN.has(first[0] ?? '')) return true;
  return sentences.some((words) =>
    words.some(
      (word, i) =>
        i > 0 &&
        ((KIN.has(word) && GREETINGS.has(words[i - 1]!)) ||
          (YOUR_KIN.has(word) && YOURS.has(words[i - 1]!))),
    ),
  );
}

// 'a new number of grandchildren' is a count, not a phone.
const isPhoneNumberAt = (words: readonly string[], i: number): boolean =>
  isNumberWord(words[i] ?? '') && words[i + 1] !== 'of';

function tellsNewNumber(words: readonly string[]): boolean {
  return words.some(
    (word, i) =>
      CHANGED.has(word) && (isPhoneNumberAt(words, i + 1) || isPhoneNumberAt(words, i + 2)),
  );
}

// A new number alone is enough; otherwise two of: family, "it's me", hurry or a plea, a phone
// story, a secret ("don't tell anyone your age" alone is a joke).
function impersonates(sentences: readonly (readonly string[])[]): boolean {
  const words = sentences.flat();
  if (tellsNewNumber(words)) return true;
  const cues = [
    passesForKin(sentences),
    hasPhrase(words, ITS_ME),
    words.some((word) => HURRY.has(word)) || hasPhrase(words, PLEA),
    words.some(
      (word, i) =>
        isPhoneNumberAt(words, i) || (CHANGED.has(word) && PHONES.has(words[i + 1] ?? '')),
    ),
    hasPhrase(words, SECRECY),
  ];
  return cues.filter(Boolean).length >= 2;
}

// A channel and a verb, two words ('text' is both: "my daughter showed me how to text" is no request).
function namesChannelAndMove(words: readonly string[]): boolean {
  if (words.some((word) => CHANNEL_VERBS.has(word))) return true;
  const channels = words.flatMap((word, i) => (CHANNELS.has(word) ? [i] : []));
  const moves = words.flatMap((word, i) => (MOVE.has(word) ? [i] : []));
  if (channels.length === 0 || moves.length === 0) return false;
  return channels.length > 1 || moves.length > 1 || channels[0] !== moves[0];
}

function movesOffPlatform(sentences: readonly (readonly string[])[]): boolean {
  return sentences.some(
    (words) =>
      hasPhrase(words, ASKED) ||
      words.some((word, i) => YOURS.has(word) && isContactWord(words[i + 1] ?? '')) ||
      (namesChannelAndMove(words) &&
        words.some((word) => PERSON.has(word)) &&
        !hasPhrase(words, STAY)),
  );
}

/**
 * The signs of a scam in a message's folded, lower-cased text besides money (which `mentionsMoney`
 * reads): each one shows the reader its own warning. `contactRemoved` says that the filter removed a
 * link, address, handle or number, itself a step off the platform.
 */
export function scamSigns(folded: string, contactRemoved: boolean): ScamSign[] {
  const sentences = folded
    .replace(/’/gu, "'")
    .replace(/\be-mail/gu, 'email')
    .split(/[.!?;\n]+/u)
    .map((sentence) => sentence.match(/[\p{L}\p{N}]+(?:'\p{L}+)?/gu) ?? []);
  const signs: ScamSign[] = [];
  // Passing for the product's staff is impersonation too (eighth hostile pass #4): "this is the
  // Ageless Connect support team, your profile will be deleted".
  if (impersonates(sentences) || claimsToBeStaff(folded)) signs.push('impersonation');
  if (contactRemoved || movesOffPlatform(sentences)) signs.push('offPlatform');
  return signs;
}
