import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

// A conversation, keyed by the id the client chose (spec §7: 'widget-<timestamp>' or one per page load).
@Entity({ name: 'chat_sessions' })
export class ChatSessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 128, primaryKeyConstraintName: 'PK_chat_sessions_id' })
  id: string;

  // SHA-256 of the browser's owner key (HttpOnly cookie): only that browser may read or continue it.
  @Column({ name: 'owner_hash', type: 'varchar', length: 64 })
  ownerHash: string;

  // Free widget conversations answered in this session; once above 0 every message here counts
  // (the allowance itself is per browser and address and day: ChatAllowance).
  @Column({ name: 'widget_conversations', type: 'integer', default: 0 })
  widgetConversations: number;

  // Tokens the language model spent on this conversation; past the cap the offline guide answers.
  @Column({ name: 'llm_tokens', type: 'integer', default: 0 })
  llmTokens: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
