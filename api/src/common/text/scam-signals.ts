import { claimsToBeStaff, type ScamSign } from '@ageless/contracts';
import { MESSENGER_ALIASES, MESSENGERS } from './app-names.js';
import { isPoliceWord, isTroubleWord, OFFICE_WORDS, PAST_WORDS } from './authority-words.js';
import { asksForMoney, collectsFromReader, sentencesOf } from './scam-asks.js';
import { BAIL, readRequests, tellsKinInCustody, tellsOwnWays } from './scam-requests.js';
import { wordList } from './word-lists.js';

// Signs of a scam other than money in an introduction or thread message (seventh hostile pass #4):
// someone passing for a relative ("Hallo Oma, ich bin's, neue Nummer") and someone moving the talk
// off the platform ("schreib mir auf WhatsApp"). Like the money words, these are word lists looked up
// word by word, not patterns: a new wording is a new entry, and every lookup stays linear. Each kind
// is a set of cues that must meet, so one ordinary word ('schnell', 'WhatsApp', 'Oma') warns no one.

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

// Passing for someone the reader knows. A greeting to a parent or grandparent: a stranger here has
// no reason to write "Hi Mum". These words follow a greeting, or open the message.
const GREETINGS = new Set(
  wordList('hi hey hallo hello hullo dear liebe lieber liebste moin servus na'),
);
const KIN = new Set(
  wordList(`
    mum mom mama mami mummy mommy mother mutti dad daddy papa papi father vati oma opa omi opi
    oma's grandma grandpa granny gran nana grandad granddad grandmother grandfather großmutter
    großvater babcia babciu dziadek dziadku mamo tato nonna nonno abuela abuelo abuelita
    abuelito babushka dedushka anneanne babaanne dede
  `),
);
// Claiming to be the reader's family: "dein Enkel", "your grandson".
const YOUR_KIN = new Set(
  wordList(`
    enkel enkelin enkelkind sohn tochter neffe nichte grandson granddaughter grandchild son daughter
    nephew niece wnuczek wnuczka wnuk wnusia nipote nieto nieta torunun torun vnuk
  `),
);
// 'your' and its German forms ('Ihr Enkel', 'Ihrem Sohn').
const YOURS = new Set(wordList('your deine deinen dein deinem deiner ihre ihr ihren ihrem ihrer'));

// Saying who writes: "hier ist dein Enkel", "this is your granddaughter", "ich bin deine Enkelin",
// "it's your favourite grandson" (tenth hostile pass #2). Asking about the reader's family ("is your
// son coming too?") is no claim: the words before 'your' must say who is writing.
const I_AM = phrases([
  'hier ist',
  'hier spricht',
  'hier schreibt',
  'ich bin',
  'bin ich',
  'this is',
  'it is',
  "it's",
  'i am',
  "i'm",
  'here is',
  "here's",
]);
// 'Lieblingsenkel', 'Enkelsohn': the German compounds of grandchild.
const isYourKin = (word: string): boolean =>
  YOUR_KIN.has(word) || /^enkel|enkel(?:in)?$/u.test(word);

/** Whether a sentence says the writer is the reader's relative, perhaps with one word between. */
function claimsKin(words: readonly string[]): boolean {
  return words.some((word, i) => {
    if (!YOURS.has(word)) return false;
    const kin = isYourKin(words[i + 1] ?? '') || isYourKin(words[i + 2] ?? '');
    return kin && (endsPhrase(words, i, I_AM) || endsPhrase(words, i - 1, I_AM));
  });
}

// Whether a phrase of the book ends just before word `at` (the words before it, one or two).
function endsPhrase(words: readonly string[], at: number, book: Phrases): boolean {
  const one = words[at - 1];
  const two = words[at - 2];
  return (
    (one !== undefined && book.all.has(one)) ||
    (one !== undefined && two !== undefined && book.all.has(`${two} ${one}`))
  );
}

// A riddle whose answer is the writer: "rate mal, wer hier ist", "guess who this is", "weißt du,
// wer hier schreibt?". The words after 'wer'/'who' end the sentence, are only these words, and the
// last is a verb of being or writing: "guess who I met" and "rate mal, wer heute kam" are stories.
const RIDDLES = phrases([
  'rate mal wer',
  'rat mal wer',
  'rate wer',
  'raten sie wer',
  'errate wer',
  'errätst du wer',
  'weißt du wer',
  'wissen sie wer',
  'guess who',
  "guess who's",
  'know who',
  "know who's",
]);
const BEING = new Set(
  wordList('ist bin is am schreibt schreibe spricht writing texting speaking messaging calling'),
);
const WRITER = new Set([...BEING, ...wordList('hier da das dran ich this it i gerade jetzt now')]);
const MAX_ANSWER = 3;

function asksWhoWrites(words: readonly string[]): boolean {
  return words.some((word, i) => {
    if (!RIDDLES.starts.has(word)) return false;
    for (let length = 2; length <= RIDDLES.longest; length += 1) {
      if (!RIDDLES.all.has(words.slice(i, i + length).join(' '))) continue;
      // The answer runs to the end of the sentence (one word more for the reader's name).
      const answerLength = words.length - i - length;
      if (answerLength < 1 || answerLength > MAX_ANSWER + 1) continue;
      // The reader may be named in it: "guess who this is, Nana".
      const rest = words.slice(i + length).filter((after) => !KIN.has(after));
      if (
        rest.length <= MAX_ANSWER &&
        rest.every((after) => WRITER.has(after)) &&
        BEING.has(rest.at(-1) ?? '')
      )
        return true;
    }
    return false;
  });
}

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
  // The grandchild trick in other languages (twelfth hostile pass #4: "Babcia, to ja, wnuczek").
  'to ja',
  'to ja twój',
  'sono io',
  'soy yo',
  'eto ya',
  'ben benim',
]);
// Hurry, or a plea for help for oneself: the pressure that follows the claim ("I help at the
// church" is none).
const HURRY = new Set(
  wordList(`
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
const PHONES = new Set(wordList('phone mobile cell handy telefon smartphone'));
// A new (or old) number: nobody here had the old one. The adjective is followed within two words by a
// word that is, or ends in, number or nummer ('neue Handynummer', 'new phone number').
const CHANGED = new Set(
  wordList(`
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
  // Thirteenth hostile pass #3: "keep it to yourself", "don't mention it to anybody", "kein Wort".
  'keep it to yourself',
  'keep this to yourself',
  'keep that to yourself',
  "don't mention",
  'dont mention',
  'do not mention',
  'not a word',
  'für dich behalten',
  'für sich behalten',
  'behalte das für dich',
  'behalte es für dich',
  'behalt das für dich',
  'kein wort',
]);

// Moving the talk elsewhere: a channel, a verb that asks to write or go there (an imperative,
// infinitive or "let's", not 'schreibt' of someone else), and the writer or the reader in the same
// sentence ("lass uns auf Telegram weiterschreiben"), unless it says it stays ("lieber hier").
const CHANNELS = new Set([
  ...MESSENGERS,
  ...wordList(
    'sms text texts mail email phone telefon handy letter letters postcard brief postkarte',
  ),
]);
// Verbs with the writer in them, a move and a person at once ("scrivimi su WhatsApp").
const MOVE_TO_ME = wordList(`
  scrivimi scrivetemi chiamami contattami cercami aggiungimi escríbeme escribeme llámame llamame
  contáctame búscame agrégame escríbanme
`);
const MOVE = new Set([
  ...MOVE_TO_ME,
  ...wordList(`
    write text message msg dm pm continue chat talk reach contact add find switch move go
    schreib schreibe schreiben weiterschreiben weiterchatten chatten melde meld melden kontaktiere
    kontaktieren wechseln wechsle weiter treffen meet weiterreden erreichst erreichen search look
    such suche suchen scrivi scrivere escribe escribir napisz napiszcie pisz zadzwoń dodaj znajdź
    yaz yazın ara arayın ekle
  `),
]);
// Verbs that are a channel themselves: "lass uns telefonieren", "we could skype", and any
// messenger's name with a verb's ending ('whatsappen', 'whatsappe', 'skypst', 'telegrammt'), but
// for names whose forms are ordinary words ('Signale', 'snaps').
const CHANNEL_VERBS = new Set(wordList('telefonieren simsen mailen texten skype facetime'));
const VERB_ENDINGS = new Set(wordList('n en e st t ed d ing mt men'));
const NOT_VERBS = new Set(wordList('signal snap insta fb'));
// Compounds of a messenger's name that still name it: 'Whatsappnummer', 'Telegramgruppe'.
// Inflected in Polish and Turkish too ('na WhatsAppie', "WhatsApp'tan yaz").
const COMPOUND_ENDS = new Set(
  wordList(`
    app chat gruppe group nummer number account konto id name profil profile kontakt ie em
    'tan 'dan 'ta 'da 'a 'e 'ten 'den
  `),
);
// The channel said without its name: "another app", "einen privaten Chat", "eine andere Plattform".
const OTHER = new Set(
  wordList(`
    another other different private separate andere anderen anderer anderes anderem privat private
    privaten privater privates
  `),
);
const PLACES = new Set(
  wordList('app apps messenger chat plattform platform kanal channel seite site dienst service'),
);

// Messengers by their first two letters: most words start like none, and are passed at once.
const STARTS = new Set(MESSENGERS.map((name) => name.slice(0, 2)));
const startsWithMessenger = (word: string, ends: ReadonlySet<string>): boolean =>
  STARTS.has(word.slice(0, 2)) &&
  MESSENGERS.some(
    (name) =>
      word.length > name.length && word.startsWith(name) && ends.has(word.slice(name.length)),
  );
const isChannelVerb = (word: string): boolean =>
  CHANNEL_VERBS.has(word) ||
  (startsWithMessenger(word, VERB_ENDINGS) &&
    !MESSENGERS.some((name) => NOT_VERBS.has(name) && word.startsWith(name)));
const isChannelAt = (words: readonly string[], i: number): boolean => {
  const word = words[i]!;
  return (
    CHANNELS.has(word) ||
    word === 'messenger' ||
    startsWithMessenger(word, COMPOUND_ENDS) ||
    (PLACES.has(word) && (OTHER.has(words[i - 1] ?? '') || OTHER.has(words[i - 2] ?? '')))
  );
};
const PERSON = new Set([
  ...MOVE_TO_ME,
  ...wordList("me us we let's lets mir mich uns wir lass lasst dich dir euch mnie mi bana beni"),
]);
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
// Asking whether the reader is on a messenger: "Do you have WhatsApp?", "Are you on Telegram?",
// "Hast du Signal?", "Sind Sie bei Threema?" (a word may stand between: "do you have a Skype").
const ON_IT = phrases([
  'do you have',
  'do you use',
  'are you on',
  'you on',
  'hast du',
  'haben sie',
  'nutzt du',
  'nutzen sie',
  'bist du auf',
  'bist du bei',
  'sind sie auf',
  'sind sie bei',
]);
// Asking how the reader uses it is talk about the app ("Do you use WhatsApp with your family? I find
// it confusing", twelfth hostile pass #5): a word after the name that tells what for or with whom.
const USAGE = new Set(wordList('with mit for für zum zur to um'));
const asksIfOn = (words: readonly string[]): boolean =>
  words.some(
    (word, i) =>
      (MESSENGERS.includes(word) || startsWithMessenger(word, COMPOUND_ENDS)) &&
      !USAGE.has(words[i + 1] ?? '') &&
      (endsPhrase3(words, i, ON_IT) || endsPhrase3(words, i - 1, ON_IT)),
  );
// Whether a phrase of up to three words of the book ends just before word `at`.
function endsPhrase3(words: readonly string[], at: number, book: Phrases): boolean {
  if (at < 1) return false;
  return (
    endsPhrase(words, at, book) || (at >= 3 && book.all.has(words.slice(at - 3, at).join(' ')))
  );
}
// A messenger as a verb on the reader: "whatsapp me", "skype us", "Telegram mir".
const OBJECTS = new Set(wordList('me us mir mich uns'));
// The writer's own account given: "My Skype is …", "mein Telegram-Name lautet …", "meine
// WhatsApp-Nummer ist …" (not "my number is the same as before": a messenger is named).
const MINE = new Set(wordList('my mein meine meinen meiner'));
const ACCOUNT_WORDS = new Set(
  wordList(
    'name id handle username nutzername benutzername account konto kontakt nummer number adresse',
  ),
);
const IS = new Set(wordList('is ist lautet heißt'));
// What follows "my Skype is" when it tells how the app is, not what the account is called.
const NOT_A_NAME = new Set(
  wordList(`
    broken down new old slow not great good free installed working off on gone the a an also too
    very always only still just so kaputt neu alt langsam nicht gut toll kostenlos installiert weg
    ein eine auch sehr immer nur noch schon leider
  `),
);

function givesOwnAccount(words: readonly string[]): boolean {
  return words.some((word, i) => {
    if (!MINE.has(word)) return false;
    const name = words[i + 1] ?? '';
    if (!MESSENGERS.includes(name) && !startsWithMessenger(name, COMPOUND_ENDS)) return false;
    if (ACCOUNT_WORDS.has(words[i + 2] ?? '')) return IS.has(words[i + 3] ?? '');
    return IS.has(words[i + 2] ?? '') && !NOT_A_NAME.has(words[i + 3] ?? 'not');
  });
}
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

// Eleventh hostile pass #2: the false-police and family-emergency scams ("This is Officer Brown, your
// grandson is in jail and needs bail", "Hier ist die Polizei, Ihre Tochter hatte einen Unfall").
// Two cues that must meet: the reader's relative in trouble in one sentence ("your grandson is in
// jail"), or a present police or court claim by the writer with trouble or the reader's relative in
// the same sentence or the next (a message, or the sender's window of messages, joined by lines:
// "Hier ist die Polizei." / "Ihre Tochter…"). The words are the card check's (authority-words.ts).
// "My grandson had an accident", "my daughter is a police officer", "I was a police officer for 30
// years" and "is your grandson coming?" stay unflagged.
const CLAIMS = phrases([
  ...I_AM.all,
  'we are',
  'wir sind',
  'calling from',
  'calling on',
  'rufe an',
  'spricht die',
  'spricht der',
  'im auftrag',
  'on behalf',
]);
const SPEAKING = new Set(wordList('here hier speaking am apparat'));
const BETWEEN = new Set(
  wordList(`
    the a an your local die der das den dem von vom zur zum bei ihre ihrer deine deiner lokale
    örtliche from of
  `),
);
// How many words ('the', 'die', 'von der', a name) may stand between the claim and the office.
const CLAIM_REACH = 3;
const isOfficeWord = (word: string): boolean => isPoliceWord(word) || OFFICE_WORDS.has(word);

/** Whether the writer claims a present police or court office in this sentence. */
function claimsOffice(words: readonly string[]): boolean {
  return words.some((word, k) => {
    if (!isOfficeWord(word)) return false;
    // 'retired officer', 'ich war bei der Polizei', 'Polizist a. D.': the past.
    const near = words.slice(Math.max(0, k - CLAIM_REACH), k + 3);
    if (near.some((other) => PAST_WORDS.has(other))) return false;
    if (SPEAKING.has(words[k + 1] ?? '') || SPEAKING.has(words[k + 2] ?? '')) return true;
    for (let at = k; at >= Math.max(1, k - CLAIM_REACH); at -= 1) {
      if (endsPhrase(words, at, CLAIMS)) return true;
      // Only little words between ('this is the local police'): "I am sure the police…" is none.
      if (!BETWEEN.has(words[at - 1]!)) return false;
    }
    return false;
  });
}

/** Whether the sentence names the reader's relative: 'your grandson', 'Ihre Tochter', 'dein lieber Enkel'. */
const namesReadersKin = (words: readonly string[]): boolean =>
  words.some(
    (word, i) =>
      YOURS.has(word) && (isYourKin(words[i + 1] ?? '') || isYourKin(words[i + 2] ?? '')),
  );
const tellsTrouble = (words: readonly string[]): boolean => words.some(isTroubleWord);

function emergencyPretext(sentences: readonly (readonly string[])[]): boolean {
  return sentences.some((words, i) => {
    const next = sentences[i + 1] ?? [];
    if (namesReadersKin(words) && tellsTrouble(words)) return true;
    return (
      claimsOffice(words) &&
      (tellsTrouble(words) || namesReadersKin(words) || tellsTrouble(next) || namesReadersKin(next))
    );
  });
}

// Twelfth hostile pass #4: secrecy from the reader's family ("Keep this between us, don't tell your
// children about our plan", "Sag deinen Kindern nichts davon, das bleibt unser Geheimnis"): a secret
// asked for and the reader's family named in the same message. "Don't tell anyone my age" and "my
// children come on Sunday, we make a plan" are no such thing.
const SECRET_WORDS = new Set(wordList('secret secrets geheimnis geheim geheimnisse'));
const TELL_NOT = new Set(
  wordList('tell sag sage erzähl erzähle erzählen verrate verraten mention'),
);
const NOTHING = new Set(wordList("nothing nichts don't dont not nicht niemandem nobody"));
const FAMILY = new Set(
  wordList(`
    children kids family son sons daughter daughters grandchildren grandson granddaughter relatives
    bank kinder kindern familie sohn tochter töchter enkel enkeln enkelkinder verwandten verwandte
  `),
);
const asksSecrecy = (words: readonly string[]): boolean =>
  hasPhrase(words, SECRECY) ||
  words.some((word) => SECRET_WORDS.has(word)) ||
  (words.some((word) => TELL_NOT.has(word)) && words.some((word) => NOTHING.has(word)));
const namesReadersFamily = (words: readonly string[]): boolean =>
  words.some(
    (word, i) =>
      YOURS.has(word) && (FAMILY.has(words[i + 1] ?? '') || FAMILY.has(words[i + 2] ?? '')),
  );

// Twelfth hostile pass #4: the romance scammer's far-away post ("a US army doctor in Syria", "on an
// oil rig offshore") with a parcel to be received for them: the writer's role abroad and a package
// taken in for the writer in one message. "My son was in the army" asks nothing.
const POSTS = new Set(
  wordList(`
    army military soldier soldiers deployed deployment stationed peacekeeping peacekeeper marines
    navy rig offshore armee soldat bundeswehr stationiert bohrinsel einsatz
  `),
);
const PARCELS = new Set(
  wordList(
    'package packages parcel parcels consignment box paket pakete päckchen sendung lieferung',
  ),
);
const TAKE_IN = new Set(
  wordList('receive accept keep hold sign annehmen empfangen entgegennehmen aufbewahren behalten'),
);
const FOR_WRITER = phrases(['for me', 'for us', 'für mich', 'für uns']);
// Fifteenth hostile pass #8: the same story told with the writer's own valuables shipped or held at
// customs ("I am a US army doctor in Syria shipping my gold", "ich bin Ärztin im Einsatz, meine
// Diamanten hängen beim Zoll"): a far-away post, gold or jewels, and their shipping, told by the
// writer ('I', 'ich'); a relative's parcel ("my grandson the soldier sent us a parcel") is neither.
const FAR_POSTS = new Set(
  wordList(`
    mission missions peacekeeping un nato syria afghanistan iraq yemen libya somalia sudan
    mali auslandseinsatz mission syrien irak jemen libyen
  `),
);
const SHIPPED_VALUES = new Set(
  wordList(`
    gold diamonds diamond jewels jewellery jewelry bars valuables fortune inheritance trunk
    gold goldbarren diamanten juwelen schmuck wertsachen vermögen erbe koffer truhe
  `),
);
const SHIPPING = new Set(
  wordList(`
    ship ships shipping shipped send sending sent deliver delivery courier customs diplomatic
    versenden verschicken schicke schicken verschickt geschickt lieferung kurier zoll diplomat
    diplomatisch
  `),
);
const WRITER_SPEAKS = new Set(wordList('i im ich'));
const farPostWithParcel = (words: readonly string[]): boolean =>
  (words.some((word) => POSTS.has(word)) &&
    words.some((word) => PARCELS.has(word)) &&
    (words.some((word) => TAKE_IN.has(word)) || hasPhrase(words, FOR_WRITER))) ||
  (words.some((word) => POSTS.has(word) || FAR_POSTS.has(word)) &&
    words.some((word) => SHIPPED_VALUES.has(word)) &&
    words.some((word) => SHIPPING.has(word)) &&
    words.some((word) => WRITER_SPEAKS.has(word)));

// A new number alone is enough; otherwise two of: family, "it's me", hurry or a plea, a phone
// story, a secret ("don't tell anyone your age" alone is a joke).
function impersonates(
  sentences: readonly (readonly string[])[],
  asksMoney: boolean,
  bankStaff: boolean,
): boolean {
  const words = sentences.flat();
  // Saying one is the reader's relative, or asking them to guess who writes, is enough alone
  // (tenth hostile pass #2: "Hallo Opa, hier ist dein Enkel", "rate mal, wer hier ist").
  if (
    tellsNewNumber(words) ||
    emergencyPretext(sentences) ||
    (asksSecrecy(words) && namesReadersFamily(words)) ||
    farPostWithParcel(words) ||
    // Thirteenth hostile pass #3: anyone's relative in custody with bail, secrecy or money asked ("my
    // grandson was arrested… needs bail… don't tell his parents", "Mein Enkel sitzt in U-Haft…
    // Kaution… sag niemandem"), and the false bank employee who checks or collects the reader's cash.
    (tellsKinInCustody(words) &&
      (words.some((word) => BAIL.has(word)) || hasPhrase(words, SECRECY) || asksMoney)) ||
    bankStaff ||
    sentences.some((sentence) => claimsKin(sentence) || asksWhoWrites(sentence))
  )
    return true;
  const cues = [
    passesForKin(sentences),
    hasPhrase(words, ITS_ME),
    words.some((word) => HURRY.has(word)) || hasPhrase(words, PLEA) || asksMoney,
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
  if (words.some(isChannelVerb)) return true;
  const channels = words.flatMap((_, i) => (isChannelAt(words, i) ? [i] : []));
  const moves = words.flatMap((word, i) => (MOVE.has(word) ? [i] : []));
  if (channels.length === 0 || moves.length === 0) return false;
  return channels.length > 1 || moves.length > 1 || channels[0] !== moves[0];
}

// Twelfth hostile pass #3: where to find the writer, said around the filter. A messenger (or its
// short name: 'tg', 'WA') with a handle-like word ('hans1951'), "same name", "search my name" or
// "look for me" in the same sentence ("I'm on WA, same name", "the little blue paper plane app and
// search hans1951"); an e-mail account told in words ("my gmail is hansmueller1951", "my mail box
// is called hansmueller and the provider is gmx"); the writer's number begun in digits ("first
// digits of my phone: 0 1 7 6"). "I use Signal with my grandchildren" and "my email is broken"
// give nothing.
const ALIASES = new Set(MESSENGER_ALIASES);
const FOUND_THERE = phrases([
  'same name',
  'same as here',
  'same username',
  'search my name',
  'search for me',
  'search me',
  'look for me',
  'look me up',
  'find me',
  'my name is there',
  'name is there',
  'under my name',
  'gleichen namen',
  'gleicher name',
  'selben namen',
  'selber name',
  'such mich',
  'suche mich',
  'suchen sie mich',
  'finden sie mich',
  'findest du mich',
  'unter meinem namen',
  'mismo nombre',
  'stesso nome',
  'ten sam',
  'aynı isim',
]);
// Two letters or more, then digits among them: 'hans1951', 'oma77' (not '2019', not 'b12').
const isHandleWord = (word: string): boolean => /^\p{L}{2}/u.test(word) && /\p{N}/u.test(word);
// "search my name", "search hans1951" (a handle anywhere counts anyway), not "search recipes".
const SEARCHES = new Set(wordList('search suche such suchen look'));
const SEARCHED = new Set(wordList('me my mich mein meinen meinem'));
const namesMessengerAt = (words: readonly string[], i: number): boolean =>
  MESSENGERS.includes(words[i]!) ||
  ALIASES.has(words[i]!) ||
  startsWithMessenger(words[i]!, COMPOUND_ENDS);
function findsWriterThere(words: readonly string[]): boolean {
  if (!words.some((_, i) => namesMessengerAt(words, i))) return false;
  return (
    hasPhrase(words, FOUND_THERE) ||
    words.some((word, i) => SEARCHES.has(word) && SEARCHED.has(words[i + 1] ?? '')) ||
    words.some((word, i) => isHandleWord(word) && !namesMessengerAt(words, i))
  );
}
const MAILBOXES = new Set(
  wordList(`
    email mail gmail googlemail gmx yahoo hotmail outlook icloud aol proton protonmail posteo
    freenet mailbox postfach provider anbieter
  `),
);
const CALLED = new Set(wordList('called named heißt lautet'));
const tellsMailbox = (words: readonly string[]): boolean =>
  words.some((word) => MAILBOXES.has(word)) &&
  (words.some(isHandleWord) ||
    (words.some((word) => MINE.has(word)) && words.some((word) => CALLED.has(word))));
const NUMBER_WORDS = new Set(
  wordList('number phone mobile handy telefon nummer handynummer digits'),
);
const beginsOwnNumber = (words: readonly string[]): boolean =>
  words.some(
    (word, i) =>
      MINE.has(word) &&
      (NUMBER_WORDS.has(words[i + 1] ?? '') || NUMBER_WORDS.has(words[i + 2] ?? '')),
  ) && words.some((word) => /^0\p{N}*$/u.test(word));

// Thirteenth hostile pass #3: "Mit meinen Enkeln schreibe ich über WhatsApp, sie schicken mir immer
// Fotos", "I text my daughter on Signal every day": the writer's own ways with their own people
// ('my grandchildren', 'meinen Enkeln', 'my friends') ask the reader to go nowhere.
const OWN_PEOPLE = new Set([
  ...FAMILY,
  ...KIN,
  ...YOUR_KIN,
  ...wordList('friend friends freund freunde freundin freunden freundinnen'),
]);
const usesWithOwnPeople = (words: readonly string[]): boolean =>
  tellsOwnWays(words) &&
  words.some(
    (word, i) =>
      MINE.has(word) && (OWN_PEOPLE.has(words[i + 1] ?? '') || OWN_PEOPLE.has(words[i + 2] ?? '')),
  );

function movesOffPlatform(sentences: readonly (readonly string[])[]): boolean {
  return sentences.some(
    (words) =>
      hasPhrase(words, ASKED) ||
      findsWriterThere(words) ||
      tellsMailbox(words) ||
      beginsOwnNumber(words) ||
      words.some((word, i) => YOURS.has(word) && isContactWord(words[i + 1] ?? '')) ||
      words.some((word, i) => MESSENGERS.includes(word) && OBJECTS.has(words[i + 1] ?? '')) ||
      givesOwnAccount(words) ||
      asksIfOn(words) ||
      (namesChannelAndMove(words) &&
        words.some((word) => PERSON.has(word)) &&
        !hasPhrase(words, STAY) &&
        !usesWithOwnPeople(words)),
  );
}

/** Whether a signal reading names a messenger, or one of its short names ('tg', 'WA'). */
export function namesMessenger(signal: string): boolean {
  const words = signal.match(/[\p{L}\p{N}]+(?:'\p{L}+)?/gu) ?? [];
  return words.some((_, i) => namesMessengerAt(words, i));
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
  const read = sentencesOf(folded);
  // Fourteenth hostile pass #6: valuables collected or left outside for the police or an office ("Die
  // Polizei schickt heute Abend einen Beamten, legen Sie Ihren Schmuck vor die Tür") is the false
  // police, even where no sentence says "this is the police".
  const words = read.flat();
  const falsePolice =
    words.some(isOfficeWord) &&
    !words.some((word) => PAST_WORDS.has(word)) &&
    collectsFromReader(read);
  // Passing for the product's staff is impersonation too (eighth hostile pass #4): "this is the
  // Ageless Connect support team, your profile will be deleted".
  if (
    impersonates(sentences, asksForMoney(read), readRequests(read).impersonation || falsePolice) ||
    claimsToBeStaff(folded)
  )
    signs.push('impersonation');
  if (contactRemoved || movesOffPlatform(sentences)) signs.push('offPlatform');
  return signs;
}
