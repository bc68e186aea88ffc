import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MatchCandidatesFunction1764010000000 implements MigrationInterface {
  name = 'MatchCandidatesFunction1764010000000';

  /**
   * Candidate retrieval for matching as one function, so a request needs one round trip instead of
   * a transaction around `SET LOCAL enable_seqscan = off` (four round trips, a third of a request's
   * time). The function carries that setting itself: the planner cannot estimate arrays built per
   * LATERAL row and, with LIMIT, sometimes prefers reading the table until enough rows turn up, which
   * for a rare key is the whole table. PL/pgSQL also keeps the plan between calls.
   *
   * For each wanted key, up to `per_key` people other than `self_id`, trying the rings of grid cells
   * in order (an empty ring is skipped), each one GIN lookup of key@cell on `match_keys`, and then
   * anyone with the key; the outer LIMIT stops a wider ring from running once the nearer ones gave
   * enough people. `tier` says which ring a row came from (4: anywhere). Only the columns matching
   * needs: never another person's free text or location text.
   */
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION match_candidates(self_id uuid, shared text[], wanted text[], per_key integer,
                                       ring1 text[], ring2 text[], ring3 text[])
        RETURNS TABLE (key text, id uuid, geo_lat double precision, geo_lon double precision,
                       time_available character varying, energy_level character varying,
                       shares_value boolean, tier integer)
        LANGUAGE plpgsql STABLE
        SET enable_seqscan = off
      AS $$
      #variable_conflict use_column
      BEGIN
        RETURN QUERY
        SELECT w.key, c.* FROM unnest(wanted) AS w(key)
        CROSS JOIN LATERAL (
          SELECT ARRAY(SELECT w.key || '@' || cell FROM unnest(ring1) cell) AS k1,
                 ARRAY(SELECT w.key || '@' || cell FROM unnest(ring2) cell) AS k2,
                 ARRAY(SELECT w.key || '@' || cell FROM unnest(ring3) cell) AS k3
        ) r
        CROSS JOIN LATERAL (
          SELECT * FROM (
            (SELECT p.id, p.geo_lat, p.geo_lon, p.time_available, p.energy_level, p.match_keys && shared, 1
               FROM profiles p WHERE p.match_keys && r.k1 AND p.id <> self_id LIMIT per_key)
            UNION ALL
            (SELECT p.id, p.geo_lat, p.geo_lon, p.time_available, p.energy_level, p.match_keys && shared, 2
               FROM profiles p WHERE p.match_keys && r.k2 AND p.id <> self_id LIMIT per_key)
            UNION ALL
            (SELECT p.id, p.geo_lat, p.geo_lon, p.time_available, p.energy_level, p.match_keys && shared, 3
               FROM profiles p WHERE p.match_keys && r.k3 AND p.id <> self_id LIMIT per_key)
            UNION ALL
            (SELECT p.id, p.geo_lat, p.geo_lon, p.time_available, p.energy_level, p.match_keys && shared, 4
               FROM profiles p WHERE p.match_keys @> ARRAY[w.key] AND p.id <> self_id LIMIT per_key)
          ) tiers LIMIT per_key
        ) c;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP FUNCTION match_candidates(uuid, text[], text[], integer, text[], text[], text[])`,
    );
  }
}
