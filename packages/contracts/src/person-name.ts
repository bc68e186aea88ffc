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
];

const PARTS = AUTHORITY_PARTS.map(skeleton);
// Every word of both lists, spaces dropped: 'western union' is matched in 'Western Union' or 'WesternUnion'.
const WORDS = new Set(
  [...AUTHORITY_WORDS.map(skeleton), ...PARTS].map((word) => word.replace(/ /g, '')),
);

/** Whether a name is, or holds, a word of the product, its staff, a company, a bank or an authority. */
function claimsAuthority(name: string): boolean {
  // Anything not a letter after folding separates words: "O'Brien", 'Hans-Peter', 'Ad.Min'.
  const words = skeleton(name)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
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

const isRole = (word: string): boolean =>
  STAFF_ROLES.some((role) => word.startsWith(role) || word.endsWith(role));

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

/**
 * Whether a text claims to come from the product's staff: a role (team, support, moderator, admin,
 * security, Sicherheit, Mitarbeiter…) within three words of the product's name, or in one word with
 * it ('AgelessConnectSupport'); or a role vouched for ('verified moderator', 'offizieller
 * Mitarbeiter'). The product's name alone ('I found Ageless Connect through my daughter') and roles
 * alone ('I was a support worker') are ordinary. Linear in the text.
 */
export function claimsToBeStaff(text: string): boolean {
  const words = skeletonWords(text);
  return words.some((word, i) => {
    if (VOUCHING.some((part) => word.startsWith(part)))
      return words.slice(i + 1, i + 3).some(isRole);
    // The name's own word, and the one after it ('Ageless Connect', 'Age less').
    const joined = word + (words[i + 1] ?? '');
    const at = joined.indexOf(PRODUCT);
    if (at < 0 || at >= word.length) return false;
    const rest = joined.slice(at + PRODUCT.length).replace(/^connect/u, '');
    if (rest && isRole(rest)) return true;
    return [
      ...words.slice(Math.max(0, i - ROLE_REACH), i),
      ...words.slice(i + 1, i + 2 + ROLE_REACH),
    ].some(isRole);
  });
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
