import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';
import { classToPlain, plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';

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
// A high surrogate without its low half after it, or a low one without its high half before it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What the DTO rules cannot see, named by its path: JSON.parse keeps "__proto__" as an own key and
 * class-transformer would drop it without a word; PostgreSQL text cannot hold U+0000 and no person
 * types it, nor half of a surrogate pair; and nesting deeper than any of our payloads is refused before anything walks it.
 */
function bodyProblem(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return `${path || 'body'} must not contain NUL characters`;
    // Half of a surrogate pair is no character: validators that encode text (the email rule's
    // URI decoding) throw on it, and nothing stored should hold it (sixth hostile pass #9).
    return LONE_SURROGATE.test(value)
      ? `${path || 'body'} must be valid text (Unicode)`
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
        new BadRequestException([...new Set(flatten(errors))].join('; ')),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype && metadata.metatype !== Object) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new BadRequestException('Request body must be a JSON object');
      }
      const problem = bodyProblem(value);
      if (problem) throw new BadRequestException(problem);
    }
    return super.transform(value, metadata);
  }
}
