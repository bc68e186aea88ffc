import { oneEdit } from './fuzzy-names.js';
import { wordList } from './word-lists.js';
// Words that make an introduction message speak of money, in English and German: the person who
// receives it sees "Never send money to someone you have not met" (issue 25 item 13). A new wording
// is a new entry here, not a new pattern. Matched against the folded, lower-cased words of a message.

// Twelfth hostile pass #5: a price, a payment of one's own or the bank named in a life ("it costs
// about 15 euros", "I paid 20 euros for the seeds", "my son helps me with banking", "I forgot my PIN
// at the bank") warned everyone. Words that move money to someone or name the scams' ways to move
// it warn alone (WORDS); words of money as such warn only beside an ask in the same sentence
// (WEAK_WORDS and ASKS: "send me 50 euros", "your PIN", "I need money").
const WORDS = wordList(`
  loan loans transfer transfers transferred transferring wire wired
  wiring remit iban swift bic routing
  giftcard giftcards voucher vouchers itunes paysafecard paypal venmo zelle cashapp revolut
  westernunion moneygram bitcoin bitcoins btc crypto cryptocurrency usdt ethereum invest
  investing investment investments profit profits trading inheritance lottery ransom otp passcode
  kredit darlehen überweisen überweise überweist überwiesen überweisung
  gutschein gutscheine erbschaft lotto investieren rendite krypto tan tans bankdaten kartendaten
  zugangsdaten
`);

const WEAK_WORDS = wordList(`
  money cash funds fund debt debts fee fees invoice dollar dollars usd euro euros eur gbp bucks pay paid
  paying payment payments repay account accounts cheque deposit withdraw pin wallet
  geld bargeld schulden gebühr gebühren zahlen bezahlen zahle zahlst bezahle bezahlt gezahlt konto konten
  abheben abgehoben franken chf onlinebanking
  hunderter hundertern tausender zwanziger fuffziger scheine grand
  pieniądze pieniędzy pieniadze pieniedzy dinero soldi denaro para
`);

// What makes money words an ask: a sum or money moved to someone, needed, owed, hurried, or the
// reader's own money ('your account', 'Ihre PIN'); 'me'/'mir' only after a verb that gives ('lend
// me', 'leih mir': `LEND`), so "I can lend you my ladder" asks nothing.
const ASKS = wordList(`
  send sends schick schicke schickst schicken senden sende need needs needed brauche brauchst
  braucht brauchen benötige benötigen give gib geben owe schulde borrow transfer wire help
  hilf hilfst aushelfen urgent urgently dringend dringende sofort asap immediately quickly
  withdraw abheben heb hebe your yours ihre ihren ihrem ihrer ihr deine deinen deinem deiner dein
  deposit überweis überweisen überweise überweist potrzebuję potrzebuje necesito bisogno
  mandami mandame envía pošli wyślij gönder lazım
`);
// 'please' and 'bitte' make an ask of a line that is little more than money ("money please", "Geld
// bitte"): in a longer sentence they are manners ("bitte bring 5 Euro für den Kaffee mit").
const PLEASE = wordList('please pls plz bitte');
const PLEA_WORDS = 3;
// "for me" and "für mich" after money named: "Geh zur Sparkasse für mich".
const ASK_PHRASES = wordList('for_me for_us für_mich für_uns');
// Paying asked of the reader: "could you pay my bill", "kannst du das bezahlen".
const REQUESTS = wordList('could can would will kannst könntest können könnten würdest würden');

const PHRASES = [
  'gift card',
  'gift cards',
  'prepaid card',
  'prepaid cards',
  'google play',
  'apple card',
  'amazon card',
  'steam card',
  'western union',
  'money gram',
  'cash app',
  // Card and banking details asked for ("card details to my assistant", "die Daten Ihrer Karte").
  'account number',
  'account numbers',
  'card details',
  'card number',
  'card numbers',
  'security code',
  'verification code',
  'bank transfer',
  'steam karten',
  'steam karte',
  'play karten',
  'apple karten',
  'itunes karten',
];

// Parts of German compounds ('Bankverbindung', 'Kontonummer', 'Geldtransfer', 'Amazon-Gutschein') and
// of English run-togethers ('giftcard', 'bankaccount').
const PARTS = wordList(`
  überweis gutschein geschenkkarte bitcoin krypto giftcard paysafe moneygram westernunion
  bankdaten kartendaten kartennummer steamkarte steamcard kontonummer accountnumber
  guthabenkarte guthabenkarten prepaidkarte prepaidkarten aufladekarte aufladekarten
`);
// Parts that are money as such ('Geldbörse', 'Girokonto', 'Bankverbindung'): beside an ask only.
const WEAK_PARTS = wordList(`
  geld konto guthaben zahlung bankverbindung kreditkarte bankaccount geheimzahl bankkarte bankcard
`);
// Banking phrases that warn beside an ask ('your bank account', 'online banking' in a life does not).
const WEAK_PHRASES = ['online banking', 'bank card', 'bank cards', 'bank details', 'bank account'];

// A bank's name is a workplace as often as a request ("Ich war früher bei der Sparkasse angestellt"),
// and 'Bank' is a bench in German: it brings the warning unless its sentence speaks of work, of the
// past, of sitting outside or of a place to meet ("meet at the bank corner, it was your idea").
// What is asked of the bank ("geh zur Sparkasse und heb Geld ab", "your account") brings it by its
// own words.
const INSTITUTIONS = wordList(`
  bank banks banking sparkasse sparkassen volksbank postbank commerzbank raiffeisenbank
`);
const ASIDE = wordList(`
  work worked working works job jobs career employed employee employer retired teller clerk cashier
  colleague colleagues formerly manager director apprentice apprenticeship
  arbeit arbeite arbeitete arbeiteten gearbeitet angestellt angestellte angestellter beschäftigt
  beruf berufsleben ausbildung lehre gelernt pensioniert kollegen kollegin kolleginnen filiale
  filialleiter filialleiterin kassierer kassiererin bankkauffrau bankkaufmann azubi früher ehemals
  ehemalige ehemaliger damals leiter leiterin direktor direktorin
  park sitzen sitze sitzt saß saßen sit sat sitting garten garden river fluss ufer
  meet meeting treffen treffpunkt corner ecke opposite gegenüber neben next café cafe
`);

// Ninth hostile pass #2: what a sentence about oneself on a card has no reason to say. Lending and
// borrowing, gift and store cards, the services that send cash abroad, crypto and "investments":
// "Send money by Western Union, I pay back double". Not money itself: "I help with online banking"
// and "retired bank clerk" describe a person, and stay.
const MOVING_WORDS = wordList(`
  lend lending lender loan loans borrow borrowing leihen leihe leih verleihe verleihen darlehen
  kredit kredite giftcard giftcards voucher vouchers gutschein gutscheine itunes paysafecard
  westernunion moneygram bitcoin bitcoins btc crypto krypto cryptocurrency usdt invest investing
  investment investments investieren investition rendite profit profits
`);
const MOVING_PHRASES = [
  'gift card',
  'gift cards',
  'western union',
  'money gram',
  'send money',
  'pay back',
  'geld schicken',
  'geld senden',
  'geld leihen',
  'zahle zurück',
];

// A bank transfer of one's own ("I pay my rent by transfer", "ich überweise die Miete"), and a
// voucher given or got ("Gutscheine vom Bäcker haben wir geschenkt bekommen", "my daughter gave me a
// voucher for the spa": fourteenth hostile pass #6): in the writer's own story it only names money
// (message-text.ts, `tellsOwnWays`). A voucher asked for names the reader or pleads, and warns.
const OWN_BANKING = wordList(`
  transfer wire überweis dauerauftrag lastschrift voucher gutschein giftcard geschenkkarte
`);

const LEND = wordList(
  'lend lending leih leihe leihst leihen verleih verleihen borrow pożycz presta prestami',
);
const TO_ME = wordList('me us mir uns mich mnie');

export const MONEY_WORDS = {
  words: new Set(WORDS),
  phrases: new Set(PHRASES),
  parts: PARTS,
  weak: new Set(WEAK_WORDS),
  weakParts: WEAK_PARTS,
  weakPhrases: new Set(WEAK_PHRASES),
  asks: new Set(ASKS),
  askPhrases: new Set(ASK_PHRASES),
  please: new Set(PLEASE),
  pleaWords: PLEA_WORDS,
  requests: new Set(REQUESTS),
  lend: new Set(LEND),
  toMe: new Set(TO_ME),
  ownBanking: OWN_BANKING,
  institutions: new Set(INSTITUTIONS),
  aside: new Set(ASIDE),
  moving: new Set(MOVING_WORDS),
  movingPhrases: new Set(MOVING_PHRASES),
} as const;

// Fifteenth hostile pass #8: an ask misspelt, by a slip or on purpose ("kanst du mir gelt leien",
// "leihst du mir mony", "kannst du mir Gelld überweissen"). A word is read as the money word it is
// written for when it sounds the same (a silent 'h', a doubled or single letter, a final 'd' as 't',
// '-en' as '-n', 'ey' as 'y'), or, for the few words of a loan ask (lend, money), when it is one edit from it in
// that reading too. Ordinary words that read so stay what they are ('Leine', 'Laien', 'gelb').
const soundOf = (word: string): string =>
  word
    .replace(/ß/gu, 'ss')
    .replace(/(?<=[aeiouäöü])h/gu, '')
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/d$/u, 't')
    .replace(/e(?=n$)/u, '')
    .replace(/ey$/u, 'y');
const SPELT: ReadonlySet<string> = new Set([
  ...WORDS,
  ...WEAK_WORDS,
  ...LEND,
  ...REQUESTS,
  ...MOVING_WORDS,
]);
const SOUNDED = new Map<string, string>();
for (const word of SPELT)
  if (word.length >= 4 && !SOUNDED.has(soundOf(word))) SOUNDED.set(soundOf(word), word);
const LOAN_WORDS = wordList('leihen leihe leihst leih lend borrow geld money bargeld');
const LOAN_SOUNDS = LOAN_WORDS.map((word) => [soundOf(word), word] as const);
const NOT_MISSPELT: ReadonlySet<string> = new Set(
  wordList(`
    leine leinen laien linen lied lieder gelb gelbe held helden feld welt meld lene lens lent
    lead lady lid mone mond monday honey bold bald
  `),
);

/** The money word a misspelt word is written for, or the word itself. Linear in the word. */
export function moneyWordOf(word: string): string {
  if (word.length < 4 || NOT_MISSPELT.has(word) || SPELT.has(word)) return word;
  const sound = soundOf(word);
  const same = SOUNDED.get(sound);
  if (same) return same;
  if (sound.length < 5) return word;
  return LOAN_SOUNDS.find(([loan]) => loan.length >= 5 && oneEdit(sound, loan))?.[1] ?? word;
}
