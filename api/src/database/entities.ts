import { ProfileEntity } from '../profiles/entities/profile.entity.js';

/** Every entity, registered once for the app, the CLI data source and the schema check test. */
export const entities = [ProfileEntity];
