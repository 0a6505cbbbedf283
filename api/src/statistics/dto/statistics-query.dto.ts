import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, Max, Min } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import { RATING_BOUNDS } from '@sync/contract/players';
import {
  STATISTICS_MAX_REPEATS,
  STATISTICS_YEAR_BOUNDS,
  type StatisticsQuery,
} from '@sync/contract/statistics';
import { parsePlainInteger } from '../../common/validation/plain-number';
import { QueryBoolean, QueryRange } from '../../common/validation/query-decorators';

function repeated(raw: unknown): unknown[] | undefined {
  if (raw === undefined) return undefined;
  return Array.isArray(raw) ? (raw as unknown[]) : [raw];
}

/**
 * A repeatable parameter of integers in plain decimal digits (`?location=1&location=2`). Unlike
 * the lists' QueryInts an empty value is refused too, so every present parameter carries a value.
 */
export function RepeatedInts(bounds: { min: number; max: number }): PropertyDecorator {
  return (target, key) => {
    Transform(({ obj }: { obj: Record<PropertyKey, unknown> }) =>
      repeated(obj[key])?.map((value) =>
        typeof value === 'string' ? (parsePlainInteger(value) ?? NaN) : NaN,
      ),
    )(target, key);
    IsArray()(target, key);
    ArrayMaxSize(STATISTICS_MAX_REPEATS)(target, key);
    IsInt({ each: true })(target, key);
    Min(bounds.min, { each: true })(target, key);
    Max(bounds.max, { each: true })(target, key);
  };
}

/** A repeatable parameter taking one of `values`; `normalize` e.g. upper-cases first. */
export function RepeatedChoice(
  values: readonly string[],
  normalize: (value: string) => string = (value) => value,
): PropertyDecorator {
  return (target, key) => {
    Transform(({ obj }: { obj: Record<PropertyKey, unknown> }) =>
      repeated(obj[key])?.map((value) => (typeof value === 'string' ? normalize(value) : value)),
    )(target, key);
    IsArray()(target, key);
    ArrayMaxSize(STATISTICS_MAX_REPEATS)(target, key);
    IsIn(values, { each: true })(target, key);
  };
}

const LOCATION_IDS = { min: 1, max: 2_147_483_647 };

/** The filters both statistics endpoints take (sync/contract/statistics.ts). */
export class StatisticsQueryDto implements StatisticsQuery {
  @ApiPropertyOptional({ enum: RATING_SYSTEM_IDS, default: 'rgf' })
  @IsIn(RATING_SYSTEM_IDS)
  federation: RatingSystemId = 'rgf';

  @QueryRange({ ...STATISTICS_YEAR_BOUNDS, notAbove: 'max_year' })
  min_year?: number;

  @QueryRange(STATISTICS_YEAR_BOUNDS)
  max_year?: number;

  @QueryRange({ ...RATING_BOUNDS, decimal: true, notAbove: 'max_rating' })
  min_rating?: number;

  @QueryRange({ ...RATING_BOUNDS, decimal: true })
  max_rating?: number;

  @ApiPropertyOptional({
    type: [Number],
    description:
      'Location ids, including their descendants (repeatable); unknown ids match nothing',
  })
  @IsOmittable()
  @RepeatedInts(LOCATION_IDS)
  location?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'The same as location' })
  @IsOmittable()
  @RepeatedInts(LOCATION_IDS)
  loc?: number[];

  @ApiPropertyOptional()
  @IsOmittable()
  @QueryBoolean()
  @IsBoolean()
  online?: boolean;

  @ApiPropertyOptional()
  @IsOmittable()
  @QueryBoolean()
  @IsBoolean()
  ranked?: boolean;
}
