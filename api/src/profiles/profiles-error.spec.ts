import { PROFILES_ERROR_CODES } from '@ageless/contracts';
import {
  NEW_NETWORKS_BUSY,
  NEW_PROFILE_CEILING,
} from '../common/rate-limit/new-profile-ceiling.js';
import { PROFILE_EDIT_CEILING } from '../common/rate-limit/profile-edit-ceiling.js';
import { PROFILE_TEXTS } from './profile-texts.js';
import { ProfilesError, ProfilesErrorCode } from './profiles-error.js';

describe('ProfilesError', () => {
  it('has the codes the contracts list, the ceilings on profiles and the valve included', () => {
    expect(
      new Set([
        ...Object.values(ProfilesErrorCode),
        NEW_PROFILE_CEILING,
        NEW_NETWORKS_BUSY,
        PROFILE_EDIT_CEILING,
      ]),
    ).toEqual(new Set(PROFILES_ERROR_CODES));
  });

  it('keeps the words and statuses the API always sent, in both languages', () => {
    const notOwner = new ProfilesError(ProfilesErrorCode.NotOwner);
    expect(notOwner.status).toBe(403);
    expect(notOwner.code).toBe('profile_not_owner');
    expect(notOwner.messageIn('en')).toBe(PROFILE_TEXTS.notOwner.en);
    expect(notOwner.messageIn('de')).toBe(PROFILE_TEXTS.notOwner.de);
    expect(new ProfilesError(ProfilesErrorCode.NotFound).messageIn('en')).toBe('Profile not found');
    expect(new ProfilesError(ProfilesErrorCode.ConfirmLinkMalformed).status).toBe(400);
    expect(new ProfilesError(ProfilesErrorCode.ConfirmLinkInvalid).status).toBe(404);
    // Pinned to the language the service was asked in, whatever the request's header says.
    expect(new ProfilesError(ProfilesErrorCode.CardCopied).inLanguage('de').messageIn('en')).toBe(
      PROFILE_TEXTS.cardCopied.de,
    );
  });
});
