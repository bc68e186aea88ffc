import fc from 'fast-check';

/** A JSON field of an endpoint's body and what kind of value it takes. */
export type FieldKind = 'boolean' | 'text' | 'textList' | 'enum' | 'integer';

export interface BodySchema {
  fields: Record<
    string,
    { kind: FieldKind; maxLength?: number; maxItems?: number; values?: readonly string[] }
  >;
}

const unicodeEdge = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\u202e evil',
  '💥'.repeat(50),
  'e\u0301',
  '\ufeff',
  "'; DROP TABLE profiles; --",
  '<script>alert(1)</script>',
);

// Values of every JSON type, so each field sees the types it must refuse.
const anyJson = fc.oneof(
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 20 }),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

function wrongTypeFor(kind: FieldKind): fc.Arbitrary<unknown> {
  const accepts: Record<FieldKind, (v: unknown) => boolean> = {
    boolean: (v) => typeof v === 'boolean',
    text: (v) => typeof v === 'string',
    textList: (v) => Array.isArray(v) && v.every((item) => typeof item === 'string'),
    enum: () => false,
    integer: (v) => Number.isInteger(v),
  };
  return anyJson.filter((value) => !accepts[kind](value) && value !== null);
}

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { next: value };
  return value;
}

/**
 * Bodies that are certainly invalid for the schema: each takes a valid body and breaks one thing.
 * Every one must get a 4xx in the error shape, never a 5xx, and store nothing.
 */
export function invalidBodies(
  schema: BodySchema,
  validBody: Record<string, unknown>,
): fc.Arbitrary<unknown> {
  const fieldNames = Object.keys(schema.fields);
  const field = fc.constantFrom(...fieldNames);
  const longTextFields = fieldNames.filter(
    (name) => schema.fields[name]!.kind === 'text' && schema.fields[name]!.maxLength !== undefined,
  );
  const listFields = fieldNames.filter((name) => schema.fields[name]!.kind === 'textList');
  return fc.oneof(
    // a wrong JSON type in one field
    field.chain((name) =>
      schema.fields[name]!.kind === 'enum'
        ? fc
            .string({ maxLength: 30 })
            .filter((v) => !schema.fields[name]!.values!.includes(v))
            .map((v) => ({ ...validBody, [name]: v }))
        : wrongTypeFor(schema.fields[name]!.kind).map((v) => ({ ...validBody, [name]: v })),
    ),
    // a field nobody asked for, possibly deeply nested
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 20 }).filter((k) => !fieldNames.includes(k)),
        fc.oneof(anyJson, fc.constant(deeplyNested(200))),
      )
      .map(([key, value]) => ({ ...validBody, [key]: value })),
    // prototype pollution keys, alone and beside a valid body (a key named like a member every
    // object has passed the whitelist: {"text":"Hi","toString":0} was stored)
    fc
      .constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        'toString',
        'valueOf',
        'hasOwnProperty',
      )
      .chain((key) =>
        fc.constantFrom(
          JSON.parse(`{"${key}":{"polluted":true}}`),
          // A computed key is an own property even when it is "__proto__".
          { ...validBody, [key]: 0 },
        ),
      ),
    // NUL and other unicode edge cases inside a text field (NUL is refused; the rest must not 500)
    fc.constant({
      ...validBody,
      [fieldNames.find((n) => schema.fields[n]!.kind === 'text') ?? fieldNames[0]!]: 'a\u0000b',
    }),
    // a text longer than allowed (only for schemas that have such a field: filtering an arbitrary
    // down to nothing would make fast-check retry for ever)
    ...(longTextFields.length === 0
      ? []
      : [
          fc.constantFrom(...longTextFields).chain((name) =>
            unicodeEdge.map((edge) => ({
              ...validBody,
              [name]: edge + 'x'.repeat(schema.fields[name]!.maxLength! + 1),
            })),
          ),
        ]),
    // a list with too many items
    ...(listFields.length === 0
      ? []
      : [
          fc.constantFrom(...listFields).map((name) => ({
            ...validBody,
            [name]: Array.from(
              { length: (schema.fields[name]!.maxItems ?? 50) + 1 },
              (_, i) => `item ${i}`,
            ),
          })),
        ]),
    // not an object at all
    fc.oneof(fc.array(anyJson, { maxLength: 3 }), fc.integer(), fc.string(), fc.constant(null)),
  );
}

/** Text that is valid for a text field but looks dangerous: it must come back exactly as sent. */
export const literalText = fc.oneof(
  unicodeEdge.filter((t) => !t.includes('\u0000') && !t.includes('\ud800')),
  fc.string({ maxLength: 200 }).filter((t) => !t.includes('\u0000')),
);

const encodable = (text: string): boolean => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false; // a lone surrogate cannot be put in a URL at all
  }
};

/** Path segments that are no well-formed id: any text, unicode edge cases, SQL and script fragments. */
export const malformedIds: fc.Arbitrary<string> = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 80 }),
    fc.string({ minLength: 1, maxLength: 40, unit: 'binary' }),
    unicodeEdge,
    fc.constantFrom(
      '1 OR 1=1',
      '00000000-0000-0000-0000-00000000000g',
      '__proto__',
      'constructor',
      'null',
      '-1',
      '1e309',
      'x'.repeat(5000),
    ),
  )
  .filter((id) => id.trim() !== '' && !/[/?#]|^\.\.?$/.test(id) && encodable(id));

/**
 * Raw request bodies that are not a JSON object or too large: refused before any handler runs. (An empty
 * body reads as `{}`, which is a valid profile.)
 */
export const unreadableBodies: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 60 }).filter((raw) => {
    if (raw.trim() === '') return false;
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed === null || typeof parsed !== 'object';
    } catch {
      return true;
    }
  }),
  fc.constantFrom(
    '{"message":',
    "{'single':'quotes'}",
    '{"a":1}trailing',
    'NaN',
    '['.repeat(5000),
    '['.repeat(5000) + ']'.repeat(5000),
    '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
  ),
  fc.constant(JSON.stringify({ message: 'x'.repeat(300_000) })),
);
