import { Entity, Index, PrimaryColumn } from 'typeorm';
import type { TagKind } from './tag-click.entity.js';

// Who has already counted for a tag on a day (migration 1766890000000): one row per client (an IPv4
// address or an IPv6 /64) and tag and UTC day, so a click counts at most once per client per tag per
// day. Rows of the popularity window are kept, so its counts can be told apart from repeats; older
// ones are deleted (TagsService).
@Entity({ name: 'tag_click_voters' })
@Index('IDX_tag_click_voters_day', ['day'])
export class TagClickVoterEntity {
  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'PK_tag_click_voters' })
  kind: TagKind;

  @PrimaryColumn({
    name: 'tag_id',
    type: 'varchar',
    length: 64,
    primaryKeyConstraintName: 'PK_tag_click_voters',
  })
  tagId: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_tag_click_voters' })
  day: string;

  // SHA-256 of the client together with the tag and day: no address is stored, and one client's
  // rows for different tags or days cannot be matched with each other.
  @PrimaryColumn({
    name: 'client_hash',
    type: 'varchar',
    length: 64,
    primaryKeyConstraintName: 'PK_tag_click_voters',
  })
  clientHash: string;
}
