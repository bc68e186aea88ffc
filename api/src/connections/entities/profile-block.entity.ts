import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ProfileEntity } from '../../profiles/index.js';

/** One profile blocked by another: neither is shown to the other again. */
@Entity({ name: 'profile_blocks' })
@Index('IDX_profile_blocks_blocked', ['blockedProfileId'])
export class ProfileBlockEntity {
  @PrimaryColumn({
    name: 'blocker_profile_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_profile_blocks',
  })
  blockerProfileId: string;

  @PrimaryColumn({
    name: 'blocked_profile_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_profile_blocks',
  })
  blockedProfileId: string;

  @ManyToOne(() => ProfileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blocker_profile_id', foreignKeyConstraintName: 'FK_profile_blocks_blocker' })
  blocker?: ProfileEntity;

  @ManyToOne(() => ProfileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blocked_profile_id', foreignKeyConstraintName: 'FK_profile_blocks_blocked' })
  blocked?: ProfileEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
