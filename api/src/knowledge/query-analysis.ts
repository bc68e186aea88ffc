import type { EntityManager } from 'typeorm';
import { contentWords, searchText, umlautVariant } from './search-text.js';
import type { KnowledgeLanguage } from './language-detection.js';

// Turns a question into weighted search terms for both text search configurations, so that words
// the knowledge base does not know never sink a question (issue 15, item 1):
//   1. spellings and synonyms rewritten (text.ts), filler and stop words dropped;
//   2. each word stemmed by PostgreSQL ('english' and 'german' configurations);
//   3. a word no card or chunk contains is split into known parts (German compounds such as
//      "Rentenabschlag" → rente + abschlag; the snowball stemmer does not split them), or else matched
//      to the nearest known term by edit distance (fuzzystrmatch: "Pflegegrat", "socail"); parts and
//      nearest spellings come back from one query;
//   4. what is still unknown is left out: it lowers nothing and vetoes nothing.
// Term counts come from knowledge_terms (chunks) and guide_card_terms (answer cards).

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

interface StemRow {
  word: string;
  language: KnowledgeLanguage;
  lexeme: string;
  df: string | number;
}

const known = (row: StemRow): boolean => Number(row.df) > 0;

const VOCABULARY_DF = `(COALESCE((SELECT k.chunk_count FROM knowledge_terms k WHERE k.language = l.language AND k.lexeme = l.lexeme), 0)
   + COALESCE((SELECT g.card_count FROM guide_card_terms g WHERE g.language = l.language AND g.lexeme = l.lexeme), 0))`;

async function stems(manager: EntityManager, words: string[]): Promise<StemRow[]> {
  if (words.length === 0) return [];
  return manager.query(
    `SELECT w.word, l.language, l.lexeme, ${VOCABULARY_DF} AS df
       FROM unnest($1::text[]) AS w(word)
       CROSS JOIN LATERAL (
         SELECT 'en' AS language, x AS lexeme FROM unnest(tsvector_to_array(to_tsvector('english', w.word))) AS x
         UNION ALL
         SELECT 'de', x FROM unnest(tsvector_to_array(to_tsvector('german', w.word))) AS x
       ) AS l`,
    [words],
  );
}

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

interface TypoProbe {
  word: string;
  language: KnowledgeLanguage;
  stem: string;
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

/**
 * One round trip for what the exact lookup could not place: the known stems among the compound
 * parts, and for each typo probe the nearest known term by edit distance (fuzzystrmatch's
 * levenshtein, transpositions included) among the terms that start with the same two letters (a
 * range scan on each term table's primary key) and are about as long: one edit for short words, two
 * for longer ones.
 */
async function placeUnknown(
  manager: EntityManager,
  parts: string[],
  probes: TypoProbe[],
): Promise<{
  partRows: StemRow[];
  nearest: { word: string; language: KnowledgeLanguage; lexeme: string }[];
}> {
  if (parts.length === 0 && probes.length === 0) return { partRows: [], nearest: [] };
  const next = (stem: string): string =>
    stem.slice(0, 1) + String.fromCodePoint(stem.codePointAt(1)! + 1);
  const rows: {
    kind: 'part' | 'typo';
    word: string;
    language: KnowledgeLanguage;
    lexeme: string;
    df: string | number;
  }[] = await manager.query(
    `SELECT 'part' AS kind, w.word, l.language, l.lexeme, ${VOCABULARY_DF} AS df
         FROM unnest($1::text[]) AS w(word)
         CROSS JOIN LATERAL (
           SELECT 'en' AS language, x AS lexeme FROM unnest(tsvector_to_array(to_tsvector('english', w.word))) AS x
           UNION ALL
           SELECT 'de', x FROM unnest(tsvector_to_array(to_tsvector('german', w.word))) AS x
         ) AS l
       UNION ALL
       SELECT 'typo', p.word, p.language, n.lexeme, 1
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[])
                AS p(word, language, stem, low, high, edits)
         CROSS JOIN LATERAL (
           SELECT x.lexeme FROM (
             SELECT g.lexeme FROM guide_card_terms g WHERE g.language = p.language AND g.lexeme >= p.low AND g.lexeme < p.high
             UNION
             SELECT k.lexeme FROM knowledge_terms k WHERE k.language = p.language AND k.lexeme >= p.low AND k.lexeme < p.high
           ) AS x
           WHERE abs(length(x.lexeme) - length(p.stem)) <= p.edits AND levenshtein(x.lexeme, p.stem) <= p.edits
           ORDER BY levenshtein(x.lexeme, p.stem), x.lexeme LIMIT 1
         ) AS n`,
    [
      parts,
      probes.map((probe) => probe.word),
      probes.map((probe) => probe.language),
      probes.map((probe) => probe.stem),
      probes.map((probe) => probe.stem.slice(0, 2)),
      probes.map((probe) => next(probe.stem)),
      probes.map((probe) => (probe.stem.length <= 5 ? 1 : 2)),
    ],
  );
  return {
    partRows: rows.filter((row) => row.kind === 'part' && known(row)),
    nearest: rows.filter((row) => row.kind === 'typo'),
  };
}

/** Analyses a question against the knowledge base's and the cards' vocabulary; two queries at most. */
export async function analyseQuery(
  manager: EntityManager,
  question: string,
): Promise<AnalysedQuery> {
  const words = contentWords(searchText(joinThousands(question.slice(0, 500))));
  const terms: AnalysedQuery['terms'] = { en: [], de: [] };
  if (words.length === 0) return { words, terms, unknown: [] };
  const variants = words.map((word) => umlautVariant(word));
  const rows = await stems(manager, [
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
  const { partRows, nearest } = await placeUnknown(
    manager,
    [...parts],
    typoProbes(unknown, byWord),
  );
  const knownParts: Record<KnowledgeLanguage, Map<string, string>> = {
    en: new Map(),
    de: new Map(),
  };
  for (const row of partRows) knownParts[row.language].set(row.word, row.lexeme);

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
