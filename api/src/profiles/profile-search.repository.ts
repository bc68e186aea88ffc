import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BROAD_SQL, COUNTRY_KEY_PREFIX, type ProfileFacts } from './profile-keys.js';

// The profiles module's published read model for matching (issue 28): every read of the profiles
// table that the search for partners makes, here with the module that owns the table, so a column
// of profiles changes in this folder only. Read-only: it never writes. Its statements are tuned
// (GIN lookups on match_keys, ring after ring) for matching's use; matching builds its candidates,
// caches and pages from the rows it returns (matching/match-candidates.ts, matching.service.ts).
// Chosen over a repository inside matching so that no other module names the profiles table's
// columns, and the arrow stays matching → profiles.

// The columns matching reads of a profile's own facts, under ProfileFacts' names.
export const FACT_COLUMNS = `has_space AS "hasSpace", has_tools AS "hasTools", has_land AS "hasLand",
  has_transportation AS "hasTransportation", has_equipment AS "hasEquipment",
  caregiving_ability AS "caregivingAbility", skills, needs_housing AS "needsHousing",
  needs_companionship AS "needsCompanionship", needs_tech_help AS "needsTechHelp",
  needs_business_help AS "needsBusinessHelp", values`;

// The person's own free text (the wizard's "in your own words" fields and the card's sentence), as
// PostgreSQL's text search configuration reads it: each lexeme with the word it came from. Read for
// the person's own matches only; free text never enters the index or anyone else's card.
// Read in two parts, each once per configuration: `specific_needs` ("What do you need?") for the
// needs it states, the other fields (HAVE_TEXT) for the assets and skills they state (said-needs.ts);
// together they are the words matched against the blueprints' texts.
const saidWords = (
  config: 'english' | 'german',
  text: string,
): string => `(SELECT coalesce(json_agg(json_build_object('lexeme', l, 'word', w)), '[]')
    FROM (SELECT l, min(d.token) AS w
            FROM ts_debug('${config}', ${text}) d, unnest(d.lexemes) l
           GROUP BY l) said)`;

const HAVE_TEXT = `concat_ws(' ', physical_assets, professional_experience, lifestyle, card_about)`;

/** A lexeme of a person's own text with the word it came from. */
export interface StatedWord {
  lexeme: string;
  word: string;
}

/** What matching reads of the person it finds partners for (the seeker). */
export interface SeekerRow extends ProfileFacts {
  needsEn: StatedWord[];
  needsDe: StatedWord[];
  hasEn: StatedWord[];
  hasDe: StatedWord[];
  timeAvailable: string | null;
  energyLevel: string | null;
  locationGiven: boolean;
  geoLat: number | null;
  geoLon: number | null;
  geoPrecision: 'city' | 'country' | null;
  country: string | null;
}

/** One person found for a partner key: never their free text or location text. */
export interface CandidateRow {
  key: string;
  id: string;
  geo_lat: number | null;
  geo_lon: number | null;
  geo_precision: string | null;
  country: string | null;
  time_available: string | null;
  energy_level: string | null;
  value_keys: string[];
  owner: string | null;
  site: string | null;
  look: string | null;
  tier: number;
}

/** One other profile as the naive baseline (scan) reads it: its keys whole. */
export type ScannedRow = Omit<CandidateRow, 'key' | 'tier' | 'value_keys' | 'country'> & {
  match_keys: string[];
};

/** What candidatesForPages reads of a profile: never their free text or location text. */
const PAGE_COLUMNS = `p.id, p.geo_lat, p.geo_lon, p.geo_precision, p.time_available, p.energy_level,
  (SELECT substr(k, 4) FROM unnest(p.match_keys) k WHERE k LIKE 'cc:%' LIMIT 1) AS country,
  ARRAY(SELECT k FROM unnest(p.match_keys) k WHERE k LIKE 'v:%' AND strpos(k, '@') = 0) AS value_keys,
  p.owner_key_hashes[1]::text AS owner, p.created_site_hash::text AS site, p.look_hash::text AS look`;

/**
 * Whether a ring's row comes past the second of its look, creating site or owner browser, by the
 * ring's own order (window functions; a row without a hash is a group of its own).
 */
const PAST_TWO_ALIKE = (['look', 'site', 'owner'] as const)
  .map(
    (group) => `row_number() OVER (PARTITION BY coalesce(ringed.${group}, ringed.id::text)
                 ORDER BY ringed.shared_values DESC, ringed.draw) > 2`,
  )
  .join(' OR ');

@Injectable()
export class ProfileSearchRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // Only what scoring needs, in one plain query: no entity is built for a read-only lookup.
  async seeker(profileId: string): Promise<SeekerRow | undefined> {
    const [row] = await this.dataSource.query<SeekerRow[]>(
      `SELECT ${FACT_COLUMNS}, time_available AS "timeAvailable", energy_level AS "energyLevel",
              coalesce(location, '') <> '' AS "locationGiven", geo_lat AS "geoLat", geo_lon AS "geoLon",
              geo_precision AS "geoPrecision",
              ${saidWords('english', 'specific_needs')} AS "needsEn",
              ${saidWords('german', 'specific_needs')} AS "needsDe",
              ${saidWords('english', HAVE_TEXT)} AS "hasEn",
              ${saidWords('german', HAVE_TEXT)} AS "hasDe",
              (SELECT substr(k, ${COUNTRY_KEY_PREFIX.length + 1}) FROM unnest(match_keys) k
                WHERE k LIKE '${COUNTRY_KEY_PREFIX}%' LIMIT 1) AS "country"
         FROM profiles WHERE id = $1`,
      [profileId],
    );
    return row;
  }

  /**
   * One call of the match_candidates function (migrations 1764010000000 and 1764020000000): for
   * each key the rings in order (same town, 1° cells around, 10° regions around, anywhere), each a
   * GIN lookup on `match_keys` for key@cell, stopping once the nearer rings gave `wanted` people.
   */
  candidates(keys: string[], wanted: number, rings: string[][]): Promise<CandidateRow[]> {
    return this.dataSource.query('SELECT * FROM match_candidates($1, $2, $3, $4, $5)', [
      keys,
      wanted,
      rings[0] ?? [],
      rings[1] ?? [],
      rings[2] ?? [],
    ]);
  }

  /**
   * Up to `limit` people per key, other than `selfId`, ring after ring as match_candidates (a GIN
   * lookup on match_keys each; a ring is read only while the nearer ones gave fewer than the
   * limit), within a ring those sharing most of `valueKeys` first, then in an order of the asker's
   * own (a keyed hash), never by joining date.
   */
  candidatesForPages({
    keys,
    selfId,
    rings,
    valueKeys,
    limit,
  }: {
    keys: string[];
    selfId: string;
    rings: string[][];
    valueKeys: readonly string[];
    limit: number;
  }): Promise<CandidateRow[]> {
    // Past the second of one look, creating site or owner browser in a ring, people come after the
    // ring's others, so two hundred copies of one card fill two places of the list, not the list
    // (seventeenth hostile pass #2); the ring's rows are all read for the order either way.
    const ring = (where: string, tier: number): string => `
          (SELECT * FROM (
             SELECT ${PAGE_COLUMNS}, ${tier} AS tier,
                    cardinality(ARRAY(SELECT unnest(p.match_keys) INTERSECT
                                      SELECT unnest($6::text[]))) AS shared_values,
                    md5(p.id::text || $2::text) AS draw
               FROM profiles p
              WHERE ${where} AND p.id <> $2::uuid) ringed
            ORDER BY (${PAST_TWO_ALIKE}), ringed.shared_values DESC, ringed.draw
            LIMIT $7)`;
    return this.dataSource.query(
      `SELECT w.key, c.* FROM unnest($1::text[]) AS w(key)
        CROSS JOIN LATERAL (
          SELECT ARRAY(SELECT w.key || '@' || cell FROM unnest($3::text[]) cell) AS k1,
                 ARRAY(SELECT w.key || '@' || cell FROM unnest($4::text[]) cell) AS k2,
                 ARRAY(SELECT w.key || '@' || cell FROM unnest($5::text[]) cell) AS k3
        ) r
        CROSS JOIN LATERAL (
          SELECT * FROM (
            ${ring('p.match_keys && r.k1', 1)}
            UNION ALL
            ${ring('p.match_keys && r.k2 AND NOT (p.match_keys && r.k1)', 2)}
            UNION ALL
            ${ring('p.match_keys && r.k3 AND NOT (p.match_keys && (r.k1 || r.k2))', 3)}
            UNION ALL
            ${ring('p.match_keys @> ARRAY[w.key] AND NOT (p.match_keys && (r.k1 || r.k2 || r.k3))', 4)}
          ) tiers LIMIT $7
        ) c`,
      [keys, selfId, rings[0] ?? [], rings[1] ?? [], rings[2] ?? [], valueKeys, limit],
    );
  }

  /** Which of these people claim at least half of the catalogue (profile-keys.ts, isBroad). */
  async broadAmong(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM profiles WHERE id = ANY($1::uuid[]) AND ${BROAD_SQL}`,
      [ids],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Every profile but `selfId`, for the naive baseline: only these columns, never free text. */
  everyoneBut(selfId: string): Promise<ScannedRow[]> {
    return this.dataSource.query(
      `SELECT id, geo_lat, geo_lon, geo_precision, time_available, energy_level, match_keys,
              owner_key_hashes[1]::text AS owner, created_site_hash AS site, look_hash AS look
         FROM profiles WHERE id <> $1`,
      [selfId],
    );
  }
}
