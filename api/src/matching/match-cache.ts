import { Injectable } from '@nestjs/common';
import type { GeoPlace } from '../geo/index.js';
import type { MatchDto } from './dto/match.response.js';
import type { SharedCandidates } from './match-candidates.js';
import { placeCells } from '../profiles/index.js';

/** How long computed matches and candidate lists are served: the bound on staleness between API replicas. */
export const MATCH_CACHE_SECONDS = 30;
/** Most (profile, language) entries kept; the least recently used go first. */
export const MATCH_CACHE_ENTRIES = 5000;
/** Most (partner key, search rings) candidate lists kept: every key of about 250 towns. */
export const CANDIDATE_LISTS_KEPT = 10_000;

/** Stands for "any profile anywhere can change these matches". */
export const ANYWHERE = '*';

interface Entry<V> {
  value: V;
  expires: number;
  dependsOn: readonly string[];
}

/**
 * Values read from the profiles of some grid cells, each entry remembering those cells. A profile
 * that appears in this replica drops every entry whose cells include its own (or that depends on
 * ANYWHERE); other replicas learn of it only when the entry expires, after MATCH_CACHE_SECONDS.
 */
export class CellCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byCell = new Map<string, Set<string>>();
  private changes = 0;

  /**
   * `spread`: the share of MATCH_CACHE_SECONDS by which an entry's life is shortened at random, so
   * that entries filled together (after a restart) are not all read again in the same second.
   */
  constructor(
    private readonly capacity: number,
    private readonly spread = 0,
  ) {}

  /** Taken before reading the database and handed to set(): a change in between keeps the result out. */
  version(): number {
    return this.changes;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** `dependsOn`: the grid cells the value was read from, or ANYWHERE. */
  set(key: string, value: V, dependsOn: readonly string[], version: number): void {
    if (version !== this.changes) return;
    this.delete(key);
    const life = MATCH_CACHE_SECONDS * 1000 * (1 - this.spread * Math.random());
    this.entries.set(key, { value, expires: Date.now() + life, dependsOn });
    for (const cell of dependsOn) {
      const keys = this.byCell.get(cell) ?? new Set<string>();
      keys.add(key);
      this.byCell.set(cell, keys);
    }
    const oldest = this.entries.keys().next().value;
    if (this.entries.size > this.capacity && oldest !== undefined) this.delete(oldest);
  }

  /** A profile placed at `place` (null: not placed) was added: drop what it could change. */
  profileAdded(place: GeoPlace | null): void {
    this.changes++;
    for (const cell of [ANYWHERE, ...placeCells(place)])
      for (const key of [...(this.byCell.get(cell) ?? [])]) this.delete(key);
  }

  /** Drops everything, for a change whose place is not known. */
  clear(): void {
    this.changes++;
    this.entries.clear();
    this.byCell.clear();
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const cell of entry.dependsOn) {
      const keys = this.byCell.get(cell);
      keys?.delete(key);
      if (keys?.size === 0) this.byCell.delete(cell);
    }
  }
}

/**
 * What matching keeps between requests: computed matches per `${profileId}:${lang}`, and the
 * candidate lists that people searching from the same town share (see MatchCandidates).
 */
@Injectable()
export class MatchCache {
  readonly matches = new CellCache<MatchDto[]>(MATCH_CACHE_ENTRIES);
  readonly candidates = new CellCache<SharedCandidates>(CANDIDATE_LISTS_KEPT, 0.5);

  profileAdded(place: GeoPlace | null): void {
    this.matches.profileAdded(place);
    this.candidates.profileAdded(place);
  }

  /** A profile was removed; its own entries and anyone's candidates may have changed. */
  clear(): void {
    this.matches.clear();
    this.candidates.clear();
  }
}
