import { SetMetadata } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';

export const BODY_LIMIT_KEY = 'ageless:body-limit';

/** A route's largest body in bytes, from the configuration. */
export type BodyLimitOf = (config: AppConfig) => number;

/**
 * Lets a route take a larger (or smaller) JSON body than JSON_BODY_LIMIT. The limit applies to the
 * bytes read and parsed; compressed bodies are refused before that.
 */
export const BodyLimit = (limitOf: BodyLimitOf): MethodDecorator =>
  SetMetadata(BODY_LIMIT_KEY, limitOf);
