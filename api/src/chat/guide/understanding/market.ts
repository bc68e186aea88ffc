import type { Language, Market } from '@ageless/contracts';
import { searchText } from '../../../knowledge/index.js';

/** The pension and health system an answer is about: US (Social Security, Medicare) or DE (Rente). */
export type PensionSystem = 'US' | 'DE';

// Words that name one system. A question that names one gets that system whatever the visitor's
// market; "pension gap" alone names neither. Specific names (Medicare, Entgeltpunkte) outweigh
// generic ones ("Rente", "dollars"), so "die US-Rente Social Security" is about the US.
const US_SPECIFIC =
  /\b(social[\s-]security|us-\p{L}+|ssa|ssi|medicare|medicaid|medigap|irmaa|401k|403b|ira|roth|rmd|required minimum distribution|irs|fica|part[abcd])\b/giu;
const US_GENERIC =
  /\b(dollars?|usd|u\.?s\.?a?|us|united states|america|american|amerika\w*)\b|\$/giu;
const DE_SPECIFIC =
  /\b(entgeltpunkt\w*|rentenpunkt\w*|regelaltersgrenze|drv|deutsche rentenversicherung|rentenversicherung|riester|rürup|basisrente|grundrente|pflegegrad\w*|pflegekasse|pflegeversicherung|krankenkasse|gkv|kvdr|bafin|abschl(a|ä)g\w*|zuschl(a|ä)g\w*|rentenwert|renteninformation)\b/giu;
const DE_GENERIC =
  /\b(rente\w*|renten\w*|rentner\w*|germany|german|deutschland|deutsch\w*|euro|eur)\b|€/giu;

const count = (pattern: RegExp, text: string): number => text.match(pattern)?.length ?? 0;

// A German compound names the system as much as its last part: "Mütterrente", "Witwenrente",
// "Altersrentner" (a word that only starts with "rente" is counted by DE_GENERIC already).
const DE_COMPOUND_ENDS = ['rente', 'rentner'];
const germanCompounds = (text: string): number =>
  text.split(/[^\p{L}]+/u).filter((word) => DE_COMPOUND_ENDS.some((part) => word.indexOf(part) > 0))
    .length;

/** The system a message names, or null when it names neither or both equally. */
export function namedSystem(message: string): PensionSystem | null {
  const text = searchText(message);
  const us = 2 * count(US_SPECIFIC, text) + count(US_GENERIC, text);
  const de = 2 * count(DE_SPECIFIC, text) + count(DE_GENERIC, text) + germanCompounds(text);
  if (us === de) return null;
  return us > de ? 'US' : 'DE';
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
  const named = namedSystem(message);
  if (named) return named;
  if (previous) return previous;
  if (market === 'US') return 'US';
  if (market === 'DE') return 'DE';
  return language === 'de' ? 'DE' : 'US';
}
