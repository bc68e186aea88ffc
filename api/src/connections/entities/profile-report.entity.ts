import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { ReportReason } from '@ageless/contracts';
import { ProfileEntity } from '../../profiles/entities/profile.entity.js';

export type ReportStatus = 'open' | 'dismissed' | 'upheld';

/** A report about a profile; while open, that profile is shown to nobody. */
@Entity({ name: 'profile_reports' })
@Index('IDX_profile_reports_status', ['status', 'createdAt'])
@Index('IDX_profile_reports_reporter', ['reporterProfileId', 'createdAt'])
@Index('IDX_profile_reports_reported', ['reportedProfileId'])
export class ProfileReportEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_profile_reports_id' })
  id: string;

  @Column({ name: 'reporter_profile_id', type: 'uuid', nullable: true })
  reporterProfileId: string | null;

  @ManyToOne(() => ProfileEntity, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'reporter_profile_id',
    foreignKeyConstraintName: 'FK_profile_reports_reporter',
  })
  reporter?: ProfileEntity;

  @Column({ name: 'reported_profile_id', type: 'uuid' })
  reportedProfileId: string;

  @ManyToOne(() => ProfileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'reported_profile_id',
    foreignKeyConstraintName: 'FK_profile_reports_reported',
  })
  reported?: ProfileEntity;

  @Column({ type: 'varchar', length: 16 })
  reason: ReportReason;

  @Column({ type: 'text', default: '' })
  details: string;

  /** The reported introduction's message, copied so staff can read it. */
  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: ReportStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;
}
