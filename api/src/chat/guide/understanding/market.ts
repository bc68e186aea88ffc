import type { Language, Market } from '@ageless/contracts';
import { searchText } from '../../../knowledge/index.js';

/** The pension and health system an answer is about: US (Social Security, Medicare) or DE (Rente). */
export type PensionSystem = 'US' | 'DE';

// Words that name one system. A question that names one gets that system whatever the visitor's
// market; "pension gap" alone names neither. Specific names (Medicare, Entgeltpunkte) outweigh
// generic ones ("Rente", "dollars"), so "die US-Rente Social Security" is about the US.
const US_SPECIFIC =
  /\b(social[\s-]security|us-\p{L}+|ssa|ssi|medicare|medicaid|medigap|irmaa|401k|403b|ira|roth|rmd|required minimum distribution|irs|fica|part[abcd])(?![\p{L}\p{N}])/giu;
const US_GENERIC =
  /\b(dollars?|usd|u\.?s\.?a?|us|united states|america|american|amerika\w*)\b|\$/giu;
const DE_SPECIFIC =
  /\b(entgeltpunkt\w*|rentenpunkt\w*|regelaltersgrenze|drv|deutsche rentenversicherung|rentenversicherung|riester|rürup|basisrente|grundrente|pflegegrad\w*|pflegekasse|pflegeversicherung|krankenkasse|gkv|kvdr|bafin|rentenwert|renteninformation)\b/giu;
// "Abschlag" and "Zuschlag" are also the German for any reduction or surcharge (Medicare's late
// penalty is a "Zuschlag" too).
const DE_GENERIC =
  /\b(abschl(a|ä)g\w*|zuschl(a|ä)g\w*|rente\w*|renten\w*|rentner\w*|germany|german|deutschland|deutsch\w*|euro|eur)\b|€/giu;

const count = (pattern: RegExp, text: string): number => text.match(pattern)?.length ?? 0;

// The countries themselves (not their currencies, and not "us", which is also a pronoun).
const US_COUNTRY =
  /\b(usa|u\.s\.a?\.?|united states|america|amerika|vereinigten staaten|the states|den staaten|stateside)\b/iu;
const DE_COUNTRY = /\b(germany|deutschland|bundesrepublik)\b/iu;
const COUNTRY_FOLLOW_UP_WORDS = 8;

function countryNamed(message: string): PensionSystem | null {
  const us = US_COUNTRY.test(message);
  const de = DE_COUNTRY.test(message);
  return us === de ? null : us ? 'US' : 'DE';
}

// A German compound names the system as much as its last part: "Mütterrente", "Witwenrente",
// "Altersrentner" (a word that only starts with "rente" is counted by DE_GENERIC already).
const DE_COMPOUND_ENDS = ['rente', 'rentner'];
const germanCompounds = (text: string): number =>
  text.split(/[^\p{L}]+/u).filter((word) => DE_COMPOUND_ENDS.some((part) => word.indexOf(part) > 0))
    .length;

/** The system a message names, or null when it names neither or both equally. */
export function namedSystem(message: string): PensionSystem | null {
  return naming(message).system;
}

function naming(message: string): { system: PensionSystem | null; specific: boolean } {
  const text = searchText(message);
  const usSpecific = count(US_SPECIFIC, text);
  const deSpecific = count(DE_SPECIFIC, text);
  const us = 2 * usSpecific + count(US_GENERIC, text);
  const de = 2 * deSpecific + count(DE_GENERIC, text) + germanCompounds(text);
  if (us === de) return { system: null, specific: false };
  return us > de
    ? { system: 'US', specific: usSpecific > 0 }
    : { system: 'DE', specific: deSpecific > 0 };
}

/**
 * The system to answer about: the one the message names, else the one the conversation was about,
 * else the visitor's: the US market gets the US system, Germany the German one; British English
 * (EU) and anything else follow the language (English → US, German → DE).
 */
export function answerSystem(
  message: string,
  previous: PensionSystem | null,
  market: Market,
  language: Language,
): PensionSystem {
  const named = naming(message);
  // A conversation about one system leaves it only for a specific name of the other ("Medicare",
  // "Entgeltpunkte"): "und der Zuschlag?" after Medicare's Part D, or "in Euro?", stays where it was.
  if (named.system && (!previous || named.system === previous || named.specific))
    return named.system;
  // "Und in den USA? Meine Schwester lebt in Florida.", "And in Germany?": a follow-up that opens
  // with a short question naming a country asks the question before of that country. In a longer
  // sentence a country is often where someone once worked or lives ("Mein Mann hat in den USA
  // gearbeitet, wie hoch …"), which does not change the system.
  const opening = /^[^.!?]*[.!?]?/u.exec(message)?.[0] ?? message;
  const country = countryNamed(opening);
  if (country && (opening.match(/\p{L}+/gu)?.length ?? 0) <= COUNTRY_FOLLOW_UP_WORDS)
    return country;
  if (previous) return previous;
  if (market === 'US') return 'US';
  if (market === 'DE') return 'DE';
  return language === 'de' ? 'DE' : 'US';
}
