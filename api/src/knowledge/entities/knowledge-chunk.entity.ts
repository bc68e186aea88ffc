import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { KnowledgeLanguage } from '../language-detection.js';
import { KnowledgeDocumentEntity } from './knowledge-document.entity.js';

@Entity({ name: 'knowledge_chunks' })
@Index('IDX_knowledge_chunks_document_position', ['documentId', 'position'], { unique: true })
export class KnowledgeChunkEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'document_id', type: 'uuid' })
  documentId: string;

  @ManyToOne(() => KnowledgeDocumentEntity, (document) => document.chunks, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'document_id', foreignKeyConstraintName: 'FK_knowledge_chunks_document' })
  document?: Relation<KnowledgeDocumentEntity>;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'varchar', length: 2 })
  language: KnowledgeLanguage;

  // Filled with to_tsvector('english' | 'german', title || text) on insert; the GIN index below is
  // created by the migration only (TypeORM cannot describe a GIN index), hence synchronize: false.
  @Index('IDX_knowledge_chunks_search_vector', { synchronize: false })
  @Column({ name: 'search_vector', type: 'tsvector', select: false })
  searchVector: string;
}
