import type { NearbyPerson } from '@ageless/contracts';

export type PersonIntroduction = NonNullable<NearbyPerson['introduction']>;

/**
 * What matching must know of people's connections: whom a profile must never be shown, and the
 * introductions it already has with some people. The connections module owns those tables and
 * provides this (PeopleConnectionsRepository); it builds on matching, so matching names what it needs here
 * rather than importing connections.
 */
export abstract class PeopleConnections {
  abstract hiddenFor(profileId: string): Promise<Set<string>>;

  /** The introductions between this profile and each of some people, either way round. */
  abstract introductionsWith(
    profileId: string,
    others: readonly string[],
  ): Promise<Map<string, PersonIntroduction>>;
}
