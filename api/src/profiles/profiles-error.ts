import { domainErrorOf, type ErrorTexts } from '../common/errors/domain-error.js';
import { PROFILE_TEXTS } from './profile-texts.js';

/**
 * Why the profiles module refuses a request: stable codes the front ends may test (issue 28), listed
 * in @ageless/contracts as PROFILES_ERROR_CODES. The front ends read the status and show the message
 * (mfe-matches' api-error.ts, mfe-onboarding's profile api); the code is there to test instead.
 */
export enum ProfilesErrorCode {
  NotFound = 'profile_not_found',
  /** Another browser's profile: its matches, ideas, edits and introductions are its owners' only. */
  NotOwner = 'profile_not_owner',
  ReturnKeyInvalid = 'profile_return_key_invalid',
  /** A confirmation link that is not a key at all (400). */
  ConfirmLinkMalformed = 'profile_confirm_link_malformed',
  /** A confirmation link used, replaced or expired (404); the same words as a malformed one. */
  ConfirmLinkInvalid = 'profile_confirm_link_invalid',
  NoNotifyEmail = 'profile_no_notify_email',
  AlreadyConfirmed = 'profile_email_already_confirmed',
  /** The card's sentence claims the team, moderation, verification or an authority. */
  AboutClaimsStaff = 'profile_about_claims_staff',
  /** The card's sentence asks for money, codes, a program or contact elsewhere. */
  AboutAsks = 'profile_about_asks',
  /** The card's sentence holds what is arranged after an introduction (contact, address, payment). */
  AboutArranged = 'profile_about_arranged',
  /** Another member shows this first name with this sentence (card-copy.ts). */
  CardCopied = 'profile_card_copied',
  /** The browser already holds PROFILES_PER_BROWSER profiles (made or opened by return link). */
  BrowserCeiling = 'profile_browser_ceiling',
}

const words = (texts: ErrorTexts) => (): ErrorTexts => texts;

// The words are the ones the API always sent (profile-texts.ts; tests and front ends quote them).
export const ProfilesError = domainErrorOf<ProfilesErrorCode>({
  [ProfilesErrorCode.NotFound]: { status: 404, texts: words(PROFILE_TEXTS.notFound) },
  [ProfilesErrorCode.NotOwner]: { status: 403, texts: words(PROFILE_TEXTS.notOwner) },
  [ProfilesErrorCode.ReturnKeyInvalid]: { status: 403, texts: words(PROFILE_TEXTS.badReturnKey) },
  [ProfilesErrorCode.ConfirmLinkMalformed]: {
    status: 400,
    texts: words(PROFILE_TEXTS.badConfirmLink),
  },
  [ProfilesErrorCode.ConfirmLinkInvalid]: {
    status: 404,
    texts: words(PROFILE_TEXTS.badConfirmLink),
  },
  [ProfilesErrorCode.NoNotifyEmail]: { status: 409, texts: words(PROFILE_TEXTS.noNotifyEmail) },
  [ProfilesErrorCode.AlreadyConfirmed]: {
    status: 409,
    texts: words(PROFILE_TEXTS.alreadyConfirmed),
  },
  [ProfilesErrorCode.AboutClaimsStaff]: {
    status: 400,
    texts: words(PROFILE_TEXTS.aboutClaimsStaff),
  },
  [ProfilesErrorCode.AboutAsks]: { status: 400, texts: words(PROFILE_TEXTS.aboutAsks) },
  [ProfilesErrorCode.AboutArranged]: { status: 400, texts: words(PROFILE_TEXTS.aboutArranged) },
  [ProfilesErrorCode.CardCopied]: { status: 409, texts: words(PROFILE_TEXTS.cardCopied) },
  // 409, not 429: waiting does not help, deleting a profile does.
  [ProfilesErrorCode.BrowserCeiling]: { status: 409, texts: words(PROFILE_TEXTS.browserCeiling) },
});
