import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { KnowledgeLanguage } from '../language-detection.js';

/**
 * How many chunks of each language contain a lexeme: the document frequencies behind the search's
 * IDF weights, kept up to date in the same transaction as the chunks so a search never counts rows.
 * The row with the empty lexeme holds the language's total number of chunks.
 */
@Entity({ name: 'knowledge_terms' })
// A trigram index (pg_trgm) for typo tolerance; its operator class is not expressible here, so the
// migration owns it and the schema sync leaves it alone.
@Index('IDX_knowledge_terms_trgm', { synchronize: false })
export class KnowledgeTermEntity {
  @PrimaryColumn({ type: 'varchar', length: 2, primaryKeyConstraintName: 'PK_knowledge_terms' })
  language: KnowledgeLanguage;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_knowledge_terms' })
  lexeme: string;

  @Column({ name: 'chunk_count', type: 'integer' })
  chunkCount: number;
}
