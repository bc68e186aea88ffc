import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type AllowanceScope, countUse } from '../common/daily-allowance/daily-allowance.js';

/** A mail waiting in the outbox, as the sender claims it. */
export interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  digest_key: string | null;
  digest_day: string | null;
}

/** One daily cap: counted for `key` in `scope`, allowed up to `limit` a day. */
export type DailyCap = [scope: AllowanceScope, key: string, limit: number];

// Midnight UTC after today: when a day's digest is due (the day's notice count is then final).
const TODAY = `(now() AT TIME ZONE 'UTC')::date`;
const TOMORROW = `((now() AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'UTC'`;

// A refused mail: the caps' counts are rolled back with it.
class OverCap extends Error {}

/**
 * The mail module's table, mail_outbox, and the daily caps its mails are counted against (through
 * common/daily-allowance, which owns daily_allowances).
 */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts one use against a cap; see countUse. */
  countUse(
    scope: AllowanceScope,
    key: string,
    limit: number,
  ): Promise<{ allowed: boolean; used: number }> {
    return countUse(this.dataSource.manager, scope, key, limit);
  }

  /** Counts one use against every cap, or none when one of them is used up; says which. */
  async countUseWithinAll(caps: readonly DailyCap[]): Promise<boolean> {
    try {
      await this.dataSource.transaction(async (manager) => {
        for (const [scope, key, limit] of caps)
          if (!(await countUse(manager, scope, key, limit)).allowed) throw new OverCap();
      });
      return true;
    } catch (error) {
      if (error instanceof OverCap) return false;
      throw error;
    }
  }

  /** Stores a mail, due now. */
  async add(recipient: string, subject: string, body: string): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3)',
      [recipient, subject, body],
    );
  }

  // One digest row per recipient and day, due at the next midnight UTC; its text is written when it
  // is sent, from the day's final count.
  /** Stores today's digest for a recipient (by the hash of its key) unless there is one. */
  async addDigestOnce(recipient: string, digestKey: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO mail_outbox (recipient, subject, body, send_after, digest_key, digest_day)
       VALUES ($1, '', '', ${TOMORROW}, $2, ${TODAY})
       ON CONFLICT (digest_key, digest_day) DO NOTHING`,
      [recipient, digestKey],
    );
  }

  // One due notice, held for this sender until its delivery can no longer be running (several API
  // instances share the outbox; a crashed sender's claim simply runs out).
  /** Claims the longest-due mail for `holdMs`, or nothing when none is due. */
  async claimDue(holdMs: number): Promise<OutboxRow | undefined> {
    const [rows] = (await this.dataSource.query(
      `UPDATE mail_outbox SET send_after = now() + $1 * interval '1 millisecond'
        WHERE id = (SELECT id FROM mail_outbox WHERE send_after <= now()
                     ORDER BY send_after LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, body, attempts, digest_key, digest_day::text AS digest_day`,
      [holdMs],
    )) as [OutboxRow[], number];
    return rows[0];
  }

  /** Notices counted for a recipient's digest key on its day (daily_allowances, by its hash). */
  async noticesCounted(digestKey: string, day: string | null): Promise<number> {
    const [counted] = (await this.dataSource.query(
      `SELECT used FROM daily_allowances WHERE scope = 'notice-mails' AND key_hash = $1 AND day = $2`,
      [digestKey, day],
    )) as { used: number }[];
    return Number(counted?.used ?? 0);
  }

  async remove(id: string): Promise<void> {
    await this.dataSource.query('DELETE FROM mail_outbox WHERE id = $1', [id]);
  }

  /** Makes a claimed mail due again at once, for whichever sender runs next. */
  async release(id: string): Promise<void> {
    await this.dataSource.query('UPDATE mail_outbox SET send_after = now() WHERE id = $1', [id]);
  }

  /** Records a failed delivery and when to try again. */
  async retryLater(id: string, attempts: number, afterMs: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox SET attempts = $2, send_after = now() + $3 * interval '1 millisecond'
        WHERE id = $1`,
      [id, attempts, afterMs],
    );
  }
}
