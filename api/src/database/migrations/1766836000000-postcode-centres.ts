import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Geocoder, type GeoPlace } from '../../geo/geocoder.js';
import { haversineKm, type LatLon } from '../../geo/geo-math.js';
import {
  COUNTRY_KEY_PREFIX,
  COUNTRY_UNKNOWN_KEY,
  countryKey,
  placeCells,
} from '../../profiles/profile-keys.js';

// Issue 26 item 6: a place typed with a postcode ('13585 Berlin', '10115') was stored at its town's
// centre; the geocoder now places it at the centre of the postcode's own area. Profiles saved
// before are placed again here, once: their point and the grid-cell keys matching finds them by.
// Only the point changes, not how the text is read: of the text's two readings (a bare code is a
// Postleitzahl for the German market, a ZIP code for the American one) the one nearer the stored
// point is the reading it was saved with. Uses the geocoder as it is when this runs; the point it
// gives is the one a new save of the same text would store.

const FIRST_ID = '00000000-0000-0000-0000-000000000000';
const BATCH = 500;

interface Row {
  id: string;
  location: string;
  lat: number;
  lon: number;
  keys: string[];
}

/** The reading of the text nearest the stored point, or null when the text no longer places. */
function replaced(geocoder: Geocoder, row: Row): GeoPlace | null {
  const stored: LatLon = { lat: Number(row.lat), lon: Number(row.lon) };
  let nearest: GeoPlace | null = null;
  for (const prefer of ['DE', 'US'] as const) {
    const place = geocoder.geocode(row.location, { prefer });
    if (place && (!nearest || haversineKm(place, stored) < haversineKm(nearest, stored)))
      nearest = place;
  }
  return nearest;
}

/** The profile's keys with the grid cells of the new place (keys are bare, per cell or `cc:`). */
function rekeyed(keys: readonly string[], place: GeoPlace): string[] {
  const isCountry = (key: string): boolean =>
    key.startsWith(COUNTRY_KEY_PREFIX) || key === COUNTRY_UNKNOWN_KEY;
  const bare = keys.filter((key) => !key.includes('@') && !isCountry(key));
  const cells = placeCells(place);
  return [
    ...bare,
    ...bare.flatMap((key) => cells.map((cell) => `${key}@${cell}`)),
    // A marked profile keeps its mark: MatchingService reads its country from the new point.
    ...(keys.includes(COUNTRY_UNKNOWN_KEY) ? [COUNTRY_UNKNOWN_KEY] : []),
    ...(keys.some((key) => key.startsWith(COUNTRY_KEY_PREFIX)) ? [countryKey(place.country)] : []),
  ].sort();
}

export class PostcodeCentres1766836000000 implements MigrationInterface {
  name = 'PostcodeCentres1766836000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const geocoder = new Geocoder();
    let after = FIRST_ID;
    for (;;) {
      // Unindexed profiles (no keys yet) are placed and indexed at start by MatchingService.
      const rows: Row[] = await queryRunner.query(
        `SELECT id, location, geo_lat AS lat, geo_lon AS lon, match_keys AS keys FROM profiles
          WHERE id > $1 AND location ~ '[0-9]{5}' AND geo_lat IS NOT NULL AND match_keys <> '{}'
          ORDER BY id LIMIT ${BATCH}`,
        [after],
      );
      if (rows.length === 0) return;
      for (const row of rows) {
        after = row.id;
        const place = replaced(geocoder, row);
        if (!place || (place.lat === Number(row.lat) && place.lon === Number(row.lon))) continue;
        await queryRunner.query(
          `UPDATE profiles SET geo_lat = $2, geo_lon = $3, geo_precision = $4, match_keys = $5
            WHERE id = $1`,
          [row.id, place.lat, place.lon, place.precision, rekeyed(row.keys, place)],
        );
      }
    }
  }

  // The towns' centres the rows had are not kept: going back leaves the postcodes' centres, which
  // the older code reads like any other point.
  async down(): Promise<void> {}
}
