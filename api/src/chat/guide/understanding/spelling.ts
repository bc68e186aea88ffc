import { readFileSync } from 'node:fs';
import type { Language } from '@ageless/contracts';

// Slips of the keyboard ("retirment", "Witwenrnete", "medicre") cost the guide 6 points in English
// and 13 to 20 in German on whole question sets (bench/guide/run.mjs --typos): a word the guide
// never saw is a word no card, classifier or search matches. A word it does not know is put right to
// the word it knows that is nearest by the edits people make (a letter dropped, added, changed or two
// swapped), and among equally near ones to the word used most. The words it knows are every word of
// the example messages, the cards and the articles (api/scripts/train-guide-models.mjs counts them
// into the card model); a real word of the language outside them ("tension" near "pension") is left
// alone because only words within one edit (two for long words) are candidates and, for English, a
// word list of the language is known too.
//
// The search for near words is SymSpell's: every known word is indexed under the start of itself
// with letters deleted, and a typed word's own deletions look it up, so a message costs a few hash
// look-ups per unknown word whatever the size of the vocabulary; a message puts right at most a
// fixed number of words, none longer than any real word, so a hostile one costs no more.

export const VOCABULARY_FILE = new URL('./model/vocabulary.json', import.meta.url);

/** Words with their counts, per language, as the trainer counts them. */
export type StoredVocabulary = Record<Language, [word: string, count: number][]>;

interface StoredFile {
  textsHash: string;
  words: StoredVocabulary;
  /** Real words of the language near the guide's own, left as they are. */
  real: Record<Language, string[]>;
  /** Slips the example messages make on purpose, with the word meant. */
  slips: Record<Language, [slip: string, meant: string][]>;
}

// Shorter words are too near each other ("rente" and "rennte"): one wrong fix changes the subject.
export const SHORTEST = 5;
// From this length two slips in one word are put right; shorter words allow one.
const TWO_EDITS_FROM = 9;
// Words are indexed by their first letters only (SymSpell's prefix): fewer keys, the same words found.
const PREFIX = 7;
// Longer "words" are no mistyped words (German compounds of note stay under this).
const LONGEST = 32;
// Unknown words looked up per message: a real message has a handful.
const LOOKUPS_PER_MESSAGE = 40;

const WORD = /\p{L}+/gu;

/** The word with `count` letters deleted at every combination of places (SymSpell's keys). */
function deletions(word: string, edits: number): Set<string> {
  const found = new Set<string>([word]);
  let frontier = [word];
  for (let edit = 0; edit < edits; edit += 1) {
    const next: string[] = [];
    for (const current of frontier)
      for (let at = 0; at < current.length; at += 1) {
        const shorter = current.slice(0, at) + current.slice(at + 1);
        if (!found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    frontier = next;
  }
  return found;
}

/** Edits from `a` to `b` (a letter deleted, added, changed, or two neighbours swapped). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: columns }, (__, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1)
    for (let j = 1; j < columns; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        table[i - 1]![j]! + 1,
        table[i]![j - 1]! + 1,
        table[i - 1]![j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, table[i - 2]![j - 2]! + 1);
      table[i]![j] = best;
    }
  return table[a.length]![b.length]!;
}

const allowedEdits = (word: string): number => (word.length >= TWO_EDITS_FROM ? 2 : 1);

// Letters the endings of German and English word forms are made of ("Jahre", "Jahres", "Jahren";
// "benefit", "benefits"): words that differ only there are forms of one word, not a slip.
const ENDING = /^[ensrm]{0,2}$/u;

/**
 * Whether `typed` can be a slip for `known`: people hardly ever mistype a word's first letter
 * ("Beine" is no slip for "eine"), and another ending is another form of the word.
 */
function isSlipOf(typed: string, known: string): boolean {
  if (typed[0] !== known[0]) return false;
  let same = 0;
  while (same < typed.length && typed[same] === known[same]) same += 1;
  return !(ENDING.test(typed.slice(same)) && ENDING.test(known.slice(same)));
}

class LanguageWords {
  private readonly counts = new Map<string, number>();
  private readonly byDeletion = new Map<string, string[]>();

  constructor(words: readonly [string, number][]) {
    for (const [word, count] of words) {
      this.counts.set(word, count);
      if (word.length < SHORTEST - 1) continue;
      for (const key of deletions(word.slice(0, PREFIX), allowedEdits(word))) {
        const list = this.byDeletion.get(key);
        if (list) list.push(word);
        else this.byDeletion.set(key, [word]);
      }
    }
  }

  knows(word: string): boolean {
    return this.counts.has(word);
  }

  /** The known word nearest to an unknown one, or null when none is near enough. */
  nearest(word: string): string | null {
    const edits = allowedEdits(word);
    let best: { word: string; distance: number; count: number } | null = null;
    for (const key of deletions(word.slice(0, PREFIX), edits))
      for (const candidate of this.byDeletion.get(key) ?? []) {
        if (
          candidate === word ||
          Math.abs(candidate.length - word.length) > edits ||
          !isSlipOf(word, candidate)
        )
          continue;
        const distance = editDistance(word, candidate);
        if (distance > Math.min(edits, allowedEdits(candidate))) continue;
        const count = this.counts.get(candidate) ?? 0;
        if (!best || distance < best.distance || (distance === best.distance && count > best.count))
          best = { word: candidate, distance, count };
      }
    return best?.word ?? null;
  }
}

const LOADED = new Map<string, Spelling>();

// The shortest parts a German compound is read from ("Hirn" + "infarkt", "Renten" + "arten").
const COMPOUND_HEAD = 3;
const COMPOUND_TAIL = 4;

/**
 * Whether a word is two words of the language written together, as German writes them
 * ("Hirninfarkt", "Rentenarten"): a compound of real words is no slip of the keyboard.
 */
export function isCompound(word: string, isWord: (part: string) => boolean): boolean {
  for (let at = COMPOUND_HEAD; at <= word.length - COMPOUND_TAIL; at += 1)
    if (isWord(word.slice(at)) && isWord(word.slice(0, at))) return true;
  return false;
}

// Keyboards without umlauts write "ae", "oe", "ue" and "ss" ("zusaetzlich", "Pflegegrosse").
const UMLAUTS: [RegExp, string][] = [
  [/ae/gu, 'ä'],
  [/oe/gu, 'ö'],
  [/ue/gu, 'ü'],
  [/ss/gu, 'ß'],
];

/** The known word a German word written without umlauts stands for, if any. */
function withUmlauts(word: string, words: LanguageWords): string | null {
  if (!/ae|oe|ue|ss/u.test(word)) return null;
  const written = UMLAUTS.reduce((text, [pair, umlaut]) => text.replace(pair, umlaut), word);
  const umlautsOnly = UMLAUTS.slice(0, 3).reduce(
    (text, [pair, umlaut]) => text.replace(pair, umlaut),
    word,
  );
  return (
    [umlautsOnly, written].find((candidate) => candidate !== word && words.knows(candidate)) ?? null
  );
}

/** Puts right the words of a message the guide does not know, when a known word is near. */
export class Spelling {
  private readonly languages: Record<Language, LanguageWords>;

  constructor(
    vocabulary: StoredVocabulary,
    /** Real words of a language beyond the guide's own (left as they are). */
    private readonly alsoReal: Partial<Record<Language, ReadonlySet<string>>> = {},
    /** Known words that are slips, with the word meant. */
    private readonly slips: Partial<Record<Language, ReadonlyMap<string, string>>> = {},
  ) {
    this.languages = { en: new LanguageWords(vocabulary.en), de: new LanguageWords(vocabulary.de) };
  }

  /**
   * The known word this one stands for, other than itself: the same word with umlauts in German,
   * or the nearest known word (null when none is near enough).
   */
  nearest(word: string, language: Language): string | null {
    const words = this.languages[language];
    return (language === 'de' ? withUmlauts(word, words) : null) ?? words.nearest(word);
  }

  /** Whether the word is this one written without umlauts ("gekuerzt" for "gekürzt"). */
  isWithoutUmlauts(word: string, meant: string, language: Language): boolean {
    return language === 'de' && withUmlauts(word, this.languages[language]) === meant;
  }

  /** The stored vocabulary, read once per process (building its index takes a few hundred ms). */
  static load(file: URL = VOCABULARY_FILE): Spelling {
    const loaded = LOADED.get(file.href);
    if (loaded) return loaded;
    const spelling = Spelling.read(file);
    LOADED.set(file.href, spelling);
    return spelling;
  }

  private static read(file: URL): Spelling {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredFile;
    return new Spelling(
      stored.words,
      { en: new Set(stored.real.en), de: new Set(stored.real.de) },
      { en: new Map(stored.slips.en), de: new Map(stored.slips.de) },
    );
  }

  /** The message with its mistyped words put right, in the language it is written in. */
  putRight(message: string, language: Language): string {
    const words = this.languages[language];
    const real = this.alsoReal[language];
    let lookups = 0;
    return message.replace(WORD, (written) => {
      if (written.length < SHORTEST || written.length > LONGEST) return written;
      const lower = written.toLowerCase();
      const slip = this.slips[language]?.get(lower);
      const isWord = (part: string) => words.knows(part) || real?.has(part) === true;
      if (slip === undefined && (isWord(lower) || (language === 'de' && isCompound(lower, isWord))))
        return written;
      lookups += 1;
      const nearest =
        slip ?? (lookups <= LOOKUPS_PER_MESSAGE ? this.nearest(lower, language) : null);
      if (nearest === null) return written;
      return written[0] === written[0]!.toUpperCase()
        ? nearest[0]!.toUpperCase() + nearest.slice(1)
        : nearest;
    });
  }
}

/** Every word of these texts, lower case, with how often it occurs (for the stored vocabulary). */
export function countWords(texts: Iterable<string>): [string, number][] {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const word of text.toLowerCase().match(WORD) ?? [])
      counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}
