import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PeopleConnections, type PersonIntroduction } from '../matching/index.js';

/**
 * Open reports from this many different browsers, on as many different networks, hide a person from
 * everyone before staff review (docs/DECISIONS.md, "Reports, blocks and notices against hostile
 * people", and the fourth hostile pass).
 */
export const REPORTERS_WHO_HIDE = 3;

/**
 * A report counts toward hiding a person from others only when the reporter's browser had a profile
 * this many days before it reported (eighth hostile pass #2: three profiles made minutes earlier
 * accepted her request, or asked her, and reported her). Its oldest profile counts, so someone who
 * made a second profile for another plan is not new. A newer reporter's report still hides her from
 * that browser at once and still reaches staff, who see the reporter's age.
 */
export const REPORTER_MIN_AGE_DAYS = 7;

/**
 * For how many days after a block, decline or report a new profile created from the network (IPv4
 * /24, IPv6 /48: networkKey) of the hidden browser's profiles is hidden from the one who hid them,
 * both ways (fifth hostile pass #2: a new browser on the same IPv4 or /64 evaded it; tenth pass #6:
 * one on the next address of the same /24 did). Long enough to outlast a throwaway attempt; a
 * limit, because an address changes hands and a shared network (a care home, an office) also holds
 * people who have done nothing (docs/DECISIONS.md).
 */
export const BLOCKED_SITE_DAYS = 30;

/**
 * What matching must know of the connections tables (introductions, profile_blocks,
 * profile_reports, browser_blocks), read here by the module that owns them: whom a profile must
 * not be shown, whether an asker's network is hidden from the asked, and the introductions a
 * profile already has with some people. Provided to matching as PeopleConnections.
 * hiddenFor and askerSiteHidden also read the profiles table's owner keys and creating network
 * and site (owned by the profiles module), in the same statement: a browser is known only by them
 * and these run on every matches request and every request to be introduced, so they stay one
 * statement over indexes rather than a round trip through ProfilesService per table.
 */
@Injectable()
export class PeopleConnectionsRepository implements PeopleConnections {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * People this profile never sees: blocked by it or blocking it, declined by it or declining it,
   * and the same for every profile of the browsers on either side (browser_blocks, issue 25 item 5);
   * reported by it; and reported people once staff upheld a report, or once open reports about
   * them come from REPORTERS_WHO_HIDE different browsers on as many different networks (IPv4 /24s
   * or IPv6 /48s), each browser at least REPORTER_MIN_AGE_DAYS old when it reported (issue 25
   * item 3: one report no longer hides anyone from everyone; fourth hostile pass: three profiles
   * from one address hid a person again and again; eighth pass #2: three profiles minutes old from
   * one /24 did). Reports made before the reporter's age was kept count as old. An open report from a browser or network whose
   * report about the same person staff dismissed counts for nothing: it still reaches staff, and the
   * reporter's own browser still never sees the person. And for BLOCKED_SITE_DAYS after a browser
   * hid another (block, decline or report), profiles created from a network (IPv4 /24 or IPv6 /48)
   * where the hidden browser created one, by other browsers: between that pair only, never from
   * anyone else. One statement over indexes.
   *
   * Profiles made before networks were kept (migration 1767010000000) have only the hash of their
   * site, one IPv4 address or IPv6 /48: a hash cannot be widened to its /24, so such a profile is
   * matched by its site as before (`OR created_site_hash = …`), never by a guessed network. Two
   * profiles of one site are of one network, so for newer rows the second test adds nothing.
   */
  async hiddenFor(profileId: string): Promise<Set<string>> {
    // It reads profiles' owner keys (owned by the profiles module) because a browser is known only
    // by them, and this runs on every matches request: one statement, not a round trip per table.
    const rows: { id: string }[] = await this.dataSource.query(
      `WITH me AS (SELECT owner_key_hashes AS keys, created_network_hash AS network,
                          created_site_hash AS site, created_at
                     FROM profiles WHERE id = $1)
       SELECT blocked_profile_id AS id FROM profile_blocks WHERE blocker_profile_id = $1
       UNION SELECT blocker_profile_id FROM profile_blocks WHERE blocked_profile_id = $1
       UNION SELECT reported_profile_id FROM profile_reports
              WHERE reporter_profile_id = $1 OR status = 'upheld'
       UNION (SELECT r.reported_profile_id FROM profile_reports r
               WHERE r.status = 'open'
                 AND (r.reporter_since IS NULL
                      OR r.reporter_since <= r.created_at - $4::int * interval '1 day')
                 AND NOT EXISTS (
                 SELECT 1 FROM profile_reports d
                  WHERE d.reported_profile_id = r.reported_profile_id AND d.status = 'dismissed'
                    AND (d.reporter_owner_hash = r.reporter_owner_hash
                         OR d.reporter_network_hash = r.reporter_network_hash))
               GROUP BY r.reported_profile_id
              HAVING count(DISTINCT r.reporter_owner_hash) >= $2
                 AND count(DISTINCT r.reporter_network_hash) >= $2)
       UNION SELECT to_profile_id FROM introductions WHERE from_profile_id = $1 AND status = 'declined'
       UNION SELECT from_profile_id FROM introductions WHERE to_profile_id = $1 AND status = 'declined'
       UNION SELECT p.id FROM profiles p WHERE p.owner_key_hashes && (
               SELECT coalesce(array_agg(b.blocked_owner_hash), '{}') FROM browser_blocks b, me
                WHERE b.blocker_owner_hash = ANY(me.keys))
       UNION SELECT p.id FROM profiles p WHERE p.owner_key_hashes && (
               SELECT coalesce(array_agg(b.blocker_owner_hash), '{}') FROM browser_blocks b, me
                WHERE b.blocked_owner_hash = ANY(me.keys))
       UNION SELECT p.id FROM me, browser_blocks b, profiles hid, profiles p
              WHERE b.blocker_owner_hash = ANY(me.keys)
                AND hid.owner_key_hashes @> ARRAY[b.blocked_owner_hash]
                AND (p.created_network_hash = hid.created_network_hash
                     OR p.created_site_hash = hid.created_site_hash)
                AND p.created_at >= b.created_at
                AND p.created_at < b.created_at + $3::int * interval '1 day'
                AND NOT (p.owner_key_hashes && me.keys)
       UNION SELECT p.id FROM me, profiles hid, browser_blocks b, profiles p
              WHERE (hid.created_network_hash = me.network OR hid.created_site_hash = me.site)
                AND b.blocked_owner_hash = ANY(hid.owner_key_hashes)
                AND me.created_at >= b.created_at
                AND me.created_at < b.created_at + $3::int * interval '1 day'
                AND NOT (b.blocker_owner_hash = ANY(me.keys))
                AND p.owner_key_hashes @> ARRAY[b.blocker_owner_hash]`,
      [profileId, REPORTERS_WHO_HIDE, BLOCKED_SITE_DAYS, REPORTER_MIN_AGE_DAYS],
    );
    return new Set(rows.map((row) => row.id).filter((id) => id !== profileId));
  }

  /**
   * Whether the asked person hid, within BLOCKED_SITE_DAYS, a browser that shares a network (IPv4
   * /24, IPv6 /48: networkKey) with this asker: then no request from there reaches her until the
   * window ends (ninth hostile pass #4). The hidden browser's networks are those it created a
   * profile on or asked anyone from; the asker's, the one its profile was created on and the one
   * this request comes from (`request`: null when the request's address names no site). `hiddenFor`
   * hides only profiles made after the block, so browsers made there beforehand and kept in reserve
   * asked her one after another, each once she had blocked the last; and a browser on the next
   * address of the same /24 asked again (tenth hostile pass #6). Those profiles stay on pages (a
   * neighbour made before is not hidden, docs/DECISIONS.md); only their requests to her are refused.
   *
   * Rows stored before networks were kept (migration 1767010000000) have a null network and only
   * the hash of one address (IPv6: one /48), which cannot be widened to its /24: they are compared by
   * that site hash, as before, so an old row never matches a neighbour but still matches its own
   * address. The hidden browser's requests to her are new enough to carry a network in most cases.
   */
  async askerSiteHidden(
    askedId: string,
    askerId: string,
    request: { network: string; site: string } | null,
  ): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH hid AS (
         SELECT hid.id, hid.created_network_hash AS network, hid.created_site_hash AS site
           FROM profiles asked, browser_blocks b, profiles hid
          WHERE asked.id = $1
            AND b.blocker_owner_hash = ANY(asked.owner_key_hashes)
            AND b.created_at > now() - $5::int * interval '1 day'
            AND hid.owner_key_hashes @> ARRAY[b.blocked_owner_hash]),
       hid_networks AS (
         SELECT network, site FROM hid
         UNION SELECT i.from_network_hash, i.from_site_hash
                 FROM hid, introductions i WHERE i.from_profile_id = hid.id),
       asker_networks AS (
         SELECT created_network_hash AS network, created_site_hash AS site
           FROM profiles WHERE id = $2
         UNION ALL SELECT $3::varchar, $4::varchar)
       SELECT 1 FROM hid_networks h, asker_networks a
        WHERE h.network = a.network OR h.site = a.site
        LIMIT 1`,
      [askedId, askerId, request?.network ?? null, request?.site ?? null, BLOCKED_SITE_DAYS],
    );
    return rows.length > 0;
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
