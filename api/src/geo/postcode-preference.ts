import type { Request } from 'express';
import { requestMarket } from '../common/http/request-language.js';
import type { PostcodePreference } from './geocoder.js';

/**
 * Which country a five-digit code valid in both is read in ('10115': Berlin or New York): the
 * asker's market (spec §4), Europe counting as Germany. The place check shows the other reading.
 */
export function postcodePreference(req: Pick<Request, 'query' | 'headers'>): PostcodePreference {
  return requestMarket(req) === 'US' ? 'US' : 'DE';
}
