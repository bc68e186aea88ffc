// Ninth hostile pass #3: the scams that name no money word and were let through: "Hilfst du mir mit
// 200 aus?", "stuck at customs and need 800", "buy two Apple cards and read me the numbers",
// "Install AnyDesk", "tell me the code you got by SMS", "Scan this QR code". Each family is a set of
// cues that must meet in one sentence, so an ordinary word ('help', 'code', 'Apple', 'scan') warns no
// one: "I can help you with the garden on Saturday", "my code club meets Tuesdays". Read from
// `readSignals` (look-alikes, spelt-out words and spoken signs already undone). Word lists, EN and DE;
// every lookup is linear in the message.

const list = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/).filter(Boolean));

/** A message as the families read it: sentences of words (letters and digits, '2,000' one word). */
export type Sentences = readonly (readonly string[])[];

export function sentencesOf(signal: string): Sentences {
  return signal
    .split(/[!?;\n]+|\.(?!\d)/u)
    .map((sentence) => sentence.match(/\p{L}+|\p{N}+(?:[.,]\p{N}{3})*/gu) ?? []);
}

const has = (words: readonly string[], set: ReadonlySet<string>): boolean =>
  words.some((word) => set.has(word));

// An amount asked for: a number of 50 or more ('800', '2,000', '1.500'), or one spoken in hundreds
// and thousands, that ends the sentence or is followed by what it is for ('need 800 to release',
// 'mit 200 aus', 'lend me 300?'). 'I am 72 and need help' is an age, 'we need 100 chairs' a count.
const MIN_AMOUNT = 50;
const AMOUNT_WORDS = list('hundred thousand grand hundert tausend');
const FOR_WHAT = list(`
  to for by until till back now today tomorrow please so asap um für bis aus zurück bitte heute
  morgen sofort damit
`);
// Before the number, a word that makes it an age, a year or a house number.
const NOT_MONEY_BEFORE = list(`
  am bin is ist are sind was war were waren turned turn turns werde wird wurde aged age alter
  jahrgang since in from year born seit im von jahr geboren anno nummer number nr no zum zur the
`);

function isAmountAt(words: readonly string[], i: number): boolean {
  const word = words[i]!;
  const sum =
    AMOUNT_WORDS.has(word) ||
    (/^\p{N}/u.test(word) && Number(word.replace(/[.,]/gu, '')) >= MIN_AMOUNT);
  if (!sum) return false;
  const after = words[i + 1];
  return (after === undefined || FOR_WHAT.has(after)) && !NOT_MONEY_BEFORE.has(words[i - 1] ?? '');
}

// Asking for help, a loan or to be short of something, EN and DE ('hilfst du mir mit 200 aus').
const NEEDS = list(`
  need needs needed help helping lend borrow owe short require
  brauche brauchst braucht benötige benötigen hilf hilfst helfen aushelfen leih leihe leihst
  fehlen fehlt
`);

/** A sum asked for: an amount beside a need or a plea for help in the same sentence. */
const asksForSum = (words: readonly string[]): boolean =>
  has(words, NEEDS) && words.some((_, i) => isAmountAt(words, i));

// Held at customs or abroad until someone pays: "stuck at customs", "das Paket hängt beim Zoll".
const CUSTOMS = list('customs zoll zollamt');
const HELD = list(`
  stuck release released blocked stranded fee fees festgehalten fest hängt hängen freigeben auslösen
  gebühr gebühren
`);

// Store cards: a store's name and a card, credit or voucher ('two Apple cards', 'amazon credit'),
// with what makes them money to a stranger: their numbers, read out, photographed or scratched free.
const STORES = list(`
  apple itunes steam google amazon ebay netflix xbox playstation psn razer paysafe walmart nintendo
  spotify
`);
const CARDS = list('card cards credit credits voucher vouchers karte karten guthaben gutschein');
const CARD_NUMBERS = list(`
  number numbers code codes pin photo picture pic back scratch nummer nummern zahlen foto bild
  rückseite rubbeln freirubbeln
`);

const asksForStoreCards = (words: readonly string[]): boolean =>
  has(words, STORES) && has(words, CARDS) && has(words, CARD_NUMBERS);

/** Whether a message asks for money without saying so: a sum, store cards' numbers, a customs fee. */
export function asksForMoney(sentences: Sentences): boolean {
  return sentences.some(
    (words) =>
      asksForSum(words) || asksForStoreCards(words) || (has(words, CUSTOMS) && has(words, HELD)),
  );
}

// Programs that let someone else work a computer or phone; named to a stranger with what to do
// with them ("Install AnyDesk", "lade dir TeamViewer herunter", "tell me the ID").
const REMOTE_TOOLS = list(`
  anydesk teamviewer quicksupport rustdesk ultraviewer supremo logmein splashtop screenconnect
  remotepc
`);
const REMOTE_WORDS = list('fernwartung fernzugriff fernsteuerung');
const REMOTE_PHRASES = ['remote access', 'remote desktop', 'remote support'];
const INSTALL = list(`
  install installs installing download open start run id code number access connect tell give send
  installiere installieren installier lade laden herunterladen runterladen öffne öffnen starte
  starten nummer zugriff verbinden sag sage gib schick
`);

// A one-time code passed on: a code, TAN or PIN, where it came from (a text, the bank, an app) and
// a request to tell it ("Tell me the code you got by SMS", "sag mir den Code aus der SMS").
const CODES = list(`
  code codes tan pin otp passcode passcodes verification bestätigungscode sicherheitscode
  zahlencode einmalcode einmalpasswort
`);
const CODE_SOURCES = list(`
  sms text texted message got received sent bank app digit digits
  nachricht bekommen erhalten gekommen geschickt bank app stellig stelligen
`);
const TELL = list(`
  tell send read give forward share type sag sage sagen schick schicke schicken gib geben nenn
  nenne nennen lies vorlesen weiterleiten durchgeben
`);
const TO_ME = list('me us mir uns');

// "Scan this QR code": a QR code with a request to scan or open it ("I scanned the QR code at the
// museum" tells, it does not ask).
const SCAN = list('scan scanne scannen einscannen open öffne öffnen follow folge');

const phrase = (words: readonly string[], phrases: readonly string[]): boolean =>
  words.some((word, i) => phrases.includes(`${word} ${words[i + 1] ?? ''}`));

/**
 * Whether a message asks for a way into the reader's computer, phone or bank: a remote-access
 * program to install or open, a code received by text or from the bank to pass on, a QR code to
 * scan.
 */
export function asksForAccess(sentences: Sentences): boolean {
  return sentences.some(
    (words) =>
      (has(words, REMOTE_TOOLS) && has(words, INSTALL)) ||
      has(words, REMOTE_WORDS) ||
      phrase(words, REMOTE_PHRASES) ||
      (has(words, CODES) && has(words, CODE_SOURCES) && has(words, TELL) && has(words, TO_ME)) ||
      (words.includes('qr') && has(words, SCAN)),
  );
}
