import { wordsAsDigits } from './number-words.js';

// A street and a house number: 'Lindenstraße 5', 'Hauptstr. 12a, Berlin', '221b Baker Street',
// 'Baker Street 221'. Read on the folded text with its capitals, not the lower-cased reading: an
// English street is a name ('14 Elm Street'), so "a 2 hour drive" and "3 miles down the street"
// stay what they say; a German one is a word ending in a street word, and a number of minutes,
// times or kilometres after it is a distance ('Sportplatz 3 mal', 'Fußweg 10 Minuten').
const DE_STREET =
  /(?<![\p{L}\p{N}])\p{L}*(?:straße|strasse|str\.|allee|gasse|platz|weg|damm|ring|ufer|chaussee|steig|pfad) ?\d{1,4} ?[a-z]?(?![\p{L}\p{N}])(?! ?(?:mal|min|minuten|stunden?|std|uhr|jahre?n?|meter|m|km|kilometer|euro|tage?n?|wochen?|monate?n?|x|%)(?![\p{L}]))/iu;
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
 * ("Write me a letter: Hans Müller, Gartenweg 5, 10115 Berlin", twelfth hostile pass #3).
 */
export function namesStreetAddress(text: string): boolean {
  const found = (read: string): boolean =>
    DE_STREET.test(read) || EN_STREET.test(read) || DE_PLACE.test(read);
  // Thirteenth hostile pass #2: the house number in words ('Lindenstraße zwölf', 'twelve Oak
  // Street', 'Am Mühlbach dreiundzwanzig').
  return found(text) || found(wordsAsDigits(text));
}
