// Words that make an introduction message speak of money, in English and German: the person who
// receives it sees "Never send money to someone you have not met" (issue 25 item 13). A new wording
// is a new entry here, not a new pattern. Matched against the folded, lower-cased words of a message.

const list = (words: string): string[] => words.split(/\s+/).filter(Boolean);

const WORDS = list(`
  money cash funds fund loan loans lend lending borrow debt debts dollar dollars usd euro euros eur
  gbp bucks pay paid paying payment payments repay fee fees invoice transfer transfers transferred
  transferring wire wired wiring remit account accounts bank banks banking iban swift bic routing
  giftcard giftcards voucher vouchers itunes paysafecard paypal venmo zelle cashapp revolut
  westernunion moneygram bitcoin bitcoins btc crypto cryptocurrency usdt ethereum wallet invest
  investing investment investments profit profits trading inheritance lottery ransom cheque deposit
  withdraw pin otp passcode
  geld bargeld kredit darlehen leihen leihst schulden zahlen bezahlen zahle zahlst bezahle bezahlt
  gezahlt gebühr gebühren überweisen überweise überweist überwiesen überweisung konto konten bank
  sparkasse gutschein gutscheine erbschaft lotto investieren rendite krypto franken chf tan tans
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
  geheimzahl steamkarte steamcard
`);

export const MONEY_WORDS = {
  words: new Set(WORDS),
  phrases: new Set(PHRASES),
  parts: PARTS,
} as const;
