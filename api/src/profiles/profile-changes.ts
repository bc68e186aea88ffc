import { Injectable } from '@nestjs/common';
import type { GeoPlace } from '../geo/index.js';

/** What keeps values read from profiles and must hear when profiles change. */
export interface ProfileChangeListener {
  /** A profile placed at `place` (null: not placed) was added. */
  profileAdded(place: GeoPlace | null): void;
  /** Profiles changed where the old places are not at hand (a move, a deletion): forget everything. */
  clear(): void;
}

/**
 * Tells the modules that keep what they read from profiles (matching's caches) about new, moved and
 * removed profiles, at once and in this process. They listen here, so that profiles depends on none
 * of them: matching builds on profiles, not the other way round.
 */
@Injectable()
export class ProfileChanges {
  private readonly listeners: ProfileChangeListener[] = [];

  listen(listener: ProfileChangeListener): void {
    this.listeners.push(listener);
  }

  added(place: GeoPlace | null): void {
    for (const listener of this.listeners) listener.profileAdded(place);
  }

  cleared(): void {
    for (const listener of this.listeners) listener.clear();
  }
}
