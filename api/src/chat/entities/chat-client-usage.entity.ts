import { Column, Entity, PrimaryColumn } from 'typeorm';

// What one client used of the free tier and the model on one UTC day (see ChatAllowance).
@Entity({ name: 'chat_client_usage' })
export class ChatClientUsageEntity {
  // SHA-256 of 'browser:<owner key>' or 'address:<client address>'.
  @PrimaryColumn({
    name: 'client_hash',
    type: 'varchar',
    length: 64,
    primaryKeyConstraintName: 'PK_chat_client_usage',
  })
  clientHash: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_chat_client_usage' })
  day: string;

  // Free floating-widget conversations used that day.
  @Column({ type: 'integer', default: 0 })
  conversations: number;

  // Tokens the language model spent for this client that day.
  @Column({ name: 'llm_tokens', type: 'integer', default: 0 })
  llmTokens: number;
}
