import type { MigrationInterface, QueryRunner } from 'typeorm';
import { BROAD_CLAIMS } from '../../profiles/profile-keys.js';
import {
  BROAD_PER_RING,
  SpecificCandidates1766900000000,
} from './1766900000000-specific-candidates.js';

// Issue 25, sixth hostile pass #2: twelve profiles tailored to complement one person, each from its
// own browser but all from one address, took all six places on her blueprint page. They are not
// broad (they claim what she needs, not everything), and two per owner browser did not see them.
// A profile now remembers, as a hash only, the site it was created from (IPv4 address or IPv6 /48,
// as introductions do since 1766910000000), and in each ring of a key's list match_candidates keeps
// at most SITE_PER_RING people of one site besides two per owner browser; pages cap the same across
// keys (matching.service.ts). Profiles made before this have no site: each counts as its own.
// Fifth hostile pass #2 (a block evaded from a new browser on the same network) reads the same
// column through its index (people-connections.repository.ts).

/** People of one creating site one ring of one key's list may hold. */
export const SITE_PER_RING = 2;

const CLAIMS = `(SELECT count(*) FROM unnest(b.match_keys) k
                  WHERE (k LIKE 'o:%' OR k LIKE 's:%' OR k LIKE 'n:%') AND strpos(k, '@') = 0)`;

// The daily rotation: every counting below picks a group's first ones in this order, so a site's
// first two are also their owners' first ones, and the two caps never leave a site with none.
const ROTATION = 'md5(s.id::text || current_date::text)';

/**
 * The look column of a later version of match_candidates (1766940000000): read, returned and
 * capped per ring like the site, at `perRing`. None here.
 */
interface Looks {
  read: string;
  passed: string;
  counted: string;
  capped: string;
  returned: string;
  returnedFrom: string;
}
const looksOf = (perRing: number | null): Looks =>
  perRing === null
    ? { read: '', passed: '', counted: '', capped: '', returned: '', returnedFrom: '' }
    : {
        read: ', p.look_hash::text AS look',
        passed: ', f.look',
        counted: `,
              row_number() OVER (PARTITION BY coalesce(s.look, s.id::text) ORDER BY ${ROTATION})
                AS per_look`,
        capped: `AND f.per_look <= ${perRing}`,
        returned: ', look text',
        returnedFrom: ', c.look',
      };

// One ring's people: `found` is the rows of the ring, as (id, …, created_at, owner, site).
const ranked = (found: string, tier: number, look: Looks): string => `
  (SELECT f.id, f.geo_lat, f.geo_lon, f.geo_precision, f.time_available, f.energy_level,
          f.match_keys, f.owner, f.site${look.passed}, ${tier} AS tier
     FROM (
       SELECT s.*,
              row_number() OVER (PARTITION BY coalesce(s.owner, s.id::text) ORDER BY ${ROTATION})
                AS per_owner,
              row_number() OVER (PARTITION BY coalesce(s.site, s.id::text) ORDER BY ${ROTATION})
                AS per_site${look.counted},
              row_number() OVER (PARTITION BY s.broad ORDER BY s.created_at DESC, s.id) AS newest
         FROM (SELECT b.*, ${CLAIMS} >= ${BROAD_CLAIMS} AS broad FROM (${found}) b) s
     ) f
    WHERE f.per_owner <= 2 AND f.per_site <= ${SITE_PER_RING} ${look.capped}
      AND (NOT f.broad OR f.newest <= ${BROAD_PER_RING})
    ORDER BY f.broad, (f.newest <= 3) DESC, md5(f.id::text || current_date::text)
    LIMIT per_key)`;

const ringRows = (where: string, cap: string, look: Looks): string =>
  `SELECT p.id, p.geo_lat, p.geo_lon, p.geo_precision, p.time_available, p.energy_level,
          p.match_keys, p.created_at, p.owner_key_hashes[1]::text AS owner,
          p.created_site_hash::text AS site${look.read}
     FROM profiles p WHERE ${where} ${cap}`;

const CAP = 'LIMIT 1000';
const OUTSIDE_RINGS = 'NOT (p.match_keys && (r.k1 || r.k2 || r.k3))';

/**
 * The match_candidates function of this migration; with `lookPerRing`, that of 1766940000000, which
 * also keeps at most that many people of one look per ring.
 */
export const matchCandidatesFunction = (lookPerRing: number | null = null): string => {
  const look = looksOf(lookPerRing);
  return `
      CREATE FUNCTION match_candidates(wanted text[], per_key integer,
                                       ring1 text[], ring2 text[], ring3 text[])
        RETURNS TABLE (key text, id uuid, geo_lat double precision, geo_lon double precision,
                       geo_precision character varying, country text,
                       time_available character varying, energy_level character varying,
                       value_keys text[], owner text, site text${look.returned}, tier integer)
        LANGUAGE plpgsql STABLE
        SET enable_seqscan = off
      AS $$
      #variable_conflict use_column
      BEGIN
        RETURN QUERY
        SELECT w.key, c.id, c.geo_lat, c.geo_lon, c.geo_precision,
               (SELECT substr(k, 4) FROM unnest(c.match_keys) k WHERE k LIKE 'cc:%' LIMIT 1),
               c.time_available, c.energy_level,
               ARRAY(SELECT k FROM unnest(c.match_keys) k WHERE k LIKE 'v:%' AND strpos(k, '@') = 0),
               c.owner, c.site${look.returnedFrom}, c.tier
          FROM unnest(wanted) AS w(key)
        CROSS JOIN LATERAL (
          SELECT ARRAY(SELECT w.key || '@' || cell FROM unnest(ring1) cell) AS k1,
                 ARRAY(SELECT w.key || '@' || cell FROM unnest(ring2) cell) AS k2,
                 ARRAY(SELECT w.key || '@' || cell FROM unnest(ring3) cell) AS k3
        ) r
        CROSS JOIN LATERAL (
          SELECT * FROM (
            ${ranked(ringRows('p.match_keys && r.k1', '', look), 1, look)}
            UNION ALL
            ${ranked(ringRows('p.match_keys && r.k2 AND NOT (p.match_keys && r.k1)', '', look), 2, look)}
            UNION ALL
            ${ranked(ringRows(`p.match_keys && r.k3 AND NOT (p.match_keys && (r.k1 || r.k2))`, CAP, look), 3, look)}
            UNION ALL
            ${ranked(ringRows(`p.match_keys @> ARRAY[w.key] AND ${OUTSIDE_RINGS}`, CAP, look), 4, look)}
          ) tiers LIMIT per_key
        ) c;
      END
      $$`;
};

export class ProfileSites1766930000000 implements MigrationInterface {
  name = 'ProfileSites1766930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "profiles" ADD COLUMN "created_site_hash" character varying(64)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_created_site_hash" ON "profiles" ("created_site_hash")
        WHERE "created_site_hash" IS NOT NULL`,
    );
    await queryRunner.query(
      `DROP FUNCTION match_candidates(text[], integer, text[], text[], text[])`,
    );
    await queryRunner.query(matchCandidatesFunction());
  }

  /** Back to the function of 1766900000000 (its up() drops this one first), then the column. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await new SpecificCandidates1766900000000().up(queryRunner);
    await queryRunner.query(`DROP INDEX "IDX_profiles_created_site_hash"`);
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "created_site_hash"`);
  }
}
