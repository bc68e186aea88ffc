import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { classToPlain, plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { RequestError, RequestErrorCode } from '../errors/request-error.js';
import { wellFormedText } from '../text/cut-text.js';

/** Validation errors as sentences naming each field by its path (also used outside the pipe). */
export function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((text) =>
      // class-validator names the leaf property; make nested paths explicit (unless the rule's own
      // message already does: "card.firstName must be…" once read "card.card.firstName").
      parent && !text.includes(path) ? text.replace(error.property, path) : text,
    );
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

// Keys named like a member every object has ("__proto__", "constructor", "toString", "valueOf"):
// the whitelist cannot tell them from the object's own members and would let them through.
const isForbiddenKey = (key: string): boolean => key === 'prototype' || key in Object.prototype;
const MAX_DEPTH = 32;

/**
 * Half of a surrogate pair is no character (a broken emoji pasted, or an attack): validators that
 * encode text threw on it (the email rule's URI decoding: a 500, sixth hostile pass #9), and nothing
 * stored should hold it. It becomes U+FFFD, the replacement character, in every string of the body
 * before any rule reads it: a chat message is still answered, an address is refused as invalid.
 */
function wellFormed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => wellFormed(item, depth + 1));
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = wellFormed(record[key], depth + 1);
  return value;
}

/**
 * What the DTO rules cannot see, named by its path: JSON.parse keeps "__proto__" as an own key and
 * class-transformer would drop it without a word; PostgreSQL text cannot hold U+0000 and no person
 * types it; and nesting deeper than any of our payloads is refused before anything walks it.
 */
function bodyProblem(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? `${path || 'body'} must not contain NUL characters`
      : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return `${path} is nested too deeply`;
  for (const [key, nested] of Object.entries(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (isForbiddenKey(key)) return `property ${keyPath} is not allowed`;
    const problem = bodyProblem(nested, keyPath, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** Whitelists DTO fields, refuses unknown ones, and insists a JSON body is an object. */
export class StrictValidationPipe extends ValidationPipe {
  constructor() {
    super({
      // Given, not looked up: Nest's own look-up ends the process when it fails (as it does for a
      // request still starting while a test's environment is torn down).
      validatorPackage: { validate },
      transformerPackage: { plainToInstance, classToPlain },
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      transform: true,
      validationError: { target: false, value: false },
      // A field's rules often share one message (between 60 and 75): say it once.
      exceptionFactory: (errors) =>
        new RequestError(RequestErrorCode.ValidationFailed, {
          message: [...new Set(flatten(errors))].join('; '),
        }),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype && metadata.metatype !== Object) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new RequestError(RequestErrorCode.InvalidBody, {
          message: 'Request body must be a JSON object',
        });
      }
      const problem = bodyProblem(value);
      if (problem) throw new RequestError(RequestErrorCode.InvalidBody, { message: problem });
      wellFormed(value);
    }
    return super.transform(value, metadata);
  }
}
