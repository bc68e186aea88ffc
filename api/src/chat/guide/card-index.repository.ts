import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { Language } from '@ageless/contracts';

/** One card in one language as it is indexed: weight A, B and C texts already put through the search rules. */
export interface CardIndexRow {
  id: string;
  language: Language;
  market: string | null;
  topic: string;
  hash: string;
  /** Weight A: title and the words people use; B: the answer; C: the example messages. */
  named: string;
  answer: string;
  examples: string;
}

/** A question's known words as the card search weighs them. */
export interface CardQuery {
  language: Language;
  /** The pension system asked about: its cards and the general ones; null for all. */
  system: string | null;
  /** Each word as a tsquery literal (knowledge's tsqueryLiteral). */
  lexemes: readonly string[];
  /** Each word's IDF weight, in the order of `lexemes`. */
  weights: readonly number[];
  /** What all the question's words weigh together, unknown ones included. */
  total: number;
  limit: number;
}

/**
 * The chat module's answer-card tables: guide_cards (one row per card and language, with its
 * search vector) and guide_card_terms (how many cards hold each lexeme, for IDF). Bound to the API's
 * connection pool, or to one transaction (`transaction`).
 */
@Injectable()
export class CardIndexRepository {
  constructor(@InjectEntityManager() private readonly db: EntityManager) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (cards: CardIndexRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((manager) => work(new CardIndexRepository(manager)));
  }

  /** Holds a transaction-scoped advisory lock: replicas starting together do a job once. */
  async lock(key: number): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock($1)', [key]);
  }

  /** The content hash of every stored card, by `id:language`. */
  async storedHashes(): Promise<Map<string, string>> {
    const stored = await this.db.query<{ id: string; language: string; content_hash: string }[]>(
      'SELECT id, language, content_hash FROM guide_cards',
    );
    return new Map(stored.map((row) => [`${row.id}:${row.language}`, row.content_hash]));
  }

  /** Writes one card's row, its vector made with the text search configuration `config`. */
  async upsert(row: CardIndexRow, config: string): Promise<void> {
    await this.db.query(
      `INSERT INTO guide_cards (id, language, market, topic, content_hash, search_vector)
       VALUES ($1, $2, $3, $4, $5,
               setweight(to_tsvector($6::regconfig, $7), 'A') || setweight(to_tsvector($6::regconfig, $8), 'B')
                 || setweight(to_tsvector($6::regconfig, $9), 'C'))
       ON CONFLICT (id, language) DO UPDATE SET market = EXCLUDED.market, topic = EXCLUDED.topic,
         content_hash = EXCLUDED.content_hash, search_vector = EXCLUDED.search_vector`,
      [
        row.id,
        row.language,
        row.market,
        row.topic,
        row.hash,
        config,
        row.named,
        row.answer,
        row.examples,
      ],
    );
  }

  async delete(id: string, language: string): Promise<void> {
    await this.db.query('DELETE FROM guide_cards WHERE id = $1 AND language = $2', [id, language]);
  }

  /**
   * Counts anew, whole (a few hundred rows), how many cards hold each lexeme; '' holds the number of
   * cards per language. A word counts for the cards whose own words (title, terms, answer: weights A
   * and B) hold it: the everyday words of the example messages would make every word common and
   * every question understood.
   */
  async rebuildTermCounts(): Promise<void> {
    await this.db.query('DELETE FROM guide_card_terms');
    await this.db.query(
      `INSERT INTO guide_card_terms (language, lexeme, card_count)
       SELECT c.language, u.lexeme, count(*) FROM guide_cards c CROSS JOIN LATERAL unnest(c.search_vector) AS u
        WHERE u.weights && ARRAY['A', 'B']
        GROUP BY c.language, u.lexeme
       UNION ALL
       SELECT language, '', count(*) FROM guide_cards GROUP BY language`,
    );
  }

  /** The cards' term counts per language and lexeme ('' : the number of cards). */
  async termCounts(): Promise<Record<Language, Map<string, number>>> {
    const rows = await this.db.query<{ language: Language; lexeme: string; n: string }[]>(
      'SELECT language, lexeme, card_count AS n FROM guide_card_terms',
    );
    const counts: Record<Language, Map<string, number>> = { en: new Map(), de: new Map() };
    for (const row of rows) counts[row.language].set(row.lexeme, Number(row.n));
    return counts;
  }

  /**
   * The cards of `query.language` holding any of its words, best first: by coverage (the
   * IDF-weighted share of the question's words a card holds) and then by ts_rank_cd with title and
   * terms weighted above the answer text.
   */
  async search(query: CardQuery): Promise<{ id: string; coverage: number; rank: number }[]> {
    const parameters: unknown[] = [query.language, query.system];
    const parameter = (value: unknown): string => {
      parameters.push(value);
      return `$${parameters.length}`;
    };
    const tsquery = `${parameter(query.lexemes.join(' | '))}::tsquery`;
    // A word in the card's title or in the words people use for it (weight A) counts fully; one only
    // in its answer text or in the messages people asked it with (weights B and C) counts 60 %.
    const sum = query.lexemes
      .map(
        (lexeme, i) =>
          `((c.search_vector @@ ${parameter(lexeme)}::tsquery)::int * 0.6 + (c.search_vector @@ ${parameter(`${lexeme}:A`)}::tsquery)::int * 0.4) * ${parameter(query.weights[i])}::float8`,
      )
      .join(' + ');
    const rows = await this.db.query<
      { id: string; coverage: number | string; rank: number | string }[]
    >(
      `SELECT c.id, (${sum}) / ${parameter(query.total)}::float8 AS coverage,
              ts_rank_cd('{0.1, 0.2, 0.5, 1.0}', c.search_vector, ${tsquery}) AS rank
         FROM guide_cards c
        WHERE c.language = $1 AND c.search_vector @@ ${tsquery}
          AND ($2::text IS NULL OR c.market IS NULL OR c.market = $2::text)
        ORDER BY coverage DESC, rank DESC, c.id
        LIMIT ${parameter(query.limit)}`,
      parameters,
    );
    return rows.map((row) => ({
      id: row.id,
      coverage: Number(row.coverage),
      rank: Number(row.rank),
    }));
  }
}
