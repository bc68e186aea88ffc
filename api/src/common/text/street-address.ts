import type { RequestLanguage } from '../http/request-language.js';
import { type NumberRun, numberRuns, wordsAsDigits } from './number-words.js';
import type { Span } from './spaced-contacts.js';
import { wordList } from './word-lists.js';

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

/** Whether a word names a street by itself ('Lindenallee', 'Gartenstraße', 'Road'), as a name may not. */
export const isStreetWord = (word: string): boolean => STREET_WORD.test(word);

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
  // Fifteenth hostile pass #3: and the house number before the street ("number twelve on Maple
  // Street", "Hausnummer 12, Gartenstraße"), as the message reader finds it.
  return found(text) || found(wordsAsDigits(text)) || streetAddressSpans(text).length > 0;
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
const STREET_WORD = new RegExp(String.raw`^\p{L}*(?:${DE_STRONG})$|^(?:${EN_STRONG})$`, 'iu');
// Fifteenth hostile pass #3: an abbreviation without its dot ('Maple St 42 apt 3') is a street
// only where the message speaks of a home, a building or a postcode ('St Mary 5' may be a church).
const EN_WEAK = String.raw`Drive|Dr\.|Way|Place|Terrace|Crescent|Close|Court|St|Rd|Ave|Ln|Blvd`;
const EN_STREET_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}'-]* ){1,3}(?:(${EN_STRONG})|${EN_WEAK})(?![\p{L}])`,
  'gu',
);
// The house number after a street, perhaps after a word for it; the word is looked at alone.
const HOUSE_AFTER =
  /^(,? ?(?:(hausnummer|hausnr\.?|nr\.?|no\.?|nummer|number|house number|#)\.?:? ?(?:(?:is|ist|lautet|wäre) )?)?)([\p{L}\p{N}]+(?:\/\p{Nd}{1,4}(?![\p{N}]))?)/iu;
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

// Sixteenth hostile pass #A: the word and the number may have 'is' between them ("my house number
// is seven on the Lindenallee", "meine Hausnummer ist sieben in der Lindenallee").
// A house number just before a street: its word perhaps ('Nr.', 'Hausnummer', 'number'), the number,
// and nothing or a short link ('on', 'in der', ','; the link only after the word: "I have 2
// grandchildren on Maple Street" is a count). Groups: 1 what went before, 2 the word, 3 the number, 4
// the link. Anchored at the end and without nested repeats: read once from each place.
const NUMBER_BEFORE =
  /((?:^|[^\p{L}\p{N}]))((?:hausnummer|hausnr\.?|nr\.?|no\.?|nummer|number|house number|#)\.?:? ?(?:(?:is|ist|lautet|wäre) )?)?([\p{L}\p{N}]+)((?:,| ,)? ?(?:on|in|at|of|auf|an|im|am|in der|auf der|an der|in the|on the|der|the)? ?,?)? ?$/iu;
const NOT_A_HOUSE =
  /(?<![\p{L}])(?:bus|buses|tram|train|line|route|linie|bahn|gleis|platform|bahnsteig|room|zimmer|raum|seat|platz|haltestelle|stop|tisch|table|gate|ausgang|exit|bay|stand|folge|episode|teil|staffel|season|part|kapitel|chapter|seite|page|band|volume|rang|rank)\s*$/iu;

// Fifteenth hostile pass #3: a postcode told in words after a street and its number ("Gartenstr.
// 12, zehn-eins-fünf-neun-fünf Spandau", "… one zero one one five"), a few words on in the same
// sentence: four or five digits told in three groups or more, as a code is read out ('zehn' may
// stand for '1' and '0', so six) (a year,
// 'neunzehnhundertneunzig', is told in one or two), and the town after it. Returns where it ends
// in `rest`, or 0.
// Returns where it ends in `text`, or 0. The text's runs of number words are read once (`runs`):
// only where one reaches the place after a street is that place read again on its own (a run of
// the whole text may start at the house number: '5, null eins…').
const POSTCODE_WORDS = 3;
const POSTCODE_REACH = 60;
const TOWN_AFTER = /^,? \p{Lu}[\p{L}.-]*/u;
function toldPostcodeEnd(text: string, from: number, runs: readonly NumberRun[]): number {
  // The first run that ends after `from`: runs are in the text's order, so halved, not walked.
  let low = 0;
  for (let high = runs.length; low < high;) {
    const middle = (low + high) >> 1;
    if (runs[middle]!.end <= from) low = middle + 1;
    else high = middle;
  }
  if (!runs[low] || runs[low]!.start > from + POSTCODE_REACH) return 0;
  const rest = text.slice(from, from + POSTCODE_REACH);
  const run = numberRuns(rest, true)[0];
  if (!run || run.groups.length < 3 || !/^\p{Nd}{4,6}$/u.test(run.groups.join(''))) return 0;
  const between = rest.slice(0, run.start);
  if (/[.!?\n]/u.test(between) || (between.match(/\p{L}+/gu)?.length ?? 0) > POSTCODE_WORDS)
    return 0;
  const end = from + run.end;
  return end + (TOWN_AFTER.exec(text.slice(end, end + 40))?.[0].length ?? 0);
}

// '17', '17a', '4/2' (a flat in the house), 'siebzehn'.
const houseNumber = (word: string): boolean =>
  /^\p{Nd}{1,4}[a-z]?(?:\/\p{Nd}{1,4})?$/iu.test(word) ||
  /^\p{Nd}{1,4}$/u.test(wordsAsDigits(word));

// Sixteenth hostile pass #A: a house told by how it looks or what is beside it finds it as well as
// its number does ("I live on Lindenallee, the green house next to the church", "Ich wohne in der
// Lindenallee, das gelbe Haus neben der Kirche", "Oak Road, the one with the red door"). A street
// named in a sentence that speaks of a home, with a house told by its colour, its place in the
// street or a place beside it, is removed with that description; a street alone ("3 grandchildren
// on Maple Street") or a public place beside one ("the café on Lindenallee next to the church") stays.
const HOUSE_WORDS = String.raw`house|home|cottage|bungalow|villa|building|one|haus|häuschen|eckhaus|reihenhaus|gebäude|wohnblock`;
const WHICH_HOUSE = new RegExp(
  [
    String.raw`(?<![\p{L}-])(?:(?:the|a|an|das|ein|dem|den|im|der)\s)?((?:\p{L}[\p{L}-]*\s){0,2})(?:${HOUSE_WORDS})(?![\p{L}])((?:\s(?:with|mit)(?:\s\p{L}[\p{L}-]*){1,3})?)`,
    String.raw`(?<![\p{L}])(next to|opposite|across from|beside|behind|on the corner|at the corner|at the end|neben|gegenüber|hinter|an der ecke|am ende)(?:\s(?:the|a|an|my|der|die|das|dem|den|des|vom|zum|zur|einer|einem|meiner|meinem))?\s\p{L}[\p{L}-]*`,
  ].join('|'),
  'giu',
);
// Colours and places in a street, as German stems too ('gelbe', 'grünen', 'letzte').
// Not 'small' or 'old': "a small house on Gartenstraße" tells no house from the others.
const WHICH_WORDS = wordList(`
  green yellow red blue white black grey gray pink orange brown purple corner last first second
  third grün gelb rot blau weiß weiss schwarz grau rosa braun lila letzt erst zweit dritt eck
`);
const SENTENCE = /[^.!?\n]+/gu;
function describedHouses(text: string): Span[] {
  const spans: Span[] = [];
  for (const sentence of text.matchAll(SENTENCE)) {
    const part = sentence[0];
    const streets = [DE_STREET_WORD, DE_PLACE_NAME, EN_STREET_NAME].flatMap((pattern) => [
      ...part.matchAll(pattern),
    ]);
    if (streets.length === 0) continue;
    const home = HOME_CUE.test(part);
    const which = [...part.matchAll(WHICH_HOUSE)].filter((match) => {
      if (match[3] !== undefined) return home;
      // The house word too: 'Eckhaus' is the one on the corner.
      const before = match[0].toLowerCase().split(/\s+/u);
      return (
        Boolean(match[2]) ||
        before.some((word) => WHICH_WORDS.some((stem) => word.startsWith(stem)))
      );
    });
    if (which.length === 0) continue;
    const found = [...streets, ...which];
    const start = Math.min(...found.map((match) => match.index));
    const end = Math.max(...found.map((match) => match.index + match[0].length));
    spans.push({ start: sentence.index + start, end: sentence.index + end });
  }
  return spans;
}

/** Where a text gives a home address: a street with its house number (and postcode and town). */
export function streetAddressSpans(text: string): Span[] {
  const home = HOME_CUE.test(text);
  const inPublic = PUBLIC_CUE.test(text);
  const spans: Span[] = [];
  let runs: NumberRun[] | undefined;
  const postcodeTold = (from: number): number =>
    toldPostcodeEnd(text, from, (runs ??= numberRuns(text, true)));
  const consider = (start: number, numberEnd: number, strong: boolean, cued: boolean): void => {
    const rest = text.slice(numberEnd, numberEnd + 80);
    const postcode = POSTCODE_AFTER.map((pattern) => pattern.exec(rest)?.[0]).find(Boolean);
    const told = postcode ? 0 : postcodeTold(numberEnd);
    if (!(postcode || told || cued || home || (strong && !inPublic))) return;
    spans.push({ start, end: postcode ? numberEnd + postcode.length : Math.max(told, numberEnd) });
  };
  // A message is cleaned again as it is read: a postcode told after a removed address goes too.
  for (const marker of Object.values(ADDRESS_REMOVED)) {
    for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
      const told = postcodeTold(at + marker.length);
      if (told) spans.push({ start: at, end: told });
    }
  }
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
  // The number before the street: '17 Oak Street', 'seventeen Oak Street', '12 Gartenstraße', and
  // after a word for it with a short link to the street (fifteenth hostile pass #3: "number twelve
  // on Maple Street", "Hausnummer 12, Gartenstraße", "Nr. 12 in der Gartenstraße"). A line's or a
  // room's number ("bus number 12 on Main Street", "Linie 12 Hauptstraße"), an episode's or a rank's
  // ("Folge Nr. 12 der Lindenstraße", the television series) is no house's.
  const before = (pattern: RegExp): void => {
    for (const match of text.matchAll(pattern)) {
      const told = NUMBER_BEFORE.exec(text.slice(Math.max(0, match.index - 60), match.index));
      // Without its word, only digits or an English number ('seventeen Oak Street'): a German word
      // before a street ('kenne jeden Weg') may read as a number.
      const digitsOnly = !told?.[2] && pattern === DE_STREET_WORD;
      if (!told || !(digitsOnly ? /^\p{Nd}{1,4}[a-z]?$/iu.test(told[3]!) : houseNumber(told[3]!)))
        continue;
      if (!told[2] && /[\p{L},]/u.test(told[4] ?? '')) continue;
      const start = match.index - told[0].length + told[1]!.length;
      if (NOT_A_HOUSE.test(text.slice(Math.max(0, start - 20), start))) continue;
      const streetEnd = match.index + match[0].length;
      const inHouse = IN_THE_HOUSE.test(text.slice(streetEnd, streetEnd + 20));
      consider(start, streetEnd, match[1] !== undefined, told[2] !== undefined || inHouse);
    }
  };
  before(EN_STREET_NAME);
  before(DE_STREET_WORD);
  spans.push(...describedHouses(text));
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
