import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25 (fourth hostile pass): early profiles crowded newcomers off blueprint pages. The GIN
// lookups of match_candidates returned the first rows found (in practice the oldest), so a town's
// first nine people of a key were everyone's candidates, for good. Now, in each ring:
//  - at most two people per owner browser (the creating browser, owner_key_hashes[1]): ten
//    profiles made from one browser cannot fill a list;
//  - the three newest people always, the rest in a daily rotation (a hash of id and day), so newer
//    and rarely shown people get their turn and nobody keeps a place for ever;
//  - the owner browser's hash is returned, so a page can also cap people per owner across keys.
// Each ring leaves out the people of the rings inside it, so the same few (and their owner's two
// places) are not drawn again farther out. The two outer rings cover regions; they are read up to
// 1000 rows each before ranking, so a lookup there stays bounded (they are reached only when the
// nearer rings have too few people).

// The function of 1766810000000, for down().
const PREVIOUS_FUNCTION = `
  CREATE FUNCTION match_candidates(wanted text[], per_key integer,
                                   ring1 text[], ring2 text[], ring3 text[])
    RETURNS TABLE (key text, id uuid, geo_lat double precision, geo_lon double precision,
                   geo_precision character varying, country text,
                   time_available character varying, energy_level character varying,
                   value_keys text[], tier integer)
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
           c.tier
      FROM unnest(wanted) AS w(key)
    CROSS JOIN LATERAL (
      SELECT ARRAY(SELECT w.key || '@' || cell FROM unnest(ring1) cell) AS k1,
             ARRAY(SELECT w.key || '@' || cell FROM unnest(ring2) cell) AS k2,
             ARRAY(SELECT w.key || '@' || cell FROM unnest(ring3) cell) AS k3
    ) r
    CROSS JOIN LATERAL (
      SELECT * FROM (
        (SELECT p.id, p.geo_lat, p.geo_lon, p.geo_precision, p.time_available, p.energy_level,
                p.match_keys, 1 AS tier
           FROM profiles p WHERE p.match_keys && r.k1 LIMIT per_key)
        UNION ALL
        (SELECT p.id, p.geo_lat, p.geo_lon, p.geo_precision, p.time_available, p.energy_level,
                p.match_keys, 2
           FROM profiles p WHERE p.match_keys && r.k2 LIMIT per_key)
        UNION ALL
        (SELECT p.id, p.geo_lat, p.geo_lon, p.geo_precision, p.time_available, p.energy_level,
                p.match_keys, 3
           FROM profiles p WHERE p.match_keys && r.k3 LIMIT per_key)
        UNION ALL
        (SELECT p.id, p.geo_lat, p.geo_lon, p.geo_precision, p.time_available, p.energy_level,
                p.match_keys, 4
           FROM profiles p WHERE p.match_keys @> ARRAY[w.key] LIMIT per_key)
      ) tiers LIMIT per_key
    ) c;
  END
  $$`;

// One ring's people: `found` is the rows of the ring, as (id, …, created_at, owner).
const ranked = (found: string, tier: number): string => `
  (SELECT f.id, f.geo_lat, f.geo_lon, f.geo_precision, f.time_available, f.energy_level,
          f.match_keys, f.owner, ${tier} AS tier
     FROM (
       SELECT s.*,
              row_number() OVER (PARTITION BY coalesce(s.owner, s.id::text)
                                 ORDER BY md5(s.id::text || current_date::text)) AS per_owner,
              row_number() OVER (ORDER BY s.created_at DESC, s.id) AS newest
         FROM (${found}) s
     ) f
    WHERE f.per_owner <= 2
    ORDER BY (f.newest <= 3) DESC, md5(f.id::text || current_date::text)
    LIMIT per_key)`;

const ringRows = (where: string, cap: string): string =>
  `SELECT p.id, p.geo_lat, p.geo_lon, p.geo_precision, p.time_available, p.energy_level,
          p.match_keys, p.created_at, p.owner_key_hashes[1]::text AS owner
     FROM profiles p WHERE ${where} ${cap}`;

const CAP = 'LIMIT 1000';
const OUTSIDE_RINGS = 'NOT (p.match_keys && (r.k1 || r.k2 || r.k3))';

export class FairBlueprintPages1766860000000 implements MigrationInterface {
  name = 'FairBlueprintPages1766860000000';

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

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP FUNCTION match_candidates(text[], integer, text[], text[], text[])`,
    );
    await queryRunner.query(PREVIOUS_FUNCTION);
  }
}
