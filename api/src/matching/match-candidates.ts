import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { haversineKm, type LatLon } from '../geo/geo-math.js';
import { ANYWHERE } from './match-cache.js';
import type { Candidate } from './match-engine.js';
import { searchRings } from './profile-keys.js';

/** How many people are kept per partner key; enough to judge fit and nearness, small enough to be fast. */
export const CANDIDATES_PER_KEY = 8;

/** Whom to find partners for: their id, the partner keys wanted, their value keys and place. */
export interface CandidateQuery {
  selfId: string;
  keys: string[];
  values: string[];
  origin: LatLon | null;
  precision: 'city' | 'country' | null;
}

interface CandidateRow {
  key: string;
  id: string;
  geo_lat: number | null;
  geo_lon: number | null;
  time_available: string | null;
  energy_level: string | null;
  shares_value: boolean;
  tier: number;
}

/** Candidates per partner key, and the grid cells they were read from (ANYWHERE: no limit). */
export interface FoundCandidates {
  pool: Map<string, Candidate[]>;
  dependsOn: string[];
}

function toCandidate(row: Omit<CandidateRow, 'key' | 'tier'>): Candidate {
  return {
    id: row.id,
    sharesValue: row.shares_value,
    point:
      row.geo_lat === null || row.geo_lon === null
        ? null
        : { lat: Number(row.geo_lat), lon: Number(row.geo_lon) },
    timeAvailable: row.time_available,
    energyLevel: row.energy_level,
  };
}

/** Finds, for each partner key, a few people with that key, nearest rings first. */
@Injectable()
export class MatchCandidates {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  find(query: CandidateQuery): Promise<FoundCandidates> {
    if (query.keys.length === 0) return Promise.resolve({ pool: new Map(), dependsOn: [] });
    return this.config.matchingCandidates === 'scan' ? this.scan(query) : this.indexed(query);
  }

  /**
   * One call of the match_candidates function (migration 1764010000000): for each key the rings in
   * order (same town, 1° cells around, 10° regions around, anywhere), each a GIN lookup on
   * `match_keys` for key@cell, stopping once the nearer rings gave enough people.
   */
  private async indexed({
    selfId,
    keys,
    values,
    origin,
    precision,
  }: CandidateQuery): Promise<FoundCandidates> {
    const rings = searchRings(origin, precision);
    const rows: CandidateRow[] = await this.dataSource.query(
      'SELECT * FROM match_candidates($1, $2, $3, $4, $5, $6, $7)',
      [selfId, values, keys, CANDIDATES_PER_KEY, rings[0] ?? [], rings[1] ?? [], rings[2] ?? []],
    );
    const pool = new Map<string, Candidate[]>();
    // The widest ring any key needed; a key short of people was looked for anywhere.
    let widest = 0;
    for (const row of rows) {
      const list = pool.get(row.key) ?? [];
      list.push(toCandidate(row));
      pool.set(row.key, list);
      widest = Math.max(widest, row.tier - 1);
    }
    if (keys.some((key) => (pool.get(key)?.length ?? 0) < CANDIDATES_PER_KEY))
      widest = rings.length;
    return { pool, dependsOn: rings[widest] ?? [ANYWHERE] };
  }

  /** The naive baseline: read every other profile and keep the nearest few per key. */
  private async scan({ selfId, keys, values, origin }: CandidateQuery): Promise<FoundCandidates> {
    // Only these columns: never another person's free text or location text.
    const rows: (Omit<CandidateRow, 'key' | 'tier'> & { match_keys: string[] })[] =
      await this.dataSource.query(
        `SELECT id, geo_lat, geo_lon, time_available, energy_level, match_keys,
                match_keys && $2::text[] AS shares_value
           FROM profiles WHERE id <> $1`,
        [selfId, values],
      );
    const wanted = new Set(keys);
    const byKey = new Map<string, { candidate: Candidate; km: number }[]>();
    for (const row of rows) {
      const candidate = toCandidate(row);
      const km =
        origin && candidate.point ? haversineKm(origin, candidate.point) : Number.POSITIVE_INFINITY;
      for (const key of row.match_keys) {
        if (!wanted.has(key)) continue;
        const list = byKey.get(key) ?? [];
        list.push({ candidate, km });
        byKey.set(key, list);
      }
    }
    const found = new Map<string, Candidate[]>();
    for (const [key, list] of byKey) {
      list.sort((a, b) => a.km - b.km || (a.candidate.id < b.candidate.id ? -1 : 1));
      found.set(
        key,
        list.slice(0, CANDIDATES_PER_KEY).map((entry) => entry.candidate),
      );
    }
    return { pool: found, dependsOn: [ANYWHERE] };
  }
}
