import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

// The profiles module's published read model of browsers (issue 28): which browsers (owner key
// hashes) act for which profiles, and from which network and site each profile was made. The
// connections module hides people by browser and network (blocks, declines, reports) and reads
// that here rather than naming the profiles table's columns itself. Read-only: it never writes.

/** A profile's browsers and where it was made (hashes only, never an address). */
export interface ProfileBrowser {
  /** The owner key hashes of the browsers that act for it: the creating one first. */
  keys: string[];
  /** The hash of the network (IPv4 /24, IPv6 /48) it was made from; null before these were kept. */
  network: string | null;
  /** The hash of the site (IPv4 address, IPv6 /48) it was made from; null when none was named. */
  site: string | null;
  createdAt: Date;
}

/** A profile's browsers, and every browser that made a profile from its network or its site. */
export interface ProfileBrowserAmongNeighbours extends ProfileBrowser {
  neighbourKeys: string[];
}

/** A profile of some browsers, with where it was made. */
export interface MadeFrom {
  id: string;
  network: string | null;
  site: string | null;
}

/** Browsers that hid others since a time: profiles made near them for a while are hidden too. */
export interface HiddenSince {
  owner: string;
  since: Date;
}

interface BrowserRow {
  id: string;
  keys: string[] | null;
  network: string | null;
  site: string | null;
  createdAt: Date | string;
}

const BROWSER_COLUMNS = `me.id, me.owner_key_hashes AS keys, me.created_network_hash AS network,
  me.created_site_hash AS site, me.created_at AS "createdAt"`;

const browserOf = (row: BrowserRow): ProfileBrowser => ({
  keys: row.keys ?? [],
  network: row.network,
  site: row.site,
  createdAt: new Date(row.createdAt),
});

@Injectable()
export class ProfileBrowsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Some profiles' browsers and places of making, by id (absent: no such profile). */
  async browsersOf(ids: readonly string[]): Promise<Map<string, ProfileBrowser>> {
    if (ids.length === 0) return new Map();
    const rows: BrowserRow[] = await this.dataSource.query(
      `SELECT ${BROWSER_COLUMNS} FROM profiles me WHERE me.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, browserOf(row)]));
  }

  /**
   * One profile's browsers and place of making, with the browsers of every profile made from the
   * same network or site (itself included), in one statement over the network and site indexes.
   */
  async browserAmongNeighbours(id: string): Promise<ProfileBrowserAmongNeighbours | undefined> {
    const [row]: (BrowserRow & { neighbourKeys: string[] | null })[] = await this.dataSource.query(
      `SELECT ${BROWSER_COLUMNS},
              ARRAY(SELECT DISTINCT k FROM profiles n, unnest(n.owner_key_hashes) k
                     WHERE n.created_network_hash = me.created_network_hash
                        OR n.created_site_hash = me.created_site_hash) AS "neighbourKeys"
         FROM profiles me WHERE me.id = $1`,
      [id],
    );
    return row && { ...browserOf(row), neighbourKeys: row.neighbourKeys ?? [] };
  }

  /** Every profile any of these browsers acts for, with where it was made. */
  async madeBy(owners: readonly string[]): Promise<MadeFrom[]> {
    if (owners.length === 0) return [];
    return this.dataSource.query(
      `SELECT id, created_network_hash AS network, created_site_hash AS site
         FROM profiles WHERE owner_key_hashes && $1::varchar[]`,
      [owners],
    );
  }

  /**
   * The ids of every profile any of `owners` acts for, and of every profile made, by none of the
   * `except` browsers, from the network or site of a profile of a `near` browser within `days`
   * after its `since`. One statement over the owner, network and site indexes.
   */
  async ownedOrMadeNear({
    owners,
    near,
    days,
    except,
  }: {
    owners: readonly string[];
    near: readonly HiddenSince[];
    days: number;
    except: readonly string[];
  }): Promise<string[]> {
    if (owners.length === 0 && near.length === 0) return [];
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT p.id FROM profiles p WHERE p.owner_key_hashes && $1::varchar[]
       UNION
       SELECT p.id FROM unnest($2::varchar[], $3::timestamptz[]) AS a(owner, since)
         JOIN profiles hid ON hid.owner_key_hashes @> ARRAY[a.owner]
         JOIN profiles p ON p.created_network_hash = hid.created_network_hash
                         OR p.created_site_hash = hid.created_site_hash
        WHERE p.created_at >= a.since
          AND p.created_at < a.since + $4::int * interval '1 day'
          AND NOT (p.owner_key_hashes && $5::varchar[])`,
      [
        owners,
        near.map((one) => one.owner),
        near.map((one) => one.since.toISOString()),
        days,
        except,
      ],
    );
    return rows.map((row) => row.id);
  }
}
