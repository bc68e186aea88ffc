import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { KnowledgeLanguage } from '../language-detection.js';

/**
 * How many chunks of each language contain a lexeme: the document frequencies behind the search's
 * IDF weights, kept up to date in the same transaction as the chunks so a search never counts rows.
 * The row with the empty lexeme holds the language's total number of chunks.
 */
@Entity({ name: 'knowledge_terms' })
export class KnowledgeTermEntity {
  @PrimaryColumn({ type: 'varchar', length: 2, primaryKeyConstraintName: 'PK_knowledge_terms' })
  language: KnowledgeLanguage;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_knowledge_terms' })
  lexeme: string;

  @Column({ name: 'chunk_count', type: 'integer' })
  chunkCount: number;
}
