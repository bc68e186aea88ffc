import { domainErrorOf } from '../common/errors/domain-error.js';

/**
 * Why the matching module refuses a request: stable codes the front ends may test (issue 28), listed
 * in @ageless/contracts as MATCHING_ERROR_CODES. A missing profile is the profiles module's
 * `profile_not_found`, whichever module finds it missing.
 */
export enum MatchingErrorCode {
  /** No blueprint has this key (the matches answer tells whether the profile is there). */
  BlueprintNotFound = 'blueprint_not_found',
}

// The English words are the ones the API always sent.
export const MatchingError = domainErrorOf<MatchingErrorCode>({
  [MatchingErrorCode.BlueprintNotFound]: {
    status: 404,
    texts: () => ({ en: 'Blueprint not found', de: 'Idee nicht gefunden' }),
  },
});
