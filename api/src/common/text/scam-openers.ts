import { PAST_WORDS } from './authority-words.js';
import { wordsAsDigits } from './number-words.js';

// Sixteenth hostile pass #B: the commonest scam wordings older people receive, in words the earlier
// readers did not know. Each family is read on the message as `readSignals` gives it (lower case,
// look-alike letters read), one sentence or the whole message, with patterns that start only where a
// word starts and have no nested repeats (linear).

/** A sum in a word: digits, a number told in words ('fünfhundert'), or thousands as 'k' ('1k'). */
export function amountOf(word: string): number {
  const thousands = /^(\d+(?:[.,]\d)?)k$/u.exec(word);
  if (thousands) return Number(thousands[1]!.replace(',', '.')) * 1000;
  const digits = /^\d+$/u.test(word) ? word : wordsAsDigits(word);
  return /^\d+$/u.test(digits) ? Number(digits) : Number.NaN;
}

const test = (pattern: RegExp, text: string): boolean => pattern.test(text);
const word = (list: string): string => String.raw`(?<![\p{L}])(?:${list})(?![\p{L}])`;
const anyOf = (list: string): RegExp => new RegExp(word(list), 'iu');
// Within one sentence: a full stop before a digit is a sum's ("50.000 Euro"), not a sentence's end.
const SAME_SENTENCE = String.raw`(?:[^.!?\n]|\.(?=\d))`;
const near = (first: string, second: string, reach = 80): RegExp =>
  new RegExp(
    String.raw`(?:${first})${SAME_SENTENCE}{0,${reach}}?(?:${second})|(?:${second})${SAME_SENTENCE}{0,${reach}}?(?:${first})`,
    'iu',
  );

// Money short and a bridge asked for: "Ich bin knapp bei Kasse, kannst du aushelfen?", "My pension
// has not arrived, can you cover me until then?", "Meine Rente ist noch nicht da, kannst du mir
// das überbrücken?", "I'm broke until Friday, could you help me out?".
const SHORT = String.raw`knapp bei kasse|pleite|blank|abgebrannt|geldsorgen|geldnot|klamm|short of (?:cash|money)|strapped for cash|out of money|kein geld|no money|(?:i'?m|i am|we are|we'?re) broke|hard up|behind (?:on|with) (?:the |my )?rent|(?:waiting for|warte auf|warten auf) (?:my |meine |mein |the |die |das )?(?:pension|rente|gehalt|salary|wages|lohn|payment|zahlung|überweisung)|(?:pension|rente|gehalt|salary|wages|lohn|payment|zahlung|überweisung|transfer|check|cheque)[^.!?\n]{0,30}?(?:kommt erst|erst (?:am|nächste|next)|only (?:comes|arrives)|not until|not (?:arrived|come|been paid)|hasn'?t (?:arrived|come)|delayed|late|stuck|blocked|nicht (?:da|gekommen|angekommen|eingegangen)|noch nicht|verspätet|ausgeblieben|hängt|gesperrt)`;
const BRIDGE = String.raw`aushelfen|aushilfe|überbrücken|uberbrucken|vorstrecken|vorschießen|einspringen|unter die arme|cover me|cover for me|tide me over|help me out|bail me out|spot me|front me|help me until|bis dahin|until then|till then|kannst du helfen|können sie helfen|can you help|could you help`;
const MONEY_SHORT = near(word(SHORT), word(BRIDGE), 120);

// A sum to spare for the writer: "Hast du 200 für mich übrig?", "could you spare 300 for me",
// "kannst du fünfzig entbehren".
const SPARE = anyOf(`übrig|ubrig|entbehren|spare|erübrigen|to spare`);
const TO_ME = anyOf(`mich|mir|me|uns|us`);

// A sum needed for a bill, a ticket, a fee: "I need 1k for a hospital bill", "brauche 800 für die
// Arztrechnung", "need two thousand for my flight home".
const NEED = anyOf(`need|needs|needed|brauche|brauch|benötige|require`);
const FOR_COST = near(
  word(`for|für|fur`),
  String.raw`(?:bill|bills|rechnung|\p{L}*rechnung|fee|fees|gebühr|\p{L}*gebühr|\p{L}*kosten|costs?|ticket|flight|flug|rent|miete|hospital|krankenhaus|klinik|operation|surgery|visa|visum|customs|zoll|lawyer|anwalt|bail|kaution)(?![\p{L}])`,
  40,
);

// An inheritance or a prize for the reader, a lawyer or a fee to claim it: "Sie haben 2 Millionen
// geerbt, melden Sie sich bei meinem Anwalt", "You have inherited 2 million", "Herzlichen
// Glückwunsch, Sie haben gewonnen! Zahlen Sie nur die Gebühr". The writer's own win ("I won the
// bridge tournament", "Congratulations, you won the bridge tournament!") and lawyer ("my lawyer helped with my will") stay.
const READER_GOT = near(
  word(`you have|you've|you are|du hast|sie haben|ihr habt|you|sie sind|du bist`),
  word(
    `inherited|inherit|geerbt|erben|won|gewonnen|winner|gewinner|beneficiary|begünstigter|begünstigte|selected|ausgewählt|ausgelost`,
  ),
  // "Du hast beim Gewinnspiel 50.000 Euro gewonnen": the prize between the two.
  50,
);
// A parcel held for a fee: "für mein Paket fehlt die Zollgebühr", "your package is held, pay the
// customs fee" (eighteenth hostile pass #3).
// A fee still owed, not one paid ("Ich habe beim Zoll mein Paket abgeholt" is a day's errand).
const PARCEL_FEE = near(
  word(String.raw`paket\p{L}*|päckchen|package|parcel|sendung|lieferung|delivery|shipment`),
  word(
    String.raw`zollgebühr\p{L}*|customs (?:fee|charge|duty)s?|\p{L}*gebühr\p{L}*|fee|fees|nachporto`,
  ),
  60,
);
const FEE_OWED = anyOf(
  String.raw`fehlt|fehlen|fällig|offen|ausstehend|noch zu zahlen|zahlen sie|überweis\p{L}*|begleichen|due|outstanding|owed|unpaid|held|pay|must pay|need to pay|have to pay`,
);
const CLAIM = anyOf(
  String.raw`millions?|millionen|mio|\d+(?:[.,]\d+)? ?(?:€|\$|£|euro|dollars?)|lottery|lotterie|lotto|jackpot|erbe|erbschaft|inheritance|fee|gebühr|\p{L}*gebühr|lawyer|anwalt|notar|notary|solicitor|barrister|claim|beanspruchen|abholen|bank`,
);

// A serving soldier or worker far away who needs money for leave, a flight or customs: "Ich bin
// Soldat in Afghanistan und brauche Hilfe bei den Urlaubskosten", "I am a US general on a mission,
// I need help with my leave fee". Past service ("I was in the army") and a relative's ("my grandson
// is a soldier") stay.
const SELF = word(`i am|i'm|i m|ich bin|bin|i serve|ich diene|i work|ich arbeite`);
// The role told of oneself, a few words after 'I am' in the same clause ("I am a widow, my late
// husband was a soldier" tells another's).
const FAR_ROLE = new RegExp(
  String.raw`${SELF}[^,;.!?\n]{0,30}?${word(
    String.raw`soldat\p{L}*|soldier|general|generalin|offizier\p{L}*|officer|sergeant|sergeant|captain|kapitän|colonel|oberst|major|leutnant|lieutenant|marine|navy|army|armee|us army|un mission|un-mission|nato|peacekeep\p{L}*|friedensmission|auslandseinsatz|im einsatz|on a mission|deployed|stationed|stationiert|oil rig|bohrinsel|blauhelm\p{L}*`,
  )}`,
  'iu',
);
const FAR_PLACE = anyOf(
  String.raw`afghanistan|syria|syrien|iraq|irak|yemen|jemen|libya|libyen|mali|sudan|somalia|nigeria|ghana|gaza|ukraine|kabul|damascus|damaskus|mission|einsatz|deployed|stationed|stationiert|oil rig|bohrinsel|offshore|abroad|overseas|ausland|base|stützpunkt|camp`,
);
const FAR_COSTS = anyOf(
  String.raw`\p{L}*kosten|costs?|fee|fees|gebühr\p{L}*|leave|urlaub\p{L}*|vacation|holiday|flight|flug\p{L}*|ticket\p{L}*|customs|zoll|package|paket|shipping|versand|help|hilfe|helfen|brauche|need`,
);
// The same voice without an ask yet, as romance scams open: widowed, lonely, looking for an honest
// woman (a lighter warning: passing for someone).
const ROMANCE = anyOf(
  String.raw`widow|widower|widowed|verwitwet|witwer|witwe|lonely|einsam|honest woman|ehrliche frau|honest man|ehrlichen mann|looking for (?:a |an )?(?:honest |serious |good )?(?:woman|lady|wife|partner|love)|suche (?:eine |einen )?(?:ehrliche |ernsthafte )?(?:frau|partnerin|partner|liebe)|true love|wahre liebe|my queen|meine königin|soulmate|seelenverwandt\p{L}*|single (?:father|dad|vater)|alleinerziehend\p{L}*`,
);

// An investment that promises returns: "Ich habe eine tolle Geldanlage für dich, 10% im Monat",
// "guaranteed returns of 20%", "double your money in a month", "passives Einkommen mit Krypto".
const INVESTMENT = word(
  String.raw`\p{L}*anlage|geldanlage|anlegen|leg\p{L}* \p{L}+ \p{L}+ an|invest\p{L}*|rendite|returns?|profit\p{L}*|trading|trade|forex|krypto\p{L}*|crypto\p{L}*|bitcoin|aktien\p{L}*|fonds|fund|opportunity|gelegenheit|platform|plattform|broker|mining|gold\p{L}*|diamant\p{L}*|diamonds?|edelmetall\p{L}*|erspartes|your savings|deine ersparnisse|ihre ersparnisse`,
);
// A rate for a month, a week or a day, or a promise; not a rate alone ("my fund made 3% a year").
const PROMISE = String.raw`\d+(?:[.,]\d+)? ?(?:%|prozent|percent|per ?cent) (?:(?:im|pro|per|a|each|every|jeden|jede|in the|in a|am|an) )?(?:monat|month|woche|week|tag|day)|${word(String.raw`garantiert\p{L}*|guaranteed?|risikolos|risk-?free|ohne risiko|no risk|verdoppeln|verdoppelt|double your|doubles? it|doubles? your|passive income|passives einkommen|sicherer gewinn|sure profit|absolut sicher|todsicher|bombensicher|absolutely safe|totally safe|completely safe|100 ?% sicher|100 ?% safe`)}|${word(String.raw`earn|earns|verdienen|verdient|verdienst|bekommst|kriegst`)} \d+(?:[.,]\d+)? ?(?:%|prozent|percent)`;
// Interest offered at a rate ("Gold, 15% Zinsen", "12 percent interest"): a rate of interest or
// return said beside an investment is what it promises.
const RATE_OFFERED = String.raw`\d+(?:[.,]\d+)? ?(?:%|prozent|percent|per ?cent) ${word(String.raw`zinsen|zins|interest|rendite|returns?|gewinn|profit`)}`;
const PROMISED_RETURN = near(INVESTMENT, `${PROMISE}|${RATE_OFFERED}`, 80);
// A sum put in for a bigger sum back ("put in 1000 and get 3000 back in 3 weeks", "leg 500 an und
// du bekommst 1500 zurück"): a multiplication no honest offer makes.
const SUM_MULTIPLIED =
  /(?<![\p{L}])(?:(?:put in|invest|einzahlen|anlegen|give me|send me|gib mir|schick mir)\s+(?:\p{L}+\s+)?\d[\d.,]*|(?:leg|zahl)(?:st)?\s+\d[\d.,]*\s*(?:(?:€|euro)\s*)?(?:an|ein))[^.!?\n]{0,40}?(?:get|gets|receive|bekommst|kriegst|erhältst|gibt es|back)\s+(?:\p{L}+\s+)?\d[\d.,]*\s*(?:\p{L}+\s+)?(?:back|zurück)/iu;

// Western Union and MoneyGram by their letters, and payment services written apart ("W.U. me 400",
// "send it by WU", "per M.G. schicken", "pay-pal me 100", "cash app me"): money moved to a stranger.
// 'mg' only after no number ('400 mg' is a dose).
const ABBREVIATED_TRANSFER = new RegExp(
  [
    String.raw`(?<![\p{L}])w ?\. ?u ?\.?(?![\p{L}])`,
    String.raw`(?<![\p{L}\p{N}] ?)(?<![\p{L}])(?:wu|m ?\. ?g ?\.?|mg)(?= (?:me|mir|us|uns|it|es|him|ihm|ihr|her|\d|transfer|überweisung)(?![\p{L}]))`,
    String.raw`(?<![\p{L}])(?:via|by|per|über|uber|through|with|mit) (?:w ?\.? ?u|m ?\.? ?g)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:pay[ -]pal|cash[ -]app|western[ -]u(?:nion)?|money[ -]gram|west union)(?![\p{L}])`,
  ].join('|'),
  'iu',
);

const MIN_SUM = 20;
const TIME =
  /^(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|minuten|stunden?|std|tage?n?|wochen?|monate?n?|jahre?n?|mal|times)$/u;
const sentencesIn = (text: string): string[] => text.split(/[.!?\n]+/u);

/** Whether a message asks for money in one of the wordings above (a money warning). */
export function asksMoneyInOtherWords(folded: string): boolean {
  const text = folded.toLowerCase();
  if (
    ABBREVIATED_TRANSFER.test(text) ||
    MONEY_SHORT.test(text) ||
    PROMISED_RETURN.test(text) ||
    SUM_MULTIPLIED.test(text) ||
    (PARCEL_FEE.test(text) && FEE_OWED.test(text))
  )
    return true;
  const sentences = sentencesIn(text);
  // A sum, not a time ("could you spare 30 minutes for me?").
  const amountIn = (sentence: string): boolean => {
    const words = sentence.match(/[\p{L}\p{N}]+(?:[.,]\p{N}+)?/gu) ?? [];
    return words.some((one, i) => amountOf(one) >= MIN_SUM && !TIME.test(words[i + 1] ?? ''));
  };
  if (
    sentences.some(
      (sentence) =>
        (test(SPARE, sentence) && test(TO_ME, sentence) && amountIn(sentence)) ||
        (test(NEED, sentence) && test(FOR_COST, sentence) && amountIn(sentence)),
    )
  )
    return true;
  if (READER_GOT.test(text) && test(CLAIM, text)) return true;
  return servesFarAway(text) && test(FAR_COSTS, text);
}

function servesFarAway(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  if (words.some((one) => PAST_WORDS.has(one))) return false;
  return sentencesIn(text).some((sentence) => test(FAR_ROLE, sentence) && test(FAR_PLACE, text));
}

// Someone who says they are a computer company's support and that the reader's device is in
// trouble: "This is Microsoft, your computer has a virus, call us", "Hier ist der Windows-Support,
// Ihr PC ist gehackt". A question about one's own program ("Microsoft Word keeps crashing, any
// tips?") names no trouble of the reader's.
const COMPANY = anyOf(
  String.raw`microsoft|windows|apple|google|amazon|telekom|vodafone|o2|1und1|norton|mcafee|avast|kaspersky|paypal|tech support|technical support|technischer support|kundendienst|support|helpdesk|help desk|it-abteilung|it department`,
);
// The company's voice: "this is Microsoft", "hier ist der Windows-Support", "Apple support:", "we
// are calling from Telekom" ("Does your computer have a virus scanner? Windows has one" has none).
const SUPPORT_VOICE = new RegExp(
  [
    String.raw`${word(`this is|here is|hier ist|hier spricht|we are|wir sind|i am|i'm|ich bin|calling from|call from|on behalf of|im auftrag|from|von|vom`)}[^,;.!?\n]{0,20}?${COMPANY.source}`,
    String.raw`${COMPANY.source}[ -]?${word(`support|security|sicherheit|team|kundendienst|service|technician|techniker|helpdesk|abteilung`)}`,
  ].join('|'),
  'iu',
);
const READERS_DEVICE = anyOf(String.raw`your|ihr|ihre|ihrem|ihren|dein|deine|deinem|deinen`);
const TROUBLE = anyOf(
  String.raw`virus|viren|hacked|gehackt|infected|infiziert|compromised|kompromittiert|malware|trojan|trojaner|expired|abgelaufen|license|lizenz|blocked|gesperrt|security alert|sicherheitswarnung|breach|error|fehler|suspended`,
);

/**
 * Whether a message passes for someone to open a scam without asking money yet: a computer
 * company's support speaking of the reader's device, or a serving soldier far away who is widowed
 * and looking for love (the romance scam's opening). Shown as impersonation.
 */
export function passesForSomeone(folded: string): boolean {
  const text = folded.toLowerCase();
  if (test(SUPPORT_VOICE, text) && test(READERS_DEVICE, text) && test(TROUBLE, text)) return true;
  return servesFarAway(text) && test(ROMANCE, text);
}
