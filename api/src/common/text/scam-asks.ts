import { REMOTE_TOOLS } from './app-names.js';
import { asksForLoan } from './scam-loans.js';
import { asksTheReader, deniedAt, readRequests, warnsAgainst } from './scam-requests.js';
import { hasAnyOf, wordSet } from './word-lists.js';

// Ninth hostile pass #3: the scams that name no money word and were let through: "Hilfst du mir mit
// 200 aus?", "stuck at customs and need 800", "buy two Apple cards and read me the numbers",
// "Install AnyDesk", "tell me the code you got by SMS", "Scan this QR code". Each family is a set of
// cues that must meet in one sentence, so an ordinary word ('help', 'code', 'Apple', 'scan') warns no
// one: "I can help you with the garden on Saturday", "my code club meets Tuesdays". Read from
// `readSignals` (look-alikes, spelt-out words and spoken signs already undone). Word lists, EN and DE;
// every lookup is linear in the message.

/** A message as the families read it: sentences of words (letters and digits, '2,000' one word). */
export type Sentences = readonly (readonly string[])[];

export function sentencesOf(signal: string): Sentences {
  return signal
    .split(/[!?;\n]+|\.(?!\d)/u)
    .map((sentence) => sentence.match(/\p{L}+|\p{N}+(?:[.,]\p{N}{3})*/gu) ?? []);
}

// An amount asked for: a number of 50 or more ('800', '2,000', '1.500'), or one spoken in hundreds
// and thousands, that ends the sentence or is followed by what it is for ('need 800 to release',
// 'mit 200 aus', 'lend me 300?'). 'I am 72 and need help' is an age, 'we need 100 chairs' a count.
const MIN_AMOUNT = 50;
const AMOUNT_WORDS = wordSet('hundred thousand grand hundert tausend');
const FOR_WHAT = wordSet(`
  to for by until till back now today tomorrow please so asap um für bis aus zurück bitte heute
  morgen sofort damit
`);
// Before the number, a word that makes it an age, a year or a house number.
const NOT_MONEY_BEFORE = wordSet(`
  am bin is ist are sind was war were waren turned turn turns werde wird wurde aged age alter
  jahrgang since in from year born seit im von jahr geboren anno nummer number nr no zum zur the
`);

const isSumAt = (words: readonly string[], i: number): boolean => {
  const word = words[i]!;
  return (
    AMOUNT_WORDS.has(word) ||
    (/^\p{N}/u.test(word) && Number(word.replace(/[.,]/gu, '')) >= MIN_AMOUNT)
  );
};

function isAmountAt(words: readonly string[], i: number): boolean {
  if (!isSumAt(words, i)) return false;
  const after = words[i + 1];
  return (after === undefined || FOR_WHAT.has(after)) && !NOT_MONEY_BEFORE.has(words[i - 1] ?? '');
}

// Asking for help, a loan or to be short of something, EN and DE ('hilfst du mir mit 200 aus').
const NEEDS = wordSet(`
  need needs needed help helping lend borrow owe short require
  brauche brauchst braucht benötige benötigen hilf hilfst helfen aushelfen auszuhelfen leih leihe
  leihst fehlen fehlt
`);

// A sum sent to the writer: "kannst du mir 500 schicken", "send me 200 by Friday" (fourteenth
// hostile pass #6). The sum may stand before the verb; "I send 100 cards each Christmas" names cards.
const SEND_SUM = wordSet(`
  send wire transfer schick schicke schickst schicken sende senden überweis überweise überweist
  überweisen
`);
const WRITER_GETS = wordSet('me us mir uns');

/** A sum asked for: an amount beside a need, a plea for help, or sent to the writer. */
const asksForSum = (words: readonly string[]): boolean =>
  (hasAnyOf(words, NEEDS) || (hasAnyOf(words, SEND_SUM) && hasAnyOf(words, WRITER_GETS))) &&
  words.some(
    (_, i) => isAmountAt(words, i) || (isSumAt(words, i) && SEND_SUM.has(words[i + 1] ?? '')),
  );

// Held at customs or abroad until someone pays: "stuck at customs", "das Paket hängt beim Zoll".
const CUSTOMS = wordSet('customs zoll zollamt');
const HELD = wordSet(`
  stuck release released blocked stranded fee fees festgehalten fest hängt hängen freigeben auslösen
  gebühr gebühren
`);

// Store cards: a store's name and a card, credit or voucher ('two Apple cards', 'amazon credit'),
// with what makes them money to a stranger: their numbers, read out, photographed or scratched free.
// Shops that sell such cards are named too ("4 cards from Lidl with 50 on each and photograph the
// back", twelfth hostile pass #4): supermarkets, chemists and petrol stations.
const STORES = wordSet(`
  apple itunes steam google amazon ebay netflix xbox playstation psn razer paysafe walmart nintendo
  spotify lidl aldi rewe edeka kaufland penny netto rossmann dm müller tankstelle kiosk tesco asda
  sainsburys target bestbuy walgreens cvs kroger carrefour
`);
const CARDS = wordSet('card cards credit credits voucher vouchers karte karten guthaben gutschein');
const CARD_NUMBERS = wordSet(`
  number numbers code codes pin photo photograph picture pic back scratch nummer nummern zahlen foto
  bild fotografiere fotografieren abfotografieren rückseite rubbeln freirubbeln
`);

const asksForStoreCards = (words: readonly string[]): boolean =>
  hasAnyOf(words, STORES) && hasAnyOf(words, CARDS) && hasAnyOf(words, CARD_NUMBERS);

// Twelfth hostile pass #4: valuables or cash collected at the reader's door "for safekeeping" ("A
// courier will come to collect your jewellery", "Ein Kollege holt die Wertsachen bei Ihnen ab"), the
// false police's last step. Three cues in one sentence: a collection, valuables or cash, and a
// carrier, the reader's own or safety. "I keep my jewellery in a box" and "we collected 300 euros for
// the church roof" name no carrier, or no valuables.
const COLLECT = wordSet(`
  collect collects collecting pick picks fetch fetches take takes holt hole holen abholen abholt
  einsammeln sammelt mitnehmen nimmt bringen
`);
const VALUABLES = wordSet(`
  jewellery jewelry jewels valuables gold silver cash savings coins envelope money rings necklaces
  necklace bracelets brooches pearls
  wertsachen wertgegenstände schmuck gold goldbarren silber bargeld ersparnisse münzen umschlag geld
  ringe kette ketten halsketten armbänder perlen
`);
const CARRIERS = wordSet(`
  courier driver colleague messenger officer someone safekeeping safe safety secure your yours
  kurier bote fahrer kollege kollegin beamter beamtin jemand verwahrung aufbewahrung sicherheit
  sicher ihnen ihre ihren ihr dir deine deinen dein
`);
// Collecting coins is a hobby ("my grandson is a police officer, he collects old coins", "sammelt
// alte Münzen"): 'collect' with coins after it, bare or with a word between, not 'your' or 'the'.
const HOBBY = wordSet('coins münzen medals medaillen stamps briefmarken');
const THE = wordSet('the der die das den dem');
const isHobbyAt = (words: readonly string[], i: number): boolean =>
  HOBBY.has(words[i + 1] ?? '') ||
  (HOBBY.has(words[i + 2] ?? '') && !READERS_OWN.has(words[i + 1]!) && !THE.has(words[i + 1]!));
const collectsValuables = (words: readonly string[]): boolean =>
  words.some((word, i) => COLLECT.has(word) && !isHobbyAt(words, i)) &&
  hasAnyOf(words, VALUABLES) &&
  hasAnyOf(words, CARRIERS);

// Fourteenth hostile pass #6: valuables or cash to be left outside for someone ("legen Sie Ihren
// Schmuck in eine Tüte vor die Tür", "leave the money in a bag by the garden gate, someone will come
// for it"). Nobody asks a stranger to put money where anyone can take it but a thief. Three cues in
// one sentence: a verb that puts down (never its past: "I left the cash for the window cleaner"),
// valuables or cash, and a place outside the home; and someone asked, the reader's own, or a carrier.
const PUT_DOWN = wordSet(`
  leave put place hang drop lay stick deposit hide
  leg lege legen legt stell stelle stellen stellt häng hänge hängen wirf werfen werft deponier
  deponiere deponieren hinterleg hinterlege hinterlegen versteck verstecke verstecken
`);
const OUTSIDE = wordSet(`
  door doorstep doormat mat porch step steps stairs gate letterbox mailbox postbox bin flowerpot
  fence outside hallway doorway
  tür haustür wohnungstür gartentür fußmatte matte fußabtreter treppe stufe stufen tor gartentor
  briefkasten mülltonne tonne blumentopf zaun draußen hausflur flur
`);
const isOutside = (word: string): boolean =>
  OUTSIDE.has(word) ||
  ['tür', 'matte', 'kasten', 'tonne', 'treppe', 'step', 'door'].some((end) => word.endsWith(end));
const leavesValuablesOut = (words: readonly string[]): boolean =>
  // "Never leave cash at the door for anyone" warns against it.
  words.some((word, i) => PUT_DOWN.has(word) && !deniedAt(words, i)) &&
  hasAnyOf(words, VALUABLES) &&
  words.some(isOutside) &&
  (hasAnyOf(words, CARRIERS) || hasAnyOf(words, COLLECT) || asksTheReader(words));

/**
 * Whether a message asks for the reader's valuables or cash to be collected at the door or left
 * outside: with the police or an office named, the false police's last step (scam-signals.ts).
 */
export const collectsFromReader = (sentences: Sentences): boolean =>
  sentences.some(
    (words) => !warnsAgainst(words) && (collectsValuables(words) || leavesValuablesOut(words)),
  );

/**
 * Whether a message asks for money without saying so: a sum, store cards' numbers, a customs fee,
 * valuables collected at the door or left outside, a loan or advance (`asksForLoan`); or (thirteenth
 * hostile pass #3, `readRequests`) the writer's ticket, visa or fee to pay, money, gold or a parcel to
 * hold or forward, the reader's cash to be checked.
 */
export function asksForMoney(sentences: Sentences): boolean {
  return (
    sentences.some(
      (words) =>
        !warnsAgainst(words) &&
        (asksForSum(words) ||
          asksForStoreCards(words) ||
          (hasAnyOf(words, CUSTOMS) && hasAnyOf(words, HELD)) ||
          collectsValuables(words) ||
          leavesValuablesOut(words) ||
          asksForLoan(words)),
    ) || readRequests(sentences).money
  );
}

// Programs that let someone else work a computer or phone (`REMOTE_TOOLS`, and any name made like
// theirs: '…desk', '…viewer', '…vnc', 'HopToDesk'); named to a stranger with what to do with them
// ("Install AnyDesk", "lade dir TeamViewer herunter", "tell me the ID", "get Rust Desk").
const TOOLS = new Set(REMOTE_TOOLS);
const TOOL_ENDINGS = ['desk', 'viewer', 'vnc'];
// 'desk' and 'viewer' alone, and 'helpdesk' (the staff claim reads that), are words.
const NOT_TOOLS = wordSet('desk viewer helpdesk frontdesk');
const isRemoteTool = (word: string): boolean =>
  TOOLS.has(word) || (TOOL_ENDINGS.some((ending) => word.endsWith(ending)) && !NOT_TOOLS.has(word));
const REMOTE_WORDS = wordSet(`
  fernwartung fernzugriff fernsteuerung fernwartungsprogramm fernzugriffs fernhilfe
  bildschirmfreigabe screensharing
`);
const REMOTE_PHRASES = [
  'remote access',
  'remote desktop',
  'remote support',
  'remote help',
  'screen sharing',
  'share screen',
  'bildschirm teilen',
  'bildschirm freigeben',
  'bildschirm übertragen',
];
const INSTALL = wordSet(`
  install installs installing download open start run id code number access connect tell give send
  get grab setup set accept allow click enter need
  installiere installieren installier lade laden herunterladen runterladen öffne öffnen starte
  starten nummer zugriff verbinden sag sage gib schick hol hole holen besorg besorge klick klicke
  bestätige bestätigen erlaube erlauben akzeptiere akzeptieren brauchst benötigst
`);
// "Share your screen with me": the screen named beside a share, 'your' between them or not.
const SCREEN = wordSet('screen bildschirm');
const SHARE = wordSet('share sharing teile teilen freigeben freigabe übertragen zeigen');
// "Download the app so I can see your screen", "damit ich Ihren Bildschirm sehen kann" (eleventh
// hostile pass #2): the reader's screen, seen by the writer. "I can't see the screen well" and
// "can you see my screen?" are no such ask.
const SEE = wordSet(`
  see watch view look sehen seh sehe anschauen ansehen schauen zuschauen mitschauen mitsehen
  beobachten
`);
const WRITER = wordSet('i me we us ich mir mich wir uns');
const READERS_OWN = wordSet('your deinen deinem dein deine ihren ihrem ihr ihre');
const seesReadersScreen = (words: readonly string[]): boolean =>
  hasAnyOf(words, SEE) &&
  hasAnyOf(words, WRITER) &&
  words.some((word, i) => SCREEN.has(word) && READERS_OWN.has(words[i - 1] ?? ''));

// Eleventh hostile pass #2: a payment card's data asked for ("tell me the numbers on your credit
// card", "the three digits on the back", "Kartennummer und Prüfziffer"): with them anyone can pay
// with the reader's card. The check digits by name are enough alone; a card's numbers, digits, PIN or
// expiry need an ask beside them (the reader's card, 'tell', 'send', 'what'). "I lost my bank card"
// and "my card game club meets Tuesdays" ask nothing.
const CARD_SECRETS = wordSet(`
  cvv cvc cvv2 cvc2 prüfziffer prüfziffern prüfnummer kartenprüfnummer kartennummer kartennummern
  kreditkartennummer cardnumber
`);
const PAY_CARDS = wordSet(`
  card cards karte karten kreditkarte kreditkarten bankkarte bankkarten eckarte girokarte visa
  mastercard amex debitkarte
`);
const CARD_DATA = wordSet(`
  number numbers digits digit pin expiry expiration expires code nummer nummern ziffern
  ablaufdatum gültig gültigkeit
`);
// The digits on a card's back without the card named: "what are the three digits on the back?"
// ('number' alone is a bus's: "what number bus brings you back?").
const BACK_DIGITS = wordSet('digits digit numbers code codes ziffern nummern zahlen');
const BACK = wordSet('back rückseite hinten');
// The reader's card, or a request to tell, send or read out ('what' only for the digits on the
// back: "my bank sent a new card, what a hassle with the PIN" asks nothing).
const ASK_DATA = wordSet(`
  your tell send give read type enter photo picture
  ihre ihrer ihr deine deiner dein sag sagen sage schick schicke schicken gib geben nenn nennen lies
  vorlesen foto
`);
const QUESTION = wordSet('what which whats welche welcher wie');
// A payment card by name ('credit card', 'Kreditkarte'), whose picture is asked for too ("send me
// a photo of your bank card"; a 'card' alone may be a greeting card).
const PAYMENT_CARDS = wordSet(`
  kreditkarte kreditkarten bankkarte bankkarten eckarte girokarte debitkarte visa mastercard amex
`);
// 'EC-Karte' and 'Giro-Karte' are read as two words.
const CARD_KINDS = wordSet('credit debit bank ec giro kredit maestro');
const namesPaymentCard = (words: readonly string[]): boolean =>
  hasAnyOf(words, PAYMENT_CARDS) ||
  words.some((word, i) => CARD_KINDS.has(word) && /^(?:cards?|karten?)$/u.test(words[i + 1] ?? ''));
// Fourteenth hostile pass #6: the card itself lent or handed to the writer ("Kannst du mir deine
// EC-Karte mal leihen", "could I borrow your debit card"): with its PIN, or without, it pays. The
// reader's card ("the bank will send me a new debit card" is the writer's).
const LEND_CARD = wordSet(`
  lend borrow hand give post send leih leihe leihst leihen borg borge borgst borgen gib geben
  überlass überlasse überlassen überlässt schick schicke schicken
`);
const CARD_TO = wordSet('me us mir uns i ich');
const lendsCard = (words: readonly string[]): boolean =>
  namesPaymentCard(words) &&
  words.some((word, i) => LEND_CARD.has(word) && !deniedAt(words, i)) &&
  hasAnyOf(words, CARD_TO) &&
  hasAnyOf(words, READERS_OWN);
const PICTURES = wordSet('photo photos picture pictures pic foto fotos bild bilder sides seiten');
const asksForCard = (words: readonly string[]): boolean =>
  hasAnyOf(words, CARD_SECRETS) ||
  lendsCard(words) ||
  (namesPaymentCard(words) && hasAnyOf(words, PICTURES) && hasAnyOf(words, ASK_DATA)) ||
  (hasAnyOf(words, PAY_CARDS) && hasAnyOf(words, CARD_DATA) && hasAnyOf(words, ASK_DATA)) ||
  (hasAnyOf(words, BACK_DIGITS) &&
    hasAnyOf(words, BACK) &&
    (hasAnyOf(words, ASK_DATA) || hasAnyOf(words, QUESTION)));

// A one-time code passed on: a code, TAN or PIN, where it came from (a text, the bank, an app) and
// a request to tell it ("Tell me the code you got by SMS", "sag mir den Code aus der SMS").
const CODES = wordSet(`
  code codes tan pin otp passcode passcodes verification bestätigungscode sicherheitscode
  zahlencode einmalcode einmalpasswort digits ziffern zahlenfolge
`);
// Any compound of 'code' ('SMS-Code' read as 'smscode', 'Bestätigungscode', 'WhatsApp-Code').
const isCode = (word: string): boolean =>
  CODES.has(word) || word.endsWith('code') || word.endsWith('codes');
// A code that came to the reader: "the code you just got by text", "den Code, den du bekommen
// hast", "the six digits that came to your phone". The reader must be the one who got it, and it is
// asked for (told, read out, or asked after): "I got the door code, I'll tell you" is neither.
const RECEIVED = wordSet(`
  get gets got gotten receive receives received arrive arrives arrived came come comes sent texted
  bekommen bekommst bekam bekommt erhalten erhältst erhielt erhalte kriegst gekriegt kam kommt
  gekommen angekommen geschickt zugeschickt gesendet
`);
const YOU = wordSet(
  'you your du dir dich dein deine deinem deinen deiner sie ihnen ihr ihre ihrem ihren',
);
// Asked after, it must say where it came or be a one-time code by name ("what is the code you got by
// SMS?", "which TAN did you receive?"): "what code did you get for the shed?" is a neighbour's
// question.
const QUESTIONS = wordSet('what which whats was welche welcher welchen wie');
const ARRIVED_BY = wordSet(`
  sms text texted message nachricht phone handy telefon mobile email mail app whatsapp telegram bank
`);
const isOneTimeCode = (word: string): boolean =>
  isCode(word) && word !== 'code' && word !== 'codes';
const CODE_SOURCES = wordSet(`
  sms text texted message got received sent bank app digit digits
  nachricht bekommen erhalten gekommen geschickt bank app stellig stelligen
`);
const TELL = wordSet(`
  tell send read give forward share type sag sage sagen schick schicke schicken gib geben nenn
  nenne nennen lies vorlesen weiterleiten durchgeben
`);
const TO_ME = wordSet('me us mir uns');

// "Scan this QR code": a QR code with a request to scan, open, confirm or send it ("send me a photo
// of the QR code" takes over a messenger account; "I scanned the QR code at the museum" tells, it does
// not ask). 'Q R' and 'QR-Code' are read as 'qr' by `readSignals`.
const SCAN = wordSet(`
  scan scanne scannen einscannen open öffne öffnen follow folge confirm bestätige bestätigen tap
  tippe antippen click klick klicke photograph fotografiere fotografieren abfotografieren
`);
// Sent to the writer, not to the reader ("ich schicke dir den QR-Code für die Konzertkarten").
const SEND = wordSet('send schick schicke schicken');
const isQr = (word: string): boolean => word === 'qr' || /^qr(?:code|codes)$/u.test(word);

const phrase = (words: readonly string[], phrases: readonly string[]): boolean =>
  words.some((word, i) => phrases.includes(`${word} ${words[i + 1] ?? ''}`));

// Twelfth hostile pass #4: a way in asked for without a program's name. A password or login with an
// ask ("tell me your password and I'll set up the email", "Geben Sie mir Ihr Passwort"); the reader's
// computer reached from elsewhere ("I'll connect to your PC", "let me log into your computer", "Ich
// schalte mich auf Ihren Rechner auf"); keys that open a command line ("press Windows key and R",
// "Windows-Taste und R"). "I wrote my password on a note" and "press the button on the left" ask
// nothing.
const PASSWORDS = wordSet(`
  password passwords passwort passwörter kennwort kennwörter login logins zugangsdaten anmeldedaten
  credentials passcode
`);
const COMPUTERS = wordSet('computer computers pc laptop rechner notebook tablet mac desktop');
const REACH_IN = wordSet(`
  connect log login access control reach into fix einloggen verbinden zugreifen aufschalten
  schalte steuern übernehmen reinschauen draufschauen
`);
const SHORTCUT_KEYS = wordSet('windows win windowstaste');
const SHORTCUT_ENDS = wordSet('r x run ausführen');
const CONSOLES = wordSet('cmd powershell eingabeaufforderung terminal');
const TYPE = wordSet('type press enter tippe tippen drücke drücken eingeben gib geben');
const opensCommandLine = (words: readonly string[]): boolean =>
  (hasAnyOf(words, SHORTCUT_KEYS) && hasAnyOf(words, SHORTCUT_ENDS)) ||
  (hasAnyOf(words, CONSOLES) && hasAnyOf(words, TYPE));
const reachesComputer = (words: readonly string[]): boolean =>
  hasAnyOf(words, REACH_IN) &&
  words.some((word, i) => COMPUTERS.has(word) && READERS_OWN.has(words[i - 1] ?? ''));

/**
 * Whether a message asks for a way into the reader's computer, phone or bank: a remote-access
 * program to install or open, the reader's screen to see, a payment card's data, a code received by
 * text or from the bank to pass on, a QR code to scan.
 */
export function asksForAccess(sentences: Sentences): boolean {
  return (
    sentences.some(
      (words) =>
        !warnsAgainst(words) &&
        ((words.some(isRemoteTool) && hasAnyOf(words, INSTALL)) ||
          hasAnyOf(words, REMOTE_WORDS) ||
          phrase(words, REMOTE_PHRASES) ||
          (hasAnyOf(words, SCREEN) && hasAnyOf(words, SHARE)) ||
          seesReadersScreen(words) ||
          asksForCard(words) ||
          asksForCode(words) ||
          (hasAnyOf(words, PASSWORDS) && hasAnyOf(words, ASK_DATA)) ||
          reachesComputer(words) ||
          opensCommandLine(words) ||
          (words.some(isQr) &&
            (hasAnyOf(words, SCAN) || (hasAnyOf(words, SEND) && hasAnyOf(words, TO_ME))))),
    ) || readRequests(sentences).access
  );
}

// A one-time code passed on: told to the writer ("sag mir den Code aus der SMS"), or one the reader
// received, asked for ("what is the code you just got by text message?").
const asksForCode = (words: readonly string[]): boolean =>
  words.some(isCode) &&
  ((hasAnyOf(words, CODE_SOURCES) && hasAnyOf(words, TELL) && hasAnyOf(words, TO_ME)) ||
    (hasAnyOf(words, RECEIVED) &&
      hasAnyOf(words, YOU) &&
      (hasAnyOf(words, TELL) ||
        hasAnyOf(words, TO_ME) ||
        (hasAnyOf(words, QUESTIONS) &&
          (hasAnyOf(words, ARRIVED_BY) || words.some(isOneTimeCode))))));
