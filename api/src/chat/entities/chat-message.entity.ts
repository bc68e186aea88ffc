import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ChatRole } from '@ageless/contracts';
import { ChatSessionEntity } from './chat-session.entity.js';

@Entity({ name: 'chat_messages' })
@Index('IDX_chat_messages_session_order', ['sessionId', 'exchangeAt', 'turn'])
export class ChatMessageEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_chat_messages_id' })
  id: string;

  @Column({ name: 'session_id', type: 'varchar', length: 128 })
  sessionId: string;

  @ManyToOne(() => ChatSessionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id', foreignKeyConstraintName: 'FK_chat_messages_session' })
  session?: ChatSessionEntity;

  @Column({ type: 'varchar', length: 16 })
  role: ChatRole;

  @Column({ type: 'text' })
  content: string;

  // When the exchange (question and its answer) began; messages are ordered by exchange, then turn,
  // so concurrent exchanges in one session never interleave question and answer.
  @Column({ name: 'exchange_at', type: 'timestamptz' })
  exchangeAt: Date;

  // 0 = the person's message, 1 = the guide's answer.
  @Column({ type: 'smallint' })
  turn: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  // What the guide understood in this answer (topic, system, the card used, the question it asked
  // back), so a follow-up is read in its light; never shown.
  @Column({ type: 'jsonb', nullable: true })
  context: object | null;
}
