import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { KnowledgeLanguage } from './language-detection.js';

/** A word of a question as one configuration stems it, and in how many passages and cards it is. */
export interface StemRow {
  word: string;
  language: KnowledgeLanguage;
  lexeme: string;
  df: number;
}

/** A word nothing knows, stemmed by one configuration: its nearest known spelling is looked for. */
export interface TypoProbe {
  word: string;
  language: KnowledgeLanguage;
  stem: string;
}

/** The nearest known term to a probe's stem. */
export interface NearestTerm {
  word: string;
  language: KnowledgeLanguage;
  lexeme: string;
}

/**
 * The answer cards' vocabulary (chat's guide_card_terms), which the chat module hands over
 * (KnowledgeSearchService.useCardVocabulary): a question's word is known when a passage or a card
 * has it. Read from the chat module's memory, so placing a word costs no query for it.
 */
export interface CardVocabulary {
  counts(): Promise<Readonly<Record<KnowledgeLanguage, ReadonlyMap<string, number>>>>;
}

const NO_CARDS: CardVocabulary = {
  counts: () => Promise.resolve({ en: new Map(), de: new Map() }),
};

/** One language's side of a search: its lexemes with their weights, and those a passage must have one of. */
export interface SearchSide {
  lexemes: string[];
  weights: number[];
  total: number;
  /** A candidate has one of these (MaxScore pruning; found through the GIN index). */
  essential: string[];
}

export interface CandidateQuery {
  sides: Record<KnowledgeLanguage, SearchSide | null>;
  /** The least coverage a passage needs. */
  threshold: number;
  preferred: KnowledgeLanguage | null;
  /** How much less the other language's passages weigh. */
  otherLanguageFactor: number;
  system: 'US' | 'DE' | null;
  take: number;
}

export interface CandidateRow {
  document_id: string;
  title: string;
  text: string;
  language: KnowledgeLanguage;
  source_url: string | null;
  topic: string | null;
  article_id: string | null;
  coverage: number;
}

// A lexeme as a tsquery literal: quoted, so no character in it is read as an operator.
export const tsqueryLiteral = (lexeme: string): string =>
  `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A term split into letters (code points, as PostgreSQL's length and levenshtein count them). */
type Spelled = { lexeme: string; letters: string[] };
// Each card vocabulary's terms spelled once (the counts change only with a new vocabulary).
const spelledTerms = new WeakMap<ReadonlyMap<string, number>, Spelled[]>();
const spelled = (terms: ReadonlyMap<string, number>): Spelled[] => {
  let list = spelledTerms.get(terms);
  if (!list) {
    list = [...terms.keys()].map((lexeme) => ({ lexeme, letters: Array.from(lexeme) }));
    spelledTerms.set(terms, list);
  }
  return list;
};

// A lower bound of the edit distance: the length difference, then the letters one word has more of
// than the other. Card terms beyond `edits` by it cannot be near; the database measures the rest
// exactly, as it measures its own terms.
function mayBeWithin(term: Spelled, stem: string[], edits: number): boolean {
  if (Math.abs(term.letters.length - stem.length) > edits) return false;
  const count = new Map<string, number>();
  for (const letter of term.letters) count.set(letter, (count.get(letter) ?? 0) + 1);
  for (const letter of stem) count.set(letter, (count.get(letter) ?? 0) - 1);
  let more = 0;
  let fewer = 0;
  for (const n of count.values()) {
    if (n > 0) more += n;
    else fewer -= n;
  }
  return Math.max(more, fewer) <= edits;
}

const SPLIT_BY_CONFIGURATION = `CROSS JOIN LATERAL (
           SELECT 'en' AS language, x AS lexeme FROM unnest(tsvector_to_array(to_tsvector('english', w.word))) AS x
           UNION ALL
           SELECT 'de', x FROM unnest(tsvector_to_array(to_tsvector('german', w.word))) AS x
         ) AS l`;
const PASSAGE_DF = `COALESCE((SELECT k.chunk_count FROM knowledge_terms k WHERE k.language = l.language AND k.lexeme = l.lexeme), 0)`;

/**
 * The knowledge module's reads for answering questions: the stemmer and term counts a question is
 * placed with (knowledge_terms, and the cards' counts chat hands over) and the passages that answer
 * it (knowledge_chunks with their documents). PostgreSQL full-text search throughout.
 */
@Injectable()
export class KnowledgeSearchRepository {
  private cards: CardVocabulary = NO_CARDS;

  constructor(@InjectEntityManager() private readonly db: EntityManager) {}

  useCardVocabulary(cards: CardVocabulary): void {
    this.cards = cards;
  }

  // A word's document frequency is its count among passages plus among cards.
  private async withCardCounts(
    rows: { word: string; language: KnowledgeLanguage; lexeme: string; df: string | number }[],
  ): Promise<StemRow[]> {
    const cards = await this.cards.counts();
    return rows.map((row) => ({
      ...row,
      df: Number(row.df) + (cards[row.language].get(row.lexeme) ?? 0),
    }));
  }

  /** Each word stemmed by both configurations, with its count among passages and cards. */
  async stems(words: string[]): Promise<StemRow[]> {
    if (words.length === 0) return [];
    return this.withCardCounts(
      await this.db.query(
        `SELECT w.word, l.language, l.lexeme, ${PASSAGE_DF} AS df
           FROM unnest($1::text[]) AS w(word)
           ${SPLIT_BY_CONFIGURATION}`,
        [words],
      ),
    );
  }

  /**
   * One round trip for what the exact lookup could not place: the stems of compound parts with their
   * counts, and for each typo probe the nearest known term by edit distance (fuzzystrmatch's
   * levenshtein) among the terms that start with the same two letters (a range scan on the term
   * table's primary key; the cards' near terms come along as a list) and are about as long: one edit
   * for short words, two for longer ones.
   */
  async placeUnknown(
    parts: string[],
    probes: TypoProbe[],
  ): Promise<{ partRows: StemRow[]; nearest: NearestTerm[] }> {
    if (parts.length === 0 && probes.length === 0) return { partRows: [], nearest: [] };
    const next = (stem: string): string =>
      stem.slice(0, 1) + String.fromCodePoint(stem.codePointAt(1)! + 1);
    const edits = (probe: TypoProbe): number => (probe.stem.length <= 5 ? 1 : 2);
    const cards = await this.cards.counts();
    const cardProbe: number[] = [];
    const cardTerm: string[] = [];
    probes.forEach((probe, index) => {
      const stem = Array.from(probe.stem);
      for (const term of spelled(cards[probe.language]))
        if (mayBeWithin(term, stem, edits(probe))) {
          cardProbe.push(index + 1);
          cardTerm.push(term.lexeme);
        }
    });
    const rows: {
      kind: 'part' | 'typo';
      word: string;
      language: KnowledgeLanguage;
      lexeme: string;
      df: string | number;
    }[] = await this.db.query(
      `SELECT 'part' AS kind, w.word, l.language, l.lexeme, ${PASSAGE_DF} AS df
           FROM unnest($1::text[]) AS w(word)
           ${SPLIT_BY_CONFIGURATION}
         UNION ALL
         SELECT 'typo', p.word, p.language, n.lexeme, 1
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[])
                  WITH ORDINALITY AS p(word, language, stem, low, high, edits, probe)
           CROSS JOIN LATERAL (
             SELECT x.lexeme FROM (
               SELECT g.lexeme FROM unnest($8::int[], $9::text[]) AS g(probe, lexeme)
                WHERE g.probe = p.probe AND g.lexeme >= p.low AND g.lexeme < p.high
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
        probes.map(edits),
        cardProbe,
        cardTerm,
      ],
    );
    return {
      partRows: await this.withCardCounts(rows.filter((row) => row.kind === 'part')),
      nearest: rows.filter((row) => row.kind === 'typo'),
    };
  }

  /** Passage counts of (language, lexeme) pairs, with each language's passage total under ''. */
  termCounts(
    languages: string[],
    lexemes: string[],
  ): Promise<{ language: KnowledgeLanguage; lexeme: string; n: string }[]> {
    return this.db.query(
      `SELECT t.language, t.lexeme, t.chunk_count AS n
         FROM knowledge_terms t
         JOIN unnest($1::text[], $2::text[]) AS l(language, lexeme) ON t.language = l.language AND t.lexeme = l.lexeme`,
      [
        [...languages, 'en', 'de'],
        [...lexemes, '', ''],
      ],
    );
  }

  /**
   * Approved passages covering at least `threshold` of a side's weight, best first: coverage (the
   * other language's a little lower), then ts_rank, then a stable order.
   */
  candidates(query: CandidateQuery): Promise<CandidateRow[]> {
    const parameters: unknown[] = [];
    const parameter = (value: unknown): string => {
      parameters.push(value);
      return `$${parameters.length}`;
    };
    const side = (language: KnowledgeLanguage): { match: string; query: string; where: string } => {
      const terms = query.sides[language];
      // A side that cannot reach the threshold drops out of the WHERE clause: an empty or NULL
      // tsquery there would make the planner scan every chunk instead of using the GIN index.
      if (!terms) return { match: '0', query: 'NULL::tsquery', where: 'FALSE' };
      const { lexemes, weights: idf, total, essential } = terms;
      const tsquery = `${parameter(lexemes.map(tsqueryLiteral).join(' | '))}::tsquery`;
      const filter = `${parameter(essential.map(tsqueryLiteral).join(' | '))}::tsquery`;
      const where = `(c.language = '${language}' AND c.search_vector @@ ${filter})`;
      const sum = lexemes.map(
        (lexeme, i) =>
          `(c.search_vector @@ ${parameter(tsqueryLiteral(lexeme))}::tsquery)::int * ${parameter(idf[i])}::float8`,
      );
      return { match: `(${sum.join(' + ')}) / ${parameter(total)}::float8`, query: tsquery, where };
    };
    const en = side('en');
    const de = side('de');
    const preferredParameter = parameter(query.preferred);
    const systemParameter = parameter(query.system);
    // OFFSET 0 keeps the subquery whole, so each chunk's coverage is computed once rather than again
    // in the outer WHERE and ORDER BY.
    return this.db.query(
      `SELECT * FROM (
         SELECT c.document_id, c.position, c.text, c.language, d.title, d.source_url, d.topic, d.article_id,
                CASE c.language WHEN 'en' THEN ${en.match} ELSE ${de.match} END AS coverage,
                ts_rank(c.search_vector, CASE c.language WHEN 'en' THEN ${en.query} ELSE ${de.query} END, 1) AS rank
           FROM knowledge_chunks c
           JOIN knowledge_documents d ON d.id = c.document_id
          WHERE (${en.where} OR ${de.where})
            AND d.status = 'approved'
            AND (${systemParameter}::text IS NULL OR d.market IS NULL OR d.market = ${systemParameter}::text)
         OFFSET 0
       ) AS scored
       WHERE scored.coverage >= ${parameter(query.threshold)}::float8
       ORDER BY scored.coverage * CASE WHEN ${preferredParameter}::text IS NULL OR scored.language = ${preferredParameter}::text THEN 1 ELSE ${parameter(query.otherLanguageFactor)}::float8 END DESC,
                scored.rank DESC, scored.title, scored.document_id, scored.position
       LIMIT ${parameter(query.take)}`,
      parameters,
    );
  }
}
