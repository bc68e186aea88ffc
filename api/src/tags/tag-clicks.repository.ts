import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { TagKind } from './entities/tag-click.entity.js';

/** Clicks and popularity of one tag, as the daily buckets sum them up. */
export interface TagClickCounts {
  total: number;
  /** Clicks on or after the day asked about. */
  recent: number;
}

/** The tags module's tables: tag_clicks (daily buckets) and tag_click_voters (who counted today). */
@Injectable()
export class TagClicksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Totals and clicks since `since` (a UTC day) of the free tags named, those with any clicks. */
  async freeCounts(tagIds: readonly string[], since: string): Promise<Map<string, TagClickCounts>> {
    const rows: { tag_id: string; total: string; recent: string }[] = await this.dataSource.query(
      `SELECT tag_id, sum(clicks) AS total, sum(CASE WHEN day >= $2::date THEN clicks ELSE 0 END) AS recent
         FROM tag_clicks WHERE kind = 'free' AND tag_id = ANY($1::text[]) GROUP BY tag_id`,
      [tagIds, since],
    );
    return new Map(
      rows.map((row) => [row.tag_id, { total: Number(row.total), recent: Number(row.recent) }]),
    );
  }

  // One statement per click: the client is recorded as having counted for the tag that day, and only
  // a new record adds one to the day's bucket. Clicks of different clients at once all add up (the
  // bucket's upsert queues them on its row); a second click of one client, even at the same moment,
  // finds the record (it waits for the first insert) and adds nothing.
  /** Counts a click of `clientHash` once per tag and day. */
  async countOnce(kind: TagKind, tagId: string, day: string, clientHash: string): Promise<void> {
    await this.dataSource.query(
      `WITH voter AS (
         INSERT INTO tag_click_voters (kind, tag_id, day, client_hash)
         VALUES ($1::varchar, $2::varchar, $3::date, $4::varchar)
         ON CONFLICT DO NOTHING
         RETURNING kind, tag_id, day
       )
       INSERT INTO tag_clicks (kind, tag_id, day, clicks)
       SELECT kind, tag_id, day, 1 FROM voter
       ON CONFLICT (kind, tag_id, day) DO UPDATE SET clicks = tag_clicks.clicks + 1`,
      [kind, tagId, day, clientHash],
    );
  }

  /** Every click a tag has had. */
  async total(kind: TagKind, tagId: string): Promise<number> {
    const rows: { total: string }[] = await this.dataSource.query(
      'SELECT coalesce(sum(clicks), 0) AS total FROM tag_clicks WHERE kind = $1 AND tag_id = $2',
      [kind, tagId],
    );
    return Number(rows[0]?.total ?? 0);
  }

  /** Forgets who counted before `day` (a UTC day). */
  async forgetVotersBefore(day: string): Promise<void> {
    await this.dataSource.query('DELETE FROM tag_click_voters WHERE day < $1::date', [day]);
  }
}
