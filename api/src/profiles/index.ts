// The profiles module's public face: what other modules and the app may use (eslint.config.mjs).
export { PersonCardResponseDto } from './dto/profile.response.js';
export { ProfileEntity } from './entities/profile.entity.js';
export { ProfileChanges, type ProfileChangeListener } from './profile-changes.js';
// The read model of browsers and where profiles were made, for whom connections hides: read-only.
export {
  type HiddenSince,
  type ProfileBrowser,
  ProfileBrowsersRepository,
} from './profile-browsers.repository.js';
// The keys a profile is indexed by: the vocabulary that matching's blueprints share, all of it public.
export * from './profile-keys.js';
export { profileOwnerKey } from './profile-owner.js';
// The read model matching searches partners with: read-only, its statements over this module's table.
export {
  type CandidateRow,
  ProfileSearchRepository,
  type ScannedRow,
  type SeekerRow,
  type StatedWord,
} from './profile-search.repository.js';
export { ProfilesError, ProfilesErrorCode } from './profiles-error.js';
export { ProfilesModule } from './profiles.module.js';
export { notifyEmailState, ProfilesService, type PublicFacts } from './profiles.service.js';
