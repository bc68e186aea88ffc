import type { RequestLanguage } from '../http/request-language.js';
import { wordsAsDigits } from './number-words.js';
import type { Span } from './spaced-contacts.js';

/** What a removed home address becomes in a message, in the reader's language. */
export const ADDRESS_REMOVED: Readonly<Record<RequestLanguage, string>> = {
  en: '[address removed]',
  de: '[Adresse entfernt]',
};

// A street and a house number: 'Lindenstraße 5', 'Hauptstr. 12a, Berlin', '221b Baker Street',
// 'Baker Street 221'. Read on the folded text with its capitals, not the lower-cased reading: an
// English street is a name ('14 Elm Street'), so "a 2 hour drive" and "3 miles down the street"
// stay what they say; a German one is a word ending in a street word, and a number of minutes,
// times or kilometres after it is a distance ('Sportplatz 3 mal', 'Fußweg 10 Minuten').
// Words that end a street's name: ones that always do, and ones that do only sometimes ('Platz 1'
// in a race, a 'Heimweg').
const DE_STRONG = String.raw`straße|strasse|str\.|allee|gasse|chaussee`;
const DE_WEAK = String.raw`platz|weg|damm|ring|ufer|steig|pfad`;
const DE_STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\p{L}*(?:${DE_STRONG}|${DE_WEAK}) ?\d{1,4} ?[a-z]?(?![\p{L}\p{N}])(?! ?(?:mal|min|minuten|stunden?|std|uhr|jahre?n?|meter|m|km|kilometer|euro|tage?n?|wochen?|monate?n?|x|%)(?![\p{L}]))`,
  'iu',
);
const EN_STREET_WORD = String.raw`(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Ln\.?|Drive|Dr\.?|Boulevard|Blvd\.?|Way|Place|Terrace|Crescent|Close|Court)`;
const EN_STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\d{1,5}[a-zA-Z]? (?:\p{Lu}[\p{L}'-]* ){1,3}${EN_STREET_WORD}(?![\p{L}])|(?:\p{Lu}[\p{L}'-]* ){1,3}${EN_STREET_WORD} \d{1,5}[a-zA-Z]?(?![\p{L}\p{N}]))`,
  'u',
);

// A German street named by where it is, not by a street word: 'Am Mühlbach 23', 'An der Kirche 4',
// 'Im Winkel 7', 'Zur Mühle 2'.
const DE_PLACE =
  /(?<![\p{L}\p{N}])(?:Am|An der|An den|Auf der|Auf dem|Im|In der|In den|Zum|Zur|Unter den|Hinter der|Vor dem) \p{Lu}\p{Ll}+ \d{1,4} ?[a-z]?(?![\p{L}\p{N}])(?! ?(?:mal|min|minuten|stunden?|std|uhr|jahre?n?|meter|m|km|kilometer|euro|tage?n?|wochen?|monate?n?|x|%)(?![\p{L}]))/u;

/**
 * Whether a text gives a street address (a street and a house number), read with its capitals: a
 * card refuses it (card-about.ts), and a message that gives one moves the talk off the platform
 * ("Write me a letter: Hans Müller, Gartenweg 5, 10115 Berlin", twelfth hostile pass #3). A cleaned
 * text whose address was removed gave one: its marker counts.
 */
export function namesStreetAddress(text: string): boolean {
  if (Object.values(ADDRESS_REMOVED).some((marker) => text.includes(marker))) return true;
  const found = (read: string): boolean =>
    DE_STREET.test(read) || EN_STREET.test(read) || DE_PLACE.test(read);
  // Thirteenth hostile pass #2: the house number in words ('Lindenstraße zwölf', 'twelve Oak
  // Street', 'Am Mühlbach dreiundzwanzig').
  return found(text) || found(wordsAsDigits(text));
}

// Fourteenth hostile pass #5: a home address must not reach a stranger before the introduction is
// accepted, so it is removed from a message, not only warned about: a street and its house number
// (in digits or words, after 'Nr.' or 'Hausnummer' too), with the postcode and town after it. A
// street that names itself as one ('Lindenstraße', 'Oak Street', 'Hauptstr.') is an address with a
// number after it unless the message speaks of meeting somewhere public ("the café at 5 Oak Street");
// a word that is a street only sometimes ('Marktplatz', 'Gartenweg', 'Am Mühlbach', 'Oak Drive')
// only when the message speaks of a home ('wohne', 'my address') or a postcode follows. A number
// followed by a noun or a unit counts ("Lindenstraße 3 Kinder", "Main Street 3 times") and is no
// house number.
// Read on the folded text with its capitals; each pattern starts only where a word starts.
const DE_STREET_WORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\p{L}*(?:(${DE_STRONG})|${DE_WEAK})(?![\p{L}])`,
  'giu',
);
const DE_PLACE_NAME =
  /(?<![\p{L}\p{N}])(?:Am|An der|An den|Auf der|Auf dem|Im|In der|In den|Zum|Zur|Unter den|Hinter der|Vor dem) \p{Lu}\p{Ll}+/gu;
const EN_STRONG = String.raw`Street|St\.|Road|Rd\.|Avenue|Ave\.|Lane|Ln\.|Boulevard|Blvd\.`;
const EN_WEAK = String.raw`Drive|Dr\.|Way|Place|Terrace|Crescent|Close|Court`;
const EN_STREET_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}'-]* ){1,3}(?:(${EN_STRONG})|${EN_WEAK})(?![\p{L}])`,
  'gu',
);
// The house number after a street, perhaps after a word for it; the word is looked at alone.
const HOUSE_AFTER =
  /^(,? ?(?:(hausnummer|hausnr\.?|nr\.?|no\.?|nummer|number|house number|#)\.?:? ?)?)([\p{L}\p{N}]+(?:\/\p{Nd}{1,4}(?![\p{N}]))?)/iu;
// What a count, a time or a distance has after its number: a German noun ("Lindenstraße 3
// Kinder", '4 Kilometer'; not a house number's one letter, '17 A') or a word for a unit ('3 times',
// '2 mal', '10 min'). A verb after it ("Lindenstraße 17 ist meine Adresse") leaves it a house number.
// Words of a building that follow a house number, not a count: 'Gartenstr. 12 Hinterhaus',
// 'Oak Road 42 Apt 3', 'Lindenstraße 7, Wohnung 4'. They tell a home, wherever the talk is.
const IN_THE_HOUSE =
  /^[ ,]*(?:hinterhaus|vorderhaus|seitenflügel|gartenhaus|hof|stock|etage|og|eg|dg|wohnung|whg|app|apt|apartment|unit|suite|floor|flat|klingel)(?![\p{L}])/iu;
const COUNTED =
  /^(?: ?[%€$£]| \p{Lu}\p{L}|[:.,]\p{Nd}| (?:times?|hours?|hrs?|minutes?|mins?|miles?|km|kilometres?|kilometers?|metres?|meters?|m|years?|days?|weeks?|months?|people|euros?|dollars?|pounds?|percent|o'clock|am|pm|mal|uhr|jahre?n?|minuten|stunden?|std|tage?n?|wochen?|monate?n?|meter|kilometer|euro|prozent|x)(?![\p{L}]))/u;
const POSTCODE_AFTER = [
  /^ ?,? ?(?:in )?(?:D-)?\p{Nd}{4,5} \p{Lu}[\p{L}.-]*(?: (?:am|an der|\p{Lu}[\p{L}.-]*))?/u,
  /^ ?,? ?(?:\p{Lu}[\p{L}.-]* ){1,3}(?:[A-Z]{2},? )?\p{Nd}{5}(?:-\p{Nd}{4})?(?![\p{N}])/u,
  // A British one: 'London SW3 4RP'.
  /^ ?,? ?(?:\p{Lu}[\p{L}.-]*,? ){0,2}[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}(?![\p{L}\p{N}])/u,
];
// Not a marker's word ('[address removed]'): a message is cleaned again as it is read.
const HOME_CUE =
  /(?<![\p{L}[])(?:address|adresse|anschrift|wohne|wohnen|wohnt|wohnung|zuhause|zu hause|daheim|live|lives|living|home|house|apartment|flat|visit|besuch\p{L}*|vorbei\p{L}*|come by|come over|drop by|letters?|briefe?|postcard|postkarte|post|schick\p{L}*|send)(?![\p{L}])/iu;
const PUBLIC_CUE =
  /(?<![\p{L}])(?:caf[eé]|restaurant|treff\p{L}*|meet|meeting|museum|bibliothek|library|kirche|church|bahnhof|station|markt|market|park|laden|shop|praxis|bäckerei|bakery)s?(?![\p{L}])/iu;

// '17', '17a', '4/2' (a flat in the house), 'siebzehn'.
const houseNumber = (word: string): boolean =>
  /^\p{Nd}{1,4}[a-z]?(?:\/\p{Nd}{1,4})?$/iu.test(word) ||
  /^\p{Nd}{1,4}$/u.test(wordsAsDigits(word));

/** Where a text gives a home address: a street with its house number (and postcode and town). */
export function streetAddressSpans(text: string): Span[] {
  const home = HOME_CUE.test(text);
  const inPublic = PUBLIC_CUE.test(text);
  const spans: Span[] = [];
  const consider = (start: number, numberEnd: number, strong: boolean, cued: boolean): void => {
    const rest = text.slice(numberEnd, numberEnd + 80);
    const postcode = POSTCODE_AFTER.map((pattern) => pattern.exec(rest)?.[0]).find(Boolean);
    if (!(postcode || cued || home || (strong && !inPublic))) return;
    spans.push({ start, end: numberEnd + (postcode?.length ?? 0) });
  };
  // A street, then its number.
  const after = (pattern: RegExp): void => {
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      const house = HOUSE_AFTER.exec(text.slice(end, end + 40));
      if (!house || !houseNumber(house[3]!)) continue;
      const numberEnd = end + house[0].length;
      const next = text.slice(numberEnd, numberEnd + 20);
      const inHouse = IN_THE_HOUSE.test(next);
      if (!inHouse && COUNTED.test(next)) continue;
      consider(match.index, numberEnd, match[1] !== undefined, house[2] !== undefined || inHouse);
    }
  };
  after(DE_STREET_WORD);
  after(DE_PLACE_NAME);
  after(EN_STREET_NAME);
  // An English number before the street: '17 Oak Street', 'seventeen Oak Street'.
  for (const match of text.matchAll(EN_STREET_NAME)) {
    const before = /(?<![\p{L}\p{N}])([\p{L}\p{N}]+) $/u.exec(
      text.slice(Math.max(0, match.index - 30), match.index),
    );
    if (!before || !houseNumber(before[1]!)) continue;
    const start = match.index - before[0].length;
    consider(start, match.index + match[0].length, match[1] !== undefined, false);
  }
  // Found by more than one pattern: the first of overlapping ones.
  let end = 0;
  return spans
    .sort((a, b) => a.start - b.start)
    .filter((span) => {
      if (span.start < end) return false;
      end = span.end;
      return true;
    });
}
