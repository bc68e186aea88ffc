import { domainErrorOf } from '../common/errors/domain-error.js';

/** Why the tags module refuses a request: stable codes the front ends may test. */
export enum TagsErrorCode {
  TagNotFound = 'tag_not_found',
}

export const TagsError = domainErrorOf<TagsErrorCode>({
  [TagsErrorCode.TagNotFound]: {
    status: 404,
    texts: () => ({ en: 'Tag not found', de: 'Schlagwort nicht gefunden' }),
  },
});
