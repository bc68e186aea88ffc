import { MATCHING_ERROR_CODES } from '@ageless/contracts';
import { MATCH_READ_CEILING } from '../common/rate-limit/match-read-ceiling.js';
import { MatchingError, MatchingErrorCode } from './matching-error.js';

describe('MatchingError', () => {
  it('has the codes the contracts list, the ceiling on reads included', () => {
    expect(new Set([...Object.values(MatchingErrorCode), MATCH_READ_CEILING])).toEqual(
      new Set(MATCHING_ERROR_CODES),
    );
  });

  it('keeps the English words the API always sent and says them in German too', () => {
    const error = new MatchingError(MatchingErrorCode.BlueprintNotFound);
    expect(error.status).toBe(404);
    expect(error.messageIn('en')).toBe('Blueprint not found');
    expect(error.messageIn('de')).toBe('Idee nicht gefunden');
  });
});
