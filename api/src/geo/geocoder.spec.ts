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

// Postcodes, districts and ZIP codes: [typed, name, country, town the district belongs to, US state].
const postcodesAndDistricts: [string, string, string, string?, string?][] = [
  ['Berlin-Spandau', 'Spandau', 'DE', 'Berlin'],
  ['Berlin Spandau', 'Spandau', 'DE', 'Berlin'],
  ['berlin-spandau, Deutschland', 'Spandau', 'DE', 'Berlin'],
  ['Berlin-Mitte', 'Mitte', 'DE', 'Berlin'],
  ['Berlin Kreuzberg', 'Kreuzberg', 'DE', 'Berlin'],
  ['Berlin-Charlottenburg', 'Charlottenburg', 'DE', 'Berlin'],
  ['Berlin-Köpenick', 'Berlin Köpenick', 'DE'],
  ['Berlin-Prenzlauer Berg', 'Prenzlauer Berg', 'DE', 'Berlin'],
  ['Spandau', 'Spandau', 'DE'],
  ['Hamburg-Altona', 'Altona', 'DE', 'Hamburg'],
  ['Hamburg Altona', 'Altona', 'DE', 'Hamburg'],
  ['Hamburg-Eimsbüttel', 'Eimsbüttel', 'DE', 'Hamburg'],
  ['Hamburg-Bergedorf', 'Bergedorf', 'DE', 'Hamburg'],
  ['Köln-Nippes', 'Nippes', 'DE', 'Köln'],
  ['München-Pasing', 'Pasing', 'DE', 'Munich'],
  ['Muenchen Bogenhausen', 'Bogenhausen', 'DE', 'Munich'],
  ['Köln-Ehrenfeld', 'Köln', 'DE'],
  ['Koeln Ehrenfeld', 'Köln', 'DE'],
  ['Cologne-Ehrenfeld', 'Köln', 'DE'],
  ['Frankfurt-Sachsenhausen', 'Frankfurt am Main', 'DE'],
  ['Brooklyn, NY', 'Brooklyn', 'US', undefined, 'NY'],
  ['10115', 'Berlin', 'DE'],
  ['13585', 'Berlin', 'DE'],
  ['14467', 'Potsdam', 'DE'],
  ['10115 Berlin', 'Berlin', 'DE'],
  ['D-10115 Berlin', 'Berlin', 'DE'],
  ['13585 Berlin-Spandau', 'Spandau', 'DE', 'Berlin'],
  ['80331', 'Munich', 'DE'],
  ['50667 Köln', 'Köln', 'DE'],
  ['20095', 'Hamburg', 'DE'],
  ['01067', 'Dresden', 'DE'],
  ['04109', 'Leipzig', 'DE'],
  ['60311', 'Frankfurt am Main', 'DE'],
  ['70173', 'Stuttgart', 'DE'],
  ['15230', 'Frankfurt (Oder)', 'DE'],
  ['79098', 'Freiburg', 'DE'],
  ['Musterstraße 1, 53111 Bonn', 'Bonn', 'DE'],
  ['10115, Germany', 'Berlin', 'DE'],
  ['10115, USA', 'New York', 'US', undefined, 'NY'],
  ['90210', 'Beverly Hills', 'US', undefined, 'CA'],
  ['02134', 'Allston', 'US', undefined, 'MA'],
  ['60614', 'Chicago', 'US', undefined, 'IL'],
  ['33139', 'Miami Beach', 'US', undefined, 'FL'],
  ['98101', 'Seattle', 'US', undefined, 'WA'],
  ['85001 Phoenix', 'Phoenix', 'US', undefined, 'AZ'],
  ['Austin, TX 78701', 'Austin', 'US', undefined, 'TX'],
  ['Portland, OR 97201', 'Portland', 'US', undefined, 'OR'],
  ['NY 10001', 'New York', 'US', undefined, 'NY'],
  ['20500-0003', 'Washington', 'US', undefined, 'DC'],
];

describe('Geocoder', () => {
  it(`places ${postcodesAndDistricts.length} postcodes, ZIP codes and districts`, () => {
    const wrong = postcodesAndDistricts.flatMap(([text, name, country, town, state]) => {
      const place = geocoder.geocode(text);
      const ok =
        place?.name === name &&
        place.country === country &&
        place.precision === 'city' &&
        place.town === town &&
        (!state || place.admin === state);
      return ok ? [] : [`${text} -> ${JSON.stringify(place)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('reads a code valid in both countries by the preference, and offers the other reading', () => {
    expect(geocoder.geocode('10115', { prefer: 'US' })).toMatchObject({
      name: 'New York',
      country: 'US',
    });
    expect(geocoder.geocode('10115', { prefer: 'DE' })).toMatchObject({
      name: 'Berlin',
      country: 'DE',
    });
    expect(geocoder.postcodeReadings('10115').map((place) => place.country)).toEqual(['DE', 'US']);
    // 13585 is not a US ZIP code: Berlin whatever the preference.
    expect(geocoder.geocode('13585', { prefer: 'US' })).toMatchObject({ name: 'Berlin' });
  });

  it.each([
    ['Berlin-Spandau', 'en', 'Berlin-Spandau, Germany'],
    ['Berlin Spandau', 'de', 'Berlin-Spandau, Deutschland'],
    ['Köln-Ehrenfeld', 'en', 'Köln, Germany'],
    ['90210', 'de', 'Beverly Hills, CA, USA'],
    ['Boston MA', 'en', 'Boston, MA, USA'],
    ['Wien', 'de', 'Vienna, Österreich'],
  ] as const)('describes %p in %s as %p', (text, lang, label) => {
    const place = geocoder.geocode(text);
    if (!place) throw new Error('not placed');
    expect(geocoder.describe(place, lang)).toBe(label);
  });

  it('puts a district within reach of its own town, not a namesake abroad', () => {
    const altona = geocoder.geocode('Hamburg-Altona');
    const hamburg = geocoder.geocode('Hamburg');
    if (!altona || !hamburg) throw new Error('not placed');
    expect(haversineKm(altona, hamburg)).toBeLessThan(10);
  });

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

  it.each([
    '',
    '   ',
    'Xyzzyville',
    'Saint Nowhere',
    '00000',
    '99999',
    'somewhere nice by the sea',
  ])('does not guess for %p', (text) => {
    expect(geocoder.geocode(text)).toBeNull();
  });

  it.each([
    ['Tuscon, AZ', 'Tucson', 'AZ'],
    ['Albequerque, NM', 'Albuquerque', 'NM'],
    ['Pittsburg, PA', 'Pittsburgh', 'PA'],
    ['Sacremento, CA', 'Sacramento', 'CA'],
  ])('finds the misspelt US town %p in its state', (text, name, state) => {
    expect(geocoder.geocode(text)).toMatchObject({ name, country: 'US', admin: state });
  });

  it('never reads a state code as a country when no town of that state is found', () => {
    // 'AZ' is Arizona or Azerbaijan, 'MT' Montana or Malta: a town nobody knows is not abroad.
    expect(geocoder.geocode('Zzyzxville, AZ')?.country).not.toBe('AZ');
    expect(geocoder.geocode('Qqqqton, MT')?.country).not.toBe('MT');
    expect(geocoder.geocode('Lewistown, MT')).toMatchObject({ country: 'US', admin: 'MT' });
  });

  it('reads a place among many hints and parts as among few', () => {
    expect(geocoder.geocode(`Springfield, ${'IL, '.repeat(46)}USA`)).toEqual(
      geocoder.geocode('Springfield, IL'),
    );
    expect(
      geocoder.geocode(`Wohnung 3, ${'Hinterhaus, '.repeat(12)}Hofgartenstraße 7, 80539 München`),
    ).toMatchObject({ name: 'Munich', country: 'DE', precision: 'city' });
    // Hints that contradict each other leave no town: only the country named.
    expect(geocoder.geocode('Paris, TX, Germany')).toMatchObject({
      country: 'DE',
      precision: 'country',
    });
  });

  it.each([
    ['a,'.repeat(100), null],
    ['x - '.repeat(50), null],
    [`x${' '.repeat(190)}-x`, null],
    ['Berlin '.repeat(28), null],
    ['de,'.repeat(66), 'country'],
  ])('answers the hostile place name %#, of 200 characters, like a short one', (text, kind) => {
    expect(text.length).toBeLessThanOrEqual(200);
    expect(geocoder.geocode(text)?.precision ?? null).toBe(kind);
  });

  it('reads nothing longer than a place name may be (the DTOs refuse it too)', () => {
    expect(geocoder.geocode(`Berlin, ${'x'.repeat(200)}`)).toBeNull();
  });

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
