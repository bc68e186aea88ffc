import type { Language } from '@ageless/contracts';
import type { AnswerCard } from '../cards/card.js';

// "Part D out of pocket max?" was answered by the Part B deductible: the words "out of pocket" and
// "max" fit the Part B card, and the one word that decides, the part named, weighs little in a
// search or a classifier. A card titled by one part of Medicare answers another part's question
// only when the question names that part too.
const PART = /\b(?:part|teil|parts)[ -]?([abcd])\b/giu;

/** The parts of Medicare a text names ("Part D", "Teil B", "part-a"), as capital letters. */
export function partsNamed(text: string): Set<string> {
  return new Set([...text.matchAll(PART)].map((match) => match[1]!.toUpperCase()));
}

/** Whether the card is titled by a part of Medicare the message does not name, while it names one. */
export function namesOtherPart(message: string, card: AnswerCard, language: Language): boolean {
  const asked = partsNamed(message);
  if (asked.size === 0) return false;
  const titled = partsNamed(card[language].title);
  return titled.size > 0 && ![...titled].some((part) => asked.has(part));
}
