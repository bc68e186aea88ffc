import { contentWords, searchText, umlautVariant } from './search-text.js';
import type { KnowledgeLanguage } from './language-detection.js';
import type {
  KnowledgeSearchRepository,
  StemRow,
  TypoProbe,
} from './knowledge-search.repository.js';

// Turns a question into weighted search terms for both text search configurations, so that words
// the knowledge base does not know never sink a question (issue 15, item 1):
//   1. spellings and synonyms rewritten (text.ts), filler and stop words dropped;
//   2. each word stemmed by PostgreSQL ('english' and 'german' configurations);
//   3. a word no card or chunk contains is split into known parts (German compounds such as
//      "Rentenabschlag" → rente + abschlag; the snowball stemmer does not split them), or else matched
//      to the nearest known term by edit distance (fuzzystrmatch: "Pflegegrat", "socail"); parts and
//      nearest spellings come back from one query;
//   4. what is still unknown is left out: it lowers nothing and vetoes nothing.
// Term counts come from knowledge_terms (chunks) and the answer cards' counts (chat hands them over).

/** Where a question's words are stemmed and counted. */
type Vocabulary = Pick<KnowledgeSearchRepository, 'stems' | 'placeUnknown'>;

export interface SearchTerm {
  /** The word of the question this term stands for. */
  word: string;
  lexeme: string;
  /** Share of the word's weight (compound parts split it). */
  share: number;
  how: 'exact' | 'compound' | 'fuzzy';
}

export interface AnalysedQuery {
  words: string[];
  terms: Record<KnowledgeLanguage, SearchTerm[]>;
  /** Words neither configuration could place in the knowledge base. */
  unknown: string[];
}

const LANGUAGES = ['en', 'de'] as const;
const MIN_COMPOUND = 7;
// No word of either language is longer ("Rentenversicherungsträger" has 25 letters): a longer run of
// letters is split into no compounds and given no typo guess, whose cost grows with the square of
// its length (a 2,000-letter word once held the API for 7 s) and which levenshtein refuses past 255.
const MAX_WORD_LETTERS = 40;
const MIN_PART = 3;
const MAX_COMPOUNDS = 4;
const MAX_FUZZY = 3;
export const FUZZY_SHARE = 0.5;
// Linking elements between the parts of a German compound (Renten-s-abschlag, Pflege-n-...).
const LINKS = ['', 's', 'n', 'en', 'es', 'e'];

const known = (row: StemRow): boolean => Number(row.df) > 0;

// The best split of a word into known parts: fewest parts, then the longest last part (the head of
// a German compound); parts joined by an optional linking element.
function segment(word: string, knownPart: (part: string) => boolean): string[] | null {
  const best: (string[] | null)[] = Array.from({ length: word.length + 1 }, () => null);
  best[0] = [];
  for (let end = MIN_PART; end <= word.length; end += 1) {
    for (let start = 0; start <= end - MIN_PART; start += 1) {
      const before = best[start];
      if (!before) continue;
      const part = word.slice(start, end);
      for (const link of LINKS) {
        if (!part.endsWith(link) || part.length - link.length < MIN_PART) continue;
        const stem = part.slice(0, part.length - link.length);
        if (!knownPart(stem)) continue;
        const candidate = [...before, stem];
        const current = best[end];
        if (
          !current ||
          candidate.length < current.length ||
          (candidate.length === current.length && stem.length > (current.at(-1)?.length ?? 0))
        )
          best[end] = candidate;
      }
    }
  }
  const found = best[word.length];
  return found && found.length >= 2 ? found : null;
}

// "$1,800" or "1.300 €" is one number, not the words "1" and "800" (which would match any "1").
const joinThousands = (text: string): string =>
  text.replace(
    /\b(\d{1,3})((?:[.,]\d{3})+)\b/gu,
    (_, head: string, rest: string) => head + rest.replace(/[.,]/gu, ''),
  );

// A number one digit away is another number ("2033" is not "2023"): only words are guessed.
const isGuessable = (word: string): boolean => !/\d/u.test(word) && word.length <= MAX_WORD_LETTERS;

// Typos: each unknown word that may be among the first MAX_FUZZY no compound split places (at most
// MAX_COMPOUNDS are split), as stemmed by either configuration (at least 4 letters).
function typoProbes(unknown: string[], byWord: Map<string, StemRow[]>): TypoProbe[] {
  const probes: TypoProbe[] = [];
  for (const word of unknown.filter(isGuessable).slice(0, MAX_FUZZY + MAX_COMPOUNDS))
    for (const language of LANGUAGES) {
      const stem = byWord.get(word)?.find((row) => row.language === language)?.lexeme ?? word;
      if (stem.length >= 4) probes.push({ word, language, stem });
    }
  return probes;
}

/** Analyses a question against the knowledge base's and the cards' vocabulary; two queries at most. */
export async function analyseQuery(
  vocabulary: Vocabulary,
  question: string,
): Promise<AnalysedQuery> {
  const words = contentWords(searchText(joinThousands(question.slice(0, 500))));
  const terms: AnalysedQuery['terms'] = { en: [], de: [] };
  if (words.length === 0) return { words, terms, unknown: [] };
  const variants = words.map((word) => umlautVariant(word));
  const rows = await vocabulary.stems([
    ...words,
    ...variants.filter((variant): variant is string => variant !== null),
  ]);
  const byWord = new Map<string, StemRow[]>();
  for (const row of rows) byWord.set(row.word, [...(byWord.get(row.word) ?? []), row]);

  const unknown: string[] = [];
  words.forEach((word, index) => {
    let own = byWord.get(word) ?? [];
    // A stop word of either language ("the", "die", "was") is no subject in the other either.
    if (LANGUAGES.some((language) => !own.some((row) => row.language === language))) return;
    const variant = variants[index];
    if (!own.some(known) && variant) own = byWord.get(variant) ?? own;
    if (!own.some(known)) {
      unknown.push(word);
      return;
    }
    for (const row of own)
      if (known(row))
        terms[row.language].push({ word, lexeme: row.lexeme, share: 1, how: 'exact' });
  });
  if (unknown.length === 0) return { words, terms, unknown };

  // Compounds and typos in one query: every substring of the unknown long words stemmed and looked
  // up, and for each unknown word its nearest known spelling, whether or not a split places it.
  const long = unknown
    .filter((word) => word.length >= MIN_COMPOUND && word.length <= MAX_WORD_LETTERS)
    .slice(0, MAX_COMPOUNDS);
  const parts = new Set<string>();
  for (const word of long)
    for (let start = 0; start < word.length; start += 1)
      for (let end = start + MIN_PART; end <= word.length; end += 1)
        parts.add(word.slice(start, end));
  const { partRows, nearest } = await vocabulary.placeUnknown(
    [...parts],
    typoProbes(unknown, byWord),
  );
  const knownParts: Record<KnowledgeLanguage, Map<string, string>> = {
    en: new Map(),
    de: new Map(),
  };
  for (const row of partRows.filter(known)) knownParts[row.language].set(row.word, row.lexeme);

  const stillUnknown: string[] = [];
  for (const word of unknown) {
    let placed = false;
    for (const language of LANGUAGES) {
      const split =
        word.length >= MIN_COMPOUND
          ? segment(word, (part) => knownParts[language].has(part))
          : null;
      if (!split) continue;
      placed = true;
      for (const part of split)
        terms[language].push({
          word,
          lexeme: knownParts[language].get(part)!,
          share: 1 / split.length,
          how: 'compound',
        });
    }
    if (!placed) stillUnknown.push(word);
  }
  if (stillUnknown.length === 0) return { words, terms, unknown: [] };

  const guessable = new Set(stillUnknown.filter(isGuessable).slice(0, MAX_FUZZY));
  const fuzzy = nearest.filter((row) => guessable.has(row.word));
  const placed = new Set<string>();
  for (const row of fuzzy) {
    // A guessed spelling counts half: "bread" may be "break", "banana" is not "balance".
    terms[row.language].push({
      word: row.word,
      lexeme: row.lexeme,
      share: FUZZY_SHARE,
      how: 'fuzzy',
    });
    placed.add(row.word);
  }
  return { words, terms, unknown: stillUnknown.filter((word) => !placed.has(word)) };
}
