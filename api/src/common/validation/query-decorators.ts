import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import { parseCalendarDate } from '@domain/calendar/calendar-date';
import { parsePlainDecimal, parsePlainInteger, SQL_INT_MAX } from './plain-number';

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

/**
 * A repeatable query parameter of integers (`?loc=1&loc=2`) in plain decimal digits within the
 * range of an SQL integer; anything else is rejected.
 */
export function QueryInts(): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }: { value: unknown }) => toArray(value)?.map(readInteger))(target, key);
    IsArray()(target, key);
    ArrayMaxSize(MAX_REPEATS)(target, key);
    IsInt({ each: true })(target, key);
  };
}

/** A query value as an integer within ±SQL_INT_MAX; NaN (which every number check fails) otherwise. */
function readInteger(value: unknown): number {
  const number = typeof value === 'string' ? parsePlainInteger(value) : null;
  return number !== null && Math.abs(number) <= SQL_INT_MAX ? number : NaN;
}

function readDecimal(value: unknown): number {
  const number = typeof value === 'string' ? parsePlainDecimal(value) : null;
  return number !== null && Math.abs(number) <= SQL_INT_MAX ? number : NaN;
}

/**
 * A single numeric query parameter written in plain decimal digits: an integer within ±SQL_INT_MAX
 * (`{ decimal: true }`: a fraction allowed, as in '1950.5'). Exponents, hex, binary, '+', spaces,
 * leading zeros, 'Infinity' and repeats become NaN and fail the number checks.
 */
export function QueryNumber(options: { decimal?: boolean } = {}): PropertyDecorator {
  const read = options.decimal ? readDecimal : readInteger;
  return (target, key) => {
    // @Type would turn '' into 0 before any check, so the raw query value is read instead.
    Transform(({ obj }: { obj: Record<PropertyKey, unknown> }) => {
      const raw = obj[key];
      return raw === undefined ? undefined : read(raw);
    })(target, key);
  };
}

export interface QueryRangeOptions {
  min?: number;
  max?: number;
  /** a fraction allowed ('1950.5'); integers otherwise */
  decimal?: boolean;
  /** the parameter this one may not exceed when both are given (its range's upper end) */
  notAbove?: string;
  /** more of the OpenAPI entry (description, deprecated) */
  doc?: ApiPropertyOptions;
  /** false: the OpenAPI entry leaves out the minimum and maximum */
  documentBounds?: boolean;
}

/**
 * An optional numeric query parameter (QueryNumber) within `min`..`max`, not above the parameter
 * `notAbove`, documented with its bounds: one end of a min/max range filter.
 */
export function QueryRange(options: QueryRangeOptions): PropertyDecorator {
  const { min, max, decimal = false, notAbove, doc = {}, documentBounds = true } = options;
  const bounds = documentBounds
    ? {
        ...(min === undefined ? {} : { minimum: min }),
        ...(max === undefined ? {} : { maximum: max }),
      }
    : {};
  return (target, key) => {
    ApiPropertyOptional({ ...bounds, ...doc })(target, key);
    IsOptional()(target, key);
    QueryNumber({ decimal })(target, key);
    (decimal ? IsNumber() : IsInt())(target, key);
    if (min !== undefined) Min(min)(target, key);
    if (max !== undefined) Max(max)(target, key);
    if (notAbove !== undefined) NotGreaterThan(notAbove)(target, key);
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
          return typeof value === 'string' && parseCalendarDate(value) !== null;
        },
      },
    });
  };
}
