// Words that make an introduction message speak of money, in English and German: the person who
// receives it sees "Never send money to someone you have not met" (issue 25 item 13). A new wording
// is a new entry here, not a new pattern. Matched against the folded, lower-cased words of a message.

const list = (words: string): string[] => words.split(/\s+/).filter(Boolean);

const WORDS = list(`
  money cash funds fund loan loans lend lending borrow debt debts dollar dollars usd euro euros eur
  gbp bucks pay paid paying payment payments repay fee fees invoice transfer transfers transferred
  transferring wire wired wiring remit account accounts iban swift bic routing
  giftcard giftcards voucher vouchers itunes paysafecard paypal venmo zelle cashapp revolut
  westernunion moneygram bitcoin bitcoins btc crypto cryptocurrency usdt ethereum wallet invest
  investing investment investments profit profits trading inheritance lottery ransom cheque deposit
  withdraw pin otp passcode
  geld bargeld kredit darlehen leihen leihst schulden zahlen bezahlen zahle zahlst bezahle bezahlt
  gezahlt gebühr gebühren überweisen überweise überweist überwiesen überweisung konto konten abheben
  abgehoben gutschein gutscheine erbschaft lotto investieren rendite krypto franken chf tan tans
  bankdaten kartendaten zugangsdaten onlinebanking
`);

const PHRASES = [
  'gift card',
  'gift cards',
  'google play',
  'apple card',
  'amazon card',
  'steam card',
  'western union',
  'money gram',
  'cash app',
  // Card and banking details asked for ("card details to my assistant", "die Daten Ihrer Karte").
  'card details',
  'card number',
  'card numbers',
  'security code',
  'verification code',
  'online banking',
  'bank card',
  'bank cards',
  'bank details',
  'bank account',
  'bank transfer',
  'steam karten',
  'steam karte',
  'play karten',
  'apple karten',
  'itunes karten',
];

// Parts of German compounds ('Bankverbindung', 'Kontonummer', 'Geldtransfer', 'Amazon-Gutschein') and
// of English run-togethers ('giftcard', 'bankaccount').
const PARTS = list(`
  geld konto überweis gutschein geschenkkarte guthaben zahlung bankverbindung kreditkarte bitcoin
  krypto giftcard bankaccount paysafe moneygram westernunion bankdaten kartendaten kartennummer
  geheimzahl steamkarte steamcard bankkarte bankcard
`);

// A bank's name is a workplace as often as a request ("Ich war früher bei der Sparkasse angestellt"),
// and 'Bank' is a bench in German: it brings the warning unless its sentence speaks of work, of the
// past or of sitting outside. What is asked of the bank ("geh zur Sparkasse und heb Geld ab", "your
// account") brings it by its own words.
const INSTITUTIONS = list(`
  bank banks banking sparkasse sparkassen volksbank postbank commerzbank raiffeisenbank
`);
const ASIDE = list(`
  work worked working works job jobs career employed employee employer retired teller clerk cashier
  colleague colleagues formerly manager director apprentice apprenticeship
  arbeit arbeite arbeitete arbeiteten gearbeitet angestellt angestellte angestellter beschäftigt
  beruf berufsleben ausbildung lehre gelernt pensioniert kollegen kollegin kolleginnen filiale
  filialleiter filialleiterin kassierer kassiererin bankkauffrau bankkaufmann azubi früher ehemals
  ehemalige ehemaliger damals leiter leiterin direktor direktorin
  park sitzen sitze sitzt saß saßen sit sat sitting garten garden river fluss ufer
`);

// Ninth hostile pass #2: what a sentence about oneself on a card has no reason to say. Lending and
// borrowing, gift and store cards, the services that send cash abroad, crypto and "investments":
// "Send money by Western Union, I pay back double". Not money itself: "I help with online banking"
// and "retired bank clerk" describe a person, and stay.
const MOVING_WORDS = list(`
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

export const MONEY_WORDS = {
  words: new Set(WORDS),
  phrases: new Set(PHRASES),
  parts: PARTS,
  institutions: new Set(INSTITUTIONS),
  aside: new Set(ASIDE),
  moving: new Set(MOVING_WORDS),
  movingPhrases: new Set(MOVING_PHRASES),
} as const;
