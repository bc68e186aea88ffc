import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ChatSessionEntity } from './chat-session.entity.js';

/**
 * Model tokens held for an answer being written (ChatAllowance.reserveTokens): they count against
 * the conversation's, the browser's, the address's, the site's and the installation's budgets until the answer is stored with
 * what it really used, or until `expires_at` when the process that held them died.
 */
@Entity({ name: 'chat_llm_reservations' })
@Index('IDX_chat_llm_reservations_session', ['sessionId'])
@Index('IDX_chat_llm_reservations_browser', ['browserHash'])
@Index('IDX_chat_llm_reservations_address', ['addressHash'])
export class ChatLlmReservationEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_chat_llm_reservations_id' })
  id: string;

  @Column({ name: 'session_id', type: 'varchar', length: 128 })
  sessionId: string;

  @ManyToOne(() => ChatSessionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id', foreignKeyConstraintName: 'FK_chat_llm_reservations_session' })
  session?: ChatSessionEntity;

  // The same hashes as chat_client_usage.client_hash.
  @Column({ name: 'browser_hash', type: 'varchar', length: 64 })
  browserHash: string;

  @Column({ name: 'address_hash', type: 'varchar', length: 64 })
  addressHash: string;

  // The address's site (an IPv6 /48; an IPv4 address is its own); '' for holds made before sites.
  @Column({ name: 'site_hash', type: 'varchar', length: 64 })
  siteHash: string;

  @Column({ type: 'integer' })
  tokens: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
