import fc from 'fast-check';
import { distanceBandOf } from '@ageless/contracts';
import { coarseCell, coarseDistanceKm, coarsePoint } from './coarse-place.js';
import { haversineKm, type LatLon } from './geo-math.js';

const point = fc.record({
  lat: fc.double({ min: -80, max: 80, noNaN: true }),
  lon: fc.double({ min: -179.99, max: 179.99, noNaN: true }),
});

/** A point `km` east and `kmNorth` north of another (small distances, flat enough). */
const moved = (from: LatLon, kmEast: number, kmNorth: number): LatLon => ({
  lat: from.lat + kmNorth / 111.195,
  lon: from.lon + kmEast / (111.195 * Math.cos((from.lat * Math.PI) / 180)),
});

describe('coarse places', () => {
  it('puts every point within 7.5 km of its cell centre, and its centre in the same cell', () => {
    fc.assert(
      fc.property(point, (p) => {
        expect(haversineKm(p, coarsePoint(p))).toBeLessThan(7.5);
        expect(coarseCell(coarsePoint(p))).toBe(coarseCell(p));
      }),
    );
  });

  it('measures between cells: within one cell diagonal and a half of the true distance', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(Math.abs(coarseDistanceKm(a, b) - haversineKm(a, b))).toBeLessThan(15);
      }),
    );
  });

  it('reads two places in one cell as 0 km, "in your town"', () => {
    const munich = { lat: 48.13743, lon: 11.57549 };
    const nearby = { lat: 48.14, lon: 11.58 };
    expect(coarseCell(nearby)).toBe(coarseCell(munich));
    expect(coarseDistanceKm(munich, nearby)).toBe(0);
    expect(distanceBandOf(coarseDistanceKm(munich, nearby))).toBe('town');
  });

  // Issue 25 item 6: three throwaway profiles in three towns placed a person within 1.5 km. Here an
  // attacker has 60 probes around the victim and sees the band from each; every place that would
  // give the same 60 bands is still possible. That area stays at least the "in your town" disk.
  it('leaves an attacker with 60 probes at least the area of the nearest band', () => {
    const TOWN_BAND_KM2 = Math.PI * 5 ** 2;
    fc.assert(
      fc.property(
        fc.record({
          lat: fc.double({ min: 30, max: 60, noNaN: true }),
          lon: fc.double({ min: -120, max: 30, noNaN: true }),
        }),
        fc.array(fc.tuple(fc.double({ min: -40, max: 40 }), fc.double({ min: -40, max: 40 })), {
          minLength: 60,
          maxLength: 60,
        }),
        (victim, offsets) => {
          // The probes' own places are coarse too, whatever the attacker types.
          const probes = offsets.map(([east, north]) => coarsePoint(moved(victim, east, north)));
          const seen = (place: LatLon) =>
            probes.map((probe) => distanceBandOf(coarseDistanceKm(probe, place))).join();
          const truth = seen(victim);
          // Every place on a 1 km grid within 20 km of the victim that the probes cannot tell apart.
          const step = 1;
          let consistent = 0;
          for (let east = -20; east <= 20; east += step)
            for (let north = -20; north <= 20; north += step)
              if (seen(moved(victim, east, north)) === truth) consistent++;
          expect(consistent * step * step).toBeGreaterThanOrEqual(TOWN_BAND_KM2);
        },
      ),
      { numRuns: 5 },
    );
  });
});
