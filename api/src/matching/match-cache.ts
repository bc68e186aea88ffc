import { Injectable } from '@nestjs/common';
import type { MatchDto } from './dto/match.response.js';
import type { SharedCandidates } from './match-candidates.js';

/** How long computed matches and candidate lists are served: the bound on staleness between API replicas. */
export const MATCH_CACHE_SECONDS = 30;
/** Most (profile, language) entries kept; the least recently used go first. */
export const MATCH_CACHE_ENTRIES = 5000;
/** Most (partner key, search rings) candidate lists kept: every key of about 250 towns. */
export const CANDIDATE_LISTS_KEPT = 10_000;
/**
 * Changes remembered for set() to check a result against those made while it was read. A read that
 * saw more changes than this go by is not stored (it cannot tell whether one touched it).
 */
export const CHANGES_REMEMBERED = 256;

/** Stands for "any profile anywhere can change these matches": every change touches it. */
export const ANYWHERE = '*';

/** The mark of one profile's own facts: its own matches depend on it. */
export const profileMark = (profileId: string): string => `profile:${profileId}`;

/**
 * What a change to one profile touches: its own mark, each of its match keys as stored (profile-keys.ts,
 * indexedKeys: `s:Repair` and `s:Repair@c48_11`), the grid cells it is placed in (`c48_11`, the part
 * after `@`) and ANYWHERE. An edit passes the keys from before and after it (the old and the new
 * place), a deletion those it had.
 */
export function changeMarks(profileId: string, matchKeys: Iterable<string>): Set<string> {
  const marks = new Set([ANYWHERE, profileMark(profileId)]);
  for (const key of matchKeys) {
    marks.add(key);
    const at = key.indexOf('@');
    if (at >= 0) marks.add(key.slice(at + 1));
  }
  return marks;
}

interface Entry<V> {
  value: V;
  expires: number;
  dependsOn: readonly string[];
}

/**
 * Values read from some profiles, each entry remembering what it depends on: grid cells, `key@cell`,
 * bare keys, a profile's own mark (changeMarks), or ANYWHERE. A change in this replica drops the
 * entries that depend on one of its marks and no others: a profile added in one town leaves other
 * towns' entries alone (tenth hostile pass #1: one global counter and clearing on every edit made
 * everyone's matches be read again each second). Other replicas learn of a change only when the
 * entry expires, after MATCH_CACHE_SECONDS.
 */
export class CellCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byMark = new Map<string, Set<string>>();
  /** Changes so far; version() hands out this count, set() compares with the changes after it. */
  private changes = 0;
  /** The latest changes, oldest first, with their numbers. */
  private readonly recent: { n: number; marks: ReadonlySet<string> }[] = [];
  /** Changes up to this number are no longer in `recent` (or were a clear()). */
  private forgotten = 0;

  /**
   * `spread`: the share of MATCH_CACHE_SECONDS by which an entry's life is shortened at random, so
   * that entries filled together (after a restart) are not all read again in the same second.
   */
  constructor(
    private readonly capacity: number,
    private readonly spread = 0,
  ) {}

  /** Taken before reading the database and handed to set(): a change in between that touches the result keeps it out. */
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

  /** `dependsOn`: what the value was read from (see the class), so what can change it. */
  set(key: string, value: V, dependsOn: readonly string[], version: number): void {
    if (this.touchedSince(version, dependsOn)) return;
    this.delete(key);
    const life = MATCH_CACHE_SECONDS * 1000 * (1 - this.spread * Math.random());
    this.entries.set(key, { value, expires: Date.now() + life, dependsOn });
    for (const mark of dependsOn) {
      const keys = this.byMark.get(mark) ?? new Set<string>();
      keys.add(key);
      this.byMark.set(mark, keys);
    }
    const oldest = this.entries.keys().next().value;
    if (this.entries.size > this.capacity && oldest !== undefined) this.delete(oldest);
  }

  /** A profile changed (changeMarks): drop what depends on one of its marks. */
  changed(marks: ReadonlySet<string>): void {
    this.changes++;
    this.recent.push({ n: this.changes, marks });
    if (this.recent.length > CHANGES_REMEMBERED) this.forgotten = this.recent.shift()!.n;
    for (const mark of marks)
      for (const key of [...(this.byMark.get(mark) ?? [])]) this.delete(key);
  }

  /** Drops everything, for a change whose reach is not known. */
  clear(): void {
    this.changes++;
    this.forgotten = this.changes;
    this.recent.length = 0;
    this.entries.clear();
    this.byMark.clear();
  }

  // Whether a change after `version` touched one of these marks, or may have (no longer remembered).
  private touchedSince(version: number, dependsOn: readonly string[]): boolean {
    if (version < this.forgotten) return true;
    for (let i = this.recent.length - 1; i >= 0; i--) {
      const change = this.recent[i]!;
      if (change.n <= version) return false;
      if (dependsOn.some((mark) => change.marks.has(mark))) return true;
    }
    return false;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const mark of entry.dependsOn) {
      const keys = this.byMark.get(mark);
      keys?.delete(key);
      if (keys?.size === 0) this.byMark.delete(mark);
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

  /**
   * A profile was added, changed or removed; `matchKeys` are the keys it had and has (ProfileChanges):
   * only the entries depending on those keys, cells or the profile itself are dropped.
   */
  profileChanged(profileId: string, matchKeys: readonly string[]): void {
    const marks = changeMarks(profileId, matchKeys);
    this.matches.changed(marks);
    this.candidates.changed(marks);
  }

  /**
   * Who may see whom changed for these profiles only (a decline, block or report between two
   * browsers): their own matches are read again; shared candidate lists hold no one's hiding.
   */
  hidingChanged(profileIds: Iterable<string>): void {
    this.matches.changed(new Set([...profileIds].map(profileMark)));
  }
}
