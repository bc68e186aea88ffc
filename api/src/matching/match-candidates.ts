import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { haversineKm, type LatLon } from '../geo/geo-math.js';
import type { Candidate } from './match-engine.js';
import { searchRings } from './profile-keys.js';

/** How many people are kept per partner key; enough to judge fit and nearness, small enough to be fast. */
export const CANDIDATES_PER_KEY = 8;

interface CandidateRow {
  key: string;
  id: string;
  geo_lat: number | null;
  geo_lon: number | null;
  time_available: string | null;
  energy_level: string | null;
  match_keys: string[];
}

// Only these columns are read: never another person's free text or exact location text.
const COLUMNS = 'p.id, p.geo_lat, p.geo_lon, p.time_available, p.energy_level, p.match_keys';

function toCandidate(row: Omit<CandidateRow, 'key'>): Candidate {
  return {
    id: row.id,
    keys: new Set(row.match_keys.filter((key) => !key.includes('@'))),
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

  find(
    selfId: string,
    keys: string[],
    origin: LatLon | null,
    precision: 'city' | 'country' | null,
  ): Promise<Map<string, Candidate[]>> {
    if (keys.length === 0) return Promise.resolve(new Map());
    return this.config.matchingCandidates === 'scan'
      ? this.scan(selfId, keys, origin)
      : this.indexed(selfId, keys, origin, precision);
  }

  /**
   * One statement. For each key a LATERAL subquery tries the rings in order (same town, 1° cells
   * around, 10° regions around, anywhere), each a GIN lookup on `match_keys` for key@cell; the outer
   * LIMIT stops PostgreSQL from running a wider ring once the nearer ones gave enough people.
   */
  private async indexed(
    selfId: string,
    keys: string[],
    origin: LatLon | null,
    precision: 'city' | 'country' | null,
  ): Promise<Map<string, Candidate[]>> {
    const rings = searchRings(origin, precision);
    const params: unknown[] = [keys, selfId, CANDIDATES_PER_KEY];
    // Per ring, one comma-joined list of key@cell per key (keys never contain commas), so the GIN
    // lookup's right-hand side is a plain expression PostgreSQL can use as an index condition.
    const tiers = rings.map((cells) => {
      params.push(keys.map((key) => cells.map((cell) => `${key}@${cell}`).join(',')));
      return `(SELECT ${COLUMNS} FROM profiles p
                WHERE p.match_keys && string_to_array(($${params.length}::text[])[w.ord], ',') AND p.id <> $2 LIMIT $3)`;
    });
    tiers.push(
      `(SELECT ${COLUMNS} FROM profiles p WHERE p.match_keys @> ARRAY[w.key] AND p.id <> $2 LIMIT $3)`,
    );
    const sql = `SELECT w.key, c.* FROM unnest($1::text[]) WITH ORDINALITY AS w(key, ord)
       CROSS JOIN LATERAL (SELECT * FROM (${tiers.join(' UNION ALL ')}) tiers LIMIT $3) c`;
    // The planner cannot estimate arrays built per LATERAL row and, with LIMIT 8, sometimes prefers
    // reading the table until 8 rows turn up; for a rare key that is the whole table (measured: 20 ms
    // at 5,000 profiles). Retrieval must go through the index, so sequential scans are off for this
    // one statement (SET LOCAL ends with the transaction).
    const rows: CandidateRow[] = await this.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      return manager.query(sql, params);
    });
    const found = new Map<string, Candidate[]>();
    for (const row of rows) {
      const list = found.get(row.key) ?? [];
      list.push(toCandidate(row));
      found.set(row.key, list);
    }
    return found;
  }

  /** The naive baseline: read every other profile and keep the nearest few per key. */
  private async scan(
    selfId: string,
    keys: string[],
    origin: LatLon | null,
  ): Promise<Map<string, Candidate[]>> {
    const rows: Omit<CandidateRow, 'key'>[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM profiles p WHERE p.id <> $1`,
      [selfId],
    );
    const wanted = new Set(keys);
    const byKey = new Map<string, { candidate: Candidate; km: number }[]>();
    for (const row of rows) {
      const candidate = toCandidate(row);
      const km =
        origin && candidate.point ? haversineKm(origin, candidate.point) : Number.POSITIVE_INFINITY;
      for (const key of candidate.keys) {
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
    return found;
  }
}
