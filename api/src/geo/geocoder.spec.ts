import { distanceBadge } from '@ageless/contracts';
import { Geocoder } from './geocoder.js';
import { haversineKm } from './geo-math.js';

const geocoder = new Geocoder();

// [what a person types, GeoNames name, country, state or region code when it matters]
const spellings: [string, string, string, string?][] = [
  ['Munich', 'Munich', 'DE'],
  ['München', 'Munich', 'DE'],
  ['Muenchen, Germany', 'Munich', 'DE'],
  ['80331 München, Deutschland', 'Munich', 'DE'],
  ['Köln', 'Köln', 'DE'],
  ['Cologne, Germany', 'Köln', 'DE'],
  ['Koeln', 'Köln', 'DE'],
  ['Nürnberg', 'Nürnberg', 'DE'],
  ['Nuremberg', 'Nürnberg', 'DE'],
  ['Frankfurt', 'Frankfurt am Main', 'DE'],
  ['Wien', 'Vienna', 'AT'],
  ['Vienna, Austria', 'Vienna', 'AT'],
  ['Zürich', 'Zürich', 'CH'],
  ['Zurich', 'Zürich', 'CH'],
  ['Genf', 'Genève', 'CH'],
  ['Geneva, Switzerland', 'Genève', 'CH'],
  ['Mailand', 'Milan', 'IT'],
  ['Rom', 'Rome', 'IT'],
  ['Prag', 'Prague', 'CZ'],
  ['Warschau', 'Warsaw', 'PL'],
  ['Brüssel', 'Brussels', 'BE'],
  ['Kopenhagen', 'Copenhagen', 'DK'],
  ['Lissabon', 'Lisbon', 'PT'],
  ['Den Haag', 'The Hague', 'NL'],
  ['Paris', 'Paris', 'FR'],
  ['Paris, TX', 'Paris', 'US', 'TX'],
  ['Boston, MA', 'Boston', 'US', 'MA'],
  ['Boston MA', 'Boston', 'US', 'MA'],
  ['Springfield, IL', 'Springfield', 'US', 'IL'],
  ['Springfield, Illinois', 'Springfield', 'US', 'IL'],
  ['Portland, ME', 'Portland', 'US', 'ME'],
  ['Portland', 'Portland', 'US', 'OR'],
  ['New York', 'New York City', 'US', 'NY'],
  ['Washington, DC', 'Washington, D.C.', 'US', 'DC'],
  ['Vienna, VA', 'Vienna', 'US', 'VA'],
  ['Dover, DE', 'Dover', 'US', 'DE'],
  ['Munich, DE', 'Munich', 'DE'],
  ['Hofgartenstraße 7, 80539 München', 'Munich', 'DE'],
  ['12 Main Street, Springfield, IL', 'Springfield', 'US', 'IL'],
  ['san francisco, california', 'San Francisco', 'US', 'CA'],
];

describe('Geocoder', () => {
  it(`places ${spellings.length} real spellings in the right town`, () => {
    const wrong = spellings.flatMap(([text, name, country, admin]) => {
      const place = geocoder.geocode(text);
      const ok =
        place?.name === name &&
        place.country === country &&
        place.precision === 'city' &&
        // The state decides between same-named towns: compare with the town named with its state.
        (!admin || JSON.stringify(place) === JSON.stringify(geocoder.geocode(`${name}, ${admin}`)));
      return ok ? [] : [`${text} -> ${JSON.stringify(place)}`];
    });
    expect(wrong).toEqual([]);
  });

  it.each([
    ['Germany', 'DE'],
    ['Deutschland', 'DE'],
    ['Österreich', 'AT'],
    ['Schweiz', 'CH'],
    ['USA', 'US'],
    ['United States', 'US'],
  ])('places the country name %p with country precision', (text, country) => {
    expect(geocoder.geocode(text)).toMatchObject({ country, precision: 'country' });
  });

  it.each(['', '   ', 'Xyzzyville', 'Saint Nowhere', '12345', 'somewhere nice by the sea'])(
    'does not guess for %p',
    (text) => {
      expect(geocoder.geocode(text)).toBeNull();
    },
  );

  it('gives the same place for the same text', () => {
    expect(geocoder.geocode('Mailand, Italien')).toEqual(geocoder.geocode('Mailand, Italien'));
  });

  it('measures real distances with Haversine, in spec §4 badges', () => {
    const km = (a: string, b: string): number => {
      const from = geocoder.geocode(a);
      const to = geocoder.geocode(b);
      if (!from || !to) throw new Error(`not placed: ${a} or ${b}`);
      return haversineKm(from, to);
    };
    expect(km('München', 'Munich')).toBe(0);
    expect(km('München', 'Augsburg')).toBeGreaterThan(45);
    expect(km('München', 'Augsburg')).toBeLessThan(65);
    expect(km('Berlin', 'Hamburg')).toBeGreaterThan(250);
    expect(km('Berlin', 'Hamburg')).toBeLessThan(260);
    expect(km('New York', 'Boston, MA')).toBeGreaterThan(300);
    expect(km('New York', 'Boston, MA')).toBeLessThan(310);
    expect(distanceBadge(km('Köln', 'Bonn'))).toBe('local');
    expect(distanceBadge(km('Köln', 'Frankfurt'))).toBe('regional');
    expect(distanceBadge(km('Berlin', 'München'))).toBe('national');
    expect(distanceBadge(km('Berlin', 'Boston, MA'))).toBe('international');
  });
});
