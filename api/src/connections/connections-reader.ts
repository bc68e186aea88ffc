import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { NearbyPerson } from '@ageless/contracts';

type PersonIntroduction = NonNullable<NearbyPerson['introduction']>;

/**
 * What matching must know of the connections tables, read here by the module that owns them:
 * whom a profile must not be shown, and the introductions it already has with some people.
 */
@Injectable()
export class ConnectionsReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * People this profile never sees: blocked by it or blocking it, reported by it, under review
   * (an open report) or removed by staff (an upheld one), and whoever declined it or was declined by it.
   * One statement; every part is an index lookup.
   */
  async hiddenFor(profileId: string): Promise<Set<string>> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT blocked_profile_id AS id FROM profile_blocks WHERE blocker_profile_id = $1
       UNION SELECT blocker_profile_id FROM profile_blocks WHERE blocked_profile_id = $1
       UNION SELECT reported_profile_id FROM profile_reports
              WHERE reporter_profile_id = $1 OR status IN ('open', 'upheld')
       UNION SELECT to_profile_id FROM introductions WHERE from_profile_id = $1 AND status = 'declined'
       UNION SELECT from_profile_id FROM introductions WHERE to_profile_id = $1 AND status = 'declined'`,
      [profileId],
    );
    return new Set(rows.map((row) => row.id));
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
