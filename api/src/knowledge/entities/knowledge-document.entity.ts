import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { StaffIdentity } from '@ageless/contracts';
import type { KnowledgeLanguage } from '../language-detection.js';
import { KnowledgeChunkEntity } from './knowledge-chunk.entity.js';

/** Uploads wait for a member of staff ('pending'); the guide answers only from approved documents. */
export type KnowledgeDocumentStatus = 'pending' | 'approved';
/** 'indexing': an upload whose passages are still being stored, seen by nobody until it is done. */
export type StoredDocumentStatus = KnowledgeDocumentStatus | 'indexing';

@Entity({ name: 'knowledge_documents' })
@Check('CHK_knowledge_documents_status', `"status" IN ('indexing', 'pending', 'approved')`)
@Check('CHK_knowledge_documents_approved_by', `"approved_by" IN ('admin-token', 'this-computer')`)
@Check('CHK_knowledge_documents_withdrawn_by', `"withdrawn_by" IN ('admin-token', 'this-computer')`)
export class KnowledgeDocumentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'varchar', length: 255 })
  filename: string;

  @Column({ type: 'varchar', length: 2 })
  language: KnowledgeLanguage;

  // SHA-256 of the extracted text (uploads) or of the file (shipped articles): the same content is stored once.
  @Index('UQ_knowledge_documents_content_hash', { unique: true })
  @Column({ name: 'content_hash', type: 'char', length: 64 })
  contentHash: string;

  @Column({ name: 'char_count', type: 'integer' })
  charCount: number;

  // Shipped articles carry the id from their front matter; uploads have none.
  @Index('UQ_knowledge_documents_article_id', { unique: true })
  @Column({ name: 'article_id', type: 'varchar', length: 100, nullable: true })
  articleId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  topic: string | null;

  // The system a shipped article is about (US or DE), so an answer never mixes the two.
  @Column({ type: 'varchar', length: 2, nullable: true })
  market: 'US' | 'DE' | null;

  @Column({ name: 'source_url', type: 'text', nullable: true })
  sourceUrl: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  sources: { title: string; url: string }[];

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: StoredDocumentStatus;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  // Who approved an upload and when (issue 27). "Who" is how staff signed in: there are no per-person
  // staff accounts, only the shared ADMIN_TOKEN or this computer. NULL for shipped articles and for
  // uploads approved before this was recorded.
  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @Column({ name: 'approved_by', type: 'varchar', length: 32, nullable: true })
  approvedBy: StaffIdentity | null;

  // The last time an approval was withdrawn (the document went back to 'pending'), and by whom.
  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true })
  withdrawnAt: Date | null;

  @Column({ name: 'withdrawn_by', type: 'varchar', length: 32, nullable: true })
  withdrawnBy: StaffIdentity | null;

  @CreateDateColumn({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt: Date;

  @OneToMany(() => KnowledgeChunkEntity, (chunk) => chunk.document)
  chunks?: Relation<KnowledgeChunkEntity[]>;
}
