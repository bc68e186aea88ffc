import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { NearbyPerson } from '@ageless/contracts';

type PersonIntroduction = NonNullable<NearbyPerson['introduction']>;

/**
 * Open reports from this many different browsers hide a person from everyone before staff review
 * (docs/DECISIONS.md, "Reports, blocks and notices against hostile people").
 */
export const REPORTERS_WHO_HIDE = 3;

/**
 * What matching must know of the connections tables, read here by the module that owns them:
 * whom a profile must not be shown, and the introductions it already has with some people.
 */
@Injectable()
export class ConnectionsReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * People this profile never sees: blocked by it or blocking it, declined by it or declining it,
   * and the same for every profile of the browsers on either side (browser_blocks, issue 25 item 5);
   * reported by it; and reported people once staff upheld a report, or once open reports about
   * them come from REPORTERS_WHO_HIDE different browsers (issue 25 item 3: one report no longer
   * hides anyone from everyone). One statement over indexes.
   */
  async hiddenFor(profileId: string): Promise<Set<string>> {
    // It reads profiles' owner keys (owned by the profiles module) because a browser is known only
    // by them, and this runs on every matches request: one statement, not a round trip per table.
    const rows: { id: string }[] = await this.dataSource.query(
      `WITH me AS (SELECT owner_key_hashes AS keys FROM profiles WHERE id = $1)
       SELECT blocked_profile_id AS id FROM profile_blocks WHERE blocker_profile_id = $1
       UNION SELECT blocker_profile_id FROM profile_blocks WHERE blocked_profile_id = $1
       UNION SELECT reported_profile_id FROM profile_reports
              WHERE reporter_profile_id = $1 OR status = 'upheld'
       UNION (SELECT reported_profile_id FROM profile_reports WHERE status = 'open'
               GROUP BY reported_profile_id HAVING count(DISTINCT reporter_owner_hash) >= $2)
       UNION SELECT to_profile_id FROM introductions WHERE from_profile_id = $1 AND status = 'declined'
       UNION SELECT from_profile_id FROM introductions WHERE to_profile_id = $1 AND status = 'declined'
       UNION SELECT p.id FROM profiles p WHERE p.owner_key_hashes && (
               SELECT coalesce(array_agg(b.blocked_owner_hash), '{}') FROM browser_blocks b, me
                WHERE b.blocker_owner_hash = ANY(me.keys))
       UNION SELECT p.id FROM profiles p WHERE p.owner_key_hashes && (
               SELECT coalesce(array_agg(b.blocker_owner_hash), '{}') FROM browser_blocks b, me
                WHERE b.blocked_owner_hash = ANY(me.keys))`,
      [profileId, REPORTERS_WHO_HIDE],
    );
    return new Set(rows.map((row) => row.id).filter((id) => id !== profileId));
  }

  /** The introductions between this profile and each of some people, either way round. */
  async introductionsWith(
    profileId: string,
    others: readonly string[],
  ): Promise<Map<string, PersonIntroduction>> {
    if (others.length === 0) return new Map();
    const rows: ({ other: string } & PersonIntroduction)[] = await this.dataSource.query(
      `SELECT to_profile_id AS other, id, status, 'sent' AS direction FROM introductions
        WHERE from_profile_id = $1 AND to_profile_id = ANY($2::uuid[])
       UNION ALL
       SELECT from_profile_id, id, status, 'received' FROM introductions
        WHERE to_profile_id = $1 AND from_profile_id = ANY($2::uuid[])`,
      [profileId, others],
    );
    return new Map(
      rows.map(({ other, id, status, direction }) => [other, { id, status, direction }]),
    );
  }
}
