import { SetMetadata } from '@nestjs/common';
import type { RateLimitedCall } from '../../config/app-config.js';

export const RATE_LIMIT_KEY = 'ageless:rate-limit';

/** Counts this handler's calls per client against the configured limit for `call`. */
export const RateLimited = (call: RateLimitedCall): MethodDecorator =>
  SetMetadata(RATE_LIMIT_KEY, call);
