import { coarseCell } from './coarse-place.js';
import { Geocoder } from './geocoder.js';
import { haversineKm, type LatLon } from './geo-math.js';

// Issue 26 item 6: a postcode is placed at the centre of its own area, not of its town. The
// samples are chosen by a rule fixed before measuring, not picked after: in each of the ten
// largest cities of each country the lowest and the highest code of the city alone (inner and
// outer districts), the Spandau (13585) and, for the US, Brooklyn and Tucson; the rest
// spread evenly over the whole list of codes.
//
// References, independent of the shipped data where one could be had:
//  - Germany: the postcode centres of WZB's plz_geocoord (Wissenschaftszentrum Berlin, 2019,
//    Apache-2.0; geocoded by Google), not GeoNames, whose data we ship.
//  - US: the Census Bureau's 2021 ZCTA internal points, which are the authority for a ZIP code
//    area's centre and also what we ship; no independent set exists on npm (the older `zipcodes`
//    points are 1.9 km off at the median and 7 km at the 90th percentile, see docs/DECISIONS.md).
// Both as [code, town (and state), lat, lon] rounded to 4 decimals.

const WITHIN_KM = 3;

/**
 * The sample's codes that miss 3 km, as measured, each with the distance it must stay within.
 * Two are among the 158 codes GeoNames only places at their town's centre (the build leaves them
 * out, so they are read as the town); three are rural codes whose GeoNames places (a town, or the
 * mean of its villages) lie 3.5 to 3.6 km from the reference's centre of the area.
 */
const KNOWN_MISSES: Record<string, { km: number; why: string }> = {
  '44329': { km: 9, why: "a Dortmund code: GeoNames has only Dortmund's centre (8.4 km)" },
  '04357': { km: 5.5, why: "a Leipzig code: GeoNames has only Leipzig's centre (4.9 km)" },
  '19209': { km: 4, why: 'five villages around Lützow: their mean (3.5 km)' },
  '48727': { km: 4, why: "Billerbeck's whole municipality: GeoNames places the town (3.5 km)" },
  '84036': { km: 4, why: 'Kumhausen and the east of Landshut: the mean of the two (3.6 km)' },
};

const GERMAN_SAMPLE: [code: string, town: string, lat: number, lon: number][] = [
  ['10115', 'Berlin', 52.5326, 13.3777],
  ['14199', 'Berlin', 52.4768, 13.2962],
  ['20095', 'Hamburg', 53.5508, 10.0017],
  ['27499', 'Hamburg', 53.9204, 8.5002],
  ['80331', 'München', 48.1362, 11.5729],
  ['81929', 'München', 48.1615, 11.6576],
  ['50667', 'Köln', 50.9386, 6.9539],
  ['51149', 'Köln', 50.9094, 7.0487],
  ['60306', 'Frankfurt am Main', 50.116, 8.6697],
  ['65936', 'Frankfurt am Main', 50.1197, 8.571],
  ['70173', 'Stuttgart', 48.7827, 9.1829],
  ['70629', 'Stuttgart', 48.6895, 9.213],
  ['40210', 'Düsseldorf', 51.2225, 6.7877],
  ['40629', 'Düsseldorf', 51.255, 6.8836],
  ['04103', 'Leipzig', 51.3303, 12.3892],
  ['04357', 'Leipzig', 51.3752, 12.4128],
  ['44135', 'Dortmund', 51.5127, 7.475],
  ['44388', 'Dortmund', 51.5017, 7.3351],
  ['45127', 'Essen', 51.4556, 7.0105],
  ['45359', 'Essen', 51.4659, 6.926],
  ['13585', 'Berlin', 52.5467, 13.2068],
  ['01067', 'Dresden', 51.0575, 13.7171],
  ['06122', 'Halle (Saale)', 51.4838, 11.9282],
  ['09350', 'Lichtenstein/Sachsen', 50.7548, 12.6272],
  ['14774', 'Brandenburg an der Havel', 52.4032, 12.4161],
  ['19209', 'Gottesgabe', 53.6528, 11.1745],
  ['23564', 'Lübeck', 53.8597, 10.7168],
  ['25373', 'Ellerhoop', 53.7275, 9.772],
  ['27616', 'Beverstedt', 53.4348, 8.797],
  ['31636', 'Linsburg', 52.5936, 9.3037],
  ['35519', 'Rockenberg', 50.4229, 8.7515],
  ['38477', 'Jembke', 52.5001, 10.7638],
  ['44329', 'Dortmund', 51.573, 7.5439],
  ['48727', 'Billerbeck', 51.9948, 7.3364],
  ['53572', 'Bruchhausen', 50.6027, 7.2526],
  ['56322', 'Spay', 50.2544, 7.6473],
  ['60486', 'Frankfurt am Main', 50.1131, 8.6252],
  ['65623', 'Hahnstätten', 50.287, 8.0465],
  ['67742', 'Adenbach', 49.6522, 7.5904],
  ['72364', 'Obernheim', 48.1627, 8.853],
  ['74575', 'Schrozberg', 49.3508, 9.9919],
  ['78089', 'Unterkirnach', 48.0793, 8.3666],
  ['81369', 'München', 48.1099, 11.5263],
  ['84036', 'Kumhausen', 48.5236, 12.2054],
  ['86405', 'Meitingen', 48.5389, 10.853],
  ['87773', 'Pleß', 48.0974, 10.1533],
  ['90556', 'Cadolzburg', 49.4566, 10.8617],
  ['92533', 'Wernberg-Köblitz', 49.5527, 12.1617],
  ['94538', 'Fürstenstein', 48.7165, 13.3295],
  ['97265', 'Hettstadt', 49.8036, 9.812],
];

const US_SAMPLE: [code: string, town: string, state: string, lat: number, lon: number][] = [
  ['10001', 'New York', 'NY', 40.7507, -73.9973],
  ['10282', 'New York', 'NY', 40.7164, -74.015],
  ['90001', 'Los Angeles', 'CA', 33.9737, -118.249],
  ['90095', 'Los Angeles', 'CA', 34.0712, -118.4434],
  ['60601', 'Chicago', 'IL', 41.8852, -87.6215],
  ['60661', 'Chicago', 'IL', 41.883, -87.6441],
  ['77002', 'Houston', 'TX', 29.7568, -95.3657],
  ['77204', 'Houston', 'TX', 29.7209, -95.3435],
  ['85003', 'Phoenix', 'AZ', 33.4505, -112.0783],
  ['85086', 'Phoenix', 'AZ', 33.8225, -112.1303],
  ['19102', 'Philadelphia', 'PA', 39.953, -75.1655],
  ['19154', 'Philadelphia', 'PA', 40.0965, -74.9832],
  ['78201', 'San Antonio', 'TX', 29.4684, -98.5289],
  ['78266', 'San Antonio', 'TX', 29.6505, -98.3384],
  ['92101', 'San Diego', 'CA', 32.7178, -117.1721],
  ['92182', 'San Diego', 'CA', 32.775, -117.0742],
  ['75201', 'Dallas', 'TX', 32.7883, -96.7996],
  ['75390', 'Dallas', 'TX', 32.814, -96.8428],
  ['95110', 'San Jose', 'CA', 37.3466, -121.9097],
  ['95148', 'San Jose', 'CA', 37.3334, -121.7817],
  ['11201', 'Brooklyn', 'NY', 40.6937, -73.9899],
  ['85701', 'Tucson', 'AZ', 32.217, -110.9713],
  ['00601', 'Adjuntas', 'PR', 18.1806, -66.75],
  ['04475', 'Passadumkeag', 'ME', 45.193, -68.5948],
  ['08246', 'South Seaville', 'NJ', 39.181, -74.7658],
  ['13032', 'Canastota', 'NY', 43.0816, -75.766],
  ['15757', 'Mahaffey', 'PA', 40.903, -78.7317],
  ['19032', 'Folcroft', 'PA', 39.8882, -75.2758],
  ['23234', 'Richmond', 'VA', 37.4528, -77.4665],
  ['26714', 'Delray', 'WV', 39.1785, -78.6452],
  ['29669', 'Pelzer', 'SC', 34.6387, -82.4125],
  ['32837', 'Orlando', 'FL', 28.3822, -81.4145],
  ['36619', 'Mobile', 'AL', 30.5961, -88.1966],
  ['40041', 'Masonic Home', 'KY', 38.2561, -85.6648],
  ['44055', 'Lorain', 'OH', 41.4341, -82.1341],
  ['47040', 'Rising Sun', 'IN', 38.9284, -84.9113],
  ['49710', 'Barbeau', 'MI', 46.2761, -84.1767],
  ['53088', 'Stockbridge', 'WI', 44.0717, -88.2996],
  ['56125', 'Dovray', 'MN', 44.0545, -95.5477],
  ['59064', 'Pompeys Pillar', 'MT', 45.8794, -107.8714],
  ['62044', 'Greenfield', 'IL', 39.3658, -90.202],
  ['65017', 'Brumley', 'MO', 38.0923, -92.4945],
  ['68401', 'Mc Cool Junction', 'NE', 40.7508, -97.5827],
  ['72139', 'Russell', 'AR', 35.3622, -91.5099],
  ['75415', 'Ben Franklin', 'TX', 33.4557, -95.7238],
  ['78349', 'Concepcion', 'TX', 27.3735, -98.2855],
  ['82432', 'Manderson', 'WY', 44.215, -107.8478],
  ['87402', 'Farmington', 'NM', 36.7966, -108.1517],
  ['93277', 'Visalia', 'CA', 36.3013, -119.3726],
  ['97067', 'Welches', 'OR', 45.324, -121.9905],
];

const geocoder = new Geocoder();

interface Case {
  code: string;
  text: string;
  prefer: 'DE' | 'US';
  reference: LatLon;
  /** 'US', or for a territory ('Adjuntas, PR') GeoNames' own code for it as well. */
  countries: string[];
}

/** Each typed text placed farther from the reference than allowed, with how far it is. */
function misplaced(cases: Case[]): string[] {
  return cases.flatMap(({ code, text, prefer, reference, countries }) => {
    const place = geocoder.geocode(text, { prefer });
    if (!place) return [`${text} (${prefer}): not found`];
    const km = haversineKm(place, reference);
    const allowed = KNOWN_MISSES[code]?.km ?? WITHIN_KM;
    return km <= allowed && countries.includes(place.country) && place.precision === 'city'
      ? []
      : [`${text} (${prefer}): ${place.name}, ${place.country}, ${km.toFixed(1)} km away`];
  });
}

describe('postcodes at the centre of their own area', () => {
  it(`places ${GERMAN_SAMPLE.length} German postcodes within ${WITHIN_KM} km of their centre`, () => {
    expect(GERMAN_SAMPLE).toHaveLength(50);
    const cases = GERMAN_SAMPLE.flatMap(([code, town, lat, lon]): Case[] => [
      // Bare, as a German-speaking person types it, and with the town whatever the market.
      { code, text: code, prefer: 'DE', reference: { lat, lon }, countries: ['DE'] },
      { code, text: `${code} ${town}`, prefer: 'US', reference: { lat, lon }, countries: ['DE'] },
    ]);
    expect(misplaced(cases)).toEqual([]);
    // 45 of the 50 within 3 km; the other five are named above, none farther than 9 km.
    expect(GERMAN_SAMPLE.filter(([code]) => !KNOWN_MISSES[code])).toHaveLength(45);
  });

  it(`places ${US_SAMPLE.length} US ZIP codes within ${WITHIN_KM} km of their centre`, () => {
    expect(US_SAMPLE).toHaveLength(50);
    const cases = US_SAMPLE.flatMap(([code, town, state, lat, lon]): Case[] => [
      { code, text: code, prefer: 'US', reference: { lat, lon }, countries: ['US'] },
      {
        code,
        text: `${town}, ${state} ${code}`,
        prefer: 'DE',
        reference: { lat, lon },
        countries: ['US', state],
      },
    ]);
    expect(misplaced(cases)).toEqual([]);
  });

  it('puts a Spandau postcode in Spandau, not in the middle of Berlin', () => {
    const mitte = geocoder.geocode('Berlin');
    if (!mitte) throw new Error('Berlin not placed');
    for (const text of ['13585', '13585 Berlin', '13585 Berlin-Spandau']) {
      const place = geocoder.geocode(text);
      if (!place) throw new Error(`${text} not placed`);
      expect(haversineKm(place, { lat: 52.5467, lon: 13.2068 })).toBeLessThan(WITHIN_KM);
      expect(haversineKm(place, mitte)).toBeGreaterThan(10);
      // Distances are told between ~10 km cells: Spandau's is another than Mitte's.
      expect(coarseCell(place)).not.toBe(coarseCell(mitte));
    }
    // The name stays the one the person recognises.
    expect(geocoder.geocode('13585 Berlin-Spandau')).toMatchObject({
      name: 'Spandau',
      town: 'Berlin',
    });
    expect(geocoder.geocode('13585 Berlin')).toMatchObject({ name: 'Berlin', country: 'DE' });
  });

  it("places a town's exclave postcode there ('27499 Hamburg' is the island of Neuwerk)", () => {
    const place = geocoder.geocode('27499 Hamburg');
    expect(place).toMatchObject({ name: 'Hamburg', country: 'DE' });
    expect(haversineKm(place!, { lat: 53.9204, lon: 8.5002 })).toBeLessThan(WITHIN_KM);
  });

  it('keeps a code GeoNames only knows as its town in that town (documented limitation)', () => {
    // 81249 is München-Aubing; GeoNames puts it (and 157 other codes) at the town's centre.
    const place = geocoder.geocode('81249');
    expect(place).toMatchObject({ name: 'Munich', country: 'DE', precision: 'city' });
    expect(haversineKm(place!, geocoder.geocode('München')!)).toBeLessThan(1);
  });
});

describe('a five-digit code read as a German postcode or a US ZIP code', () => {
  const koeln = { lat: 50.9386, lon: 6.9539 };

  it.each(['50667 Köln', '50667 Koeln', 'Köln 50667', '50667 Cologne', '50667, Deutschland'])(
    'reads %p as a Postleitzahl in Köln, for every market',
    (text) => {
      for (const prefer of ['DE', 'US'] as const) {
        const place = geocoder.geocode(text, { prefer });
        expect(place).toMatchObject({ name: 'Köln', country: 'DE' });
        expect(haversineKm(place!, koeln)).toBeLessThan(WITHIN_KM);
      }
    },
  );

  it.each(['50667, Iowa', '50667 IA', 'Raymond, IA 50667', '50667 Raymond', '50667, USA'])(
    'reads %p as a ZIP code in Iowa, for every market',
    (text) => {
      for (const prefer of ['DE', 'US'] as const)
        expect(geocoder.geocode(text, { prefer })).toMatchObject({
          name: 'Raymond',
          country: 'US',
          admin: 'IA',
        });
    },
  );

  it("reads a bare code valid in both by the person's market, and offers the other reading", () => {
    // A German-language visitor (market DE) means Köln; an American one Raymond, Iowa.
    expect(geocoder.geocode('50667', { prefer: 'DE' })).toMatchObject({ name: 'Köln' });
    expect(geocoder.geocode('50667', { prefer: 'US' })).toMatchObject({ name: 'Raymond' });
    expect(geocoder.postcodeReadings('50667').map((place) => place.country)).toEqual(['DE', 'US']);
  });

  it('reads a code by the town named with it, also a namesake far from the largest one', () => {
    // The largest Springfield is not in Illinois; 62701 is Springfield, IL.
    expect(geocoder.geocode('62701 Springfield')).toMatchObject({
      name: 'Springfield',
      country: 'US',
      admin: 'IL',
    });
    // A code nowhere near the town named, nor of a town of that name, is a slip: the town stands.
    expect(geocoder.geocode('12345 Köln', { prefer: 'US' })).toEqual(geocoder.geocode('Köln'));
  });
});

describe('misspelt US towns', () => {
  it.each([
    ['Tuscon, AZ', 'Tucson', 'AZ'],
    ['Tuscon AZ', 'Tucson', 'AZ'],
    ['tuscon, arizona', 'Tucson', 'AZ'],
    ['Tuscon, AZ 85701', 'Tucson', 'AZ'],
    ['Albequerque, NM', 'Albuquerque', 'NM'],
    ['Pittsburg, PA', 'Pittsburgh', 'PA'],
    ['Sacremento, CA', 'Sacramento', 'CA'],
    ['Philidelphia, PA', 'Philadelphia', 'PA'],
    ['Cincinatti, OH', 'Cincinnati', 'OH'],
    ['Milwaukie, WI', 'Milwaukee', 'WI'],
    ['Los Angelas, CA', 'Los Angeles', 'CA'],
    ['Mineapolis, MN', 'Minneapolis', 'MN'],
  ])('finds %p as %s, %s and never abroad', (text, name, state) => {
    expect(geocoder.geocode(text)).toMatchObject({ name, country: 'US', admin: state });
    expect(geocoder.geocode(text, { prefer: 'DE' })).toMatchObject({ country: 'US' });
  });
});
