import { ValidateIf } from 'class-validator';

/**
 * A property that may be left out, but not sent as null: class-validator's IsOptional also lets
 * null through to code that expects a value (a 500 where a 400 belongs). Properties whose type
 * includes null keep IsOptional.
 */
export function IsOmittable(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}
