import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type TagKind = 'free' | 'dynamic';

// Clicks in daily buckets: one row per tag and day, incremented atomically, at most once per client
// and day (tag_click_voters); "popular this week" sums the last 7 days, and old days can be pruned
// without losing the totals' meaning for the week.
@Entity({ name: 'tag_clicks' })
@Index('IDX_tag_clicks_kind_day', ['kind', 'day'])
export class TagClickEntity {
  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'PK_tag_clicks' })
  kind: TagKind;

  @PrimaryColumn({
    name: 'tag_id',
    type: 'varchar',
    length: 64,
    primaryKeyConstraintName: 'PK_tag_clicks',
  })
  tagId: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_tag_clicks' })
  day: string;

  @Column({ type: 'integer', default: 0 })
  clicks: number;
}
