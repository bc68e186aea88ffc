import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { type EntityManager, IsNull, LessThan, Not } from 'typeorm';
import type { StaffIdentity } from '@ageless/contracts';
import {
  KnowledgeDocumentEntity,
  type KnowledgeDocumentStatus,
} from './entities/knowledge-document.entity.js';
import { type KnowledgeLanguage, SEARCH_CONFIGURATIONS } from './language-detection.js';
import { SEARCH_RULES, type SearchRules } from './search-text.js';

const CHUNK_BATCH = 500;
/** The module's tables whose planner statistics KnowledgeService keeps fresh, in that order. */
export const KNOWLEDGE_TABLES = [
  'knowledge_documents',
  'knowledge_terms',
  'knowledge_chunks',
] as const;
export type KnowledgeTable = (typeof KNOWLEDGE_TABLES)[number];

/** What a new document row holds; the rest takes the table's defaults. */
export type NewDocument = Pick<
  KnowledgeDocumentEntity,
  'title' | 'filename' | 'language' | 'contentHash' | 'charCount' | 'sources' | 'status'
> &
  Partial<Pick<KnowledgeDocumentEntity, 'articleId' | 'topic' | 'market' | 'sourceUrl'>>;

/**
 * The knowledge module's tables: knowledge_documents, their passages (knowledge_chunks, with search
 * vectors), the per-language term counts kept with them (knowledge_terms) and the search rules the
 * index was built with (search_index_rules). One class, since a passage and its share of the counts
 * change in one statement. Bound to the API's connection pool, or to one transaction (`transaction`).
 */
@Injectable()
export class KnowledgeDocumentsRepository {
  constructor(@InjectEntityManager() private readonly db: EntityManager) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (documents: KnowledgeDocumentsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((manager) => work(new KnowledgeDocumentsRepository(manager)));
  }

  /** Holds a transaction-scoped advisory lock: replicas starting together do a job once. */
  async lock(key: number): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock($1)', [key]);
  }

  // A step of an upload need not wait for its own flush to disk; see KnowledgeService.upload.
  /** Lets this transaction commit without waiting for the disk. */
  async commitWithoutFlush(): Promise<void> {
    await this.db.query('SET LOCAL synchronous_commit = off');
  }

  async rulesHash(indexName: string): Promise<string | undefined> {
    const [built] = await this.db.query<{ rules_hash: string }[]>(
      'SELECT rules_hash FROM search_index_rules WHERE index_name = $1',
      [indexName],
    );
    return built?.rules_hash;
  }

  async recordRules(indexName: string, hash: string): Promise<void> {
    await this.db.query(
      `INSERT INTO search_index_rules (index_name, rules_hash, built_at) VALUES ($1, $2, now())
       ON CONFLICT (index_name) DO UPDATE SET rules_hash = EXCLUDED.rules_hash, built_at = EXCLUDED.built_at`,
      [indexName, hash],
    );
  }

  /** Every document, with what its search vectors are built from, in a stable order. */
  everyDocument(): Promise<{ id: string; title: string; language: KnowledgeLanguage }[]> {
    return this.db.query('SELECT id, title, language FROM knowledge_documents ORDER BY id');
  }

  /** A document's passages in order, with their ids. */
  passagesWithIds(documentId: string): Promise<{ id: string; text: string }[]> {
    return this.db.query(
      'SELECT id, text FROM knowledge_chunks WHERE document_id = $1 ORDER BY position',
      [documentId],
    );
  }

  /** Builds the search vectors of some of a document's passages anew, with `rules`. */
  async reindexPassages(
    document: { title: string; language: KnowledgeLanguage },
    passages: readonly { id: string; text: string }[],
    rules: SearchRules,
  ): Promise<void> {
    await this.db.query(
      `UPDATE knowledge_chunks c
          SET search_vector = setweight(to_tsvector($1::regconfig, $2), 'A') || to_tsvector($1::regconfig, s.text)
         FROM unnest($3::uuid[], $4::text[]) AS s(id, text)
        WHERE c.id = s.id`,
      [
        SEARCH_CONFIGURATIONS[document.language],
        rules.apply(document.title),
        passages.map((chunk) => chunk.id),
        passages.map((chunk) => rules.apply(chunk.text)),
      ],
    );
  }

  /** Counts every term of every passage anew (after the search vectors were rebuilt). */
  async recountAllTerms(): Promise<void> {
    await this.db.query('DELETE FROM knowledge_terms');
    await this.db.query(
      `INSERT INTO knowledge_terms (language, lexeme, chunk_count)
       SELECT c.language, u.lexeme, count(*) FROM knowledge_chunks c
              CROSS JOIN LATERAL unnest(c.search_vector) AS u
        GROUP BY c.language, u.lexeme
       UNION ALL
       SELECT language, '', count(*) FROM knowledge_chunks GROUP BY language`,
    );
  }

  /** Uploads still 'indexing' since before `cutoff`. */
  unfinishedSince(cutoff: Date): Promise<KnowledgeDocumentEntity[]> {
    return this.db.find(KnowledgeDocumentEntity, {
      where: { status: 'indexing', uploadedAt: LessThan(cutoff) },
    });
  }

  /** The shipped articles as stored. */
  articles(): Promise<KnowledgeDocumentEntity[]> {
    return this.db
      .createQueryBuilder(KnowledgeDocumentEntity, 'document')
      .where('document.articleId IS NOT NULL')
      .getMany();
  }

  findByContentHash(contentHash: string): Promise<KnowledgeDocumentEntity | null> {
    return this.db.findOneBy(KnowledgeDocumentEntity, { contentHash });
  }

  findByContentHashOrFail(contentHash: string): Promise<KnowledgeDocumentEntity> {
    return this.db.findOneByOrFail(KnowledgeDocumentEntity, { contentHash });
  }

  findById(id: string): Promise<KnowledgeDocumentEntity | null> {
    return this.db.findOne(KnowledgeDocumentEntity, { where: { id } });
  }

  /** A document past indexing. */
  findStored(id: string): Promise<KnowledgeDocumentEntity | null> {
    return this.db.findOne(KnowledgeDocumentEntity, { where: { id, status: Not('indexing') } });
  }

  /** Approved documents, or every one past indexing; newest first. */
  list(withPending: boolean): Promise<KnowledgeDocumentEntity[]> {
    return this.db.find(KnowledgeDocumentEntity, {
      where: { status: withPending ? Not('indexing') : 'approved' },
      order: { uploadedAt: 'DESC', title: 'ASC' },
    });
  }

  /** Every upload past indexing (not the shipped articles), newest first. */
  uploads(): Promise<KnowledgeDocumentEntity[]> {
    return this.db.find(KnowledgeDocumentEntity, {
      where: { status: Not('indexing'), articleId: IsNull() },
      order: { uploadedAt: 'DESC', title: 'ASC' },
    });
  }

  /** Stores a new document row (its passages follow with storePassages); a second copy of a text fails on its unique hash. */
  add(document: NewDocument): Promise<KnowledgeDocumentEntity> {
    return this.db.save(this.db.create(KnowledgeDocumentEntity, document));
  }

  async setStatus(id: string, status: KnowledgeDocumentStatus): Promise<void> {
    await this.db.update(KnowledgeDocumentEntity, { id }, { status });
  }

  /**
   * Staff's review as one conditional UPDATE: `status` from `from`, stamped in the `stamp` columns,
   * uploads only. Answers whether it changed the document.
   */
  async review(
    id: string,
    status: KnowledgeDocumentStatus,
    from: KnowledgeDocumentStatus,
    stamp: 'approved' | 'withdrawn',
    by: StaffIdentity,
  ): Promise<boolean> {
    // Through a CTE so the driver answers the rows themselves (a bare UPDATE answers [rows, count]).
    const changed: unknown[] = await this.db.query(
      `WITH changed AS (
         UPDATE knowledge_documents
            SET status = $2, reviewed_at = now(), ${stamp}_at = now(), ${stamp}_by = $4
          WHERE id = $1 AND status = $3 AND article_id IS NULL
        RETURNING id
       )
       SELECT id FROM changed`,
      [id, status, from, by],
    );
    return changed.length > 0;
  }

  /** Deletes a document row; its passages go by cascade (their term counts first: `countTerms`). */
  async delete(id: string): Promise<void> {
    await this.db.delete(KnowledgeDocumentEntity, { id });
  }

  /** Stores passages [from, to) of a document with their search vectors. */
  async storePassages(
    document: Pick<KnowledgeDocumentEntity, 'id' | 'language' | 'title'>,
    chunks: readonly string[],
    from: number,
    to: number,
  ): Promise<void> {
    for (let start = from; start < to; start += CHUNK_BATCH) {
      const batch = chunks.slice(start, Math.min(start + CHUNK_BATCH, to));
      await this.db.query(
        `INSERT INTO knowledge_chunks (document_id, position, text, language, search_vector)
         SELECT $1, t.ord - 1 + $5, t.text, $2,
                setweight(to_tsvector($3::regconfig, $4), 'A') || to_tsvector($3::regconfig, s.text)
           FROM unnest($6::text[]) WITH ORDINALITY AS t(text, ord)
           JOIN unnest($7::text[]) WITH ORDINALITY AS s(text, ord) ON s.ord = t.ord`,
        [
          document.id,
          document.language,
          SEARCH_CONFIGURATIONS[document.language],
          // Indexed with the same spellings and synonyms the questions are rewritten to.
          SEARCH_RULES.apply(document.title),
          start,
          batch,
          batch.map(SEARCH_RULES.apply),
        ],
      );
    }
  }

  // Adds (+1) or removes (-1) a document's chunks (those at positions [from, to) when given) from the
  // per-language lexeme counts. The empty lexeme counts the chunks themselves. Rows are written in
  // lexeme order so two concurrent uploads on PostgreSQL lock them in the same order.
  async countTerms(
    documentId: string,
    language: KnowledgeLanguage,
    sign: 1 | -1,
    [from, to]: [number, number] = [0, 2 ** 31 - 1],
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO knowledge_terms (language, lexeme, chunk_count)
       SELECT $2, s.lexeme, $3::int * s.n FROM (
         SELECT u.lexeme, count(*)::int AS n
           FROM knowledge_chunks c CROSS JOIN LATERAL unnest(c.search_vector) AS u
          WHERE c.document_id = $1 AND c.position >= $4 AND c.position < $5
          GROUP BY u.lexeme
         UNION ALL
         SELECT '', count(*)::int FROM knowledge_chunks c
          WHERE c.document_id = $1 AND c.position >= $4 AND c.position < $5
       ) AS s
       ORDER BY s.lexeme
       ON CONFLICT (language, lexeme) DO UPDATE SET chunk_count = knowledge_terms.chunk_count + EXCLUDED.chunk_count`,
      [documentId, language, sign, from, to],
    );
    if (sign < 0)
      await this.db.query(`DELETE FROM knowledge_terms WHERE language = $1 AND chunk_count <= 0`, [
        language,
      ]);
  }

  async chunkCount(documentId: string): Promise<number> {
    const [row]: { n: string }[] = await this.db.query(
      'SELECT count(*) AS n FROM knowledge_chunks WHERE document_id = $1',
      [documentId],
    );
    return Number(row?.n ?? 0);
  }

  async chunkCounts(): Promise<Map<string, number>> {
    const rows: { document_id: string; n: string }[] = await this.db.query(
      'SELECT document_id, count(*) AS n FROM knowledge_chunks GROUP BY document_id',
    );
    return new Map(rows.map((row) => [row.document_id, Number(row.n)]));
  }

  /** The first `limit` passages of a document, in order. */
  async passageTexts(documentId: string, limit: number): Promise<string[]> {
    const rows: { text: string }[] = await this.db.query(
      'SELECT text FROM knowledge_chunks WHERE document_id = $1 ORDER BY position LIMIT $2',
      [documentId, limit],
    );
    return rows.map((row) => row.text);
  }

  /** Passages in the knowledge base (the term counts' chunk totals). */
  async totalChunks(): Promise<number> {
    const [total] = await this.db.query<{ n: string }[]>(
      "SELECT COALESCE(sum(chunk_count), 0) AS n FROM knowledge_terms WHERE lexeme = ''",
    );
    return Number(total?.n ?? 0);
  }

  /** Refreshes the query planner's statistics of one of the knowledge tables. */
  async analyze(table: KnowledgeTable): Promise<void> {
    await this.db.query(`ANALYZE ${table}`);
  }
}
