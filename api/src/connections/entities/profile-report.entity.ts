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
import { ProfileEntity } from '../../profiles/index.js';

// closed: taken out of review without a decision (migration 1766800000000: a report that held
// nothing from the reported person, made before only the person written to could report).
export type ReportStatus = 'open' | 'dismissed' | 'upheld' | 'closed';

/**
 * A report about a profile, by the person it wrote to. The reporter's browser never sees the
 * reported person again; everyone else stops seeing them once staff uphold a report, or once
 * reports from REPORTERS_WHO_HIDE different browsers on as many networks, each browser at least
 * REPORTER_MIN_AGE_DAYS old, are open (docs/DECISIONS.md).
 */
@Entity({ name: 'profile_reports' })
@Index('IDX_profile_reports_status', ['status', 'createdAt'])
@Index('IDX_profile_reports_reporter', ['reporterProfileId', 'createdAt'])
@Index('IDX_profile_reports_reported', ['reportedProfileId'])
// A browser reports an introduction once (fourth hostile pass: one browser reported one 10 times).
@Index('UQ_profile_reports_introduction_browser', ['introductionId', 'reporterOwnerHash'], {
  unique: true,
})
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

  // The reporting browser's owner key hash: reporters are counted by browser, not by profile, and
  // the count survives the reporter's deletion (with the message, what staff need to judge).
  @Column({ name: 'reporter_owner_hash', type: 'varchar', length: 64, nullable: true })
  reporterOwnerHash: string | null;

  // The reporting client's network (an IPv4 /24 or an IPv6 /48, hashed; before the eighth hostile
  // pass an IPv4 address or a /48): reporters are counted by browser and by network, so three
  // profiles from one neighbourhood are one reporter (reportNetworkKey).
  @Column({ name: 'reporter_network_hash', type: 'varchar', length: 64, nullable: true })
  reporterNetworkHash: string | null;

  // When the reporting browser's oldest profile was made, copied at report time: a browser newer
  // than REPORTER_MIN_AGE_DAYS does not count toward hiding from others, and staff see its age.
  // Null for reports made before it was kept (migration 1766965000000).
  @Column({ name: 'reporter_since', type: 'timestamptz', nullable: true })
  reporterSince: Date | null;

  // The introduction reported; no foreign key, so the report outlives a deleted introduction.
  @Column({ name: 'introduction_id', type: 'uuid', nullable: true })
  introductionId: string | null;

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
