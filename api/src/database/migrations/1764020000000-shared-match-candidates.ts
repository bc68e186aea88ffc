import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MatchCandidatesFunction1764010000000 } from './1764010000000-match-candidates-function.js';

export class SharedMatchCandidates1764020000000 implements MigrationInterface {
  name = 'SharedMatchCandidates1764020000000';

  /**
   * match_candidates without the asker: the lists depend only on the partner keys and the search
   * rings, so everyone searching from the same town can share them (MatchCandidates keeps them for
   * 30 s and leaves the asker out itself; ask for one more person per key than needed for that).
   * Instead of whether a candidate shares the asker's values, each row carries the candidate's value
   * keys (`v:<Value>`, the wizard's options only, never free text). Otherwise as in 1764010000000:
   * for each key, ring by ring (an empty ring is skipped), one GIN lookup of key@cell per ring, then
   * anyone with the key, until `per_key` people; `tier` says which ring a row came from (4: anywhere).
   */
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP FUNCTION match_candidates(uuid, text[], text[], integer, text[], text[], text[])`,
    );
    await queryRunner.query(`
      CREATE FUNCTION match_candidates(wanted text[], per_key integer,
                                       ring1 text[], ring2 text[], ring3 text[])
        RETURNS TABLE (key text, id uuid, geo_lat double precision, geo_lon double precision,
                       time_available character varying, energy_level character varying,
                       value_keys text[], tier integer)
        LANGUAGE plpgsql STABLE
        SET enable_seqscan = off
      AS $$
      #variable_conflict use_column
      BEGIN
        RETURN QUERY
        SELECT w.key, c.id, c.geo_lat, c.geo_lon, c.time_available, c.energy_level,
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
            (SELECT p.id, p.geo_lat, p.geo_lon, p.time_available, p.energy_level, p.match_keys, 1 AS tier
               FROM profiles p WHERE p.match_keys && r.k1 LIMIT per_key)
            UNION ALL
            (SELECT p.id, p.geo_lat, p.geo_lon, p.time_available, p.energy_level, p.match_keys, 2
               FROM profiles p WHERE p.match_keys && r.k2 LIMIT per_key)
            UNION ALL
            (SELECT p.id, p.geo_lat, p.geo_lon, p.time_available, p.energy_level, p.match_keys, 3
               FROM profiles p WHERE p.match_keys && r.k3 LIMIT per_key)
            UNION ALL
            (SELECT p.id, p.geo_lat, p.geo_lon, p.time_available, p.energy_level, p.match_keys, 4
               FROM profiles p WHERE p.match_keys @> ARRAY[w.key] LIMIT per_key)
          ) tiers LIMIT per_key
        ) c;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP FUNCTION match_candidates(text[], integer, text[], text[], text[])`,
    );
    await new MatchCandidatesFunction1764010000000().up(queryRunner);
  }
}
