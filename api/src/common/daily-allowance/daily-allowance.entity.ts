import { Column, Entity, PrimaryColumn } from 'typeorm';

// How often one key (a browser, a recipient address) used one kind of allowance on one UTC day
// (migration 1766800000000; api/src/common/daily-allowance/daily-allowance.ts).
@Entity({ name: 'daily_allowances' })
export class DailyAllowanceEntity {
  @PrimaryColumn({
    type: 'varchar',
    length: 32,
    primaryKeyConstraintName: 'PK_daily_allowances',
  })
  scope: string;

  // SHA-256 of the key: an owner key's hash or an address is never stored as given.
  @PrimaryColumn({
    name: 'key_hash',
    type: 'varchar',
    length: 64,
    primaryKeyConstraintName: 'PK_daily_allowances',
  })
  keyHash: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_daily_allowances' })
  day: string;

  // Uses counted that day, refused ones included where the caller keeps them (mail notices
  // past their cap), so `used - limit` is what was dropped.
  @Column({ type: 'integer', default: 0 })
  used: number;
}
