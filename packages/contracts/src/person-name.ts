import { MESSENGERS } from './messengers.js';

// Seventh hostile pass #5: a first name shown to another person (a card's name, the name given when
// answering an introduction) is the one thing a stranger reads as "who wrote to me". Named "Ageless
// Connect Team", "Sicherheitsteam", "PayPal" or "Ａｄｍｉｎ", it lends a scam the voice of the product,
// its staff or a bank. One rule for every such name, used by the API's checks and by the forms.

/**
 * A first name's shape: one or two words of letters (hyphens and apostrophes inside: 'Anna-Lena',
 * "O'Brien"), a full stop only at a word's end ('Ma. Teresa', 'J. R.'), so 'www.anna.de' is not a
 * name and a third word cannot spell out a title ('Anna Support Team').
 */
const FIRST_NAME_PATTERN = /^\p{L}[\p{L}\p{M}'’-]*\.?(?: \p{L}[\p{L}\p{M}'’-]*\.?)?$/u;

/** What is wrong with a first name, each told in its own words. */
export type FirstNameProblem =
  /** Not one or two words of letters (digits, an address, a link, three words). */
  | 'notAName'
  /** Letters of two alphabets in one word: Latin with Cyrillic or Greek look-alikes. */
  | 'mixedAlphabets'
  /** The name of the product, of its staff, of a company, a bank or an authority. */
  | 'notOwnName';

/**
 * The name as it is stored and shown: NFKC (full-width 'Ａｎｎａ' is 'Anna', a ligature two letters),
 * trimmed, one space between words. Checks read this form, so what is shown is what was checked.
 */
export const foldFirstName = (raw: string): string =>
  raw.normalize('NFKC').trim().replace(/\s+/gu, ' ');

// Scripts whose letters pass for Latin ones (Cyrillic 'а', Greek 'ο', Armenian 'օ', Cherokee 'Ꭺ'),
// and the others a name is commonly written in. Chinese, Japanese and Korean names mix their
// scripts ('まり子'), so they count as one. A letter of no script listed is its own "other".
const SCRIPTS: readonly RegExp[] = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Cherokee}/u,
  /\p{Script=Georgian}/u,
  /\p{Script=Arabic}/u,
  /\p{Script=Hebrew}/u,
  /\p{Script=Devanagari}/u,
  /\p{Script=Thai}/u,
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u,
];

/** Whether a word's letters (marks aside) all come from one script. */
function oneScript(word: string): boolean {
  const scripts = new Set(
    [...word.matchAll(/\p{L}/gu)].map(([letter]) => SCRIPTS.findIndex((s) => s.test(letter))),
  );
  return scripts.size <= 1;
}

// Letters and digits that read as another letter, folded to one form. Both sides of a comparison go
// through the same folding, so 'l' and 'i' may both become 'i': 'PayPa1', 'Paypai' and 'PayPal' read
// the same, as they do to a tired eye. Not Unicode's full confusables table: the look-alikes of the
// Latin letters in the words below, which is what an impersonation needs.
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Digits and signs typed for letters.
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '|': 'i',
  '!': 'i',
  // Latin letters that hide another.
  l: 'i',
  ı: 'i',
  ł: 'i',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  // Cyrillic.
  а: 'a',
  в: 'b',
  ь: 'b',
  е: 'e',
  і: 'i',
  ӏ: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  һ: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  ԁ: 'd',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  ԝ: 'w',
  // Greek.
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  γ: 'y',
  χ: 'x',
  ω: 'w',
};

/**
 * How a text reads, for comparing it with the words below: NFKC, lower case, accents dropped ('Ädmin'
 * is 'admin'), look-alikes folded, 'rn' as 'm' and 'vv' as 'w'. Never stored or shown.
 */
function skeleton(text: string): string {
  const plain = text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    // Accents, and invisible characters (zero-width space, soft hyphen) that split a word.
    .replace(/[\p{M}\p{Cf}]/gu, '');
  return [...plain]
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join('')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');
}

// Why these words, and only these. A name others see may not be or contain a word that claims
// authority: the product's own name; what its staff would sign with (EN and DE); and the companies,
// banks and authorities that scams of older people name most (Verbraucherzentrale, FTC and AARP
// warnings: payment services, banks, the big tech brands whose "support" calls, pension and tax
// offices, the police). A short list of what a scam needs, not a dictionary of every brand.
//
// The trade-off: words are compared whole, after folding, so 'Bank' inside a longer name
// ('Eubank') is not refused, while someone really called 'Service' or 'Apple' is asked to use
// another form of the name. Such names are rare; a card signed 'Support' is a scam's first line.

/** Refused as a whole word (the parts below too), or as words run together ('Western Union', 'Pay Pal'). */
const AUTHORITY_WORDS = [
  'staff',
  'bank',
  'postbank',
  'volksbank',
  'amazon',
  'apple',
  'google',
  'microsoft',
  'western union',
  'social security',
  'medicare',
  'irs',
  'jobcenter',
  'krankenkasse',
  // Messengers whose names are also words or short: refused only whole ('Anna Signal', 'Insta').
  'signal',
  'insta',
];

/**
 * Refused also at the start or end of a word: German joins words ('Sicherheitsteam',
 * 'Kundenservice', 'Supportmitarbeiter'), and so does a scam ('AdminTeam', 'PayPalService'). None of
 * these begins or ends a first name.
 */
const AUTHORITY_PARTS = [
  'ageless',
  'team',
  'support',
  'admin',
  'moderat',
  'official',
  'offiziell',
  'security',
  'sicherheit',
  'service',
  'kundendienst',
  'helpdesk',
  'mitarbeiter',
  'paypal',
  'sparkasse',
  'rentenversicherung',
  'finanzamt',
  'polizei',
  'police',
  // Eighth hostile pass #4: a card signed 'Officer', 'Verified' or 'Safety' reads as a title, not a
  // person ('verifi' is 'Verified' and 'Verifiziert'; 'beamt' is 'Beamter' and 'Beamtin').
  'officer',
  'verifi',
  'safety',
  'beamt',
  // Tenth hostile pass #5: more of the titles a fake official signs with ('Polizistin',
  // 'Kriminalkommissar', 'Rechtsanwalt', 'Amtsgericht').
  'polizist',
  'kommissar',
  'detective',
  'detektiv',
  'inspector',
  'inspektor',
  'sheriff',
  'sergeant',
  'constable',
  'anwalt',
  'gericht',
  // Ninth hostile pass #2: a name that carries a messenger ('Anna WhatsApp', 'TelegramAnna') is an
  // invitation to leave the platform before anyone has met, written where no warning is shown.
  'whatsapp',
  'telegram',
  'instagram',
  'facebook',
  'messenger',
  'snapchat',
  'tiktok',
  'skype',
  'viber',
  'threema',
  'wechat',
  'discord',
  // Eleventh hostile pass #5: titles and ranks a card signs with instead of a name ('Captain Bob',
  // 'Pfarrer Paul', 'Oberleutnant', 'Zahnärztin'), none of which begins or ends a given name.
  // Military, the rank a romance scam's 'soldier abroad' signs with:
  'captain',
  'kapitan',
  'general',
  'colonel',
  'lieutenant',
  'leutnant',
  'admiral',
  'brigadier',
  'commander',
  'kommandant',
  'hauptmann',
  'feldwebel',
  'soldier',
  'soldat',
  // Police and courts, beside those above:
  'trooper',
  'wachtmeister',
  // Clergy ('Pastor' and 'Nurse' are whole words below: 'Pastora' and 'Nursel' are given names):
  'pfarrer',
  'priest',
  'reverend',
  'bishop',
  'bischof',
  'rabbi',
  'diakon',
  'chaplain',
  // Medical ('Zahnarzt', 'Ärztin', 'Krankenschwester', 'Krankenpfleger'):
  'arzt',
  'arztin',
  'krankenschwest',
  'krankenpfleg',
  'surgeon',
  'chirurg',
  'paramedic',
  'sanitater',
  // Academic:
  'professor',
  // Civil service ('Amtmann', 'Amtsrat', 'Regierungsrätin', 'Bürgermeister', 'Konsulin'):
  'amtmann',
  'amtfrau',
  'amtsrat',
  'regierungsrat',
  'ministerialrat',
  'burgermeister',
  'senator',
  'konsul',
  'consul',
  'ambassador',
  'botschafter',
  'governor',
  'gouverneur',
  'president',
  'prasident',
  'minister',
];

const PARTS = AUTHORITY_PARTS.map(skeleton);
// Every word of both lists, spaces dropped: 'western union' is matched in 'Western Union' or 'WesternUnion'.
const WORDS = new Set(
  [...AUTHORITY_WORDS.map(skeleton), ...PARTS].map((word) => word.replace(/ /g, '')),
);

/** Words written one after another in a template, as a list. */
const wordsOf = (text: string): string[] => text.split(/\s+/u).filter(Boolean);

// Tenth hostile pass #5: names that are not a person's but a relation to the reader or a cry for
// help ('Ihr Enkel', 'Grandson', 'Oma', 'Hilfe'). A stranger's card signed as the reader's grandchild
// is the grandchild scam's opening line; one signed 'Hilfe' or 'Urgent' a plea before any hello.
// Compared as whole words, so names that merely hold the letters pass ('Hildegard', 'Sonja',
// 'Oskar', 'Opal', 'Omar', 'Helmut').

/** Family roles and pleas, refused as any word of a name, or spelt over two or three words ('S O S'). */
const KIN_AND_PLEAS = [
  // Family roles, English and German.
  ...wordsOf(`
    enkel enkelin grandson granddaughter grandchild grandkid grandma grandmother grandpa
    grandfather grandad granddad granny grandmum grandmom oma omi opa opi mum mom mummy
    mommy mama mutti mutter mother dad daddy papa papi vati vater father sohn tochter
    daughter nephew niece neffe nichte uncle onkel aunt auntie tante cousin cousine brother
    bruder sister schwester
  `),
  // Pleas.
  ...wordsOf(`
    hilfe hilf help sos urgent dringend emergency notfall notruf mayday
  `),
  // Officials a card may not sign as ('Officer', 'Polizei' and the staff words are parts above).
  ...wordsOf(`
    agent doctor doktor judge richter notar lawyer attorney court
  `),
  // Eleventh hostile pass #5: titles and ranks that are no one's given name ('Major Tom', 'Cop',
  // 'Pater Anselm', 'Herr Meier'). Weighed and let through because they are given names somewhere:
  // 'Marshal' and 'Marshall', 'Deacon' (English), 'Imam' (Bangladesh, Indonesia), 'Kaplan'
  // (Turkish), 'Marine' (French), 'Gen' (Japanese; Genevieve), 'Col' (Colin), 'Lady'. Refused
  // although a few carry them as names: 'Major' and 'Pastor' (Pastor Maldonado), because they are
  // what a romance scam's officer or a fake clergyman signs with; 'Pastora' passes.
  ...wordsOf(`
    major private corporal cops sheriff deputy chief vicar vikar pater pope papst pastor pastorin
    nonne monk monch apostle apostel prophet nurse nurses medic physician mister miss herr frau
    fraulein madam madame lord
  `),
  // Terms of endearment, a closeness no stranger has ('Schatz', 'Honey', 'Liebling'), and the
  // spouse a card may claim to be. Weighed and let through: 'Baby' (a given name in the Philippines
  // and Kerala), 'Love' (Swedish), 'Angel' and 'Engel', 'Hon' (Cantonese), 'Bae' (Korean), 'Sugar'.
  ...wordsOf(`
    schatz schatzi schatzchen schatzilein liebling liebste liebster liebes honey hunny sweetheart
    sweetie sweety darling dear dearest babe cutie mausi hasi spatzi schnucki susse susser herzchen
    husband hubby wife wifey ehemann ehefrau gatte gattin
  `),
];

/**
 * Short titles that are no one's given name ('Dr. Müller', 'Sgt Pepper', 'Rev. Jones'), refused as
 * one word only: spelt over two they are initials ('D. R.', 'M. S.'), which a person may sign with.
 * This revisits the decision that let 'Dr.' through because refusing it refused 'D. R.': the two
 * are told apart by the full stop between the letters, so a first name field holds a first name.
 */
const TITLE_SHORTS = new Set(
  wordsOf(`
    dr doc prof rev fr pfr sr sgt capt cpt lt maj cpl pvt cmdr hptm cop mr mrs ms hr sir phd dipl
  `).map(skeleton),
);

// Eleventh hostile pass #5: a messenger, or its common short form, as a word of a name ('Kik',
// 'Anna Snap', 'Anna WA', 'Anna tg') is a handle, an invitation to leave the platform. Compared as
// whole words ('Snape', 'Kiki' and 'Iggy' pass); the long names are also parts above
// ('AnnaWhatsApp'). The list is the API's own (messengers.ts), with the short forms it has no need of.
const MESSENGER_WORDS = new Set(
  [...MESSENGERS, ...wordsOf('wa tg ig insta fb whats')].map(skeleton),
);

/**
 * 'Son' alone is 'your son' to a stranger's eye; written with its accent ('Sơn') or beside another
 * name ('Son Tung') it is the Vietnamese given name, and is let through.
 */
const SON = skeleton('son');
const speaksAsSon = (name: string, words: readonly string[]): boolean =>
  words.length === 1 && words[0] === SON && !/\p{M}/u.test(name.normalize('NFD'));

/** Refused at a word's start: a family role joined to more ('Enkelkind', 'Urenkelin', 'Grandsons'). */
const KIN_PARTS = [
  'enkel',
  'urenkel',
  'grandson',
  'granddaughter',
  'grandchild',
  'großmutter',
  'großvater',
];

/**
 * Short family words that are also given names ('Son' is Vietnamese Sơn, 'Nana' Greek and Ghanaian,
 * 'Mami' Japanese, 'Nan' English): refused only after a possessive ('Your Son', 'My Nana'), and
 * 'Son' also alone, unaccented (`speaksAsSon`).
 */
const KIN_NAMES = new Set(['son', 'nana', 'mami', 'nan', 'gran'].map(skeleton));

/**
 * A possessive opening a name: 'Ihr Enkel', 'Dein Max', 'Your Anna' speak of the reader's people,
 * never of the writer. 'My' only before a family word: it is also a Vietnamese name (Mỹ).
 */
const POSSESSIVES = new Set(
  ['your', 'yours', 'ihr', 'ihre', 'dein', 'deine', 'mein', 'meine', 'unser', 'unsere', 'our'].map(
    skeleton,
  ),
);
const MY = skeleton('my');

const KIN_WORDS = new Set(KIN_AND_PLEAS.map(skeleton));
const KIN_STARTS = KIN_PARTS.map(skeleton);
const isKin = (word: string): boolean =>
  KIN_WORDS.has(word) || KIN_STARTS.some((part) => word.startsWith(part));

/** Whether a name is, or holds, a family role, a plea or an official's title. */
function claimsRelation(words: readonly string[]): boolean {
  const [first, second] = words;
  if (first && second) {
    if (POSSESSIVES.has(first)) return true;
    if (first === MY && (isKin(second) || KIN_NAMES.has(second))) return true;
  }
  return words.some(
    (word, start) =>
      isKin(word) ||
      TITLE_SHORTS.has(word) ||
      MESSENGER_WORDS.has(word) ||
      [2, 3].some(
        (count) =>
          start + count <= words.length &&
          KIN_WORDS.has(words.slice(start, start + count).join('')),
      ),
  );
}

/** Whether a name is, or holds, a word of the product, its staff, a company, a bank or an authority. */
function claimsAuthority(name: string): boolean {
  // Anything not a letter after folding separates words: "O'Brien", 'Hans-Peter', 'Ad.Min'.
  const words = skeleton(name)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  if (claimsRelation(words) || speaksAsSon(name, words)) return true;
  return words.some((word, start) => {
    if (PARTS.some((part) => word.startsWith(part) || word.endsWith(part))) return true;
    // The word alone, or run together with the one or two after it ('Pay Pal', 'Ad Min').
    return [1, 2, 3].some(
      (count) =>
        start + count <= words.length && WORDS.has(words.slice(start, start + count).join('')),
    );
  });
}

/**
 * What is wrong with a first name another person will see, or null when it may be shown. Read after
 * `foldFirstName`. The authority check comes first: 'Adm1n' and 'P4yPal' hold digits, but what the
 * person should hear is that a company's name is not theirs.
 */
export function firstNameProblem(raw: string): FirstNameProblem | null {
  const name = foldFirstName(raw);
  if (claimsAuthority(name)) return 'notOwnName';
  if (!FIRST_NAME_PATTERN.test(name)) return 'notAName';
  if (!name.split(/[\s'’.-]+/u).every(oneScript)) return 'mixedAlphabets';
  return null;
}

// Eighth hostile pass #4: a stranger claimed to be staff outside the name field: "this is the
// Ageless Connect support team, your profile will be deleted", a card's sentence "Ageless Connect
// Team member, verified moderator", a contact address at 'agelessconnect-support.com'. Free text
// may use every ordinary word ('our church's safety team', 'I was a radio moderator'); what it may
// not do is put a role beside the product's name, or call itself verified or official staff. Read
// by the same skeleton as names (NFKC, case, accents, look-alikes), word by word.

// The product's name, folded: 'Ageless Connect', 'AgelessConnect', 'Ageless-Connect', 'A g e l e s s'.
const PRODUCT = skeleton('ageless');

/** What a member of staff would sign with, in English and German, at a word's start or end. */
const STAFF_ROLES = [
  'team',
  'support',
  'staff',
  'moderat',
  'admin',
  'service',
  'kundendienst',
  'kundenbetreu',
  'customercare',
  'helpdesk',
  'mitarbeiter',
  'sicherheit',
  'security',
  'safety',
  'official',
  'offiziell',
  'verifi',
  'betreiber',
  'operator',
  'founder',
  'grunder',
].map(skeleton);

/** Words that vouch for the writer: 'verified moderator', 'offizieller Mitarbeiter'. */
const VOUCHING = ['verifi', 'official', 'offiziell', 'authoris', 'authoriz', 'autorisiert'].map(
  skeleton,
);

// Tenth hostile pass #5: what a vouching word may not stand before either: the writer as a member
// the product checked ('verifiziertes Mitglied', 'verified profile', 'geprüftes Mitglied'). 'Geprüft'
// vouches only for these: 'geprüfte Altenpflegerin' is a real qualification.
const MEMBERS = [
  'member',
  'mitglied',
  'user',
  'nutzer',
  'benutzer',
  'profil',
  'account',
  'konto',
].map(skeleton);
const CHECKED = skeleton('gepruft');

// A word's classes are asked for again and again (each word sits in several windows, and a hostile
// text repeats its words), so each answer is kept; the store is emptied past a bound.
const CACHE_LIMIT = 10_000;
function remembered(test: (word: string) => boolean): (word: string) => boolean {
  const answers = new Map<string, boolean>();
  return (word) => {
    let answer = answers.get(word);
    if (answer === undefined) {
      if (answers.size >= CACHE_LIMIT) answers.clear();
      answer = test(word);
      answers.set(word, answer);
    }
    return answer;
  };
}

/** Whether a word starts or ends with one of the parts, remembered. */
const edgeOf = (parts: readonly string[]): ((word: string) => boolean) =>
  remembered((word) => parts.some((part) => word.startsWith(part) || word.endsWith(part)));

const isRole = edgeOf(STAFF_ROLES);
const isMember = edgeOf(MEMBERS);

/** A role in one word, or spelt over two ('help desk', 'Kunden Dienst', 'Mode rator'). */
const roleAt = (words: readonly string[], k: number): boolean =>
  isRole(words[k]!) || (k + 1 < words.length && isRole(words[k]! + words[k + 1]!));

// How far from the product's name a role still belongs to it ('the safety team of Ageless
// Connect'); 'Ageless Connect helped my church team' is four words away.
const ROLE_REACH = 3;

/** A text's words as they are compared: folded, split at anything not a letter, spelt-out runs joined. */
function skeletonWords(text: string): string[] {
  const words: string[] = [];
  let run = '';
  for (const word of skeleton(text).split(/[^\p{L}]+/u)) {
    if ([...word].length === 1) {
      run += word;
      continue;
    }
    if (run) words.push(run);
    run = '';
    if (word) words.push(word);
  }
  if (run) words.push(run);
  return words;
}

const folded = (entries: readonly string[]): ReadonlySet<string> =>
  new Set(entries.map((entry) => skeleton(entry).replace(/ /g, '')));

// The platform without its name: 'die Plattform', 'this site', 'diese App'.
const PLATFORM = skeleton('platform');
const PLATTFORM = skeleton('plattform');
const THIS = folded(['this', 'diese', 'dieser', 'dieses', 'diesem', 'our', 'unsere', 'unserer']);
const SITES = folded(['site', 'website', 'webseite', 'seite', 'app', 'portal']);

/**
 * How many words of the product at word i: its name (one word or two, 'Ageless Connect',
 * 'AgelessConnectSupport'), 'the platform', 'this site'; 0 when none. `rest` is what follows the
 * name inside one word ('support' in 'agelessconnectsupport').
 */
function productAt(words: readonly string[], i: number): { length: number; rest: string } {
  const word = words[i]!;
  const joined = word + (words[i + 1] ?? '');
  const at = joined.indexOf(PRODUCT);
  if (at >= 0 && at < word.length) {
    const rest = joined.slice(at + PRODUCT.length).replace(/^connect/u, '');
    return { length: at + PRODUCT.length > word.length ? 2 : 1, rest };
  }
  if (word.startsWith(PLATFORM) || word.startsWith(PLATTFORM)) return { length: 1, rest: '' };
  if (THIS.has(word) && SITES.has(words[i + 1] ?? '')) return { length: 2, rest: '' };
  return { length: 0, rest: '' };
}

// Acting for someone: 'on behalf of', 'im Auftrag', 'im Namen', 'I represent', 'vertrete'. Working
// for: 'I work for', 'arbeite bei', 'employed by', 'angestellt bei'. Read as joined pairs of words.
const ACT_FOR = folded(['on behalf', 'im auftrag', 'in auftrag', 'im namen', 'in the name']);
const ACT_FOR_WORDS = folded(['behalf', 'namens', 'represent', 'represents', 'representing']);
const ACT_FOR_STARTS = ['vertrete'].map(skeleton);
const WORK_FOR = folded([
  ...['work', 'works', 'working', 'worked'].map((verb) => `${verb} for`),
  ...['arbeite', 'arbeiten', 'arbeitet', 'arbeitete'].flatMap((verb) => [
    `${verb} fur`,
    `${verb} bei`,
  ]),
  'employed by',
  'angestellt bei',
  'beschaftigt bei',
]);

const actsForAt = (words: readonly string[], k: number): boolean => {
  const word = words[k]!;
  const pair = word + (words[k + 1] ?? '');
  return (
    ACT_FOR.has(pair) ||
    ACT_FOR_WORDS.has(word) ||
    ACT_FOR_STARTS.some((start) => word.startsWith(start))
  );
};
const worksForAt = (words: readonly string[], k: number): boolean =>
  actsForAt(words, k) || WORK_FOR.has(words[k]! + (words[k + 1] ?? ''));

const VERIFY = skeleton('verif');
// Who a verification is offered to or by: 'message me for verification', 'verify your account',
// 'schreiben Sie mir zur Verifizierung'. A member has no one to verify and nothing to be verified by.
const PEOPLE = folded(
  wordsOf(`
  me mir mich us uns your ihr ihre ihren ihrem ihres ihrer dein deine deinen deinem deiner
  sie
`),
);

/** Whether the text speaks for the product: its staff, its work, or its checks. */
function speaksForProduct(words: readonly string[]): boolean {
  return words.some((word, i) => {
    if (VOUCHING.some((part) => word.startsWith(part))) {
      const next = words.slice(i + 1, i + 3);
      if (next.some((after, k) => roleAt(words, i + 1 + k) || isMember(after))) return true;
    }
    if (word.startsWith(CHECKED) && words.slice(i + 1, i + 3).some(isMember)) return true;
    if (word.startsWith(VERIFY)) {
      const near = words.slice(Math.max(0, i - ROLE_REACH), i + 1 + ROLE_REACH);
      if (near.some((other) => PEOPLE.has(other))) return true;
    }
    const product = productAt(words, i);
    if (!product.length) return false;
    if (product.rest && isRole(product.rest)) return true;
    for (let k = Math.max(0, i - ROLE_REACH); k < i; k += 1)
      if (roleAt(words, k) || worksForAt(words, k)) return true;
    const end = Math.min(words.length, i + product.length + ROLE_REACH);
    for (let k = i + product.length; k < end; k += 1) if (roleAt(words, k)) return true;
    return false;
  });
}

// Tenth hostile pass #5: "I am a police officer, your bank account is in danger". Offices a scam
// borrows (police, courts, banks, tax, pension and health insurers) and the product's own roles,
// claimed by a stranger to alarm the reader. Where the line is: a present claim of such an office
// ('I am', 'ich bin', 'this is', 'hier spricht', the office as a title opening a sentence, 'X
// here', 'on behalf of') that also speaks of the reader's money, accounts, safety or a danger or a
// check, or that is vouched for ('verified police officer'). A past office ('retired police officer,
// now I garden', 'former bank clerk, happy to help with forms', 'Polizist a. D.') is a life story,
// and a present one that asks nothing of the reader ('Ich bin Polizistin und wandere gern') too.

const OFFICES = [
  ...wordsOf(`
    police polizei polizist kripo kommissar officer beamter beamtin detective detektiv
    inspector inspektor sheriff sergeant constable bank sparkasse paypal gericht richter
    judge bailiff staatsanwalt prosecutor finanzamt finanzbeamt steuerfahnd
    rentenversicherung rentenkasse medicare medicaid krankenkasse interpol
  `),
  // The product's roles, claimed without its name ('Admin here, your profile will be deleted').
  ...wordsOf(`
    admin moderat support helpdesk kundendienst kundenbetreu customercare
  `),
].map(skeleton);
// Short names and offices of two words, compared whole ('IRS', 'Social Security', 'tax office').
const OFFICE_NAMES = folded([
  'irs',
  'hmrc',
  'fbi',
  'bka',
  'lka',
  'ssa',
  'court',
  'social security',
  'tax office',
  'tax authority',
  'pension office',
  'help desk',
  'customer service',
]);
const isOfficeWord = edgeOf(OFFICES);
const officeAt = (words: readonly string[], k: number): boolean =>
  isOfficeWord(words[k]!) ||
  OFFICE_NAMES.has(words[k]!) ||
  OFFICE_NAMES.has(words[k]! + (words[k + 1] ?? ''));

/** Claiming to be, or to speak as, someone: 'I am', 'I'm', 'ich bin', 'this is', 'hier spricht', 'as a'. */
const SELF = folded([
  'i am',
  'im',
  'ima',
  'we are',
  'we re',
  'ich bin',
  'wir sind',
  'this is',
  'hier ist',
  'hier spricht',
  'i work',
  'we work',
  'ich arbeite',
  'wir arbeiten',
  'ich komme',
  // 'As a police officer I must warn you', 'Als Polizeibeamter muss ich Sie warnen'.
  'as a',
  'as an',
  'als',
]);
const selfAt = (words: readonly string[], k: number): boolean =>
  SELF.has(words[k]!) || SELF.has(words[k]! + (words[k + 1] ?? ''));
const HERE = folded(['here', 'hier', 'speaking']);
// How far after 'I am' the office may come ('Ich bin Mitarbeiter der Sparkasse', 'we are the fraud
// team of your bank').
const SELF_REACH = 7;

/** Words before an office that make it the past: 'retired', 'former', 'ehemalige', 'I was', 'früher'. */
const PAST_BEFORE = folded(
  wordsOf(`
  retired former formerly ex was were used worked spent ehemalig ehemalige ehemaliger
  ehemaliges fruher war waren pensioniert pensionierte pensionierter
`),
);
/** Words just after an office that make it the past: 'Polizist a. D.', 'i. R.', 'officer (retired)'. */
const PAST_AFTER = folded(['ad', 'ir', 'retired', 'ret', 'pensioniert', 'ruhestand', 'gewesen']);
const PAST_AFTER_REACH = 3;

/** What a scam says to its reader: their money, accounts, data or safety, a danger, a check. */
const ASSETS = wordsOf(`
  account konto kontos bank money geld savings erspar card karte pin password passwort
  data daten safety sicherheit security pension rente identit profil wertsach valuable
  schmuck jewel vermog detail login zugang transfer uberweis statement
`).map(skeleton);
const ALARMS = wordsOf(`
  danger gefahr risk compromis hacked gehackt blocked gesperrt sperrung suspended frozen
  eingefroren deleted geloscht seized beschlagnahm verifi fraud betrug scam einbrech
  burglar stolen gestohlen
`).map(skeleton);
const READERS = folded(
  wordsOf(`
  your yours ihr ihre ihren ihrem ihres ihrer dein deine deinen deinem deiner
`),
);
const isAsset = edgeOf(ASSETS);
const isAlarm = remembered((word) => ALARMS.some((alarm) => word.startsWith(alarm)));

/** Whether the text speaks to its reader of their money, accounts or safety, or of a danger. */
function alarmsReader(words: readonly string[]): boolean {
  return words.some(
    (word, i) => isAlarm(word) || (READERS.has(word) && words.slice(i + 1, i + 3).some(isAsset)),
  );
}

// A clause ends at a comma, a colon, a dash, a line, '!' or '?', or a full stop before a word (not
// the one inside 'a. D.' or 'I.R.S.'). '!' inside a word is a look-alike ('Pol!zei').
const CLAUSE_END = /[,;:?\n\u2013\u2014]|!(?=\s|$)|\.(?=\s*\p{L}{2})/u;

/** Whether the office at k is the first half of the reader's asset: 'bank account', 'Bankkonto'. */
const holdsAsset = (words: readonly string[], k: number): boolean => {
  const word = words[k]!;
  const office = OFFICES.find((part) => word.startsWith(part));
  return isAsset(words[k + 1] ?? '') || (!!office && isAsset(word.slice(office.length)));
};

const vouchedAt = (words: readonly string[], k: number): boolean =>
  words.slice(Math.max(0, k - 2), k).some((word) => VOUCHING.some((part) => word.startsWith(part)));

/**
 * Whether a clause claims a present office ('claimed'), vouches for one ('vouched'), or neither. One
 * pass: what came before an office (a past word, 'I am') is remembered, not read again.
 */
function officeClaim(clause: readonly string[]): 'none' | 'claimed' | 'vouched' {
  let claimed = false;
  let past = false;
  let lastSelf = -Infinity;
  for (let k = 0; k < clause.length; k += 1) {
    if (PAST_BEFORE.has(clause[k]!)) past = true;
    if (selfAt(clause, k) || actsForAt(clause, k)) lastSelf = k;
    if (past || !officeAt(clause, k)) continue;
    const near = clause.slice(Math.max(0, k - 2), k);
    // 'your bank account', 'Ihr Bankkonto' name the reader's bank, not the writer's office; 'your
    // bank' alone may be the writer's ('we are the fraud team of your bank').
    if (near.some((word) => READERS.has(word)) && holdsAsset(clause, k)) continue;
    if (clause.slice(k + 1, k + 1 + PAST_AFTER_REACH).some((word) => PAST_AFTER.has(word)))
      continue;
    if (vouchedAt(clause, k)) return 'vouched';
    claimed ||=
      // The office as a title opening the clause ('Polizeibeamter, …', 'Police officer here').
      (near.length === k && near.every((_, j) => officeAt(clause, j))) ||
      HERE.has(clause[k + 1] ?? '') ||
      HERE.has(clause[k + 2] ?? '') ||
      (lastSelf < k && lastSelf >= k - SELF_REACH);
  }
  return claimed ? 'claimed' : 'none';
}

/**
 * Whether a text claims to come from the product's staff or from an authority: a role (team,
 * support, moderator, admin, help desk, Mitarbeiter…) within three words of the product's name or of
 * 'the platform', in one word with it ('AgelessConnectSupport'), or working for it ('I work for the
 * platform'); a role or membership vouched for ('verified moderator', 'verifiziertes Mitglied'); a
 * verification offered ('message me for verification'); or a present office (police, bank, court,
 * tax, pension, health insurer, admin) claimed while alarming the reader. Digits and signs for letters
 * and spelt-out or split words are folded first ('C0nnect', 'H.E.L.P D.E.S.K'). The product's name
 * alone, roles alone and past offices are ordinary. Linear in the text.
 */
export function claimsToBeStaff(text: string): boolean {
  const clauses = text.split(CLAUSE_END).map(skeletonWords);
  const words = clauses.flat();
  if (speaksForProduct(words)) return true;
  const claims = clauses.map(officeClaim);
  if (claims.includes('vouched')) return true;
  return claims.includes('claimed') && alarmsReader(words);
}

/**
 * Whether an e-mail address carries the product's name ('help@agelessconnect-support.com',
 * 'ageless.connect.team@gmail.com', 'info@4geless-c0nnect.help'): shared as a contact, it passes for
 * the product's own. Read without dots, hyphens and look-alikes.
 */
export function borrowsProductName(address: string): boolean {
  return skeleton(address)
    .replace(/[^\p{L}]+/gu, '')
    .includes(PRODUCT);
}
