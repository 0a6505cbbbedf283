import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  Max,
  Min,
} from 'class-validator';
import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import { RATING_BOUNDS } from '@sync/api/players';
import type { StatisticsQuery } from '@sync/api/statistics';
import {
  NotGreaterThan,
  QueryBoolean,
  QueryNumber,
} from '../../common/validation/query-decorators';

export const YEAR_BOUNDS = { min: 1900, max: 2100 } as const;
const MAX_LOCATIONS = 50;

/**
 * `?loc=1&loc=2`: location ids. Unlike the lists' QueryInts an empty `?loc=` is refused too,
 * so that every present parameter must carry a value.
 */
function LocationIds(): PropertyDecorator {
  return (target, key) => {
    Transform(({ obj }: { obj: Record<PropertyKey, unknown> }) => {
      const raw = obj[key];
      if (raw === undefined) return undefined;
      const values = Array.isArray(raw) ? (raw as unknown[]) : [raw];
      return values.map((value) =>
        typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN,
      );
    })(target, key);
    IsArray()(target, key);
    ArrayMaxSize(MAX_LOCATIONS)(target, key);
    IsInt({ each: true })(target, key);
    Min(1, { each: true })(target, key);
  };
}

/** The filters of GET /players/statistics and GET /tournaments/statistics (sync/api/statistics.ts). */
export class StatisticsQueryDto implements StatisticsQuery {
  @ApiPropertyOptional({ enum: RATING_SYSTEM_IDS, default: 'rgf' })
  @IsIn(RATING_SYSTEM_IDS)
  federation: RatingSystemId = 'rgf';

  @ApiPropertyOptional({ minimum: YEAR_BOUNDS.min, maximum: YEAR_BOUNDS.max })
  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(YEAR_BOUNDS.min)
  @Max(YEAR_BOUNDS.max)
  @NotGreaterThan('max_year')
  min_year?: number;

  @ApiPropertyOptional({ minimum: YEAR_BOUNDS.min, maximum: YEAR_BOUNDS.max })
  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(YEAR_BOUNDS.min)
  @Max(YEAR_BOUNDS.max)
  max_year?: number;

  @ApiPropertyOptional({ minimum: RATING_BOUNDS.min, maximum: RATING_BOUNDS.max })
  @IsOptional()
  @QueryNumber({ decimal: true })
  @IsNumber()
  @Min(RATING_BOUNDS.min)
  @Max(RATING_BOUNDS.max)
  @NotGreaterThan('max_rating')
  min_rating?: number;

  @ApiPropertyOptional({ minimum: RATING_BOUNDS.min, maximum: RATING_BOUNDS.max })
  @IsOptional()
  @QueryNumber({ decimal: true })
  @IsNumber()
  @Min(RATING_BOUNDS.min)
  @Max(RATING_BOUNDS.max)
  max_rating?: number;

  @ApiPropertyOptional({
    type: [Number],
    description:
      'Location ids, including their descendants (repeatable); unknown ids match nothing',
  })
  @IsOptional()
  @LocationIds()
  loc?: number[];

  @ApiPropertyOptional()
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  online?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  ranked?: boolean;
}
