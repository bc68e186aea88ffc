import { Injectable } from '@nestjs/common';
import type { RequestLanguage } from '../common/http/request-language.js';
import type { GeoPlace } from '../geo/geocoder.js';
import type { MatchDto } from './dto/match.response.js';
import { placeCells } from './profile-keys.js';

/** How long computed matches are served: the bound on staleness between API replicas. */
export const MATCH_CACHE_SECONDS = 30;
/** Most (profile, language) entries kept; the least recently used go first. */
export const MATCH_CACHE_ENTRIES = 5000;

/** Stands for "any profile anywhere can change these matches". */
export const ANYWHERE = '*';

interface Entry {
  matches: MatchDto[];
  expires: number;
  dependsOn: readonly string[];
}

/**
 * Computed matches per (profile, language). A profile that appears or disappears in this replica
 * drops every entry whose candidates came from its grid cells (or from anywhere); other replicas
 * learn of it only when the entry expires, after MATCH_CACHE_SECONDS.
 */
@Injectable()
export class MatchCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byCell = new Map<string, Set<string>>();
  private changes = 0;

  /** Taken before reading candidates and handed to set(): a change in between keeps the result out. */
  version(): number {
    return this.changes;
  }

  get(profileId: string, lang: RequestLanguage): MatchDto[] | undefined {
    const key = `${profileId}:${lang}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.matches;
  }

  /** `dependsOn`: the grid cells the candidates were read from, or ANYWHERE. */
  set(
    profileId: string,
    lang: RequestLanguage,
    matches: MatchDto[],
    dependsOn: readonly string[],
    version: number,
  ): void {
    if (version !== this.changes) return;
    const key = `${profileId}:${lang}`;
    this.delete(key);
    this.entries.set(key, { matches, expires: Date.now() + MATCH_CACHE_SECONDS * 1000, dependsOn });
    for (const cell of dependsOn) {
      const keys = this.byCell.get(cell) ?? new Set<string>();
      keys.add(key);
      this.byCell.set(cell, keys);
    }
    const oldest = this.entries.keys().next().value;
    if (this.entries.size > MATCH_CACHE_ENTRIES && oldest !== undefined) this.delete(oldest);
  }

  /** A profile placed at `place` (null: not placed) was added: drop what it could change. */
  profileAdded(place: GeoPlace | null): void {
    this.changes++;
    for (const cell of [ANYWHERE, ...placeCells(place)])
      for (const key of [...(this.byCell.get(cell) ?? [])]) this.delete(key);
  }

  /** A profile was removed; its own entries and anyone's candidates may have changed. */
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
