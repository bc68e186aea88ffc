import { jest } from '@jest/globals';
import type { QueryRunner } from 'typeorm';
import { Geocoder } from '../../geo/geocoder.js';
import { haversineKm } from '../../geo/geo-math.js';
import { usZipCode } from '../../geo/postal-codes.js';
import { indexedKeys, type ProfileFacts } from '../../profiles/profile-keys.js';
import { PostcodeCentres1766836000000 } from './1766836000000-postcode-centres.js';

const facts: ProfileFacts = {
  hasSpace: true,
  hasTools: false,
  hasLand: false,
  hasTransportation: false,
  hasEquipment: false,
  caregivingAbility: false,
  skills: ['Teaching'],
  needsHousing: false,
  needsCompanionship: false,
  needsTechHelp: true,
  needsBusinessHelp: false,
  values: [],
};

const geocoder = new Geocoder();

/** A profile row as saved before: at its town's centre, with that centre's keys. */
function savedAtTown(id: string, location: string, town: string) {
  const place = geocoder.geocode(town)!;
  return { id, location, lat: place.lat, lon: place.lon, keys: indexedKeys(facts, place) };
}

/** Runs the migration over these rows; returns each update by id. */
async function migrate(
  rows: { id: string; location: string; lat: number; lon: number; keys: string[] }[],
) {
  const updates = new Map<string, unknown[]>();
  const query = jest.fn(async (sql: string, params: unknown[]) => {
    if (sql.trim().startsWith('SELECT'))
      return rows.filter((row) => row.id > String(params[0])).slice(0, 500);
    updates.set(String(params[0]), params);
    return [];
  });
  await new PostcodeCentres1766836000000().up({ query } as unknown as QueryRunner);
  return updates;
}

describe('migration: places saved with a postcode move to the postcode centre', () => {
  it("moves '13585 Berlin' to Spandau with Spandau's keys, as a new save would store it", async () => {
    const updates = await migrate([savedAtTown('a1', '13585 Berlin', 'Berlin')]);
    const [, lat, lon, precision, keys] = updates.get('a1')!;
    const now = geocoder.geocode('13585 Berlin')!;
    expect({ lat, lon, precision }).toEqual({ lat: now.lat, lon: now.lon, precision: 'city' });
    expect(haversineKm(now, geocoder.geocode('Berlin')!)).toBeGreaterThan(10);
    expect(keys).toEqual(indexedKeys(facts, now));
  });

  it('keeps the market reading a bare code was saved with, and a pending country mark', async () => {
    const updates = await migrate([
      savedAtTown('b1', '50667', 'Köln'),
      // Saved by an American visitor at the older ZIP point of Raymond, Iowa; country not yet known.
      { id: 'b2', location: '50667', ...usZipCode('50667')!, keys: ['any', 'cc?'] },
    ]);
    expect(updates.get('b1')?.[1]).toBeCloseTo(geocoder.geocode('50667', { prefer: 'DE' })!.lat);
    const iowa = geocoder.geocode('50667', { prefer: 'US' })!;
    const [, lat, lon, , keys] = updates.get('b2') ?? [];
    expect({ lat, lon }).toEqual({ lat: iowa.lat, lon: iowa.lon });
    expect(keys).toContain('cc?');
    expect(keys).not.toContain('cc:US');
  });
});
