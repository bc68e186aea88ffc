import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A notice waiting for the SMTP server (migration 1766725000000): written by the request that
 * causes it, sent by MailService in the background, deleted once sent or given up.
 */
@Entity({ name: 'mail_outbox' })
@Index('IDX_mail_outbox_send_after', ['sendAfter'])
@Index('UQ_mail_outbox_digest', ['digestKey', 'digestDay'], { unique: true })
export class MailOutboxEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_mail_outbox_id' })
  id: string;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  // Failed deliveries so far; the notice is given up after MAX_ATTEMPTS.
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  // Not before then: the next try after a failure, or the end of a sender's claim on it.
  @Column({ name: 'send_after', type: 'timestamptz', default: () => 'now()' })
  sendAfter: Date;

  // A digest of the notices over a recipient's cap on `digestDay` (migration 1766850000000): its text
  // is written when it is sent, from that day's count; one per recipient (hashed key) and day.
  @Column({ name: 'digest_key', type: 'varchar', length: 64, nullable: true })
  digestKey: string | null;

  @Column({ name: 'digest_day', type: 'date', nullable: true })
  digestDay: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
