import type { ProfilesService } from '../profiles/index.js';
import { ConnectionsError, ConnectionsErrorCode } from './connections-error.js';

/**
 * Refuses unless this browser owns the profile named in the path, with the answer every
 * `/profiles/:id/...` route of the module gives (fourteenth hostile pass #7): 404
 * `connections_profile_not_found` for no such profile, 403 `connections_profile_not_owned` for
 * another browser's. 403 tells that a random UUID belongs to someone, as the matches, blueprint and
 * introduction routes already do; nothing below the profile (an introduction, a thread) is told.
 * The owner's own request costs one lookup; only a refusal asks whether the profile exists.
 */
export async function assertProfileOwner(
  profiles: Pick<ProfilesService, 'isOwner' | 'exists'>,
  profileId: string,
  ownerKey: string | undefined,
): Promise<void> {
  if (await profiles.isOwner(profileId, ownerKey)) return;
  throw new ConnectionsError(
    (await profiles.exists(profileId))
      ? ConnectionsErrorCode.ProfileNotOwned
      : ConnectionsErrorCode.ProfileNotFound,
  );
}
