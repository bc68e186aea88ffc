import { jest } from '@jest/globals';
import type { GeoPlace } from '../geo/geocoder.js';
import type { MatchDto } from './dto/match.response.js';
import {
  ANYWHERE,
  CellCache,
  MATCH_CACHE_ENTRIES,
  MATCH_CACHE_SECONDS,
  MatchCache,
} from './match-cache.js';
import { placeCells } from '../profiles/index.js';

const place = (lat: number, lon: number): GeoPlace => ({
  lat,
  lon,
  name: '',
  country: '',
  precision: 'city',
});
const MUNICH = place(48.13743, 11.57549);
const BOSTON = place(42.35843, -71.05977);
const matches = [{ score: 0.9 }] as MatchDto[];

describe('cell cache', () => {
  let cache: CellCache<MatchDto[]>;
  beforeEach(() => {
    jest.useFakeTimers();
    cache = new CellCache(MATCH_CACHE_ENTRIES);
  });
  afterEach(() => jest.useRealTimers());

  it('serves what was stored under its key until it expires', () => {
    cache.set('a:en', matches, placeCells(MUNICH), cache.version());
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

  it('drops matches read from the cells a new profile lands in, and only those', () => {
    cache.set('munich', matches, [placeCells(MUNICH)[0]!], cache.version());
    cache.set('boston', matches, [placeCells(BOSTON)[0]!], cache.version());
    cache.set('lonely', matches, [ANYWHERE], cache.version());
    cache.profileAdded(MUNICH);
    expect(cache.get('munich')).toBeUndefined();
    expect(cache.get('lonely')).toBeUndefined();
    expect(cache.get('boston')).toBe(matches);
    // Someone without a place can only be found by searches that went anywhere.
    cache.set('lonely', matches, [ANYWHERE], cache.version());
    cache.profileAdded(null);
    expect(cache.get('lonely')).toBeUndefined();
    expect(cache.get('boston')).toBe(matches);
  });

  it('does not store matches computed while a profile was added, and forgets all on removal', () => {
    const before = cache.version();
    cache.profileAdded(BOSTON);
    cache.set('munich', matches, placeCells(MUNICH), before);
    expect(cache.get('munich')).toBeUndefined();
    cache.set('munich', matches, placeCells(MUNICH), cache.version());
    cache.clear();
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
  it('tells both the matches and the shared candidate lists of new and removed profiles', () => {
    const cache = new MatchCache();
    const list = { people: [], reach: 0 };
    cache.matches.set('munich:en', matches, placeCells(MUNICH), cache.matches.version());
    cache.candidates.set('n:housing#munich', list, placeCells(MUNICH), cache.candidates.version());
    cache.candidates.set('n:housing#boston', list, placeCells(BOSTON), cache.candidates.version());
    cache.profileAdded(MUNICH);
    expect(cache.matches.get('munich:en')).toBeUndefined();
    expect(cache.candidates.get('n:housing#munich')).toBeUndefined();
    expect(cache.candidates.get('n:housing#boston')).toBe(list);
    cache.clear();
    expect(cache.candidates.get('n:housing#boston')).toBeUndefined();
  });
});
