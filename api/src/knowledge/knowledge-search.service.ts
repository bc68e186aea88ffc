import { Injectable } from '@nestjs/common';
import type { KnowledgeLanguage } from './language-detection.js';
import {
  type CardVocabulary,
  KnowledgeSearchRepository,
  type SearchSide,
} from './knowledge-search.repository.js';
import {
  type AnalysedQuery,
  analyseQuery,
  FUZZY_SHARE,
  type SearchTerm,
} from './query-analysis.js';

/** One piece of the knowledge base that answers a question, with what the guide needs to cite it. */
export interface Passage {
  documentId: string;
  title: string;
  text: string;
  /** 0..1: share of the question's (IDF-weighted, known) terms the passage contains. */
  score: number;
  language: KnowledgeLanguage;
  sourceUrl: string | null;
  topic: string | null;
  /** Shipped articles are curated; uploads are staff documents and are cited as such. */
  uploaded: boolean;
}

export interface SearchOptions {
  /** Preferred language; passages in the other language still come back when they are relevant. */
  language?: KnowledgeLanguage;
  /** At most this many passages (default 5, at most 20). */
  limit?: number;
  /** Leave out passages about the other system (US or DE); general ones always qualify. */
  system?: 'US' | 'DE' | null;
  /** The analysis of the question, when the caller has it already. */
  analysed?: AnalysedQuery;
}

// A passage must contain at least this share of the question's known, weighted terms.
export const RELEVANCE_THRESHOLD = 0.5;
const OTHER_LANGUAGE_FACTOR = 0.85;
const MAX_PASSAGES_PER_DOCUMENT = 2;

export interface WeightedTerms {
  lexemes: string[];
  weights: number[];
  total: number;
}

/**
 * The weight of the question's words this side does not know (typos nothing matched, words of other
 * subjects): each counts like a fairly rare word, half the IDF of a word found nowhere, so it lowers a
 * passage's share without vetoing it, and a question mostly about something else finds nothing.
 */
export function missingWeight(
  analysed: AnalysedQuery,
  language: KnowledgeLanguage,
  counts: Map<string, number>,
  total: number,
): number {
  const considered = new Set([
    ...analysed.unknown,
    ...analysed.terms.en.map((term) => term.word),
    ...analysed.terms.de.map((term) => term.word),
  ]);
  const placed = new Set(
    analysed.terms[language]
      .filter((term) => (counts.get(term.lexeme) ?? 0) > 0)
      .map((term) => term.word),
  );
  // A word placed only by a guessed spelling is half unknown.
  const guessed = new Set(
    analysed.terms[language]
      .filter((term) => term.how === 'fuzzy' && placed.has(term.word))
      .map((term) => term.word),
  );
  // An amount or year the texts do not hold ("150k", "2,800") says nothing about the subject: it is
  // not counted as an unknown word.
  const missing =
    [...considered].filter((word) => !placed.has(word) && !/\d/u.test(word)).length +
    guessed.size * (1 - FUZZY_SHARE);
  return missing * 0.5 * Math.log(1 + (total + 0.5) / 0.5);
}

// Whether a chunk with every known word of the question could cover the relevance threshold.
const reachable = ({ weights: idf, total }: WeightedTerms): boolean =>
  total > 0 && idf.reduce((sum, weight) => sum + weight, 0) >= RELEVANCE_THRESHOLD * total;

/**
 * A language's side of the search, or null when it cannot reach the threshold. MaxScore pruning: the
 * commonest terms whose weights add up to less than the threshold cannot make a chunk relevant on
 * their own, so only chunks with one of the other terms are candidates.
 */
function searchSide(terms: WeightedTerms): SearchSide | null {
  const { lexemes, weights: idf, total } = terms;
  if (lexemes.length === 0 || total === 0 || !reachable(terms)) return null;
  const order = lexemes.map((_, i) => i).sort((a, b) => (idf[a] ?? 0) - (idf[b] ?? 0) || a - b);
  let skipped = 0;
  let prefix = 0;
  while (
    skipped < order.length &&
    prefix + (idf[order[skipped]!] ?? 0) < RELEVANCE_THRESHOLD * total
  ) {
    prefix += idf[order[skipped]!] ?? 0;
    skipped += 1;
  }
  return { lexemes, weights: idf, total, essential: order.slice(skipped).map((i) => lexemes[i]!) };
}

/**
 * BM25's IDF per lexeme from its count among `total` items; each lexeme weighs its IDF times its share
 * of the word it stands for (a compound's parts split the word's weight).
 */
export function weighTerms(
  terms: SearchTerm[],
  counts: Map<string, number>,
  total: number,
): WeightedTerms {
  const byLexeme = new Map<string, number>();
  for (const term of terms) {
    const df = Math.min(counts.get(term.lexeme) ?? 0, total);
    const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
    byLexeme.set(term.lexeme, Math.max(byLexeme.get(term.lexeme) ?? 0, idf * term.share));
  }
  const lexemes = [...byLexeme.keys()];
  const weights = lexemes.map((lexeme) => byLexeme.get(lexeme)!);
  return { lexemes, weights, total: weights.reduce((sum, weight) => sum + weight, 0) };
}

/**
 * Retrieval for the guide: PostgreSQL full-text search (GIN index on a tsvector per chunk, built with
 * the 'english' or 'german' configuration of the chunk's document), scored BM25-style by the
 * IDF-weighted share of the question's known terms a chunk contains (query-analysis.ts places the
 * words: stems, compounds, typos). Deterministic for a given database.
 */
@Injectable()
export class KnowledgeSearchService {
  constructor(private readonly passages: KnowledgeSearchRepository) {}

  /**
   * How the chat module hands over its answer cards' vocabulary (this module cannot import chat,
   * which imports it): a question's words are placed among the passages' and the cards' terms.
   */
  useCardVocabulary(cards: CardVocabulary): void {
    this.passages.useCardVocabulary(cards);
  }

  analyse(query: string): Promise<AnalysedQuery> {
    return analyseQuery(this.passages, query);
  }

  async search(query: string, options: SearchOptions = {}): Promise<Passage[]> {
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? 5), 1), 20);
    const analysed = options.analysed ?? (await this.analyse(query));
    if (analysed.terms.en.length === 0 && analysed.terms.de.length === 0) return [];
    const weights = await this.weigh(analysed);
    // When even a chunk with every known word could not cover the threshold (a question mostly about
    // something else, or mostly words nothing knows), no chunk qualifies: the scan is skipped.
    if (!reachable(weights.en) && !reachable(weights.de)) return [];
    const rows = await this.passages.candidates({
      sides: { en: searchSide(weights.en), de: searchSide(weights.de) },
      threshold: RELEVANCE_THRESHOLD,
      preferred: options.language ?? null,
      otherLanguageFactor: OTHER_LANGUAGE_FACTOR,
      system: options.system ?? null,
      take: limit * 4,
    });
    const perDocument = new Map<string, number>();
    const passages: Passage[] = [];
    for (const row of rows) {
      const seen = perDocument.get(row.document_id) ?? 0;
      if (seen >= MAX_PASSAGES_PER_DOCUMENT) continue;
      perDocument.set(row.document_id, seen + 1);
      passages.push({
        documentId: row.document_id,
        title: row.title,
        text: row.text,
        // The other language's passages rank a little lower, and their score says so.
        score:
          Math.round(
            Number(row.coverage) *
              (options.language && row.language !== options.language ? OTHER_LANGUAGE_FACTOR : 1) *
              10_000,
          ) / 10_000,
        language: row.language,
        sourceUrl: row.source_url,
        topic: row.topic,
        uploaded: row.article_id === null,
      });
      if (passages.length === limit) break;
    }
    return passages;
  }

  private async weigh(analysed: AnalysedQuery): Promise<Record<KnowledgeLanguage, WeightedTerms>> {
    const languages: string[] = [];
    const lexemes: string[] = [];
    for (const language of ['en', 'de'] as const)
      for (const term of analysed.terms[language]) {
        languages.push(language);
        lexemes.push(term.lexeme);
      }
    // Document frequencies come from knowledge_terms (kept with the chunks); '' holds the chunk totals.
    const stats = await this.passages.termCounts(languages, lexemes);
    const counts = { en: new Map<string, number>(), de: new Map<string, number>() };
    for (const row of stats) counts[row.language].set(row.lexeme, Number(row.n));
    const side = (language: KnowledgeLanguage): WeightedTerms => {
      const total = counts[language].get('') ?? 0;
      const weights = weighTerms(
        analysed.terms[language].filter((term) => (counts[language].get(term.lexeme) ?? 0) > 0),
        counts[language],
        total,
      );
      return {
        ...weights,
        total: weights.total + missingWeight(analysed, language, counts[language], total),
      };
    };
    return { en: side('en'), de: side('de') };
  }
}
