import { parseLocaleNumber } from '@ageless/contracts';
import { compactText } from './facts.js';

// Small slots the worked examples need beside the money amounts (amounts.ts) and the facts
// (facts.ts): the ages of the people a message is about, a percentage, care grades, children, how
// many people, and whether an amount is yearly. Regular expressions here read number formats and
// the few words that say what a number is; which answer applies is the card model's choice.

const AGE = String.raw`([5-9]\d)`;
// "I'm 61", "we're 64 and 62", "I turn 61 this year", "my wife turns 64", "ich bin 72", "Mutter (84)",
// "61 years old", "64 Jahre alt".
const AGE_CUE = new RegExp(
  String.raw`\b(?:i['’]?m|i am|we['’]?re|we are|he['’]?s|she['’]?s|he is|she is|is|turn(?:s|ed|ing)?|aged?|ich bin|bin|wir sind|sind|werde|wird|wurde|alt)\b (?:now |jetzt |already |schon |gerade |just |both |beide )?${AGE}\b(?! ?(?:%|percent|prozent|years? (?:of|in|with)|jahre (?:gearbeitet|eingezahlt|versichert)|months?|monate|€|\$|euro|dollars?))(?: ?(?:and|und|&|,) ?${AGE}\b(?! ?(?:%|€|\$)))?`,
  'giu',
);
const AGE_AFTER = new RegExp(
  String.raw`(?<![\d.,])${AGE} ?(?:years? old|yrs? old|jahre alt|jährig\w*|-year-old)|\(${AGE}\)`,
  'giu',
);

/** The ages told for the people the message is about, in the order told, without repeats. */
export function agesTold(message: string): number[] {
  const text = compactText(message);
  const ages: { at: number; age: number }[] = [];
  for (const match of text.matchAll(AGE_CUE)) {
    for (const group of [match[1], match[2]])
      if (group)
        ages.push({ at: (match.index ?? 0) + match[0].indexOf(group), age: Number(group) });
  }
  for (const match of text.matchAll(AGE_AFTER)) {
    const group = match[1] ?? match[2];
    if (group) ages.push({ at: match.index ?? 0, age: Number(group) });
  }
  const seen = new Set<number>();
  return ages
    .sort((a, b) => a.at - b.at)
    .filter(({ at }) => (seen.has(at) ? false : (seen.add(at), true)))
    .map(({ age }) => age);
}

const PERCENT = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?) ?(?:%|prozent\b|percent\b|pct\b)/iu;

/** The first percentage told ("2,9 %", "3.1 percent"), as a number of percent. */
export function percentTold(message: string): number | undefined {
  const match = PERCENT.exec(compactText(message));
  const value = match ? parseLocaleNumber(match[1]!) : null;
  return value === null ? undefined : value;
}

// "auf 3 hochgestuft", "hochgestuft worden auf 3", "upgraded to 4": a grade told without its word.
const GRADE =
  /\b(?:pflegegrad|pflegestufe|grad|care grade|grade|pg)\s?([1-5])\b|\b(?:von|from) ([1-5]) (?:auf|nach|to) ([1-5])\b|\b(?:auf|in) ([1-5]) (?:hoch|höher|herauf|ein)gestuft|\b(?:hoch|höher|herauf|ein)gestuft (?:worden )?(?:auf|in) ([1-5])\b|\b(?:upgraded|moved up|raised) to ([1-5])\b/giu;

/** The care grades told, in order ("Pflegegrad 2 … jetzt Pflegegrad 3", "von 2 auf 3"). */
export function gradesTold(message: string): number[] {
  const grades: number[] = [];
  for (const match of compactText(message).matchAll(GRADE)) {
    for (const group of match.slice(1)) if (group) grades.push(Number(group));
  }
  return grades.filter((grade, i) => grades[i - 1] !== grade);
}

// Also told with the children first or a word between: "Kinder habe ich keine (leider)", "keine
// eigenen Kinder", "kids, we never had".
const NO_CHILDREN =
  /\b(?:keine (?:eigenen |leiblichen )?kinder|kinderlos\w*|ohne kinder|kinder (?:hab\w*|hatte\w*) (?:ich|wir) (?:leider |nie |auch )?keine|no (?:own |biological )?(?:kids|children)|childless|don['’]?t have (?:any )?(?:kids|children)|never had (?:any )?(?:kids|children)|(?:kids|children),? (?:i|we) (?:don['’]?t have|never had))\b/iu;
const CHILDREN =
  /\b(\d|ein|eins|einen|zwei|drei|vier|fünf|one|two|three|four|five) (?:\p{L}+ )?(?:kinder|kind|kids|children|child)\b/iu;
const COUNT_WORDS: Record<string, number> = {
  ein: 1,
  eins: 1,
  einen: 1,
  one: 1,
  zwei: 2,
  two: 2,
  drei: 3,
  three: 3,
  vier: 4,
  four: 4,
  fünf: 5,
  five: 5,
};

/** How many children the person has, when told: 0 for "keine Kinder", the count for "zwei Kinder". */
export function childrenTold(message: string): number | undefined {
  const text = compactText(message);
  if (NO_CHILDREN.test(text)) return 0;
  const match = CHILDREN.exec(text);
  if (!match) return undefined;
  const word = match[1]!.toLowerCase();
  return COUNT_WORDS[word] ?? Number(word);
}

const COUPLE =
  /\b(?:(?:me|myself) and my (?:wife|husband|spouse|partner)|my (?:wife|husband|spouse|partner) and (?:me|i)|both of us|the two of us|for (?:us )?both|for two|together|couple|we both|ich und meine? (?:frau|mann|partner\w*)|meine? (?:frau|mann) und ich|wir beide|für uns beide|zu zweit|zusammen|ehepaar)\b/iu;

/** 2 when the message asks for a couple ("me and my wife", "wir beide"), otherwise 1. */
export function peopleTold(message: string): 1 | 2 {
  return COUPLE.test(compactText(message)) ? 2 : 1;
}

// The stretch of time an amount is asked for: "im Jahr", "a year", "für 6 Monate", "rückwirkend
// ab … vor 6 Monaten", "over 20 years". Months; a year is 12.
const PER_YEAR =
  /\b(?:(?:im|pro|je|per|a|each|every|the whole|the full|the entire|a whole|a full|for the|fürs|für das|das ganze|im ganzen) (?:jahr|year)|jährlich\w*|yearly|annual(?:ly)?|aufs jahr|ganze[sn]? jahr)\b/iu;
const SPAN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:für|fuer|über|ueber|auf|in|seit|vor|for|over|across|of|nach) (?:die |den |the |a |den letzten |the last |the past |die nächsten |the next |rund |etwa |about )?(\d{1,2}) ?(monate?n?|months?|jahre?n?|years?)\b`,
  'iu',
);
// Words that ask for a sum over a stretch rather than a monthly amount.
const SUM_WORDS =
  /\b(?:nachzahl\w*|nachgezahlt|rückwirkend|insgesamt|zusammen|total|in all|altogether|back ?pay|retroactiv\w*|owed)\b/iu;

// "per month", "a month", "monthly", "im Monat", "monatlich": a month's amount asked for.
const PER_MONTH =
  /\b(?:(?:per|a|each|every|in a|pro|im|je|jeden|für einen) (?:month|monat)|monthly|monatlich\p{L}*)\b/iu;

// A sum spread over a year or its months: "if I spread it out evenly over the whole year",
// "split across twelve months", "übers Jahr verteilt", "auf die Monate umgelegt" ("aufs Jahr
// gerechnet" is a year's sum).
const SPREAD =
  /(?<![\p{L}\p{N}])(?:(?:spread|split|divided?|broken)(?: it| that| this)?(?: out| up)?(?: evenly| equally)? (?:over|across|into|by) (?:the |a |12 |twelve )?(?:whole |full |entire )?(?:year|months)|(?:auf|über|übers|aufs) (?:das |ein |die |alle |zwölf |12 )?(?:ganze |volle )?(?:jahr|monate) (?:verteil\p{L}*|aufgeteilt)|(?:auf|über) (?:die |alle |zwölf |12 )?monate (?:umgelegt|gerechnet))\b/iu;

/** The message without its words for a stretch of time ("und im Jahr?" → "und ?"). */
export function withoutPeriodWords(message: string): string {
  return [SPREAD, PER_YEAR, PER_MONTH, SPAN].reduce(
    (text, pattern) => text.replace(new RegExp(pattern.source, 'giu'), ' '),
    compactText(message),
  );
}

/** Whether the message asks for a month's amount ("what is that per month?", "und monatlich?"). */
export function perMonthAsked(message: string): boolean {
  const text = compactText(message);
  return PER_MONTH.test(text) || SPREAD.test(text);
}

/** The months an amount is asked for (12 for a year), or undefined for a monthly amount. */
export function periodAsked(message: string): number | undefined {
  const text = compactText(message);
  // "spread over the year", "aufs Jahr verteilt": a month's share, not a year's sum.
  if (SPREAD.test(text)) return undefined;
  const span = SPAN.exec(text);
  if (span && SUM_WORDS.test(text)) {
    const count = Number(span[1]);
    const months = /^(?:monat|month)/iu.test(span[2]!) ? count : count * 12;
    if (months >= 2 && months <= 600) return months;
  }
  return PER_YEAR.test(text) ? 12 : undefined;
}
