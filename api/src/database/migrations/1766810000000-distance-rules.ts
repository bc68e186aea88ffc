import type { MigrationInterface, QueryRunner } from 'typeorm';
import { REMOTE_1766810000000, WIDER_1766810000000 } from './data/distance-rules-1766810000000.js';

// Issue 26 item 2 and issue 25 item 6.
//  - Each blueprint says how it is met: in person (partners within a travel radius, 50 km unless
//    the row says more) or remote (by video or online, so anyone). The two remote ideas say so in
//    their description too.
//  - match_candidates also returns a candidate's place precision (a place known only to its
//    country gives no distance) and country (`cc:<code>` in match_keys, written by indexedKeys), so
//    an in-person idea never offers someone abroad.
//  - Profiles placed before `cc:` keys existed are marked `cc?`; MatchingService fills in their
//    country from their own place at start (a GIN lookup finds them, no scan).

// The function of 1764020000000, for down().
const PREVIOUS_FUNCTION = `
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
  $$`;

export class DistanceRules1766810000000 implements MigrationInterface {
  name = 'DistanceRules1766810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "blueprints" ADD "meeting" character varying(10) NOT NULL DEFAULT 'in-person'`,
    );
    await queryRunner.query(`ALTER TABLE "blueprints" ADD "travel_radius_km" integer`);
    for (const [key, text] of Object.entries(REMOTE_1766810000000))
      await queryRunner.query(
        `UPDATE "blueprints" SET "meeting" = 'remote', "description_en" = $2, "description_de" = $3
          WHERE "key" = $1`,
        [key, text.en[1], text.de[1]],
      );
    for (const [key, km] of Object.entries(WIDER_1766810000000))
      await queryRunner.query(`UPDATE "blueprints" SET "travel_radius_km" = $2 WHERE "key" = $1`, [
        key,
        km,
      ]);

    await queryRunner.query(
      `UPDATE "profiles" SET "match_keys" = array_append("match_keys", 'cc?')
        WHERE "geo_lat" IS NOT NULL AND "match_keys" <> '{}'`,
    );

    await queryRunner.query(
      `DROP FUNCTION match_candidates(text[], integer, text[], text[], text[])`,
    );
    // As in 1764020000000, with geo_precision and the country (null when not known) added.
    await queryRunner.query(`
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
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP FUNCTION match_candidates(text[], integer, text[], text[], text[])`,
    );
    await queryRunner.query(PREVIOUS_FUNCTION);
    // `cc:` keys stay: earlier code reads only the keys it knows.
    await queryRunner.query(
      `UPDATE "profiles" SET "match_keys" = array_remove("match_keys", 'cc?')
        WHERE "match_keys" && ARRAY['cc?']`,
    );
    for (const [key, text] of Object.entries(REMOTE_1766810000000))
      await queryRunner.query(
        `UPDATE "blueprints" SET "description_en" = $2, "description_de" = $3 WHERE "key" = $1`,
        [key, text.en[0], text.de[0]],
      );
    await queryRunner.query(`ALTER TABLE "blueprints" DROP COLUMN "travel_radius_km"`);
    await queryRunner.query(`ALTER TABLE "blueprints" DROP COLUMN "meeting"`);
  }
}
