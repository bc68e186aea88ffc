import { createHash } from 'node:crypto';
import { coarseCell, type GeoPlace } from '../geo/index.js';
import { type ProfileFacts, profileKeys } from './profile-keys.js';

// Seventh hostile pass #3: 24 look-alike profiles (the same options, near-identical words) made from
// four sites pushed a real person off a blueprint page. A profile's "look" names what a viewer could
// not tell apart: its options and, by its own words, who wrote them. Pages and candidate lists show
// at most two people of one look, as of one site (docs/DECISIONS.md, "Look-alike profiles").

/** How many of a text's words stand for it: its few smallest word hashes (a bottom-k sketch). */
export const LOOK_WORDS = 3;
/** Shorter words ("the", "und", "ich") say little about who wrote a text. */
const MIN_WORD_LETTERS = 4;

/**
 * The free text a profile has (the wizard's own-words fields and the card's sentence), and the
 * rest of the card it chose to show.
 */
export interface ProfileWords {
  physicalAssets: string | null;
  professionalExperience: string | null;
  specificNeeds: string | null;
  purpose: string | null;
  lifestyle: string | null;
  cardAbout: string | null;
  cardFirstName: string | null;
  cardAgeBand: string | null;
  cardLanguages: readonly string[];
}

const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A text's words folded: NFKD without accents, lower case, ß as ss, letters only. */
const foldedWords = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .match(/\p{L}+/gu) ?? [];

/**
 * The text's distinct words, folded (NFKD without accents, lower case, ß as ss), of at least four
 * letters, and of those the LOOK_WORDS whose hashes are smallest. Case, punctuation, accents, word
 * order, repeats and short words do not change it; one more or one other long word changes it only
 * when that word's hash is among the smallest (about LOOK_WORDS in the text's word count).
 */
export function wordSketch(text: string): string[] {
  const distinct = new Set(foldedWords(text).filter((word) => word.length >= MIN_WORD_LETTERS));
  return [...distinct]
    .map((word) => digest(word).slice(0, 16))
    .sort()
    .slice(0, LOOK_WORDS);
}

/**
 * The hash of a profile's look: its options (what a viewer's page shows of it) and its words'
 * sketch. Without words, its ~10 km cell (its country, else nowhere) and the card it shows instead:
 * profiles with the same options, no words and the same card in one cell are told apart by nothing
 * on a page, their distances included; another first name, age group or languages tell people
 * apart on the page, so they are other looks.
 */
export function lookHash(facts: ProfileFacts & ProfileWords, place: GeoPlace | null): string {
  const options = profileKeys(facts).filter((key) => key !== 'any');
  const text = [
    facts.physicalAssets,
    facts.professionalExperience,
    facts.specificNeeds,
    facts.purpose,
    facts.lifestyle,
    facts.cardAbout,
  ]
    .filter((part): part is string => !!part)
    .join(' ');
  const sketch = wordSketch(text);
  const where = !place
    ? 'nowhere'
    : place.precision === 'city'
      ? `cell:${coarseCell(place)}`
      : `country:${place.country}`;
  const card = [
    foldedWords(facts.cardFirstName ?? '').join(' '),
    facts.cardAgeBand ?? '',
    [...facts.cardLanguages].sort().join(','),
  ].join(';');
  const said = sketch.length > 0 ? `words:${sketch.join(',')}` : `${where}|card:${card}`;
  return digest(`look:${options.join(',')}|${said}`);
}

/**
 * The look a profile stores when an older profile already has its look: one look shared by all
 * later copies, never the first holder's, so copies cannot take her place among the two people of
 * one look a page keeps (issue 25, eighth hostile pass #1).
 */
export const copyLook = (look: string): string =>
  createHash('sha256').update(`copy:${look}`).digest('hex');
