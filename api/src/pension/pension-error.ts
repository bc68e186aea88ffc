import { domainErrorOf } from '../common/errors/domain-error.js';

/** Why the pension calculators refuse a request: stable codes the front ends may test. */
export enum PensionErrorCode {
  /** Fields that do not fit together (both or neither of two, a date in the future, ...). */
  InvalidRequest = 'pension_invalid_request',
}

export const PensionError = domainErrorOf<PensionErrorCode>({
  // The message names the request's fields, like the validation pipe's messages, in both languages.
  [PensionErrorCode.InvalidRequest]: {
    status: 400,
    texts: ({ detail }) => ({ en: String(detail), de: String(detail) }),
  },
});
