import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PeopleConnections, type PersonIntroduction } from '../matching/index.js';
import { type HiddenSince, ProfileBrowsersRepository } from '../profiles/index.js';

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
 * A browser is known by the owner keys of its profiles, and a network by where profiles were made:
 * those come from the profiles module's read model (ProfileBrowsersRepository, issue 28), never
 * from its table here. hiddenFor, on every matches request, is two statements, three when
 * browsers were hidden near this one: its browser, then everything of these tables, then the
 * profiles of the browsers found.
 */
@Injectable()
export class PeopleConnectionsRepository implements PeopleConnections {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly browsers: ProfileBrowsersRepository,
  ) {}

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
   * anyone else. Each statement over indexes.
   *
   * Profiles made before networks were kept (migration 1767010000000) have only the hash of their
   * site, one IPv4 address or IPv6 /48: a hash cannot be widened to its /24, so such a profile is
   * matched by its site as before (`OR created_site_hash = …`), never by a guessed network. Two
   * profiles of one site are of one network, so for newer rows the second test adds nothing.
   */
  async hiddenFor(profileId: string): Promise<Set<string>> {
    const me = await this.browsers.browserAmongNeighbours(profileId);
    const keys = me?.keys ?? [];
    // Profiles hidden by these tables alone (`id`), and browsers whose profiles are hidden
    // (`owner`): those this profile's browsers hid, with when (`since`: profiles made near them
    // afterwards are hidden for BLOCKED_SITE_DAYS), those that hid them, and those that hid a
    // browser of this profile's network or site within BLOCKED_SITE_DAYS before it was made.
    const rows: { id: string | null; owner: string | null; since: Date | string | null }[] =
      await this.dataSource.query(
        `SELECT blocked_profile_id AS id, NULL::varchar AS owner, NULL::timestamptz AS since
           FROM profile_blocks WHERE blocker_profile_id = $1
         UNION SELECT blocker_profile_id, NULL, NULL FROM profile_blocks WHERE blocked_profile_id = $1
         UNION SELECT reported_profile_id, NULL, NULL FROM profile_reports
                WHERE reporter_profile_id = $1 OR status = 'upheld'
         UNION (SELECT r.reported_profile_id, NULL, NULL FROM profile_reports r
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
         UNION SELECT to_profile_id, NULL, NULL FROM introductions
                WHERE from_profile_id = $1 AND status = 'declined'
         UNION SELECT from_profile_id, NULL, NULL FROM introductions
                WHERE to_profile_id = $1 AND status = 'declined'
         UNION SELECT NULL, b.blocked_owner_hash, b.created_at FROM browser_blocks b
                WHERE b.blocker_owner_hash = ANY($5::varchar[])
         UNION SELECT NULL, b.blocker_owner_hash, NULL FROM browser_blocks b
                WHERE b.blocked_owner_hash = ANY($5::varchar[])
         UNION SELECT NULL, b.blocker_owner_hash, NULL FROM browser_blocks b
                WHERE b.blocked_owner_hash = ANY($6::varchar[])
                  AND $7::timestamptz >= b.created_at
                  AND $7::timestamptz < b.created_at + $3::int * interval '1 day'
                  AND NOT (b.blocker_owner_hash = ANY($5::varchar[]))`,
        [
          profileId,
          REPORTERS_WHO_HIDE,
          BLOCKED_SITE_DAYS,
          REPORTER_MIN_AGE_DAYS,
          keys,
          me?.neighbourKeys ?? [],
          me?.createdAt.toISOString() ?? null,
        ],
      );
    const hidden = new Set<string>();
    const owners = new Set<string>();
    const near: HiddenSince[] = [];
    for (const row of rows) {
      if (row.id) hidden.add(row.id);
      if (row.owner) owners.add(row.owner);
      if (row.owner && row.since) near.push({ owner: row.owner, since: new Date(row.since) });
    }
    const ofBrowsers = await this.browsers.ownedOrMadeNear({
      owners: [...owners],
      near,
      days: BLOCKED_SITE_DAYS,
      except: keys,
    });
    for (const id of ofBrowsers) hidden.add(id);
    hidden.delete(profileId);
    return hidden;
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
    const profiles = await this.browsers.browsersOf([askedId, askerId]);
    const asked = profiles.get(askedId);
    if (!asked || asked.keys.length === 0) return false;
    const blocked: { owner: string }[] = await this.dataSource.query(
      `SELECT DISTINCT blocked_owner_hash AS owner FROM browser_blocks
        WHERE blocker_owner_hash = ANY($1::varchar[])
          AND created_at > now() - $2::int * interval '1 day'`,
      [asked.keys, BLOCKED_SITE_DAYS],
    );
    const hid = await this.browsers.madeBy(blocked.map((row) => row.owner));
    if (hid.length === 0) return false;
    const askedFrom: { network: string | null; site: string | null }[] =
      await this.dataSource.query(
        `SELECT DISTINCT from_network_hash AS network, from_site_hash AS site
           FROM introductions WHERE from_profile_id = ANY($1::uuid[])`,
        [hid.map((row) => row.id)],
      );
    const asker = profiles.get(askerId);
    const askerNetworks = [...(asker ? [asker] : []), ...(request ? [request] : [])];
    // As SQL compares: a hash that is not there (null) matches nothing.
    const same = (a: string | null, b: string | null): boolean => a !== null && a === b;
    return [...hid, ...askedFrom].some((h) =>
      askerNetworks.some((a) => same(h.network, a.network) || same(h.site, a.site)),
    );
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
