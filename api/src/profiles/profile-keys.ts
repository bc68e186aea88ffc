import { SKILL_OPTIONS, VALUE_OPTIONS } from '@ageless/contracts';
import { type GeoPlace, gridCell, type LatLon, neighbourCells } from '../geo/index.js';

// What a profile offers and needs, as short keys that blueprints and the candidate index share:
// o:<asset>, s:<Skill>, n:<need>, v:<Value>, and `any` (everybody has it; it also marks a profile
// as indexed); and the country it was placed in (`cc:DE`). Only the spec's options and a country
// code become keys: free text never enters the index.

export interface ProfileFacts {
  hasSpace: boolean;
  hasTools: boolean;
  hasLand: boolean;
  hasTransportation: boolean;
  hasEquipment: boolean;
  caregivingAbility: boolean;
  skills: readonly string[];
  needsHousing: boolean;
  needsCompanionship: boolean;
  needsTechHelp: boolean;
  needsBusinessHelp: boolean;
  values: readonly string[];
}

const canonical = (options: readonly string[]): Map<string, string> =>
  new Map(options.map((option) => [option.toLowerCase(), option]));
const SKILLS = canonical(SKILL_OPTIONS);
const VALUES = canonical(VALUE_OPTIONS);

export function knownSkills(skills: readonly string[]): string[] {
  return [
    ...new Set(
      skills
        .map((skill) => SKILLS.get(skill.trim().toLowerCase()))
        .filter((skill): skill is string => !!skill),
    ),
  ].sort();
}

export function knownValues(values: readonly string[]): string[] {
  return [
    ...new Set(
      values
        .map((value) => VALUES.get(value.trim().toLowerCase()))
        .filter((value): value is string => !!value),
    ),
  ].sort();
}

export function assetKeys(facts: ProfileFacts): string[] {
  const keys: string[] = [];
  if (facts.hasSpace) keys.push('o:space');
  if (facts.hasTools) keys.push('o:tools');
  if (facts.hasLand) keys.push('o:land');
  if (facts.hasTransportation) keys.push('o:transport');
  if (facts.hasEquipment) keys.push('o:equipment');
  if (facts.caregivingAbility) keys.push('o:care');
  return keys;
}

export function needKeys(facts: ProfileFacts): string[] {
  const keys: string[] = [];
  if (facts.needsHousing) keys.push('n:housing');
  if (facts.needsCompanionship) keys.push('n:companionship');
  if (facts.needsTechHelp) keys.push('n:tech');
  if (facts.needsBusinessHelp) keys.push('n:business');
  return keys;
}

/** The `v:<Value>` keys of the values a profile has. */
export function valueKeys(facts: Pick<ProfileFacts, 'values'>): string[] {
  return knownValues(facts.values).map((value) => `v:${value}`);
}

/** Every key a profile has, sorted. */
export function profileKeys(facts: ProfileFacts): string[] {
  return [
    'any',
    ...assetKeys(facts),
    ...knownSkills(facts.skills).map((skill) => `s:${skill}`),
    ...needKeys(facts),
    ...valueKeys(facts),
  ].sort();
}

/**
 * What goes into the indexed `match_keys` column: each key bare and, when the place is known to a
 * town, once per grid (`n:housing@p481_115`, `@c48_11`, `@r4_1`), so one GIN lookup finds people
 * with a key in a given cell. A country-only place is indexed in its 10° region only.
 */
export function indexedKeys(facts: ProfileFacts, place: GeoPlace | null): string[] {
  const keys = profileKeys(facts);
  const suffixes = placeCells(place);
  return [
    ...keys,
    ...keys.flatMap((key) => suffixes.map((suffix) => `${key}@${suffix}`)),
    ...(place ? [countryKey(place.country)] : []),
  ].sort();
}

/**
 * Half the catalogue of SKILL_OPTIONS (18), assets (6) and needs (4). Migrations 1766900000000 and
 * 1766930000000 built it into the candidate lists' SQL: another number needs a new migration.
 */
export const BROAD_CLAIMS = 14;

/** What a profile claims to have, do or need: asset (o:), skill (s:) and need (n:) keys, no cells. */
const CLAIM_KEY = /^[osn]:[^@]*$/;

/**
 * A profile claiming at least half of everything one can have, do or need (BROAD_CLAIMS of the 28)
 * completes nobody in particular: throwaway profiles made to fill every list look like this
 * (fifth hostile pass #1). The same rule orders the candidate lists in SQL (migration
 * 1766900000000); here it keeps such a person from making a card High on their own.
 */
export const isBroad = (matchKeys: readonly string[]): boolean =>
  matchKeys.filter((key) => CLAIM_KEY.test(key)).length >= BROAD_CLAIMS;

/** The same test in SQL, on a row's `match_keys` column. */
export const BROAD_SQL = `(SELECT count(*) FROM unnest(match_keys) k
  WHERE (k LIKE 'o:%' OR k LIKE 's:%' OR k LIKE 'n:%') AND strpos(k, '@') = 0) >= ${BROAD_CLAIMS}`;

/**
 * The country a profile was placed in, `cc:DE`: never searched for, only read back with a
 * candidate, so an in-person idea offers nobody abroad (issue 26 item 2).
 */
export const countryKey = (country: string): string => `cc:${country}`;
export const COUNTRY_KEY_PREFIX = 'cc:';
/** Marks profiles placed before country keys existed, until their country is filled in. */
export const COUNTRY_UNKNOWN_KEY = 'cc?';

/** The grid cells a profile is indexed in: town, 1° cell and 10° region, or the region alone. */
export function placeCells(place: GeoPlace | null): string[] {
  if (!place) return [];
  return place.precision === 'city'
    ? [gridCell('place', place), gridCell('cell', place), gridCell('region', place)]
    : [gridCell('region', place)];
}

/**
 * Where a search starts and its rings of grid cells, nearest first, as key suffixes. `from` names
 * the cell the rings are built around (the town's 0.1° cell, or the 10° region of a place known
 * only to its country; '' for no place): the same `from`, the same rings.
 */
export interface SearchArea {
  from: string;
  rings: string[][];
}

export function searchArea(
  point: LatLon | null,
  precision: GeoPlace['precision'] | null,
): SearchArea {
  if (!point) return { from: '', rings: [] };
  if (precision === 'city') {
    const town = gridCell('place', point);
    return {
      from: town,
      rings: [[town], neighbourCells('cell', point), neighbourCells('region', point)],
    };
  }
  return { from: gridCell('region', point), rings: [neighbourCells('region', point)] };
}
