import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((text) =>
      // class-validator names the leaf property; make nested paths explicit.
      parent ? text.replace(error.property, path) : text,
    );
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

// JSON.parse keeps "__proto__" as an own key; class-transformer then drops it without a word, so
// such keys are refused by name before anything else looks at the body.
function forbiddenKey(value: unknown, path: string, depth = 0): string | undefined {
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const key of Object.keys(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) return keyPath;
    const nested = forbiddenKey((value as Record<string, unknown>)[key], keyPath, depth + 1);
    if (nested) return nested;
  }
  return undefined;
}

/** Whitelists DTO fields, refuses unknown ones, and insists a JSON body is an object. */
export class StrictValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      transform: true,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => new BadRequestException(flatten(errors).join('; ')),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype && metadata.metatype !== Object) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new BadRequestException('Request body must be a JSON object');
      }
      const key = forbiddenKey(value, '');
      if (key) throw new BadRequestException(`property ${key} is not allowed`);
    }
    return super.transform(value, metadata);
  }
}
