import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Geocoder, type LatLon } from '../geo/index.js';
import { ProfileBackfillRepository } from './profile-backfill.repository.js';
import {
  COUNTRY_KEY_PREFIX,
  COUNTRY_UNKNOWN_KEY,
  countryKey,
  indexedKeys,
} from './profile-keys.js';

/** Same place: the stored point is exactly what the geocoder gave for one reading of the text. */
const samePoint = (a: LatLon, b: LatLon): boolean =>
  Math.abs(a.lat - b.lat) < 1e-9 && Math.abs(a.lon - b.lon) < 1e-9;

/**
 * Mends, once at start, the profiles older versions stored: indexes those stored before matching
 * existed, and fills in the country of those placed before country keys existed. The profiles
 * module owns the table, so it writes them; matching only reads the keys.
 */
@Injectable()
export class ProfileBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger(ProfileBackfill.name);

  constructor(
    private readonly profiles: ProfileBackfillRepository,
    private readonly geocoder: Geocoder,
  ) {}

  // Profiles stored before matching existed have no keys (every indexed profile has at least `any`):
  // place and index them once, in small batches, so they can be found as partners.
  async onApplicationBootstrap(): Promise<void> {
    for (;;) {
      const rows = await this.profiles.unindexed();
      if (rows.length === 0) break;
      for (const row of rows) {
        const place = this.geocoder.geocode(row.location);
        await this.profiles.setIndex(row.id, place, indexedKeys(row, place));
      }
      this.logger.log(`Indexed ${rows.length} older profiles for matching`);
    }
    await this.fillInCountries();
  }

  // Profiles placed before country keys existed were marked `cc?` (migration 1766810000000). Their
  // country is read from their own place: of the text's readings, the one that gave the stored
  // point (the wizard may have preferred either country for a bare postcode). Found by the GIN index.
  private async fillInCountries(): Promise<void> {
    const tried = new Set<string>();
    for (;;) {
      const rows = await this.profiles.unknownCountries();
      if (rows.length === 0) return;
      // A row that stays marked after its update would be read again forever: stop instead.
      if (rows.every((row) => tried.has(row.id))) {
        this.logger.warn(`${rows.length} profiles kept their unknown-country mark`);
        return;
      }
      for (const row of rows) {
        tried.add(row.id);
        const stored = { lat: Number(row.lat), lon: Number(row.lon) };
        const country = (['DE', 'US'] as const)
          .map((prefer) => this.geocoder.geocode(row.location, { prefer }))
          .find((place) => place && samePoint(place, stored))?.country;
        const keys = row.keys.filter(
          (key) => key !== COUNTRY_UNKNOWN_KEY && !key.startsWith(COUNTRY_KEY_PREFIX),
        );
        if (country) keys.push(countryKey(country));
        // Only if the profile was not saved again meanwhile (that wrote its country already).
        await this.profiles.replaceKeys(row.id, keys.sort(), row.keys);
      }
      this.logger.log(`Filled in the country of ${rows.length} older profiles`);
    }
  }
}
