import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import type { ContactKind, IntroductionStatus } from '@ageless/contracts';
import { ProfileEntity } from '../../profiles/index.js';

/**
 * One person asking to be introduced to another for a blueprint. Names and contacts are empty until
 * that side accepts (migration 1765300000000).
 */
@Entity({ name: 'introductions' })
@Unique('UQ_introductions_pair', ['fromProfileId', 'toProfileId'])
@Index('IDX_introductions_to', ['toProfileId', 'status'])
@Index('IDX_introductions_from', ['fromProfileId', 'createdAt'])
export class IntroductionEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_introductions_id' })
  id: string;

  @Column({ name: 'from_profile_id', type: 'uuid' })
  fromProfileId: string;

  @ManyToOne(() => ProfileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'from_profile_id', foreignKeyConstraintName: 'FK_introductions_from' })
  from?: ProfileEntity;

  @Column({ name: 'to_profile_id', type: 'uuid' })
  toProfileId: string;

  @ManyToOne(() => ProfileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'to_profile_id', foreignKeyConstraintName: 'FK_introductions_to' })
  to?: ProfileEntity;

  @Column({ name: 'blueprint_key', type: 'varchar', length: 64 })
  blueprintKey: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: IntroductionStatus;

  /** A hash of the site the request came from (IPv4 address or IPv6 /48), never the address. */
  @Column({ name: 'from_site_hash', type: 'varchar', length: 64, nullable: true })
  fromSiteHash: string | null;

  /**
   * A hash of the network the request came from (IPv4 /24 or IPv6 /48: networkKey), which a block
   * reaches (tenth hostile pass #6). Null for requests made before it was kept (migration
   * 1767010000000) and from addresses that name no site.
   */
  @Column({ name: 'from_network_hash', type: 'varchar', length: 64, nullable: true })
  fromNetworkHash: string | null;

  /**
   * When the asking browser's oldest profile was made, at the time of asking (eighth hostile pass
   * #3): a request from a browser newer than NEW_ASKER_DAYS waits folded in her list, apart from
   * her places (fifteenth pass #2). Null for requests made before this was kept: long-standing.
   */
  @Column({ name: 'from_since', type: 'timestamptz', nullable: true })
  fromSince: Date | null;

  /**
   * Whether the asking browser had confirmed an address for notices when it asked (fourteenth
   * hostile pass #2): a new browser that did may still wait in her fold when unconfirmed
   * throwaways filled its bound against a flood (migration 1767040500000).
   */
  @Column({ name: 'from_confirmed', type: 'boolean', default: false })
  fromConfirmed: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  @Column({ name: 'to_first_name', type: 'varchar', length: 40, nullable: true })
  toFirstName: string | null;

  @Column({ name: 'to_contact_kind', type: 'varchar', length: 8, nullable: true })
  toContactKind: ContactKind | null;

  @Column({ name: 'to_contact', type: 'varchar', length: 254, nullable: true })
  toContact: string | null;

  @Column({ name: 'from_first_name', type: 'varchar', length: 40, nullable: true })
  fromFirstName: string | null;

  @Column({ name: 'from_contact_kind', type: 'varchar', length: 8, nullable: true })
  fromContactKind: ContactKind | null;

  @Column({ name: 'from_contact', type: 'varchar', length: 254, nullable: true })
  fromContact: string | null;
}
