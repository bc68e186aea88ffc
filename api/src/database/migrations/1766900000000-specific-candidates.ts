import type { MigrationInterface, QueryRunner } from 'typeorm';
import { BROAD_CLAIMS } from '../../profiles/profile-keys.js';
import { FairBlueprintPages1766860000000 } from './1766860000000-fair-blueprint-pages.js';

// Issue 25 (fifth hostile pass, crowd-out): 40 throwaway profiles from 40 networks, each claiming
// every asset, skill and need, filled every candidate list of a town, because the lists keep the
// newest three and rotate the rest with no regard to what a profile claims. A profile that claims
// nearly everything completes nobody in particular, so now, in each ring of match_candidates:
//  - a profile is broad when it claims at least BROAD_CLAIMS of the catalogue's 28 assets (o:),
//    skills (s:) and needs (n:), i.e. half of it; ordinary profiles claim far fewer;
//  - specific profiles come first (the newest three, then the daily rotation, as before);
//  - at most BROAD_PER_RING broad profiles per ring, the newest, and only after the specific ones,
//    so a broad newcomer is still seen where few others fit, but broad ones never fill a list.
// Per-owner counting (two per owner browser) is kept.

/** How many broad profiles one ring of one key's list may hold. */
export const BROAD_PER_RING = 2;

const CLAIMS = `(SELECT count(*) FROM unnest(b.match_keys) k
                  WHERE (k LIKE 'o:%' OR k LIKE 's:%' OR k LIKE 'n:%') AND strpos(k, '@') = 0)`;

// One ring's people: `found` is the rows of the ring, as (id, …, created_at, owner).
const ranked = (found: string, tier: number): string => `
  (SELECT f.id, f.geo_lat, f.geo_lon, f.geo_precision, f.time_available, f.energy_level,
          f.match_keys, f.owner, ${tier} AS tier
     FROM (
       SELECT s.*,
              row_number() OVER (PARTITION BY coalesce(s.owner, s.id::text)
                                 ORDER BY md5(s.id::text || current_date::text)) AS per_owner,
              row_number() OVER (PARTITION BY s.broad ORDER BY s.created_at DESC, s.id) AS newest
         FROM (SELECT b.*, ${CLAIMS} >= ${BROAD_CLAIMS} AS broad FROM (${found}) b) s
     ) f
    WHERE f.per_owner <= 2 AND (NOT f.broad OR f.newest <= ${BROAD_PER_RING})
    ORDER BY f.broad, (f.newest <= 3) DESC, md5(f.id::text || current_date::text)
    LIMIT per_key)`;

const ringRows = (where: string, cap: string): string =>
  `SELECT p.id, p.geo_lat, p.geo_lon, p.geo_precision, p.time_available, p.energy_level,
          p.match_keys, p.created_at, p.owner_key_hashes[1]::text AS owner
     FROM profiles p WHERE ${where} ${cap}`;

const CAP = 'LIMIT 1000';
const OUTSIDE_RINGS = 'NOT (p.match_keys && (r.k1 || r.k2 || r.k3))';

export class SpecificCandidates1766900000000 implements MigrationInterface {
  name = 'SpecificCandidates1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP FUNCTION match_candidates(text[], integer, text[], text[], text[])`,
    );
    await queryRunner.query(`
      CREATE FUNCTION match_candidates(wanted text[], per_key integer,
                                       ring1 text[], ring2 text[], ring3 text[])
        RETURNS TABLE (key text, id uuid, geo_lat double precision, geo_lon double precision,
                       geo_precision character varying, country text,
                       time_available character varying, energy_level character varying,
                       value_keys text[], owner text, tier integer)
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
               c.owner, c.tier
          FROM unnest(wanted) AS w(key)
        CROSS JOIN LATERAL (
          SELECT ARRAY(SELECT w.key || '@' || cell FROM unnest(ring1) cell) AS k1,
                 ARRAY(SELECT w.key || '@' || cell FROM unnest(ring2) cell) AS k2,
                 ARRAY(SELECT w.key || '@' || cell FROM unnest(ring3) cell) AS k3
        ) r
        CROSS JOIN LATERAL (
          SELECT * FROM (
            ${ranked(ringRows('p.match_keys && r.k1', ''), 1)}
            UNION ALL
            ${ranked(ringRows('p.match_keys && r.k2 AND NOT (p.match_keys && r.k1)', ''), 2)}
            UNION ALL
            ${ranked(ringRows(`p.match_keys && r.k3 AND NOT (p.match_keys && (r.k1 || r.k2))`, CAP), 3)}
            UNION ALL
            ${ranked(ringRows(`p.match_keys @> ARRAY[w.key] AND ${OUTSIDE_RINGS}`, CAP), 4)}
          ) tiers LIMIT per_key
        ) c;
      END
      $$`);
  }

  /** Back to the function of 1766860000000, whose up() drops this one first. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await new FairBlueprintPages1766860000000().up(queryRunner);
  }
}
