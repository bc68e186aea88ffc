import { jest } from '@jest/globals';
import type { GeoPlace } from '../geo/geocoder.js';
import type { MatchDto } from './dto/match.response.js';
import { ANYWHERE, MATCH_CACHE_ENTRIES, MATCH_CACHE_SECONDS, MatchCache } from './match-cache.js';
import { placeCells } from './profile-keys.js';

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

describe('match cache', () => {
  let cache: MatchCache;
  beforeEach(() => {
    jest.useFakeTimers();
    cache = new MatchCache();
  });
  afterEach(() => jest.useRealTimers());

  it('serves what was stored, per language, until it expires', () => {
    cache.set('a', 'en', matches, placeCells(MUNICH), cache.version());
    expect(cache.get('a', 'en')).toBe(matches);
    expect(cache.get('a', 'de')).toBeUndefined();
    jest.advanceTimersByTime(MATCH_CACHE_SECONDS * 1000);
    expect(cache.get('a', 'en')).toBeUndefined();
  });

  it('drops matches read from the cells a new profile lands in, and only those', () => {
    cache.set('munich', 'en', matches, [placeCells(MUNICH)[0]!], cache.version());
    cache.set('boston', 'en', matches, [placeCells(BOSTON)[0]!], cache.version());
    cache.set('lonely', 'en', matches, [ANYWHERE], cache.version());
    cache.profileAdded(MUNICH);
    expect(cache.get('munich', 'en')).toBeUndefined();
    expect(cache.get('lonely', 'en')).toBeUndefined();
    expect(cache.get('boston', 'en')).toBe(matches);
    // Someone without a place can only be found by searches that went anywhere.
    cache.set('lonely', 'en', matches, [ANYWHERE], cache.version());
    cache.profileAdded(null);
    expect(cache.get('lonely', 'en')).toBeUndefined();
    expect(cache.get('boston', 'en')).toBe(matches);
  });

  it('does not store matches computed while a profile was added, and forgets all on removal', () => {
    const before = cache.version();
    cache.profileAdded(BOSTON);
    cache.set('munich', 'en', matches, placeCells(MUNICH), before);
    expect(cache.get('munich', 'en')).toBeUndefined();
    cache.set('munich', 'en', matches, placeCells(MUNICH), cache.version());
    cache.clear();
    expect(cache.get('munich', 'en')).toBeUndefined();
  });

  it('keeps at most MATCH_CACHE_ENTRIES, dropping the least recently used', () => {
    for (let i = 0; i < MATCH_CACHE_ENTRIES; i++)
      cache.set(`p${i}`, 'en', matches, [ANYWHERE], cache.version());
    cache.get('p0', 'en');
    cache.set('new', 'en', matches, [ANYWHERE], cache.version());
    expect(cache.get('p0', 'en')).toBe(matches);
    expect(cache.get('p1', 'en')).toBeUndefined();
    expect(cache.get('new', 'en')).toBe(matches);
  });
});
