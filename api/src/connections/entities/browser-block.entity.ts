import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type BrowserBlockKind = 'block' | 'decline' | 'report';

/**
 * One browser (owner key) hiding another from all of its profiles, both ways (issue 25, item 5):
 * written with a block, a decline or a report, between every owner key of the one profile and
 * every owner key of the other. No foreign key: a new profile from the same browser, or the
 * same browser after deleting its profile, stays hidden (migration 1766800000000).
 */
@Entity({ name: 'browser_blocks' })
@Index('IDX_browser_blocks_blocked', ['blockedOwnerHash'])
export class BrowserBlockEntity {
  @PrimaryColumn({
    name: 'blocker_owner_hash',
    type: 'varchar',
    length: 64,
    primaryKeyConstraintName: 'PK_browser_blocks',
  })
  blockerOwnerHash: string;

  @PrimaryColumn({
    name: 'blocked_owner_hash',
    type: 'varchar',
    length: 64,
    primaryKeyConstraintName: 'PK_browser_blocks',
  })
  blockedOwnerHash: string;

  // What made it; the first one is kept (hiding is the same for all three).
  @Column({ type: 'varchar', length: 8 })
  kind: BrowserBlockKind;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
