import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { coarsePoint, haversineKm, type LatLon } from '../geo/index.js';
import { ANYWHERE, MatchCache } from './match-cache.js';
import type { Candidate } from './match-engine.js';
import {
  type CandidateRow,
  COUNTRY_KEY_PREFIX,
  isBroad,
  ProfileSearchRepository,
  searchArea,
} from '../profiles/index.js';

/** How many people are kept per partner key; enough to judge fit and nearness, small enough to be fast. */
export const CANDIDATES_PER_KEY = 8;
/**
 * People created from one site (and of one owner browser, and of one look) one key's list holds at
 * most, per ring (SITE_PER_RING of migration 1766930000000, LOOK_PER_RING of 1766940000000; the
 * scan baseline per list): twelve profiles tailored to one person from one address (sixth hostile
 * pass #2), or 24 look-alikes from four (seventh #3), must not fill her lists.
 */
export const PER_SITE_IN_LIST = 2;

/**
 * A candidate as found: with the hash of the site their profile was created from and of their look
 * (profile-look.ts), which matching only counts (at most two of one site, two of one look on a
 * page); null when unknown, then they are their own site or look.
 */
export interface FoundCandidate extends Candidate {
  site: string | null;
  look: string | null;
}

/**
 * People of one partner key a blueprint's pages are made from, at most: forty pages. Read best
 * fitting and nearest first (forPages), so the cut never falls on a better fit than it keeps.
 */
export const PEOPLE_FOR_PAGES = 240;

/** Whom to find partners for: their id, the partner keys wanted and their place. */
export interface CandidateQuery {
  selfId: string;
  keys: string[];
  origin: LatLon | null;
  precision: 'city' | 'country' | null;
}

/** Whom a blueprint's pages are for: as CandidateQuery, and the asker's value keys (`v:…`). */
export interface PageQuery extends CandidateQuery {
  valueKeys: readonly string[];
}

/**
 * One partner key's people as found from one place, before the asker is left out: up to
 * CANDIDATES_PER_KEY + 1, and how far the search had to go (an index into the search rings;
 * past the last ring means anywhere, and so does a list that came back short).
 */
export interface SharedCandidates {
  people: readonly FoundCandidate[];
  reach: number;
}

/**
 * Candidates per partner key, and what a change must touch to change them (MatchCache's marks): the
 * grid cells of the widest ring any key needed, the keys themselves for an asker with no place.
 */
export interface FoundCandidates {
  pool: Map<string, FoundCandidate[]>;
  dependsOn: string[];
}

/**
 * What the lists of `keys`, the widest of which went `reach` rings out, depend on: the cells of that
 * ring, as `key@cell` for one key (someone with another key changes nothing) and bare (any key) for
 * several; the nearer rings lie inside it. A list that found too few within the rings went
 * anywhere, but depends on the widest ring only: someone joining far away reaches it when it
 * expires (MATCH_CACHE_SECONDS), as in another replica, and does not empty the caches of every
 * quiet town (tenth hostile pass #1). With no place there are no rings: any profile with the key,
 * anywhere, can change it.
 */
export function dependencies(keys: readonly string[], rings: string[][], reach: number): string[] {
  const ring = rings[Math.min(reach, rings.length - 1)];
  if (!ring) return [...keys];
  return keys.length === 1 ? ring.map((cell) => `${keys[0]}@${cell}`) : [...ring];
}

/** The creating site and the look of a person, for perGroupGate. */
export const siteAndLookOf = (person: FoundCandidate): (string | null | undefined)[] => [
  person.site,
  person.look,
];
/** Their creating site, their look and their owner browser, for perGroupGate. */
export const siteLookAndOwnerOf = (person: FoundCandidate): (string | null | undefined)[] => [
  person.site,
  person.look,
  person.owner,
];

/**
 * A gate over people in order: it admits each unless one of their groups (`groupsOf`: a creating
 * site, a look, an owner browser; null when unknown, then the person is a group of their own) already has
 * `most` other people admitted. Someone admitted once is admitted again: the same person may be
 * found under several keys.
 */
export function perGroupGate(
  most: number,
  groupsOf: (person: FoundCandidate) => (string | null | undefined)[],
): (person: FoundCandidate) => boolean {
  const admitted = new Set<string>();
  const counts = new Map<string, number>();
  return (person) => {
    if (admitted.has(person.id)) return true;
    // Numbered by kind, so a site, a look and an owner can never be taken for one group.
    const groups = groupsOf(person).flatMap((group, kind) => (group ? [`${kind}:${group}`] : []));
    if (groups.some((group) => (counts.get(group) ?? 0) >= most)) return false;
    for (const group of groups) counts.set(group, (counts.get(group) ?? 0) + 1);
    admitted.add(person.id);
    return true;
  };
}

/** Where a shared list is kept: its partner key and the cell the search started from. */
const listKey = (key: string, from: string): string => `${key}#${from}`;

/**
 * A candidate's place as matching may use it: the centre of their ~10 km cell (issue 25 item 6),
 * so no distance told to anyone is finer than the cell; none for a place known only to its country
 * (its point is the country's largest city, not where they live).
 */
function pointOf(row: Pick<CandidateRow, 'geo_lat' | 'geo_lon' | 'geo_precision'>): LatLon | null {
  return row.geo_lat === null || row.geo_lon === null || row.geo_precision !== 'city'
    ? null
    : coarsePoint({ lat: Number(row.geo_lat), lon: Number(row.geo_lon) });
}

/**
 * Finds, for each partner key, a few people with that key, nearest rings first; within a ring the
 * newest three and a daily rotation of the rest, at most two per owner browser (migration
 * 1766860000000), two per creating site (1766930000000) and two per look (1766940000000), so early
 * profiles cannot keep newcomers out for good, nor one address's many profiles, nor many sites'
 * look-alikes, fill a list. The lists depend
 * only on the key and the asker's search rings, so they are shared through MatchCache.candidates
 * by everyone searching from the same town: a request reads from the database only the keys no one
 * nearby asked for in the last 30 s. The rows come from the profiles module's read model
 * (ProfileSearchRepository); this class builds candidates of them and keeps the shared lists.
 */
@Injectable()
export class MatchCandidates {
  constructor(
    private readonly profiles: ProfileSearchRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: MatchCache,
  ) {}

  find(query: CandidateQuery): Promise<FoundCandidates> {
    if (query.keys.length === 0) return Promise.resolve({ pool: new Map(), dependsOn: [] });
    return this.config.matchingCandidates === 'scan' ? this.scan(query) : this.indexed(query);
  }

  /**
   * The people of each key a blueprint's pages are made from (issue 25, ninth hostile pass #1): up
   * to PEOPLE_FOR_PAGES per key, nearest ring first, then those sharing most of the asker's values,
   * then in an order of the asker's own (a keyed hash), never by joining date. The shared lists of
   * find() keep eight per key, the newest three and a daily rotation, so sixty weak profiles made
   * after her hid a person from every page however well she fitted. No cap per site or look here:
   * the pages cap those (matching.service.ts), and push whom they turn away to later pages.
   */
  forPages(query: PageQuery): Promise<Map<string, FoundCandidate[]>> {
    if (query.keys.length === 0) return Promise.resolve(new Map());
    return this.config.matchingCandidates === 'scan'
      ? this.scan(query, PEOPLE_FOR_PAGES).then(({ pool }) => pool)
      : this.readForPages(query);
  }

  private async readForPages({
    selfId,
    keys,
    origin,
    precision,
    valueKeys,
  }: PageQuery): Promise<Map<string, FoundCandidate[]>> {
    const { rings } = searchArea(origin, precision);
    const rows = await this.profiles.candidatesForPages({
      keys,
      selfId,
      rings,
      valueKeys,
      limit: PEOPLE_FOR_PAGES,
    });
    const broad = await this.profiles.broadAmong([...new Set(rows.map((row) => row.id))]);
    const pool = new Map<string, FoundCandidate[]>(keys.map((key) => [key, []]));
    for (const row of rows) pool.get(row.key)?.push(this.toCandidate(row, broad.has(row.id)));
    return pool;
  }

  private toCandidate(row: Omit<CandidateRow, 'key' | 'tier'>, broad: boolean): FoundCandidate {
    return {
      id: row.id,
      point: pointOf(row),
      country: row.country,
      timeAvailable: row.time_available,
      energyLevel: row.energy_level,
      valueKeys: row.value_keys,
      owner: row.owner,
      site: row.site,
      look: row.look,
      broad,
    };
  }

  private async indexed({
    selfId,
    keys,
    origin,
    precision,
  }: CandidateQuery): Promise<FoundCandidates> {
    const { from, rings } = searchArea(origin, precision);
    const lists = new Map<string, SharedCandidates>();
    const missing: string[] = [];
    for (const key of keys) {
      const list = this.cache.candidates.get(listKey(key, from));
      if (list) lists.set(key, list);
      else missing.push(key);
    }
    if (missing.length > 0)
      for (const [key, list] of await this.read(missing, rings, from)) lists.set(key, list);

    const pool = new Map<string, FoundCandidate[]>();
    // The widest ring any key needed: what a new profile must be near to change these matches.
    let widest = 0;
    for (const [key, list] of lists) {
      widest = Math.max(widest, list.reach);
      const people: FoundCandidate[] = [];
      for (const person of list.people) {
        if (people.length === CANDIDATES_PER_KEY) break;
        if (person.id !== selfId) people.push(person);
      }
      pool.set(key, people);
    }
    return { pool, dependsOn: dependencies(keys, rings, widest) };
  }

  /**
   * The lists of these keys from one call of the match_candidates function (for each key the rings
   * in order, stopping once the nearer rings gave enough people), kept for everyone nearby.
   */
  private async read(
    keys: string[],
    rings: string[][],
    from: string,
  ): Promise<Map<string, SharedCandidates>> {
    const wanted = CANDIDATES_PER_KEY + 1;
    const version = this.cache.candidates.version();
    const rows = await this.profiles.candidates(keys, wanted, rings);
    const broad = await this.profiles.broadAmong([...new Set(rows.map((row) => row.id))]);
    const people = new Map<string, FoundCandidate[]>(keys.map((key) => [key, []]));
    const reach = new Map<string, number>();
    for (const row of rows) {
      people.get(row.key)?.push(this.toCandidate(row, broad.has(row.id)));
      reach.set(row.key, Math.max(reach.get(row.key) ?? 0, row.tier - 1));
    }
    const lists = new Map<string, SharedCandidates>();
    for (const [key, found] of people) {
      const list = {
        people: found,
        reach: found.length < wanted ? rings.length : (reach.get(key) ?? rings.length),
      };
      lists.set(key, list);
      this.cache.candidates.set(
        listKey(key, from),
        list,
        dependencies([key], rings, list.reach),
        version,
      );
    }
    return lists;
  }

  /**
   * The naive baseline: read every other profile and keep the nearest few per key, at most
   * PER_SITE_IN_LIST of one creating site, of one look and of one owner browser, as the indexed
   * lists.
   */
  private async scan(
    { selfId, keys, origin }: CandidateQuery,
    forPages?: number,
  ): Promise<FoundCandidates> {
    // Only some columns: never another person's free text or location text.
    const rows = await this.profiles.everyoneBut(selfId);
    const wanted = new Set(keys);
    const byKey = new Map<string, { candidate: FoundCandidate; km: number }[]>();
    for (const row of rows) {
      const country = row.match_keys.find((key) => key.startsWith(COUNTRY_KEY_PREFIX));
      const candidate: FoundCandidate = {
        id: row.id,
        point: pointOf(row),
        country: country ? country.slice(COUNTRY_KEY_PREFIX.length) : null,
        timeAvailable: row.time_available,
        energyLevel: row.energy_level,
        // The bare value keys, not their grid-cell copies (`v:Family@c48_11`).
        valueKeys: row.match_keys.filter((key) => key.startsWith('v:') && !key.includes('@')),
        owner: row.owner,
        site: row.site,
        look: row.look,
        broad: isBroad(row.match_keys),
      };
      const km =
        origin && candidate.point
          ? haversineKm(coarsePoint(origin), candidate.point)
          : Number.POSITIVE_INFINITY;
      for (const key of row.match_keys) {
        if (!wanted.has(key)) continue;
        const list = byKey.get(key) ?? [];
        list.push({ candidate, km });
        byKey.set(key, list);
      }
    }
    const found = new Map<string, FoundCandidate[]>();
    for (const [key, list] of byKey) {
      list.sort((a, b) => a.km - b.km || (a.candidate.id < b.candidate.id ? -1 : 1));
      const everyone = list.map((entry) => entry.candidate);
      // A blueprint's pages take everyone nearest first (their order is the pages' own, by fit);
      // the lists at most PER_SITE_IN_LIST of a group.
      if (forPages !== undefined) found.set(key, everyone.slice(0, forPages));
      else
        found.set(
          key,
          everyone
            .filter(perGroupGate(PER_SITE_IN_LIST, siteLookAndOwnerOf))
            .slice(0, CANDIDATES_PER_KEY),
        );
    }
    return { pool: found, dependsOn: [ANYWHERE] };
  }
}
