import { SetMetadata } from '@nestjs/common';
import type { RateLimitedCall } from '../../config/app-config.js';

export const RATE_LIMIT_KEY = 'ageless:rate-limit';

/** Counts this handler's calls per client against the configured limit for `call`. */
export const RateLimited = (call: RateLimitedCall): MethodDecorator =>
  SetMetadata(RATE_LIMIT_KEY, call);

export const UNCOUNTED_KEY = 'ageless:uncounted';

/**
 * Leaves this handler out of the calls a client may have running at once: health probes come from
 * the orchestrator's one address and must be answered whatever any client is doing.
 */
export const NotCountedInFlight = (): MethodDecorator => SetMetadata(UNCOUNTED_KEY, true);
