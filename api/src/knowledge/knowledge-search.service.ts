import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { KnowledgeLanguage } from './language-detection.js';

/** One piece of the knowledge base that answers a question, with what the guide needs to cite it. */
export interface Passage {
  documentId: string;
  title: string;
  text: string;
  /** 0..1: share of the question's (IDF-weighted) terms the passage contains, lowered a little for the other language. */
  score: number;
  language: KnowledgeLanguage;
  sourceUrl: string | null;
  topic: string | null;
}

export interface SearchOptions {
  /** Preferred language; passages in the other language still come back when they are relevant. */
  language?: KnowledgeLanguage;
  /** At most this many passages (default 5, at most 20). */
  limit?: number;
}

// A passage must contain at least this share of the question's weighted terms. Terms the knowledge
// base never uses weigh most, so an off-topic question ("weather in Paris") finds nothing.
export const RELEVANCE_THRESHOLD = 0.5;
const OTHER_LANGUAGE_FACTOR = 0.85;
const MAX_QUERY_CHARS = 500;
const MAX_TERMS = 24;
const MAX_PASSAGES_PER_DOCUMENT = 2;

// Words of a chat question that say nothing about its subject; the text search configurations only
// drop their own language's stop words.
const FILLER_WORDS = new Set(
  (
    'tell please explain know want like need question questions could would can hi hello thanks thank information info something anything much many ' +
    'bitte erklären erkläre erklär wissen weiß möchte möchten würde würden gerne gern sag sagen frage fragen hallo danke informationen etwas hoch viel viele'
  ).split(' '),
);

interface TermRow {
  token: string;
  en: string[];
  de: string[];
}

interface StatRow {
  language: KnowledgeLanguage;
  lexeme: string | null;
  n: string;
}

interface CandidateRow {
  document_id: string;
  title: string;
  text: string;
  language: KnowledgeLanguage;
  source_url: string | null;
  topic: string | null;
  coverage: number;
}

type Weights = Record<KnowledgeLanguage, { lexemes: string[]; idf: number[]; total: number }>;

// A lexeme as a tsquery literal: quoted, so no character in it is read as an operator.
const tsqueryLiteral = (lexeme: string): string =>
  `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Retrieval for the guide: PostgreSQL full-text search (GIN index on a tsvector per chunk, built
 * with the 'english' or 'german' configuration of the chunk's document), scored BM25-style by the
 * IDF-weighted share of the question's terms a chunk contains. Deterministic for a given database.
 */
@Injectable()
export class KnowledgeSearchService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(query: string, options: SearchOptions = {}): Promise<Passage[]> {
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? 5), 1), 20);
    const tokens = [
      ...new Set(
        (
          query
            .slice(0, MAX_QUERY_CHARS)
            .toLowerCase()
            .match(/[\p{L}\p{N}]+/gu) ?? []
        ).filter((token) => !FILLER_WORDS.has(token)),
      ),
    ];
    if (tokens.length === 0) return [];
    const weights = await this.weigh(tokens);
    if (weights.en.lexemes.length === 0 && weights.de.lexemes.length === 0) return [];
    const rows = await this.candidates(weights, options.language, limit * 4);
    const perDocument = new Map<string, number>();
    const passages: Passage[] = [];
    for (const row of rows) {
      const seen = perDocument.get(row.document_id) ?? 0;
      if (seen >= MAX_PASSAGES_PER_DOCUMENT) continue;
      perDocument.set(row.document_id, seen + 1);
      const factor =
        options.language && row.language !== options.language ? OTHER_LANGUAGE_FACTOR : 1;
      passages.push({
        documentId: row.document_id,
        title: row.title,
        text: row.text,
        score: Math.round(Number(row.coverage) * factor * 10_000) / 10_000,
        language: row.language,
        sourceUrl: row.source_url,
        topic: row.topic,
      });
      if (passages.length === limit) break;
    }
    return passages;
  }

  // Stems the question with both configurations and weighs each term by its inverse chunk frequency.
  private async weigh(tokens: string[]): Promise<Weights> {
    const terms: TermRow[] = await this.dataSource.query(
      `SELECT t.token,
              tsvector_to_array(to_tsvector('english', t.token)) AS en,
              tsvector_to_array(to_tsvector('german', t.token)) AS de
         FROM unnest($1::text[]) WITH ORDINALITY AS t(token, ord)
        ORDER BY t.ord`,
      [tokens],
    );
    // A stop word of either language is dropped for both: an English "the" must not count as a German term.
    const kept = terms.filter((term) => term.en.length > 0 && term.de.length > 0);
    const lexemes = {
      en: [...new Set(kept.flatMap((term) => term.en))].slice(0, MAX_TERMS),
      de: [...new Set(kept.flatMap((term) => term.de))].slice(0, MAX_TERMS),
    };
    const languages = [...lexemes.en.map(() => 'en'), ...lexemes.de.map(() => 'de')];
    const all = [...lexemes.en, ...lexemes.de];
    // Document frequencies come from knowledge_terms (kept with the chunks); '' holds the chunk totals.
    const stats: StatRow[] = await this.dataSource.query(
      `SELECT t.language, NULLIF(t.lexeme, '') AS lexeme, t.chunk_count AS n
         FROM knowledge_terms t
         JOIN unnest($1::text[], $2::text[]) AS l(language, lexeme) ON t.language = l.language AND t.lexeme = l.lexeme`,
      [
        [...languages, 'en', 'de'],
        [...all, '', ''],
      ],
    );
    const counts = new Map(
      stats.map((row) => [`${row.language}:${row.lexeme ?? ''}`, Number(row.n)]),
    );
    const weights: Weights = {
      en: { lexemes: [], idf: [], total: 0 },
      de: { lexemes: [], idf: [], total: 0 },
    };
    for (const language of ['en', 'de'] as const) {
      const chunks = counts.get(`${language}:`) ?? 0;
      if (chunks === 0) continue;
      const entry = weights[language];
      for (const lexeme of lexemes[language]) {
        // BM25's IDF; a term no chunk contains weighs most and, missing, pulls the coverage down.
        const df = Math.min(counts.get(`${language}:${lexeme}`) ?? 0, chunks);
        const idf = Math.log(1 + (chunks - df + 0.5) / (df + 0.5));
        entry.total += idf;
        if (df > 0) {
          entry.lexemes.push(lexeme);
          entry.idf.push(idf);
        }
      }
    }
    return weights;
  }

  private candidates(
    weights: Weights,
    preferred: KnowledgeLanguage | undefined,
    take: number,
  ): Promise<CandidateRow[]> {
    const parameters: unknown[] = [];
    const parameter = (value: unknown): string => {
      parameters.push(value);
      return `$${parameters.length}`;
    };
    const side = (
      language: KnowledgeLanguage,
    ): { match: string; query: string; filter: string } => {
      const { lexemes, idf, total } = weights[language];
      if (lexemes.length === 0 || total === 0)
        return { match: '0', query: 'NULL::tsquery', filter: 'NULL::tsquery' };
      const query = `${parameter(lexemes.map(tsqueryLiteral).join(' | '))}::tsquery`;
      // MaxScore pruning: the commonest terms whose weights add up to less than the threshold cannot
      // make a chunk relevant on their own, so only chunks with one of the other terms are candidates
      // (found through the GIN index).
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
      const essential = order.slice(skipped).map((i) => lexemes[i]!);
      const filter = `${parameter(essential.map(tsqueryLiteral).join(' | '))}::tsquery`;
      const sum = lexemes.map(
        (lexeme, i) =>
          `(c.search_vector @@ ${parameter(tsqueryLiteral(lexeme))}::tsquery)::int * ${parameter(idf[i])}::float8`,
      );
      return { match: `(${sum.join(' + ')}) / ${parameter(total)}::float8`, query, filter };
    };
    const en = side('en');
    const de = side('de');
    const preferredParameter = parameter(preferred ?? null);
    // OFFSET 0 keeps the subquery whole, so each chunk's coverage is computed once rather than again
    // in the outer WHERE and ORDER BY.
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT c.document_id, c.position, c.text, c.language, d.title, d.source_url, d.topic,
                CASE c.language WHEN 'en' THEN ${en.match} ELSE ${de.match} END AS coverage,
                ts_rank(c.search_vector, CASE c.language WHEN 'en' THEN ${en.query} ELSE ${de.query} END, 1) AS rank
           FROM knowledge_chunks c
           JOIN knowledge_documents d ON d.id = c.document_id
          WHERE (c.language = 'en' AND c.search_vector @@ ${en.filter})
             OR (c.language = 'de' AND c.search_vector @@ ${de.filter})
         OFFSET 0
       ) AS scored
       WHERE scored.coverage >= ${parameter(RELEVANCE_THRESHOLD)}::float8
       ORDER BY scored.coverage * CASE WHEN ${preferredParameter}::text IS NULL OR scored.language = ${preferredParameter}::text THEN 1 ELSE ${parameter(OTHER_LANGUAGE_FACTOR)}::float8 END DESC,
                scored.rank DESC, scored.title, scored.document_id, scored.position
       LIMIT ${parameter(take)}`,
      parameters,
    );
  }
}
