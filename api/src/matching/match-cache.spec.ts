import { jest } from '@jest/globals';
import type { GeoPlace } from '../geo/geocoder.js';
import type { MatchDto } from './dto/match.response.js';
import {
  ANYWHERE,
  CellCache,
  changeMarks,
  CHANGES_REMEMBERED,
  MATCH_CACHE_ENTRIES,
  MATCH_CACHE_SECONDS,
  MatchCache,
  profileMark,
} from './match-cache.js';
import { dependencies } from './match-candidates.js';
import { indexedKeys, type ProfileFacts, profileKeys, searchArea } from '../profiles/index.js';

const place = (lat: number, lon: number, country = 'XX'): GeoPlace => ({
  lat,
  lon,
  name: '',
  country,
  precision: 'city',
});
const MUNICH = place(48.13743, 11.57549, 'DE');
const BERLIN = place(52.52437, 13.41053, 'DE');
const BOSTON = place(42.35843, -71.05977, 'US');
// Towns more than two 10° regions apart from each other: no search of one reaches another.
const FAR_APART = [
  MUNICH,
  BOSTON,
  place(35.6895, 139.69171),
  place(-33.86785, 151.20732),
  place(-23.5475, -46.63611),
  place(-1.28333, 36.81667),
];
const matches = [{ score: 0.9 }] as MatchDto[];

const NOTHING: ProfileFacts = {
  hasSpace: false,
  hasTools: false,
  hasLand: false,
  hasTransportation: false,
  hasEquipment: false,
  caregivingAbility: false,
  skills: [],
  needsHousing: false,
  needsCompanionship: false,
  needsTechHelp: false,
  needsBusinessHelp: false,
  values: [],
};
const GARDENER: ProfileFacts = { ...NOTHING, skills: ['Gardening'], values: ['Family'] };
const NEEDS_HOUSING: ProfileFacts = { ...NOTHING, needsHousing: true, hasTools: true };
// The crowd of the tenth hostile pass: every skill, asset and need.
const EVERYTHING: ProfileFacts = {
  ...NOTHING,
  hasSpace: true,
  hasTools: true,
  hasLand: true,
  hasTransportation: true,
  hasEquipment: true,
  caregivingAbility: true,
  skills: ['Gardening', 'Cooking', 'Technology', 'Repair', 'Carpentry', 'Teaching'],
  needsHousing: true,
  needsCompanionship: true,
  needsTechHelp: true,
  needsBusinessHelp: true,
};

/** What a profile of these facts at this place (null: none) tells the caches as it is added or removed. */
const marksOf = (id: string, facts: ProfileFacts, at: GeoPlace | null) =>
  changeMarks(id, indexedKeys(facts, at));

/** What a list of partner key `key` searched from `at`, reaching `reach` rings, depends on. */
const listDeps = (key: string, at: GeoPlace | null, reach: number): string[] =>
  dependencies([key], searchArea(at, at?.precision ?? null).rings, reach);

/** What a person's matches from `at` over several keys depend on. */
const poolDeps = (keys: string[], at: GeoPlace | null, reach: number): string[] =>
  dependencies(keys, searchArea(at, at?.precision ?? null).rings, reach);

describe('cell cache', () => {
  let cache: CellCache<MatchDto[]>;
  beforeEach(() => {
    jest.useFakeTimers();
    cache = new CellCache(MATCH_CACHE_ENTRIES);
  });
  afterEach(() => jest.useRealTimers());

  it('serves what was stored under its key until it expires', () => {
    cache.set('a:en', matches, poolDeps(['any'], MUNICH, 0), cache.version());
    expect(cache.get('a:en')).toBe(matches);
    expect(cache.get('a:de')).toBeUndefined();
    jest.advanceTimersByTime(MATCH_CACHE_SECONDS * 1000);
    expect(cache.get('a:en')).toBeUndefined();
  });

  it('spreads the expiry of entries stored together, within MATCH_CACHE_SECONDS', () => {
    const spread = new CellCache<MatchDto[]>(MATCH_CACHE_ENTRIES, 0.5);
    for (let i = 0; i < 100; i++) spread.set(`p${i}`, matches, [ANYWHERE], spread.version());
    const alive = (): number =>
      Array.from({ length: 100 }, (_, i) => spread.get(`p${i}`)).filter(Boolean).length;
    jest.advanceTimersByTime((MATCH_CACHE_SECONDS * 1000) / 2 - 1);
    expect(alive()).toBe(100);
    jest.advanceTimersByTime((MATCH_CACHE_SECONDS * 1000) / 4);
    const later = alive();
    expect(later).toBeGreaterThan(0);
    expect(later).toBeLessThan(100);
    jest.advanceTimersByTime((MATCH_CACHE_SECONDS * 1000) / 4 + 1);
    expect(alive()).toBe(0);
  });

  it.each([0, 1, 2, 3])(
    "never drops or keeps out a far town's entries for a profile added elsewhere (reach %i)",
    (reach) => {
      for (const here of FAR_APART)
        for (const there of FAR_APART.filter((town) => town !== here)) {
          const own = new CellCache<MatchDto[]>(MATCH_CACHE_ENTRIES);
          const keys = profileKeys(EVERYTHING);
          own.set('pool', matches, poolDeps(keys, there, reach), own.version());
          own.set('list', matches, listDeps('n:housing', there, reach), own.version());
          const before = own.version();
          // The crowd's profile: every key, in another town.
          own.changed(marksOf('newcomer', EVERYTHING, here));
          expect(own.get('pool')).toBe(matches);
          expect(own.get('list')).toBe(matches);
          // A read that was under way meanwhile is stored all the same.
          own.set('late', matches, poolDeps(keys, there, reach), before);
          expect(own.get('late')).toBe(matches);
        }
    },
  );

  it.each([0, 1, 2, 3])(
    'drops what was read in the town a profile is added to, and keeps out a read under way (reach %i)',
    (reach) => {
      for (const town of [...FAR_APART, BERLIN]) {
        const own = new CellCache<MatchDto[]>(MATCH_CACHE_ENTRIES);
        own.set('pool', matches, poolDeps(['any', 's:Gardening'], town, reach), own.version());
        own.set('list', matches, listDeps('s:Gardening', town, reach), own.version());
        const before = own.version();
        own.changed(marksOf('newcomer', GARDENER, town));
        expect(own.get('pool')).toBeUndefined();
        expect(own.get('list')).toBeUndefined();
        own.set('list', matches, listDeps('s:Gardening', town, reach), before);
        expect(own.get('list')).toBeUndefined();
        own.set('list', matches, listDeps('s:Gardening', town, reach), own.version());
        expect(own.get('list')).toBe(matches);
      }
    },
  );

  it('keeps a list of a key the new profile does not have, in its own town', () => {
    for (const reach of [0, 1, 2, 3]) {
      cache.set('housing', matches, listDeps('n:housing', MUNICH, reach), cache.version());
      const before = cache.version();
      cache.changed(marksOf(`gardener${reach}`, GARDENER, MUNICH));
      expect(cache.get('housing')).toBe(matches);
      cache.set('late', matches, listDeps('n:housing', MUNICH, reach), before);
      expect(cache.get('late')).toBe(matches);
      cache.changed(marksOf(`seeker${reach}`, NEEDS_HOUSING, MUNICH));
      expect(cache.get('housing')).toBeUndefined();
    }
  });

  it('reaches a neighbouring town only through the rings that cover it', () => {
    cache.set('near', matches, poolDeps(['any'], BERLIN, 0), cache.version());
    cache.set('region', matches, poolDeps(['any'], BERLIN, 2), cache.version());
    cache.changed(marksOf('munich', NOTHING, MUNICH));
    expect(cache.get('near')).toBe(matches);
    expect(cache.get('region')).toBeUndefined();
  });

  it("tells an edit to the old and the new town, and to the profile's own entries, nowhere else", () => {
    const keys = profileKeys(EVERYTHING);
    for (const [key, town] of [
      ['munich', MUNICH],
      ['boston', BOSTON],
      ['berlin', BERLIN],
    ] as const)
      cache.set(key, matches, poolDeps(keys, town, 0), cache.version());
    cache.set('mover:en', matches, [...poolDeps(keys, BERLIN, 0), profileMark('mover')], 0);
    // Moved from Munich to Boston, and now gardens instead of needing a home.
    cache.changed(
      changeMarks('mover', [
        ...indexedKeys(NEEDS_HOUSING, MUNICH),
        ...indexedKeys(GARDENER, BOSTON),
      ]),
    );
    expect(cache.get('munich')).toBeUndefined();
    expect(cache.get('boston')).toBeUndefined();
    expect(cache.get('berlin')).toBe(matches);
    expect(cache.get('mover:en')).toBeUndefined();
  });

  it('hears of a profile with no place through the lists of askers with no place only', () => {
    cache.set('nowhere', matches, listDeps('s:Gardening', null, 0), cache.version());
    cache.set('munich', matches, listDeps('s:Gardening', MUNICH, 3), cache.version());
    cache.changed(marksOf('homeless', GARDENER, null));
    expect(cache.get('nowhere')).toBeUndefined();
    expect(cache.get('munich')).toBe(matches);
  });

  it('refuses a read that more changes went by than it remembers, and one from before a clear', () => {
    const before = cache.version();
    for (let i = 0; i <= CHANGES_REMEMBERED; i++) cache.changed(marksOf(`p${i}`, GARDENER, BOSTON));
    cache.set('munich', matches, poolDeps(['any'], MUNICH, 0), before);
    expect(cache.get('munich')).toBeUndefined();
    cache.set('munich', matches, poolDeps(['any'], MUNICH, 0), cache.version());
    const beforeClear = cache.version();
    cache.clear();
    expect(cache.get('munich')).toBeUndefined();
    cache.set('munich', matches, poolDeps(['any'], MUNICH, 0), beforeClear);
    expect(cache.get('munich')).toBeUndefined();
  });

  it('keeps at most MATCH_CACHE_ENTRIES, dropping the least recently used', () => {
    for (let i = 0; i < MATCH_CACHE_ENTRIES; i++)
      cache.set(`p${i}`, matches, [ANYWHERE], cache.version());
    cache.get('p0');
    cache.set('new', matches, [ANYWHERE], cache.version());
    expect(cache.get('p0')).toBe(matches);
    expect(cache.get('p1')).toBeUndefined();
    expect(cache.get('new')).toBe(matches);
  });
});

describe('match cache', () => {
  it('tells both the matches and the shared candidate lists of a changed profile', () => {
    const cache = new MatchCache();
    const list = { people: [], reach: 0 };
    cache.matches.set('munich:en', matches, poolDeps(['any'], MUNICH, 0), 0);
    cache.candidates.set('n:housing#munich', list, listDeps('n:housing', MUNICH, 0), 0);
    cache.candidates.set('n:housing#boston', list, listDeps('n:housing', BOSTON, 0), 0);
    cache.profileChanged('gone', indexedKeys(NEEDS_HOUSING, MUNICH));
    expect(cache.matches.get('munich:en')).toBeUndefined();
    expect(cache.candidates.get('n:housing#munich')).toBeUndefined();
    expect(cache.candidates.get('n:housing#boston')).toBe(list);
  });
});
