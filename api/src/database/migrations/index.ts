import { CreateProfiles1763769600000 } from './1763769600000-create-profiles.js';

/** Every migration, oldest first; both databases run exactly these. */
export const migrations = [CreateProfiles1763769600000];
