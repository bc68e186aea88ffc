import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { ProfileEntity } from '../../profiles/index.js';
import { IntroductionEntity } from './introduction.entity.js';

/**
 * One message in the thread of an accepted introduction (issue 26 item 4, migration
 * 1766880000000). Erased with the introduction, and so with either profile.
 */
@Entity({ name: 'thread_messages' })
@Index('IDX_thread_messages_introduction', ['introductionId', 'createdAt'])
@Index('IDX_thread_messages_to', ['toProfileId', 'readAt'])
export class ThreadMessageEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_thread_messages_id' })
  id: string;

  @Column({ name: 'introduction_id', type: 'uuid' })
  introductionId: string;

  @ManyToOne(() => IntroductionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'introduction_id',
    foreignKeyConstraintName: 'FK_thread_messages_introduction',
  })
  introduction?: IntroductionEntity;

  @Column({ name: 'from_profile_id', type: 'uuid' })
  fromProfileId: string;

  @ManyToOne(() => ProfileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'from_profile_id', foreignKeyConstraintName: 'FK_thread_messages_from' })
  from?: ProfileEntity;

  @Column({ name: 'to_profile_id', type: 'uuid' })
  toProfileId: string;

  @ManyToOne(() => ProfileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'to_profile_id', foreignKeyConstraintName: 'FK_thread_messages_to' })
  to?: ProfileEntity;

  /** Stored cleaned (cleanMessage), and cleaned again as it is read. */
  @Column({ type: 'text' })
  text: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the person written to first opened the thread after it came; null: unread. */
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;
}
