import { keyHash } from '../common/hashing/stored-hashes.js';
import type { IntroductionEntity } from './entities/introduction.entity.js';

// The browser a daily limit counts for: the request's owner key, or, for a profile made before
// browsers owned profiles (acted for by its id alone), the profile itself.
export const browserOf = (profileId: string, ownerKey: string | undefined): string =>
  ownerKey ? keyHash(ownerKey) : keyHash(`profile:${profileId}`);

/** The other side of an introduction. */
export const otherOf = (
  row: Pick<IntroductionEntity, 'fromProfileId' | 'toProfileId'>,
  profileId: string,
): string => (row.fromProfileId === profileId ? row.toProfileId : row.fromProfileId);
