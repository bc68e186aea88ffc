import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Decimals of a number as written out in full: 0.25 has 2, 1e-7 has 7, 1.5e21 has none. */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = value.toString().split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
}

// class-validator's IsNumber({ maxDecimalPlaces }) throws a TypeError on numbers JavaScript prints in
// exponent form (-3e-323, 1e-7), which turned a bad amount into a 500. Non-numbers are IsNumber's job.
export function MaxDecimalPlaces(places: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxDecimalPlaces',
      constraints: [places],
      validator: {
        validate: (value: unknown) => typeof value !== 'number' || decimalPlaces(value) <= places,
      },
    },
    options,
  );
}
