import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsString,
  MaxLength,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';

const MAX_REPEATS = 50;

function toArray(value: unknown): unknown[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return Array.isArray(value) ? (value as unknown[]) : [value];
}

/** A repeatable query parameter of strings (`?name=a&name=b`). */
export function QueryStrings(maxLength = 100): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }: { value: unknown }) => toArray(value))(target, key);
    IsArray()(target, key);
    ArrayMaxSize(MAX_REPEATS)(target, key);
    IsString({ each: true })(target, key);
    MaxLength(maxLength, { each: true })(target, key);
  };
}

/** A repeatable query parameter of integers (`?loc=1&loc=2`); anything else is rejected. */
export function QueryInts(): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }: { value: unknown }) =>
      toArray(value)?.map((item) => (isIntegerText(item) ? Number(item) : NaN)),
    )(target, key);
    IsArray()(target, key);
    ArrayMaxSize(MAX_REPEATS)(target, key);
    IsInt({ each: true })(target, key);
  };
}

function isIntegerText(value: unknown): boolean {
  return typeof value === 'string' ? /^-?\d+$/.test(value) : Number.isInteger(value);
}

/** A single numeric query parameter; 'abc' becomes NaN and fails the number checks. */
export function QueryNumber(): PropertyDecorator {
  return (target, key) => {
    // @Type would turn '' into 0 before any check, so the raw query value is read instead.
    Transform(({ obj }: { obj: Record<PropertyKey, unknown> }) => {
      const raw = obj[key];
      if (raw === undefined) return undefined;
      return typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    })(target, key);
  };
}

/** `?ranked=true|false` (also 1/0); anything else fails IsBoolean. */
export function QueryBoolean(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (value === 'true' || value === '1' || value === true) return true;
    if (value === 'false' || value === '0' || value === false) return false;
    return value;
  });
}

/** Fails when this value is greater than the value of `otherProperty` (both present). */
export function NotGreaterThan(otherProperty: string): PropertyDecorator {
  return (target, key) => {
    registerDecorator({
      name: 'notGreaterThan',
      target: target.constructor,
      propertyName: String(key),
      constraints: [otherProperty],
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const other = (args.object as Record<string, unknown>)[otherProperty];
          if (value === undefined || other === undefined) return true;
          return compare(value, other);
        },
      },
    });
  };
}

function compare(value: unknown, other: unknown): boolean {
  if (typeof value === 'number' && typeof other === 'number') return value <= other;
  if (typeof value === 'string' && typeof other === 'string') return value <= other;
  return false;
}

/** An ISO calendar date (YYYY-MM-DD) that exists. */
export function QueryDate(): PropertyDecorator {
  return (target, key) => {
    registerDecorator({
      name: 'isoDate',
      target: target.constructor,
      propertyName: String(key),
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
          const date = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
        },
      },
    });
  };
}
