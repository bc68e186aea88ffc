import { Injectable } from '@nestjs/common';

/** What keeps values read from profiles and must hear when profiles change. */
export interface ProfileChangeListener {
  /**
   * A profile was added, edited or removed. `matchKeys`: its stored match keys (profile-keys.ts,
   * indexedKeys) from before and after the change together, so both its old and new place are told.
   */
  profileChanged(profileId: string, matchKeys: readonly string[]): void;
}

/**
 * Tells the modules that keep what they read from profiles (matching's caches) about new, edited and
 * removed profiles, at once and in this process. They listen here, so that profiles depends on none
 * of them: matching builds on profiles, not the other way round.
 */
@Injectable()
export class ProfileChanges {
  private readonly listeners: ProfileChangeListener[] = [];

  listen(listener: ProfileChangeListener): void {
    this.listeners.push(listener);
  }

  /** `matchKeys`: the profile's keys before the change and after it (none for a side that is not). */
  changed(profileId: string, ...matchKeys: (readonly string[])[]): void {
    const keys = matchKeys.flat();
    for (const listener of this.listeners) listener.profileChanged(profileId, keys);
  }
}
