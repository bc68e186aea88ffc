import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { GeoPlace } from '../geo/index.js';
import { COUNTRY_UNKNOWN_KEY, type ProfileFacts } from './profile-keys.js';
import { FACT_COLUMNS } from './profile-search.repository.js';

/** A profile stored before matching existed: no keys yet. */
export type UnindexedProfile = ProfileFacts & { id: string; location: string | null };

/** A profile placed before country keys existed, marked `cc?`. */
export interface UnknownCountry {
  id: string;
  location: string | null;
  lat: number;
  lon: number;
  keys: string[];
}

/**
 * The profiles table's rows that older versions left behind, read and mended once at start
 * (ProfileBackfill): profiles never indexed for matching, and profiles with no country key.
 */
@Injectable()
export class ProfileBackfillRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Up to 200 profiles with no keys at all (every indexed profile has at least `any`). */
  unindexed(): Promise<UnindexedProfile[]> {
    return this.dataSource.query(
      `SELECT id, location, ${FACT_COLUMNS} FROM profiles WHERE match_keys = '{}' LIMIT 200`,
    );
  }

  async setIndex(id: string, place: GeoPlace | null | undefined, keys: string[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE profiles SET geo_lat = $2, geo_lon = $3, geo_precision = $4, match_keys = $5 WHERE id = $1`,
      [id, place?.lat ?? null, place?.lon ?? null, place?.precision ?? null, keys],
    );
  }

  /** Up to 200 profiles marked `cc?`, found by the GIN index on match_keys. */
  unknownCountries(): Promise<UnknownCountry[]> {
    return this.dataSource.query(
      `SELECT id, location, geo_lat AS lat, geo_lon AS lon, match_keys AS keys FROM profiles
            WHERE match_keys && ARRAY['${COUNTRY_UNKNOWN_KEY}'] LIMIT 200`,
    );
  }

  /** Replaces a profile's keys, only if they are still `was` (else it was saved meanwhile). */
  async replaceKeys(id: string, keys: string[], was: string[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE profiles SET match_keys = $2 WHERE id = $1 AND match_keys = $3`,
      [id, keys, was],
    );
  }
}
