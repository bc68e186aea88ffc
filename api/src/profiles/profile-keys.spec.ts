import fc from 'fast-check';
import { gridCell, type LatLon } from '../geo/geo-math.js';
import { searchArea } from './profile-keys.js';

const point = fc.record({
  lat: fc.double({ min: -89.99, max: 89.99, noNaN: true }),
  lon: fc.double({ min: -179.99, max: 179.99, noNaN: true }),
});
const precision = fc.constantFrom('city' as const, 'country' as const);

describe('search area', () => {
  // Candidate lists are shared under `from`, so two searches with the same `from` must search alike.
  it('has the same rings wherever it starts within the same cell', () => {
    fc.assert(
      fc.property(point, precision, fc.double({ min: 0, max: 1, noNaN: true }), (p, kind, t) => {
        const grid = kind === 'city' ? 0.1 : 10;
        // Another point of the same cell: move towards the cell's lower corner.
        const corner: LatLon = {
          lat: Math.floor(p.lat / grid) * grid,
          lon: Math.floor(p.lon / grid) * grid,
        };
        const q = { lat: p.lat - (p.lat - corner.lat) * t, lon: p.lon - (p.lon - corner.lon) * t };
        const a = searchArea(p, kind);
        const b = searchArea(q, kind);
        fc.pre(a.from === b.from);
        expect(b.rings).toEqual(a.rings);
      }),
    );
  });

  it('starts from the town for a city, from the region for a country, nowhere without a place', () => {
    const munich = { lat: 48.13743, lon: 11.57549 };
    expect(searchArea(munich, 'city')).toMatchObject({
      from: gridCell('place', munich),
      rings: [[gridCell('place', munich)], expect.any(Array), expect.any(Array)],
    });
    expect(searchArea(munich, 'country').from).toBe(gridCell('region', munich));
    expect(searchArea(munich, 'country').rings).toHaveLength(1);
    expect(searchArea(null, null)).toEqual({ from: '', rings: [] });
  });
});
